/// Targets that receive their recognizer with its own type, so a scene reads a pan's translation or a
/// pinch's scale without casting.
///
/// ```swift
/// let pan = PanGestureRecognizer(name: "pan")
/// pan.onChange { [unowned self] pan in photo.center += pan.translation(in: view) }
/// ```
public protocol TypedGestureTargets: AnyObject {}

extension GestureRecognizer: TypedGestureTargets {}

extension TypedGestureTargets where Self: GestureRecognizer {
    /// Adds a target called, with this recognizer as its own type, on every state change except to `failed`
    /// and `possible` (as ``GestureRecognizer/addTarget(_:)``).
    @discardableResult
    public func onChange(_ action: @escaping (Self) -> Void) -> GestureRecognizer.TargetToken {
        // Only this recognizer calls its targets, and with itself: the recognizer passed is always a Self
        // (checked in debug builds; in release the cast costs nothing on every event).
        addTarget { recognizer in action(unsafeDowncast(recognizer, to: Self.self)) }
    }
}
