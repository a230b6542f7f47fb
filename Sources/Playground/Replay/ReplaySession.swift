import TouchKit

/// A trace played into a scene of its own on a virtual clock, one step or one slice of time at a time, for a
/// class to watch: the same router on the same kind of clock as `replay`, so after every step the scene, the
/// narration and the timeline are what a headless replay shows at that point.
///
/// Stepping forward delivers the next event (first running the timers due before it, as `replay` does);
/// after the last event one more step runs the timers left (a double tap's wait), which ends the replay in
/// the state `replay` ends in. Going back rebuilds the scene and plays it again up to the point asked for,
/// so every position shows exactly what playing forward to it shows.
///
/// ```swift
/// let replay = try ReplaySession(trace: trace) { clock in
///     let context = SceneContext(size: replaySize, seed: 7, imageDirectory: photos)
///     return try SceneHost(sceneNamed: "gestures", context: context, clock: clock)
/// }
/// replay.stepForward()               // event 1
/// replay.advance(by: 0.25 / 60)      // a frame at a quarter of the speed
/// replay.seek(to: 1.2)               // the scrubber
/// ChainOverlay.draw(replay.narrator.narration, in: replay.host.window, into: &list)
/// ```
public final class ReplaySession {
    /// The trace's events, in order.
    public let events: [InputEvent]
    /// The window size the trace was recorded at, in points (the replay's scene has this size).
    public let size: Size
    /// The scene being played into.
    public private(set) var host: SceneHost
    /// How the last touch travelled, so far.
    public private(set) var narrator = TouchNarrator()
    /// Every recognizer's and touch's lane, so far.
    public private(set) var timeline: TimelineRecorder
    /// How many events have been delivered.
    public private(set) var position = 0
    /// The virtual time shown, in seconds on the trace's clock.
    public private(set) var time: Double
    /// True once the last event was delivered and the timers left have run: the replay's end.
    public private(set) var isSettled = false
    /// The thresholds the scene's recognizers use (the window's, so a recording replays as recorded).
    public var settings: GestureSettings {
        didSet { host.window.router.settings = settings }
    }

    private var clock: ManualClock
    private let makeHost: (ManualClock) throws(UnknownSceneError) -> SceneHost
    /// Past the last event, a playing replay runs on until no timer is left, or this many seconds.
    private static let longestTail = 5.0

    /// Prepares `trace` to be played into the scene `makeHost` builds on the clock it is given, under
    /// `settings`; nothing is delivered yet. `makeHost` must build the same scene every time it is called
    /// (a fresh ``SceneContext`` with the same seed: a context's random colors go on from where they were).
    public init(
        trace: TouchTrace, settings: GestureSettings = GestureSettings(),
        makeHost: @escaping (ManualClock) throws(UnknownSceneError) -> SceneHost
    ) throws(UnknownSceneError) {
        events = trace.events
        size = trace.size ?? Size(width: 800, height: 600)
        self.settings = settings
        self.makeHost = makeHost
        clock = ManualClock()
        host = try makeHost(clock)
        timeline = TimelineRecorder(window: host.window)
        time = 0
        connect()
    }

    /// The time of the last event, in seconds: the scrubber's end.
    public var duration: Double { events.last?.time ?? 0 }
    /// True when there is nothing left to play.
    public var isAtEnd: Bool { isSettled }
    /// True when there is nothing before to go back to.
    public var isAtStart: Bool { position == 0 && !isSettled && time <= 0 }

    /// Delivers the next event; after the last, runs the timers left and settles.
    public func stepForward() {
        if position < events.count {
            deliverNext()
        } else if !isSettled {
            settle()
        }
    }

    /// Goes back one step: to just after the event before the last one delivered (or to the last event
    /// from the settled end).
    public func stepBack() {
        let target = isSettled ? events.count : max(0, position - 1)
        rebuild()
        while position < target { deliverNext() }
    }

    /// Shows the replay at `time` seconds: every event up to it delivered and the timers due by then run.
    /// Earlier than now, the scene is rebuilt and played forward to it.
    public func seek(to target: Double) {
        let target = max(0, target.isFinite ? target : 0)
        if target < time || isSettled { rebuild() }
        advance(to: target)
    }

    /// Plays on by `seconds` of trace time (a frame's worth, scaled by the speed); past the last event it
    /// runs until no timer is left (or a few seconds), then settles.
    public func advance(by seconds: Double) {
        guard !isSettled, seconds.isFinite, seconds > 0 else { return }
        advance(to: time + seconds)
        if position == events.count, !clock.hasPendingTimers || time > duration + Self.longestTail { settle() }
    }

    /// Starts again from the first event.
    public func rewind() {
        rebuild()
    }

    private func advance(to target: Double) {
        while position < events.count, events[position].time <= target { deliverNext() }
        if target > time {
            clock.advance(to: target)
            time = target
            timeline.extend(to: target)
        }
    }

    private func deliverNext() {
        let event = events[position]
        clock.advance(to: max(event.time, clock.now))
        host.window.router.handle(event)
        position += 1
        time = clock.now
        narrator.inputDidSettle(active: host.window.router.hasActiveInput)
        timeline.inputHandled(event, by: host.window.router)
    }

    private func settle() {
        clock.runUntilIdle()
        time = max(time, clock.now)
        isSettled = true
    }

    /// A fresh scene on a fresh clock, nothing delivered.
    private func rebuild() {
        clock = ManualClock()
        // The same scene was built once already, so building it again cannot fail for its name.
        guard let fresh = try? makeHost(clock) else { return }
        host = fresh
        narrator = TouchNarrator()
        timeline = TimelineRecorder(window: host.window)
        position = 0
        time = 0
        isSettled = false
        connect()
    }

    private func connect() {
        host.window.router.settings = settings
        let log = EventLog(keepsEntries: false)
        log.onRecord = { [narrator, timeline] entry in
            narrator.record(entry)
            timeline.record(entry)
        }
        host.window.router.eventLog = log
    }
}
