import FoundationEssentials
import GtkBridge
import Playground
import TouchKit
import TouchRender

/// One scene running in the window: its host (application, window, scene) on the GLib clock, the event log
/// feeding the teaching narration (and a log file, when asked), a recording of its input while the user
/// records, and the count of inputs handled (reported for tests).
@MainActor
final class SceneSession {
    /// Which scene this is: a built-in one or a scene file.
    let choice: SceneChoice
    /// The scene's name in logs and the status file (a file's own name for a scene file).
    var name: String { choice.name }
    /// What tells this scene apart from the others in the window: the catalogue name or the file's path.
    var key: String { choice.key }
    /// The title people read (made once: the canvas's accessible name asks for it on every frame).
    let title: String
    /// The scene in its window.
    let host: SceneHost
    /// How the last touch travelled, for the panel and the overlay.
    let narrator = TouchNarrator()
    /// The last touch's recognizer timeline, for the timeline pane.
    let timeline: TimelineRecorder
    /// Input events handled since the scene was made.
    private(set) var inputCount = 0
    /// The recording in progress, if the user is recording this scene's input.
    private(set) var recorder: TraceRecorder?
    /// For a scene that keeps its session for its report (``Scene/keepsSessionForReport``: the touch lab),
    /// the session's input, always recorded (the latest ``labRecordingLimit`` events at most).
    private var labRecorder: TraceRecorder?
    /// The most events the session's own recording for a report keeps before it starts again.
    static let labRecordingLimit = 100_000
    private let clock: GLibClock

    /// Builds the scene chosen at `size` points and connects it to the window's `services`, adding what a
    /// session does itself: messages (`notify` shows a toast), saving drawings and reports.
    init(
        choice: SceneChoice, size: Size, seed: UInt64, imageDirectory: String, clock: GLibClock,
        logWriter: LiveLogWriter? = nil, services: SceneWindowServices,
        notify: @escaping @MainActor (String, ToastButton?) -> Void
    ) throws(UnknownSceneError) {
        self.choice = choice
        title = choice.title
        self.clock = clock
        let context = SceneContext(
            size: size, seed: seed, imageDirectory: imageDirectory,
            stickerDirectory: DataDirectory.stickers(), alphaReader: RasterAlphaReader())
        host = try choice.makeHost(context: context, clock: clock)
        timeline = TimelineRecorder(window: host.window, platform: GtkVerdicts.lanes, keepsOnlyLastInteraction: true)
        let log = EventLog(keepsEntries: false)
        log.onRecord = { [narrator, timeline] entry in
            narrator.record(entry)
            timeline.record(entry)
            logWriter?.write(entry)
        }
        host.window.router.eventLog = log
        if host.scene.keepsSessionForReport { labRecorder = Self.labRecording(size: size, scene: choice) }
        var services = services
        services.applicationName = "Touch Playground \(AppVersion.current)"
        services.showMessage = { notify($0, nil) }  // as a toast, not on a line of the scene's own
        services.saveDrawing = { drawing, size in DrawingSaver.save(drawing, size: size) }
        services.saveReport = { [unowned self] bundle in self.save(bundle, notify: notify) }
        host.scene.connect(to: services)
    }

    /// Writes a report bundle with the session's recording and the kernel's description of the device, and
    /// returns what to tell the user ("" when `notify` told them, with a button to open the folder).
    private func save(_ bundle: TouchLabReport, notify: @MainActor (String, ToastButton?) -> Void) -> String {
        let date = Date()
        let stem = "touch-lab-" + RecordingStore.timestamp(date)
        let kernel = ReportBundle.kernelDescription(of: bundle.deviceName, devices: ReportBundle.kernelDevices())
        let recording = labRecorder.flatMap { $0.events.isEmpty ? nil : $0.trace }
        guard
            let bytes = ReportBundle.archive(
                bundle, recording: recording, kernelDevices: kernel, stem: stem,
                modified: Int(date.timeIntervalSince1970))
        else { return tr("Report not saved: {reason}", ["reason": "gzip failed"]) }
        do throws(CommandFailure) {
            let path = try RecordingStore.saveReport(bytes, stem: stem)
            let folder = RecordingStore.folder("reports")
            notify(
                tr("Report saved in {path}", ["path": RecordingStore.shortened(path)]),
                (tr("Open"), { DesktopApplication.showFolder(folder) }))
            return ""
        } catch {
            return tr("Report not saved: {reason}", ["reason": error.message])
        }
    }

    /// Hands one input event to the scene's router, after any timer that was due before it (so a busy main
    /// loop cannot change the order the scene sees them in, and a recording replays as it happened live).
    /// An event the loop got to only after a later timer ran is handled, and recorded, at that timer's time.
    func handle(_ event: InputEvent) {
        var event = event
        event.time = clock.admittedTime(event.time)
        let router = host.window.router!
        clock.handling(eventAt: event.time) {
            recorder?.offer(event, inputWasActive: router.hasActiveInput, pinnedFinger: router.pinnedFinger)
            if let lab = labRecorder {
                if lab.isFull { labRecorder = Self.labRecording(size: host.window.bounds.size, scene: choice) }
                labRecorder?.offer(event, inputWasActive: router.hasActiveInput, pinnedFinger: router.pinnedFinger)
            }
            router.handle(event)
        }
        inputCount += 1
        narrator.inputDidSettle(active: router.hasActiveInput)
        timeline.inputHandled(event, by: router)
    }

    /// Lifts every touch still down (the window lost them, or the scene is going away).
    func cancelInput(at time: Double) {
        host.window.router.cancelAllInput(at: time)
        narrator.inputDidSettle(active: false)
    }

    /// Starts recording the input this scene handles from now on, under the thresholds of `profile` in
    /// force; the trace's description says how to replay it as it was recorded.
    func startRecording(profile: String) {
        let options = ThresholdOptions.arguments(profile: profile, settings: host.window.router.settings)
        recorder = TraceRecorder(
            size: host.window.bounds.size,
            description:
                "Recorded in Touch Playground \(AppVersion.current) from the \(name) scene; to replay it as recorded: "
                + "touch-playground replay FILE \(choice.replayArgument) \(options)")
        recorder?.thresholds = RecordedThresholds(profile: profile, settings: host.window.router.settings)
        recorder?.scene = choice.recordedScene
    }

    /// The session's own recording, for the scene's report (``Scene/keepsSessionForReport``): replayed in
    /// the same scene, as it was recorded.
    private static func labRecording(size: Size, scene: SceneChoice) -> TraceRecorder {
        let recorder = TraceRecorder(
            size: size,
            description: "The \(scene.name) scene's session, recorded by Touch Playground \(AppVersion.current) for a "
                + "report; to replay it: touch-playground replay FILE \(scene.replayArgument)",
            limit: labRecordingLimit)
        recorder.scene = scene.recordedScene
        return recorder
    }

    /// Ends the recording, returning it (nil when none was running).
    func stopRecording() -> TraceRecorder? {
        defer { recorder = nil }
        return recorder
    }

    /// Follows the canvas's size (the recordings note it, so they replay at each size as it was).
    func resize(to size: Size) {
        guard size.width >= 1, size.height >= 1, size != host.window.bounds.size else { return }
        host.window.resize(to: size)
        note(.resize(size))
    }

    /// The scene answered `key`: the recordings note it, so a replay answers it where it was pressed.
    func answered(_ key: SceneKey) { note(.key(key)) }

    private func note(_ kind: WindowEvent.Kind) {
        recorder?.note(kind, at: clock.now)
        labRecorder?.note(kind, at: clock.now)
    }

    /// The scene's views, as drawing commands.
    func displayList() -> DisplayList {
        DisplayListBuilder.displayList(for: host.window)
    }

    /// Adds the chain overlay for the last touch on top of `list`.
    func drawChain(into list: inout DisplayList) {
        ChainOverlay.draw(narrator.narration, in: host.window, into: &list)
    }
}
