import FoundationEssentials
import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// A trace played in the window for a class: the bar under the canvas (close, back to the start, a step
/// back, play or pause, a step forward, the speed from 0.1× to 2×, the scrubber, where it is), the keys on
/// the canvas (Space, the arrows, Home, `[` and `]`, Escape) and the frame loop that plays it. The scene,
/// the narration and the timeline come from a ``ReplaySession``: the same router on the same kind of clock
/// as `replay`.
@MainActor
final class ReplayControl {
    /// The speeds offered, slowest first.
    static let speeds = [0.1, 0.25, 0.5, 1, 2]

    /// The bar, shown while a trace is open.
    let bar = Box(.horizontal, spacing: 6)
    /// The trace being played, if one is open.
    private(set) var session: ReplaySession?
    /// The file it came from.
    private(set) var file: String?
    /// The scene it plays into.
    private(set) var scene: String?
    /// Whether it is playing (else paused).
    private(set) var isPlaying = false
    /// Trace seconds per real second: the speed picked.
    var speed: Double { Self.speeds[speedIndex] }
    /// Called after anything changed what the window shows.
    var onChange: (@MainActor () -> Void)?

    private let ticker: Widget
    /// The bar's controls, made when the first trace opens.
    private var controls: ReplayBar?
    /// The speed picked, as an index into ``speeds``.
    private var speedIndex = ReplayControl.speeds.firstIndex(of: 1) ?? 0
    /// The recorded fingers drawn on the last frame.
    private var ghostsDrawn = 0
    private var lastTick: Double?
    /// Whether the user was told that a hand on the canvas pauses a replay (told once a window).
    private var toldPausedByHand = false
    /// Shows a toast (a trace that cannot be played, the replay's end).
    var notify: @MainActor (String) -> Void = { _ in }

    /// A control whose play loop runs on `ticker`'s frame clock.
    init(ticker: Widget) {
        self.ticker = ticker
        bar.margin = 6
        bar.isVisible = false
    }

    /// Whether a trace is open.
    var isOpen: Bool { session != nil }

    /// Reads and checks the trace at `path`; a file that cannot be read is one line in a toast (and on
    /// standard error), and its problem is returned.
    func read(path: String) -> Result<TraceFile, CommandFailure> {
        do throws(CommandFailure) {
            return .success(try HeadlessRun.trace(at: path))
        } catch {
            report(error.message)
            return .failure(error)
        }
    }

    /// Opens the trace `file` read from `path` in the scene `sceneName`, built by `makeHost` under `settings`,
    /// paused at its start; a scene that cannot be built is one line in a toast (and on standard error).
    @discardableResult
    func open(
        _ file: TraceFile, path: String, scene sceneName: String, settings: GestureThresholds, announces: Bool = true,
        makeHost: @escaping (Size, ManualClock) throws(UnknownSceneError) -> SceneHost
    ) -> String? {
        var events: [InputEvent] = []
        events.reserveCapacity(file.eventCount)
        file.forEachEvent { events.append($0) }
        let trace = TouchTrace(size: file.size, description: file.description, events: events)
        // A recording that carries its thresholds replays under them: the verdicts the class saw live.
        let settings = file.thresholds?.settings() ?? settings
        let size = trace.size ?? Size(width: 800, height: 600)
        do {
            session = try ReplaySession(trace: trace, settings: settings) { clock throws(UnknownSceneError) in
                try makeHost(size, clock)
            }
        } catch {
            report(error.description)
            return error.description
        }
        self.file = path
        scene = sceneName
        isPlaying = false
        (controls ?? makeControls()).showScrubber(duration: max(session?.duration ?? 0, 0.01)) { [weak self] in
            self?.seek(to: $0)
        }
        bar.isVisible = true
        bar.isSensitive = true
        changed()
        guard announces else { return nil }
        notify(
            tr(
                "Replaying {file} in {scene}: {count} events. Space plays, the arrows step, Escape closes.",
                [
                    "file": PathName.fileName(of: path), "scene": tr(SceneCatalogue.title(of: sceneName)),
                    "count": "\(events.count)",
                ]))
        return nil
    }

    /// Pauses and shows the replay at `time` seconds into the trace.
    func seek(to time: Double) {
        pause()
        session?.seek(to: time)
        changed()
    }

    /// Closes the replay; the window shows the live scene again.
    func close() {
        guard isOpen else { return }
        session = nil
        file = nil
        scene = nil
        isPlaying = false
        bar.isVisible = false
        onChange?()
    }

    /// Plays or pauses.
    func togglePlaying() {
        guard let session else { return }
        if isPlaying {
            pause()
            return
        }
        if session.isAtEnd { session.rewind() }
        isPlaying = true
        lastTick = nil
        tick()
        changed()
    }

    /// Stops playing where it is.
    func pause() {
        guard isPlaying else { return }
        isPlaying = false
        changed()
    }

    /// A hand on the canvas while a trace is open pauses it (the replay's scene stays as recorded); the first
    /// time, the user is told how to touch the scene themselves.
    func pauseByHand() {
        pause()
        guard !toldPausedByHand else { return }
        toldPausedByHand = true
        notify(tr("The replay is paused. Close it (Escape) to touch the scene yourself."))
    }

    /// One event forward (after the last, the timers left).
    func stepForward() {
        pause()
        session?.stepForward()
        changed()
    }

    /// One event back.
    func stepBack() {
        pause()
        session?.stepBack()
        changed()
    }

    /// Back to before the first event.
    func rewind() {
        pause()
        session?.rewind()
        changed()
    }

    /// The next speed down (`slower`) or up.
    func changeSpeed(slower: Bool) {
        let index = speedIndex + (slower ? -1 : 1)
        guard Self.speeds.indices.contains(index) else { return }
        if let controls {
            controls.speedPicker.selectedIndex = index  // which tells `speedPicked`
        } else {
            speedPicked(index)
        }
    }

    private func speedPicked(_ index: Int) {
        speedIndex = index
        changed()
    }

    /// Fills the bar with its controls.
    private func makeControls() -> ReplayBar {
        let actions = ReplayBar.Actions(
            close: { [weak self] in self?.close() }, rewind: { [weak self] in self?.rewind() },
            stepBack: { [weak self] in self?.stepBack() }, togglePlaying: { [weak self] in self?.togglePlaying() },
            stepForward: { [weak self] in self?.stepForward() },
            speedPicked: { [weak self] in self?.speedPicked($0) })
        let controls = ReplayBar(
            in: bar, speedIndex: speedIndex, speeds: Self.speeds.map(Self.speedText), actions: actions)
        self.controls = controls
        return controls
    }

    /// The keys a replay takes on the canvas.
    static let keys: [KeyController.Key] = [.space, .left, .right, .home, .slower, .faster, .escape]

    /// The replay's keys on the canvas; true when the key was used.
    func handleKey(_ key: KeyController.Key) -> Bool {
        guard isOpen else { return false }
        switch key {
        case .space: togglePlaying()
        case .left: stepBack()
        case .right: stepForward()
        case .home: rewind()
        case .slower: changeSpeed(slower: true)
        case .faster: changeSpeed(slower: false)
        case .escape: close()
        default: return false
        }
        return true
    }

    /// The replay for the status file: only `open` while none is.
    var status: WindowStatus.Replay {
        var status = WindowStatus.Replay()
        guard let session else { return status }
        status.open = true
        (status.file, status.scene) = (file ?? "", scene ?? "")
        (status.position, status.events) = (session.position, session.events.count)
        (status.time, status.duration, status.settled) = (session.time, session.duration, session.isSettled)
        (status.playing, status.speed, status.ghosts) = (isPlaying, speed, ghostsDrawn)
        status.state = session.stateJSON()
        return status
    }

    /// What the canvas shows while a trace is open: the replay's scene at its recorded size (scaled down to
    /// fit a smaller canvas, centered in a larger one) inside a magenta frame, the chain of its last touch
    /// when `showsChain`, and its fingers as ghost rings.
    /// `overlay` draws over the scene in its own points (a question's touch, not yet delivered).
    func frame(
        in area: Size, showsChain: Bool, overlay: ((inout DisplayList) -> Void)? = nil
    ) -> DisplayList {
        var list = DisplayList()
        guard let session, let toCanvas = sceneToCanvas(in: area) else { return list }
        list.fill(Rect(origin: .zero, size: area), color: Color(red: 0.16, green: 0.17, blue: 0.2))
        list.pushTransform(toCanvas)
        ghostsDrawn = ReplayFrame.drawScene(of: session, showsChain: showsChain, drawsLegend: false, into: &list)
        overlay?(&list)
        list.stroke(
            Rect(origin: .zero, size: session.size).insetBy(dx: -3, dy: -3), color: TouchFeedback.ghostColor,
            width: 3)
        list.pop()
        return list
    }

    /// From the replayed scene's points to the canvas's, in a canvas of `area`: scaled down to fit a
    /// smaller canvas, centered in a larger one. Nil while no trace is open.
    func sceneToCanvas(in area: Size) -> AffineTransform? {
        guard let size = session?.size else { return nil }
        let scale = min(1, area.width / size.width, area.height / size.height)
        let origin = Point(x: (area.width - size.width * scale) / 2, y: (area.height - size.height * scale) / 2)
        return AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y)
    }

    /// `0.25×`.
    static func speedText(_ speed: Double) -> String {
        (speed == speed.rounded() ? "\(Int(speed))" : "\(speed)") + "×"
    }

    /// One frame of playing: trace time moves on by the real time since the last frame times the speed.
    private func tick() {
        guard isPlaying, let session else { return }
        let now = ProcessInfo.processInfo.systemUptime
        if let lastTick {
            // A frame that came late (the machine was busy) plays on by at most a tenth of a second.
            session.advance(by: min(now - lastTick, 0.1) * speed)
        }
        lastTick = now
        if session.isAtEnd { isPlaying = false }
        changed()
        if isPlaying { ticker.onNextFrame { [weak self] in self?.tick() } }
    }

    private func changed() {
        if let session {
            controls?.show(
                playing: isPlaying, time: session.time, duration: session.duration, position: session.position,
                count: session.events.count)
        }
        onChange?()
    }

    private func report(_ message: String) {
        StandardError.write("touch-playground: \(message)")
        notify(message)
    }
}
