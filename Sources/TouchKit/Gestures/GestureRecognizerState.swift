/// The states of a gesture recognizer's state machine, as UIKit's `UIGestureRecognizer.State`.
///
/// A discrete recognizer (a tap) goes `possible → ended` (``recognized``) or `possible → failed`.
/// A continuous one (a pan) goes `possible → began → changed… → ended` or `cancelled`, or `possible → failed`.
/// After an end state the recognizer is reset to `possible` once its touches are up.
public enum GestureRecognizerState: String, Sendable, CaseIterable {
    /// Watching touches; nothing decided yet.
    case possible
    /// A continuous gesture started.
    case began
    /// A continuous gesture moved on.
    case changed
    /// The gesture finished (for a discrete recognizer: it was recognized).
    case ended
    /// A continuous gesture was interrupted.
    case cancelled
    /// The touches are not this gesture.
    case failed

    /// The end state of a discrete recognizer that recognized its gesture.
    public static let recognized = GestureRecognizerState.ended

    /// True for `began` and `changed`: a continuous gesture in progress.
    public var isActive: Bool { self == .began || self == .changed }

    /// True for `ended`, `cancelled` and `failed`.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}
