import TouchKit

/// Keeps a ``RecognizerTimeline`` up to date while a window handles input: give it every event-log record
/// as it is made and tell it after every input event, and its timeline is what the pane and
/// `replay --timeline` draw.
///
/// ```swift
/// let recorder = TimelineRecorder(window: window)
/// log.onRecord = { recorder.record($0) }
/// window.router.eventLog = log
/// TraceReplayer.replay(trace, into: window, clock: clock) { recorder.inputHandled($0, by: window.router) }
/// ```
public final class TimelineRecorder {
    /// The timeline so far.
    public private(set) var timeline: RecognizerTimeline
    /// Bumped whenever the timeline changes, so a pane redraws only then.
    public private(set) var version = 0
    /// When true, each new interaction forgets the ones before it: a live window's timeline shows the last
    /// touch (as the chain panel does) and stays small however long the window is open.
    public let keepsOnlyLastInteraction: Bool

    /// A recorder with a lane for each recognizer of `window`'s views and for each of the `platform`'s
    /// own gestures watching the same input.
    public init(
        window: Window, platform: [(name: String, detail: String)] = [], keepsOnlyLastInteraction: Bool = false
    ) {
        timeline = RecognizerTimeline(window: window, platform: platform)
        self.keepsOnlyLastInteraction = keepsOnlyLastInteraction
    }

    /// A recorder holding this one's timeline as it is now, for a replay's kept moment; the two go on apart.
    public func frozenCopy() -> TimelineRecorder {
        TimelineRecorder(timeline: timeline, version: version, keepsOnlyLastInteraction: keepsOnlyLastInteraction)
    }

    private init(timeline: RecognizerTimeline, version: Int, keepsOnlyLastInteraction: Bool) {
        self.timeline = timeline
        self.version = version
        self.keepsOnlyLastInteraction = keepsOnlyLastInteraction
    }

    /// Reads one event-log record.
    public func record(_ entry: LoggedEvent) {
        let interaction = timeline.interactionStart
        timeline.record(entry)
        version += 1
        if keepsOnlyLastInteraction, let start = timeline.interactionStart, start != interaction {
            timeline.forget(before: start)
        }
    }

    /// Notes the touches still down once `router` has handled `event`, so touch bars end where fingers lift.
    public func inputHandled(_ event: InputEvent, by router: EventRouter) {
        let active = router.activeTouches
        timeline.touchesDown(where: { number in active.contains { $0.identifier == number } }, at: event.time)
        version += 1
    }

    /// Moves the present on to `time` seconds (a live pane's open bars grow with the clock).
    public func extend(to time: Double) {
        guard time > timeline.end else { return }
        timeline.extend(to: time)
        version += 1
    }

    /// Notes what one of the platform's own gestures said, at `time` seconds (see
    /// ``RecognizerTimeline/platformVerdict(_:_:at:note:)``).
    public func platformVerdict(_ name: String, _ verdict: TimelineMark.Kind, at time: Double, note: String? = nil) {
        timeline.platformVerdict(name, verdict, at: time, note: note)
        version += 1
    }

    /// Ends a platform gesture's bar at `time` seconds.
    public func platformIdle(_ name: String, at time: Double) {
        timeline.platformIdle(name, at: time)
        version += 1
    }

    /// Forgets what ended before `time` seconds, so a window open for hours keeps a small timeline.
    public func forget(before time: Double) {
        timeline.forget(before: time)
    }
}
