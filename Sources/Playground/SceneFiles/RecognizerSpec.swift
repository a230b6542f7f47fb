import TouchKit

/// One gesture recognizer of a scene file: its kind with its parameters, how it relates to the others and to
/// its view's touches, and what it does when it recognizes.
public struct RecognizerSpec: Hashable, Sendable {
    /// Every recognizer kind of the core, with the parameters a file may set (nil: the recognizer's default).
    public enum Kind: Hashable, Sendable {
        /// `"tap"`: taps (1 to 10) with touches (1 to 10) fingers.
        case tap(taps: Int?, touches: Int?)
        /// `"long-press"`: touches and taps before the press, duration in seconds, movement in points.
        case longPress(touches: Int?, taps: Int?, duration: Double?, movement: Double?)
        /// `"pan"`: the least and most fingers.
        case pan(minimumTouches: Int?, maximumTouches: Int?)
        /// `"swipe"`: the directions and fingers.
        case swipe(direction: SwipeDirection?, touches: Int?)
        /// `"screen-edge-pan"`: the window edges it starts from.
        case screenEdgePan(edges: RectEdge?)
        /// `"pinch"`.
        case pinch
        /// `"rotation"`.
        case rotation

        /// The name used in files (`"long-press"`), from the one table of kinds (``RecognizerKinds``).
        public var name: String { RecognizerKinds.all.first { $0.matches(self) }?.name ?? "unknown" }

        /// True for recognizers that run while the fingers move (they begin, change and end).
        public var isContinuous: Bool {
            switch self {
            case .tap, .swipe: false
            default: true
            }
        }
    }

    /// The name in logs, unique among the document's recognizers.
    public var name: String
    /// The kind and its parameters.
    public var kind: Kind
    /// Names of recognizers that must fail before this one may recognize (UIKit `require(toFail:)`).
    public var requiresToFail: [String] = []
    /// UIKit `cancelsTouchesInView` (default true).
    public var cancelsTouchesInView = true
    /// UIKit `delaysTouchesBegan` (default false).
    public var delaysTouchesBegan = false
    /// UIKit `delaysTouchesEnded` (default true).
    public var delaysTouchesEnded = true
    /// What it does to its view when it recognizes.
    public var effect = RecognizerEffect.log

    /// Creates a recognizer of a kind; set the rest afterwards.
    public init(name: String, kind: Kind) {
        (self.name, self.kind) = (name, kind)
    }
}

/// What a scene file's recognizer does to its view (`"does"`).
public enum RecognizerEffect: String, Hashable, Sendable, CaseIterable {
    /// Nothing but its actions in the log.
    case log
    /// A new random color for its view when it recognizes (when it begins, for a continuous one).
    case recolor
    /// Moves its view with the fingers (pan and screen-edge pan).
    case move
    /// Scales its view with the fingers (pinch), between 0.1 and 12 times.
    case scale
    /// Turns its view with the fingers (rotation).
    case rotate
    /// Shows the next photo of the photo's folder (a view with a photo).
    case nextPhoto = "next-photo"
    /// Shows the previous photo.
    case previousPhoto = "previous-photo"
}
