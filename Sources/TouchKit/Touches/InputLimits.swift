/// The range of input the router takes, so a hostile or broken source (a trace dragging a finger to 1e300
/// points, a touchpad reporting a scale of 1e200) cannot push a scene's geometry to infinity.
///
/// No real device comes near these limits; past them a value is clamped, and a value that is not a number
/// becomes the neutral one (0 points, scale 1).
///
/// ```swift
/// let wild = InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 1e300, y: 5)))
/// wild.clampedToLimits.location // (1000000, 5)
/// ```
public enum InputLimits {
    /// The farthest a position may be from the window's origin, in points, on either axis.
    public static let coordinate = 1_000_000.0
    /// The smallest and largest touchpad pinch scale (since the pinch began).
    public static let pinchScale = 0.001...1000.0
    /// The largest touchpad rotation between two events, in radians.
    public static let angleDelta = 2 * Double.pi
    /// The largest scroll step, in wheel clicks (or touchpad scroll units).
    public static let scrollDelta = 1000.0

    static func clamp(_ value: Double, to limit: Double, neutral: Double = 0) -> Double {
        value.isNaN ? neutral : min(max(value, -limit), limit)
    }

    static func clamp(_ point: Point) -> Point {
        Point(x: clamp(point.x, to: coordinate), y: clamp(point.y, to: coordinate))
    }

    static func clampScale(_ scale: Double) -> Double {
        scale.isNaN ? 1 : min(max(scale, pinchScale.lowerBound), pinchScale.upperBound)
    }
}

extension InputEvent {
    /// The event with every position and amount inside ``InputLimits``.
    public var clampedToLimits: InputEvent {
        var event = self
        switch kind {
        case .touch(let id, let phase, let location):
            event.kind = .touch(id: id, phase: phase, location: InputLimits.clamp(location))
            if !packedDetails.isEmpty, var details {
                // A device's odd value (a pressure of 1.02, a NaN tilt) is kept in range, or dropped.
                func unit(_ value: Double?, _ range: ClosedRange<Double>) -> Double? {
                    value.flatMap { $0.isNaN ? nil : min(max($0, range.lowerBound), range.upperBound) }
                }
                details.pressure = unit(details.pressure, 0...1)
                details.size = unit(details.size, 0...1000)
                details.tilt = details.tilt.flatMap { tilt in
                    unit(tilt.x, -1...1).flatMap { x in unit(tilt.y, -1...1).map { Point(x: x, y: $0) } }
                }
                event.details = details
            }
        case .pointer(let phase, let button, let location, let modifiers):
            event.kind = .pointer(
                phase: phase, button: button, location: InputLimits.clamp(location), modifiers: modifiers)
        case .pinch(let phase, let location, let scale, let angleDelta):
            event.kind = .pinch(
                phase: phase, location: InputLimits.clamp(location), scale: InputLimits.clampScale(scale),
                angleDelta: InputLimits.clamp(angleDelta, to: InputLimits.angleDelta))
        case .scroll(let location, let dx, let dy, let modifiers):
            event.kind = .scroll(
                location: InputLimits.clamp(location), dx: InputLimits.clamp(dx, to: InputLimits.scrollDelta),
                dy: InputLimits.clamp(dy, to: InputLimits.scrollDelta), modifiers: modifiers)
        }
        return event
    }
}
