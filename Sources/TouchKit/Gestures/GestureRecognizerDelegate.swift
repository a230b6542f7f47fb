/// Answers a gesture recognizer's questions about how it relates to others, as UIKit's
/// `UIGestureRecognizerDelegate`. Every method has a default, so implement only what you need.
///
/// ```swift
/// extension PhotoScene: GestureRecognizerDelegate {
///     func gestureRecognizer(_ recognizer: GestureRecognizer,
///                            shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
///         true   // pan, pinch and rotate together
///     }
/// }
/// ```
public protocol GestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer is about to leave `possible`; `false` makes it fail instead.
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
    /// Asked when one of the two would prevent the other; `true` lets both recognize at once.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool
    /// `true` makes `recognizer` wait for `other` to fail before it may recognize.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool
    /// `true` makes `other` wait for `recognizer` to fail before it may recognize.
    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool
    /// Asked when a touch begins; `false` keeps the touch from this recognizer.
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
