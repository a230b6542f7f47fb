/// What happened on the way from input to views, one record per step, for the teaching panel and for
/// `replay --log`.
///
/// ```swift
/// let log = EventLog()
/// window.router.eventLog = log
/// … handle input …
/// for entry in log.entries { print(entry.jsonLine) }
/// ```
public final class EventLog {
    /// The records so far, oldest first.
    public private(set) var entries: [LoggedEvent] = []
    /// Called for each record as it is added (for streaming to standard output or a panel).
    public var onRecord: ((LoggedEvent) -> Void)?
    /// When false, records are passed to ``onRecord`` but not kept.
    public var keepsEntries: Bool

    /// Creates an empty log.
    public init(keepsEntries: Bool = true) {
        self.keepsEntries = keepsEntries
    }

    /// Adds a record at a time, in seconds.
    public func append(_ record: EventRecord, at time: Double) {
        let entry = LoggedEvent(time: time, record: record)
        if keepsEntries { entries.append(entry) }
        onRecord?(entry)
    }

    /// Forgets every record.
    public func removeAll() {
        entries.removeAll()
    }
}

/// A record and when it happened.
public struct LoggedEvent: Hashable, Sendable {
    /// Seconds on the event clock.
    public var time: Double
    /// What happened.
    public var record: EventRecord
}

/// One view a hit test visited or passed over, by name, as the log keeps it.
public struct HitTestVisit: Hashable, Sendable {
    /// The view's name.
    public var view: String
    /// What the hit test made of it.
    public var verdict: HitTestVerdict

    /// A view and its verdict.
    public init(view: String, verdict: HitTestVerdict) {
        self.view = view
        self.verdict = verdict
    }
}

/// One step of event handling.
public enum EventRecord: Hashable, Sendable {
    /// A touch (or a native gesture: `touch` nil) was hit-tested: the point in window points, the view found,
    /// the path from the window down to it, and every view visited or passed over, in visiting order, with
    /// the verdict on it.
    case hitTest(touch: Int?, input: String, point: Point, view: String?, path: [String], visited: [HitTestVisit] = [])
    /// A responder received touches in a phase.
    case touches(phase: TouchPhase, responder: String, touches: [Int])
    /// A recognizer changed state; a failed or cancelled one says why, when it can (``GestureRecognizer/failureReason``).
    case recognizer(name: String, view: String?, state: GestureRecognizerState, reason: Reason? = nil)
    /// A recognizer is held back until others fail.
    case waiting(name: String, view: String?, waitingFor: [String])
    /// A recognizer sent an action to a target.
    case action(name: String, view: String?)
    /// The platform stopped delivering a touch before it ended (another widget's gesture claimed it, a menu
    /// took the input) and so cancelled it, as UIKit's system cancels a touch: the touch and why.
    case takenAway(touch: Int, reason: Reason)
}
