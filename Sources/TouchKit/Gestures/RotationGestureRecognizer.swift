import FoundationEssentials
import Glibc

/// Recognizes two fingers turning, as UIKit's `UIRotationGestureRecognizer`, and touchpad rotation as native
/// input. Continuous: it begins once the fingers have turned ``GestureThresholds/rotationStartAngle`` radians and
/// each has travelled ``GestureThresholds/rotationStartTravel`` points along its circle.
/// Positive rotation is clockwise on screen.
///
/// ```swift
/// let rotate = RotationGestureRecognizer(name: "rotation")
/// rotate.onChange { rotation in
///     photo.transform = photo.transform.rotated(by: rotation.rotation)
///     rotation.rotation = 0   // apply incrementally
/// }
/// ```
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 9.1 % more instructions in
    // the image viewer (this file, the pan's, the pinch's and their two-finger base together) (callgrind over
    // `Benchmarks/Tools/DispatchProfile`, five rounds; docs/architecture.md, "Unchecked memory").
    @exclusivity(unchecked) private var lastAngle = 0.0
    @exclusivity(unchecked) private var baseline = 0.0
    /// The fingers' distance when they settled, in points.
    @exclusivity(unchecked) private var startSpan = 0.0

    /// The angle turned since the rotation started (or since ``rotation`` was last set), in radians.
    public var rotation: Double {
        get { raw - baseline }
        set { baseline = raw - newValue }
    }

    /// How fast the fingers turn, in radians per second.
    public var velocity: Double { rawVelocity }

    override func fingersSettled(_ first: Point, _ second: Point, continuing: Bool) {
        lastAngle = Self.angle(first, second)
        startSpan = first.distance(to: second)
        guard !continuing else { return }  // the angle turned so far stands; turning goes on from here
        raw = 0
        baseline = 0
    }

    override func measure(_ first: Point, _ second: Point) -> Bool {
        let angle = Self.angle(first, second)
        raw += Self.normalized(angle - lastAngle)
        lastAngle = angle
        return abs(raw) >= Self.startAngle(span: startSpan, settings: settings)
    }

    /// The angle the fingers must turn before a rotation begins, in radians: ``GestureThresholds/rotationStartAngle``,
    /// or more for fingers close together, so that each finger travels at least
    /// ``GestureThresholds/rotationStartTravel`` points along its circle (two fingers 20 points apart that
    /// wobble by 3 points turn by 17°, and that is still a tap).
    public static func startAngle(span: Double, settings: GestureThresholds) -> Double {
        let radius = max(span / 2, 1)
        return max(settings.rotationStartAngle, settings.rotationStartTravel / radius)
    }

    override func measureNative(_ gesture: NativeGesture, began: Bool) {
        if began {
            raw = 0
            baseline = 0
        }
        if gesture.angleDelta.isFinite { raw += Self.normalized(gesture.angleDelta) }
    }

    /// The direction from one finger to the other, in radians.
    static func angle(_ first: Point, _ second: Point) -> Double {
        atan2(second.y - first.y, second.x - first.x)
    }

    /// An angle brought into (−π, π], so a small counter-clockwise turn reported as almost 2π reads as small.
    public static func normalized(_ angle: Double) -> Double {
        var result = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if result > .pi { result -= 2 * .pi }
        if result <= -.pi { result += 2 * .pi }
        return result
    }

    open override func reset() {
        super.reset()
        baseline = 0
        lastAngle = 0
    }
}
