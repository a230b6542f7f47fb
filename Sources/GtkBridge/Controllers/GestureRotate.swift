import CGtk

/// Two fingers, or a touchpad pinch, turning (`GtkGestureRotate`).
///
/// ```swift
/// let rotate = GestureRotate()
/// rotate.onAngleChanged { angle, delta in print(GestureRotate.signedDelta(delta)) }
/// ```
@MainActor
public final class GestureRotate: Gesture {
    /// Creates a rotate gesture.
    public init() {
        super.init(taking: gtk_gesture_rotate_new())
    }

    /// The angle between the fingers, and its change since the gesture began, in radians; GTK reports the
    /// change in [0, 2π) with clockwise on screen positive (see ``signedDelta(_:)``).
    public func onAngleChanged(_ handler: @escaping Signal.TwoDoubles) {
        Signal.connect(object, .angleChanged, handler)
    }

    /// GTK's [0, 2π) change folded into (−π, π], so a small counter-clockwise turn is a small negative angle.
    public nonisolated static func signedDelta(_ delta: Double) -> Double {
        var angle = delta.truncatingRemainder(dividingBy: 2 * .pi)
        if angle > .pi { angle -= 2 * .pi }
        if angle <= -.pi { angle += 2 * .pi }
        return angle
    }
}
