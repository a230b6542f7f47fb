/// A pinch-and-rotate gesture the platform recognized itself (a touchpad pinch, or Ctrl+wheel zoom), as
/// delivered to recognizers that accept it (``PinchGestureRecognizer`` and ``RotationGestureRecognizer``).
public struct NativeGesture: Hashable, Sendable {
    /// Where the gesture is, in window points.
    public var location: Point
    /// Scale since the gesture began (1 at the start), as GDK reports it.
    public var scale: Double
    /// Rotation since the previous event, in radians, clockwise on screen when positive.
    public var angleDelta: Double
    /// When it happened, in seconds on the event clock.
    public var timestamp: Double

    /// Creates a native gesture update.
    public init(location: Point, scale: Double, angleDelta: Double, timestamp: Double) {
        self.location = location
        self.scale = scale
        self.angleDelta = angleDelta
        self.timestamp = timestamp
    }
}
