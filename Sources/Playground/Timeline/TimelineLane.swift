import TouchKit

/// One row of a ``RecognizerTimeline``: a recognizer, a touch or one of the platform's own gestures, with
/// what it was doing over time (spans) and the moments that decided it (marks).
public struct TimelineLane: Identifiable, Hashable {
    /// What a lane follows.
    public enum Kind: Hashable, Sendable {
        /// One of the scene's gesture recognizers (UIKit's model, run by the core).
        case recognizer
        /// One touch, by its number.
        case touch
        /// One of GTK's own gesture controllers watching the same input, for comparison.
        case platform
        /// The hit tests: a mark for each, saying which view was found and which were passed over, and why.
        case hitTest
    }

    /// Stable identity: recognizer name and view, or the touch number.
    public var id: String
    /// What the lane follows.
    public var kind: Kind
    /// The name shown at the lane's start (`"double-tap-1"`, `"touch 2"`, `"GTK long press"`).
    public var title: String
    /// A second line: the recognizer's view, or the touch's input device.
    public var detail: String?
    /// The touch's number, for a touch's lane.
    public var touch: Int?
    /// What it did, oldest first; only the last may be open.
    public var spans: PrefixSharingArray<TimelineSpan> = []
    /// Moments: states reached, actions sent, touch phases delivered, oldest first.
    public var marks: PrefixSharingArray<TimelineMark> = []

    /// Creates an empty lane (`touch`: the touch's number, for a touch's lane).
    public init(id: String, kind: Kind, title: String, detail: String?, touch: Int? = nil) {
        self.id = id
        self.kind = kind
        self.title = title
        self.detail = detail
        self.touch = touch
    }

    /// What the lane is doing now, or nil when idle.
    public var openActivity: TimelineSpan.Activity? {
        guard let last = spans.last, last.end == nil else { return nil }
        return last.activity
    }

    /// Ends the open span, if any, and starts one doing `activity` at `time` (seconds).
    public mutating func open(_ activity: TimelineSpan.Activity, at time: Double, note: String? = nil) {
        close(at: time)
        spans.append(TimelineSpan(activity: activity, start: time, end: nil, note: note))
    }

    /// Ends the open span, if any, at `time` (seconds).
    public mutating func close(at time: Double) {
        guard let last = spans.indices.last, spans[last].end == nil else { return }
        spans[last].end = max(time, spans[last].start)
    }

    /// Drops the spans and marks that were over before `time` (seconds).
    mutating func forget(before time: Double) {
        spans.removeAll { ($0.end ?? .infinity) < time }
        marks.removeAll { $0.time < time }
    }
}

/// A stretch of time a lane spent doing one thing.
public struct TimelineSpan: Hashable, Sendable {
    /// What a recognizer or a touch can be doing.
    public enum Activity: Hashable, Sendable {
        /// A recognizer watching touches, nothing decided yet.
        case possible
        /// A recognizer held back until others fail (`require(toFail:)`).
        case waiting
        /// A continuous recognizer between began and its end (began, changed).
        case active
        /// A discrete recognizer that recognized, until it is reset.
        case recognized
        /// A continuous recognizer that ended, until it is reset.
        case ended
        /// A recognizer that failed, until it is reset.
        case failed
        /// A recognizer that was cancelled, until it is reset.
        case cancelled
        /// A touch down, bound to its view.
        case down

        /// True for the states a recognizer rests in until it is reset.
        public var isOutcome: Bool { self == .recognized || self == .ended || self == .failed || self == .cancelled }
    }

    /// What the lane was doing.
    public var activity: Activity
    /// When it started, in seconds.
    public var start: Double
    /// When it stopped, in seconds; nil while it goes on.
    public var end: Double?
    /// Words for it: why a recognizer waited or failed, which view a touch was bound to.
    public var note: String?
}

/// A moment on a lane.
public struct TimelineMark: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A continuous recognizer began.
        case began
        /// A discrete recognizer recognized.
        case recognized
        /// A continuous recognizer ended.
        case ended
        /// A recognizer failed.
        case failed
        /// A recognizer was cancelled.
        case cancelled
        /// A recognizer sent its action.
        case action
        /// A touch's `touchesBegan` reached its responders.
        case touchBegan
        /// A touch's `touchesMoved` reached its responders (one mark per 1/30 s at most).
        case touchMoved
        /// A touch's `touchesEnded` reached its responders.
        case touchEnded
        /// A touch's `touchesCancelled` reached its responders.
        case touchCancelled
        /// A new touch (or a pinch) was hit-tested; its note names the view found and those passed over.
        case hitTest
    }

    /// When, in seconds.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// Why, in words, where the core says (a failure's reason, who took a cancelled touch).
    public var note: String?

    /// Creates a mark.
    public init(time: Double, kind: Kind, note: String? = nil) {
        self.time = time
        self.kind = kind
        self.note = note
    }
}
