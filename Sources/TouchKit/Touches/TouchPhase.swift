/// Where a touch is in its life, as UIKit's `UITouch.Phase`.
public enum TouchPhase: String, Sendable, CaseIterable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down but did not move in this event.
    case stationary
    /// The finger lifted.
    case ended
    /// The system stopped tracking the touch (a gesture took it, or its view went away).
    case cancelled

    /// True for `ended` and `cancelled`: the touch will not be seen again.
    public var isFinished: Bool { self == .ended || self == .cancelled }
}
