import JSON
import TouchKit

/// A trace played into a scene of its own on a virtual clock, one step or one slice of time at a time, for a
/// class to watch: the same router on the same kind of clock as `replay`, so after every step the scene, the
/// narration and the timeline are what a headless replay shows at that point.
///
/// Stepping forward delivers the next event (first running the timers due before it, as `replay` does);
/// after the last event one more step runs the timers left (a double tap's wait), which ends the replay in
/// the state `replay` ends in. Every position shows exactly what playing forward to it shows.
///
/// Going back costs about a step: the session keeps the moments just after each event it delivered near
/// where the replay is (a `ReplayMoment`, within a memory budget), and a step back shows the one kept.
/// Past the kept ones, it plays the trace again from the start once, keeping the moments of the stretch
/// before the point asked for, so the steps back after that are free again; a scene cannot be copied, so
/// the live scene goes on only forward, and playing on from a kept moment brings it there (from the
/// start, when it is already past).
///
/// ```swift
/// let replay = try ReplaySession(trace: trace) { clock in
///     let context = SceneContext(size: replaySize, seed: 7, imageDirectory: photos)
///     return try SceneHost(sceneNamed: "gestures", context: context, clock: clock)
/// }
/// replay.stepForward()               // event 1
/// replay.advance(by: 0.25 / 60)      // a frame at a quarter of the speed
/// replay.seek(to: 1.2)               // the scrubber
/// replay.stepBack()                  // a kept moment: no replay
/// ReplayFrame.drawScene(of: replay, showsChain: true, into: &list)
/// ```
public final class ReplaySession {
    /// The trace's events, in order.
    public let events: [InputEvent]
    /// The window size the trace was recorded at, in points (the replay's scene has this size).
    public let size: Size
    /// The thresholds the scene's recognizers use (the window's, so a recording replays as recorded).
    public let settings: GestureThresholds
    /// The scene played into, at the furthest point worked out; what shows may be a kept moment before it
    /// (draw with ``ReplayFrame``, read the state with ``stateJSON()``).
    public private(set) var liveHost: SceneHost
    /// True once the last event was delivered and the timers left have run: the replay's end.
    public var isSettled: Bool { shown == nil && liveSettled }
    /// How many events have been delivered, at the point shown.
    public var position: Int { shown?.position ?? livePosition }
    /// The virtual time shown, in seconds on the trace's clock.
    public var time: Double { shown?.time ?? liveTime }
    /// How the last touch travelled, at the point shown.
    public var narrator: TouchNarrator { shown?.narrator ?? liveNarrator }
    /// The views as a screen reader is told them, at the point shown (a kept moment's, after a step back).
    public var picture: CanvasPicture { shown?.picture ?? CanvasPicture(root: liveHost.scene.view) }
    /// The views the event before the moment on show recolored; nil for the live scene (whose teller
    /// compares it with what it told last).
    public var shownRecolored: [String]? { shown?.recolored }
    /// Every recognizer's and touch's lane, up to the point shown.
    public var timeline: TimelineRecorder { shown?.timeline ?? liveTimeline }
    /// The scene's views taken apart by level, at the point shown, for the exploded view (which sets
    /// ``keepsLayers`` first).
    public var layers: ViewLayers { shown?.layers ?? ViewLayers(of: liveHost.window) }

    /// Whether the moments kept for stepping back keep the views taken apart too, for the exploded view.
    /// Switched on, the moments kept without them are let go, and a moment on show is brought live.
    public var keepsLayers = false {
        didSet {
            guard keepsLayers, !oldValue else { return }
            moments.removeAll()
            if let moment = shown {
                bringLive(to: moment.position, notAfter: moment.time)
                if moment.time > liveTime {
                    clock.advance(to: moment.time)
                    liveTime = moment.time
                    liveTimeline.extend(to: moment.time)
                }
                shown = nil
            }
            keepMoment()
        }
    }
    /// How many moments are kept for stepping back, and about how many bytes they hold.
    public var keptMoments: (count: Int, bytes: Int) { (moments.count, moments.bytes) }

    /// The kept moment on show, or nil when the live scene is.
    private(set) var shown: ReplayMoment?
    private var moments: ReplayMoments
    private var liveNarrator = TouchNarrator()
    private var liveTimeline: TimelineRecorder
    private var livePosition = 0
    /// The keys the scene answered live (the replay keeps the trace's size: its resizes are not played).
    private let keys: [WindowEvent]
    /// Answers them in the live scene, between the events they came between.
    private var keyPlayer: WindowEventPlayer
    private var liveTime = 0.0
    private var liveSettled = false
    private var clock: ManualClock
    private let makeHost: (ManualClock) throws(UnknownSceneError) -> SceneHost
    /// Past the last event, a playing replay runs on until no timer is left, or this many seconds.
    private static let longestTail = 5.0
    /// How many moments a seek or a frame of playing keeps at most (the last ones it reaches), so the first
    /// step back after them is free without slowing a long seek; and how many bytes of them, so a lesson of
    /// thousands of views, whose every moment costs a millisecond or more to keep, plays as smoothly.
    private static let forwardMoments = 128
    private static let forwardBytes = 1 << 20
    /// How many moments a replay from the start keeps at most when a step back goes past the kept ones.
    private static let backwardMoments = 4096

    /// Prepares `trace` to be played into the scene `makeHost` builds on the clock it is given, under
    /// `settings`; nothing is delivered yet. `makeHost` must build the same scene every time it is called
    /// (a fresh ``SceneContext`` with the same seed: a context's random colors go on from where they were).
    /// The moments kept for stepping back hold about `momentBudget` bytes at most (0 keeps none: every step
    /// back plays from the start, as a headless `replay --frames`, which never goes back, needs).
    public init(
        trace: TouchTrace, settings: GestureThresholds = GestureThresholds(), momentBudget: Int = 64 << 20,
        makeHost: @escaping (ManualClock) throws(UnknownSceneError) -> SceneHost
    ) throws(UnknownSceneError) {
        events = trace.events
        keys = trace.windowEvents.filter(\.isKey)
        size = trace.size ?? Size(width: 800, height: 600)
        self.settings = settings
        self.makeHost = makeHost
        moments = ReplayMoments(budget: momentBudget)
        clock = ManualClock()
        liveHost = try makeHost(clock)
        liveTimeline = TimelineRecorder(window: liveHost.window)
        keyPlayer = Self.keyPlayer(keys, host: liveHost, clock: clock)
        connect()
        keepMoment()
    }

    /// A player that answers `keys` in `host`'s scene on `clock`, from the trace's start.
    private static func keyPlayer(_ keys: [WindowEvent], host: SceneHost, clock: ManualClock) -> WindowEventPlayer {
        WindowEventPlayer(keys, window: host.window, clock: clock) { [unowned host] in _ = host.scene.handleKey($0) }
    }

    /// The time of the last event, in seconds: the scrubber's end.
    public var duration: Double { events.last?.time ?? 0 }
    /// True when there is nothing left to play.
    public var isAtEnd: Bool { isSettled }
    /// True when there is nothing before to go back to.
    public var isAtStart: Bool { position == 0 && !isSettled && time <= 0 }

    /// The scene's `--state` JSON at the point shown.
    public func stateJSON() -> JSONValue {
        shown?.state ?? liveHost.scene.stateJSON()
    }

    /// Delivers the next event; after the last, runs the timers left and settles.
    public func stepForward() {
        if let moment = shown {
            if let next = moments.moment(at: moment.position + 1) {
                show(next)
                return
            }
            // Past the kept moments: the live scene goes on from this one. It may have run on in time since
            // (a frame of playing, a seek) as long as the next event still comes after: settling ends at the
            // clock's time, so to settle it must be where the moment was.
            let nextTime = moment.position < events.count ? events[moment.position].time : moment.time
            bringLive(to: moment.position, notAfter: nextTime)
            shown = nil
        }
        if livePosition < events.count {
            deliverNext()
            keepMoment()
        } else if !liveSettled {
            settle()
        }
    }

    /// Goes back one step: to just after the event before the last one delivered (or to the last event
    /// from the settled end).
    public func stepBack() {
        let target = isSettled ? events.count : max(0, position - 1)
        if let moment = moments.moment(at: target) {
            show(moment)
        } else {
            replay(to: target)
        }
    }

    /// Shows the replay at `time` seconds: every event up to it delivered and the timers due by then run.
    /// Earlier than the live scene, the scene is rebuilt and played forward to it.
    public func seek(to target: Double) {
        let target = max(0, target.isFinite ? target : 0)
        if target < liveTime || liveSettled { rebuild() }
        shown = nil
        advance(to: target)
    }

    /// Plays on by `seconds` of trace time (a frame's worth, scaled by the speed); past the last event it
    /// runs until no timer is left (or a few seconds), then settles.
    public func advance(by seconds: Double) {
        guard !isSettled, seconds.isFinite, seconds > 0 else { return }
        let target = time + seconds
        if shown != nil {
            if target < liveTime || liveSettled { rebuild() }
            shown = nil
        }
        advance(to: target)
        if livePosition == events.count, !clock.hasPendingTimers || liveTime > duration + Self.longestTail {
            settle()
        }
    }

    /// Starts again from the first event.
    public func rewind() {
        rebuild()
        keepMoment()
    }

    /// Delivers every event up to `target` seconds and runs the timers due by then, keeping the moments
    /// after the last events delivered.
    private func advance(to target: Double) {
        var last = livePosition
        while last < events.count, events[last].time <= target { last += 1 }
        let keeps = min(Self.forwardMoments, Self.forwardBytes / max(1, moments.averageBytes ?? 1))
        while livePosition < last {
            deliverNext()
            if livePosition > last - keeps { keepMoment() }
        }
        if target > liveTime {
            clock.advance(to: target)
            liveTime = target
            liveTimeline.extend(to: target)
        }
    }

    /// Plays from the start to just after event `target`, keeping the moments of the stretch before it.
    private func replay(to target: Int) {
        let perMoment = max(1, moments.averageBytes ?? shownBytes)
        let count = min(Self.backwardMoments, max(1, moments.budget / 2 / perMoment))
        let first = max(0, target - count + 1)
        rebuild()
        var batch: [ReplayMoment] = []
        if first == 0, moments.budget > 0 { batch.append(moment()) }
        while livePosition < target {
            deliverNext()
            if livePosition >= first, moments.budget > 0 { batch.append(moment()) }
        }
        moments.insert(batch)
        moments.trim(around: target)
    }

    /// Brings the live scene to just after event `position`, at a time no later than `time`: from where it
    /// is when it has not gone past, from the start otherwise.
    private func bringLive(to position: Int, notAfter time: Double) {
        if livePosition > position || liveSettled || liveTime > time { rebuild() }
        while livePosition < position { deliverNext() }
    }

    private func show(_ moment: ReplayMoment) {
        shown = moment
        moments.trim(around: moment.position)
    }

    /// The size of the moment on show (or of the live scene's, frozen), for sizing a batch.
    private var shownBytes: Int { (shown ?? moment()).estimatedBytes }

    /// The live scene as it is now, frozen.
    private func moment() -> ReplayMoment {
        ReplayMoment(
            of: liveHost, narrator: liveNarrator, timeline: liveTimeline, position: livePosition, time: liveTime,
            keepsLayers: keepsLayers, before: moments.moment(at: livePosition - 1)?.picture)
    }

    /// Keeps the live scene's moment, when moments are kept.
    private func keepMoment() {
        guard moments.budget > 0 else { return }
        moments.append(moment())
        moments.trim(around: livePosition)
    }

    private func deliverNext() {
        keyPlayer.play(upTo: livePosition)
        let event = events[livePosition]
        clock.advance(to: max(event.time, clock.now))
        liveHost.window.router.handle(event)
        livePosition += 1
        liveTime = clock.now
        liveNarrator.inputDidSettle(active: liveHost.window.router.hasActiveInput)
        liveTimeline.inputHandled(event, by: liveHost.window.router)
    }

    private func settle() {
        keyPlayer.play(upTo: events.count)
        clock.runUntilIdle()
        liveTime = max(liveTime, clock.now)
        liveSettled = true
    }

    /// A fresh scene on a fresh clock, nothing delivered, shown.
    private func rebuild() {
        clock = ManualClock()
        shown = nil
        // The same scene was built once already, so building it again cannot fail for its name.
        guard let fresh = try? makeHost(clock) else { return }
        liveHost = fresh
        keyPlayer = Self.keyPlayer(keys, host: fresh, clock: clock)
        liveNarrator = TouchNarrator()
        liveTimeline = TimelineRecorder(window: liveHost.window)
        livePosition = 0
        liveTime = 0
        liveSettled = false
        connect()
    }

    private func connect() {
        liveHost.window.router.settings = settings
        let log = EventLog(keepsEntries: false)
        log.onRecord = { [liveNarrator, liveTimeline] entry in
            liveNarrator.record(entry)
            liveTimeline.record(entry)
        }
        liveHost.window.router.eventLog = log
    }
}
