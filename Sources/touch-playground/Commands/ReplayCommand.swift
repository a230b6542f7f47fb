import ArgumentParser
import FoundationEssentials
import Playground
import TouchKit
import TouchRender

/// `touch-playground replay TRACE.json [--scene NAME]`: plays a trace into a scene (the one it was recorded in,
/// unless told) on a virtual clock, with no
/// display, and writes what happened (`--log`), the scene's final state (`--state`), its last frame
/// (`--png`) and the recognizers' timeline (`--timeline`).
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a touch trace (any version) into a scene, headless.",
        discussion:
            "Reads touch-trace/1 to /5 (the window's recordings are /4 or /5, which name the scene or lesson they were made in: with no --scene or --scene-file, the trace plays there). Outputs are written atomically; `--log -` streams the log to standard output."
    )

    @Argument(help: "The trace file (touch-trace/1 to /5 JSON).")
    var trace: String

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: "Write the event log as JSON Lines to this file ('-' for standard output).")
    var log: String?

    @Option(help: "Write the scene's final state as JSON to this file.")
    var state: String?

    @Option(help: "Render the final frame to this PNG file.")
    var png: String?

    @Option(
        help: ArgumentHelp(
            "Draw the recognizer timeline (one lane per recognizer and per touch, with the reasons) to this file.",
            discussion: "A PNG, or an SVG when the name ends in .svg.", valueName: "file.png|file.svg"))
    var timeline: String?

    @Option(
        help: ArgumentHelp(
            "Write the replay as numbered PNG slides (scene, chain, fingers and timeline) into this folder.",
            discussion: "frame-00001.png onwards, every 1/fps second of trace time; made if missing.",
            valueName: "folder"))
    var frames: String?

    @Option(help: "Slides per second of trace time for --frames (1 to 240).")
    var fps: Double = 30

    @Flag(help: "Draw the scene of --frames exploded: its views by level as slabs, each touch a ray through them.")
    var exploded = false

    // Unconditional: a value starting with "-" (`--turn -30,-10`) is the option's, not another option.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How --exploded turns the stack: degrees about the vertical axis, then about the horizontal one.",
            discussion: "Each from -68 to 68; the default is 34,20.", valueName: "yaw,pitch"))
    var turn: String?

    @Option(
        help: "Window size in points, as WIDTHxHEIGHT (default: the trace's size, else the scene file's, else 800x600)."
    )
    var size: String?

    @OptionGroup var thresholds: ThresholdOptions

    @OptionGroup var recordingOptions: RecordingOptions

    private var scene: String? { sceneOptions.scene }
    private var sceneFile: String? { sceneOptions.sceneFile }
    private var seed: UInt64? { sceneOptions.seed }
    private var images: String? { sceneOptions.photos.images }
    private var touchFeedback: Bool { sceneOptions.touchFeedback }

    func validate() throws {
        try sceneOptions.validateOneScene()
        guard fps.isFinite, fps >= 1, fps <= 240 else {
            throw ValidationError("--fps \(fps): expected slides per second from 1 to 240")
        }
        if exploded, frames == nil { throw ValidationError("--exploded draws --frames: add --frames FOLDER") }
        if turn != nil, !exploded { throw ValidationError("--turn turns the exploded view: add --exploded") }
        _ = try camera()
    }

    /// The exploded view's camera for --frames, spread and turned as --turn says; nil without --exploded.
    func camera() throws(ValidationError) -> ExplodedCamera? {
        guard exploded else { return nil }
        var camera = ExplodedCamera()
        camera.spreadAtOnce()
        guard let turn else { return camera }
        let parts = turn.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(String($0.filter { $0 != " " }))
        }
        // The camera turns a little past 68 degrees; the help promises whole degrees up to 68.
        let widest = (ExplodedCamera.widest * 180 / .pi).rounded(.down)
        guard parts.count == 2, let yaw = parts[0], let pitch = parts[1], abs(yaw) <= widest, abs(pitch) <= widest
        else {
            throw ValidationError("--turn \(turn): expected two angles in degrees from -68 to 68, as 34,20")
        }
        camera.turn(
            yaw: yaw * .pi / 180 - ExplodedCamera.defaultYaw, pitch: pitch * .pi / 180 - ExplodedCamera.defaultPitch)
        return camera
    }

    func run() throws {
        do {
            try replay()
        } catch  where error.isUsage {
            throw ValidationError(error.message)
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// The scene the options name, else the one the trace was recorded in (`touch-trace/4`).
    private func sceneChoice(recorded: RecordedScene?) throws(CommandFailure) -> SceneChoice {
        if scene != nil || sceneFile != nil {
            let chosen = try sceneOptions.chosen()
            return try chosen.sceneFile.map(SceneChoice.load(file:)) ?? .builtIn(chosen.scene ?? "")
        }
        switch recorded {
        case .builtIn(let name)?:
            guard SceneCatalogue.names.contains(name) else {
                throw CommandFailure(
                    "\(trace): recorded in the scene \"\(name)\", which this version does not have: "
                        + "give one with --scene NAME or --scene-file FILE")
            }
            return .builtIn(name)
        case .lesson(let path)?:
            do throws(CommandFailure) {
                return try SceneChoice.load(file: path)
            } catch {
                throw CommandFailure(
                    "\(trace): recorded in the lesson \(path), which cannot be read (\(error.message)); "
                        + "give the lesson with --scene-file FILE, or a scene with --scene NAME")
            }
        case nil:
            throw CommandFailure(
                "Missing a scene: --scene NAME or --scene-file FILE (\(trace) does not say where it was recorded)",
                isUsage: true)
        }
    }

    /// Reads and checks the trace, replays it, and writes the outputs as one set: when any step fails (the
    /// PNG cannot be rendered, a folder is not writable, standard output is closed), no output file changes.
    private func replay() throws(CommandFailure) {
        let file = try HeadlessRun.trace(
            at: trace, device: recordingOptions.device, deviceDesc: recordingOptions.deviceDesc)
        let choice = try sceneChoice(recorded: file.scene)
        var sceneSize: Size?
        if case .file(_, let document) = choice { sceneSize = document.size }
        let windowSize = try size.map(Self.parseSize) ?? file.size ?? sceneSize ?? Size(width: 800, height: 600)
        let clock = ManualClock()
        let seed = seed ?? UInt64.random(in: 0...UInt64.max)
        let host = try HeadlessRun.scene(
            choice, size: windowSize, seed: seed, images: images, clock: clock,
            millimetresPerPoint: file.device?.millimetresPerPoint)
        // As recorded when the trace says (touch-trace/3), unless an option says otherwise.
        var lesson = SceneThresholds()
        if case .file(_, let document) = choice { lesson = document.thresholds }
        let settings = thresholds.settings(recorded: file.thresholds, lesson: lesson)
        host.window.router.settings = settings

        var inputs = [trace]
        if case .file(let lesson, _) = choice { inputs.append(lesson) }
        let outputs = StagedOutputs(protecting: inputs)
        // The log streams as it is made (to its temporary file, or straight to standard output, a pipe or a
        // device), so its size never adds to memory.
        var logFailure: CommandFailure?
        var writeLine: ((LoggedEvent) -> Void)?
        if let log {
            let logFile = try outputs.stage(log)
            writeLine = { entry in
                guard logFailure == nil else { return }
                do throws(CommandFailure) { try logFile.write(entry.jsonLine + "\n") } catch { logFailure = error }
            }
        }
        // The timeline reads the same records as the log, as they are made.
        let timelineOutput = try timeline.map { path throws(CommandFailure) in
            (path: path, format: try TimelineFormat(path: path), recorder: TimelineRecorder(window: host.window))
        }
        if writeLine != nil || timelineOutput != nil {
            let eventLog = EventLog(keepsEntries: false)
            eventLog.onRecord = { entry in
                writeLine?(entry)
                timelineOutput?.recorder.record(entry)
            }
            host.window.router.eventLog = eventLog
        }

        // Keys the scene answered and resizes replay where they happened live (a size given keeps its size).
        TraceReplayer.replay(
            file, into: host.window, clock: clock,
            afterEach: { event in timelineOutput?.recorder.inputHandled(event, by: host.window.router) },
            keys: { _ = host.scene.handleKey($0) }, resizes: size == nil)
        if let logFailure { throw logFailure }
        if let problem = host.scene.problem {
            StandardError.write("touch-playground: warning: \(problem)")
        }

        if let state {
            try outputs.stage(state).write(host.scene.stateJSON().prettyPrinted())
        }
        if let png {
            let renderer = CairoRenderer()
            var list = DisplayListBuilder.displayList(for: host.window)
            if let pin = host.window.router.pinnedFinger { TouchFeedback.drawPin(at: pin, into: &list) }
            if touchFeedback { TouchFeedback.draw(host.window.router.activeTouches, into: &list) }
            // Streamed into its file as it is encoded: the pixels are held once, never copied.
            let file = try outputs.stage(png)
            var writeFailure: CommandFailure?
            do throws(RenderError) {
                try renderer.renderPNG(list, size: windowSize) { bytes in
                    do throws(CommandFailure) { try file.write(Array(bytes)) } catch { writeFailure = error }
                    return writeFailure == nil
                }
            } catch {
                throw writeFailure ?? CommandFailure("\(png): \(error.message)")
            }
            for problem in renderer.imageProblems { StandardError.write("touch-playground: warning: \(problem)") }
        }
        if let timelineOutput {
            try outputs.stage(timelineOutput.path).write(
                timelineOutput.format.render(
                    timelineOutput.recorder.timeline, width: max(900, windowSize.width),
                    path: timelineOutput.path))
        }
        try outputs.commit()
        if log == nil, state == nil, png == nil, timeline == nil, frames == nil {
            // Replaying checked the trace and the scene; say so, and how to see more, rather than nothing.
            var count = 0
            file.forEachEvent { _ in count += 1 }
            let target: String
            switch choice {
            case .builtIn(let name): target = name
            case .file(let path, _): target = path
            }
            StandardError.write(
                "touch-playground: \(trace): replayed \(count) events into \(target); nothing was written: "
                    + "ask for --log FILE, --state FILE, --png FILE, --timeline FILE or --frames FOLDER")
        }
        if let frames {
            var events: [InputEvent] = []
            file.forEachEvent { events.append($0) }
            let trace = TouchTrace(size: windowSize, events: events)
            _ = try FramesOutput(folder: frames, fps: fps, exploded: (try? camera()) ?? nil).write(
                trace, settings: settings
            ) {
                clock throws(UnknownSceneError) in
                try choice.makeHost(
                    context: HeadlessRun.context(
                        size: windowSize, seed: seed, images: images,
                        millimetresPerPoint: file.device?.millimetresPerPoint), clock: clock)
            }
        }
    }

    /// Reads `WIDTHxHEIGHT` in points.
    static func parseSize(_ text: String) throws(CommandFailure) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 16384, height <= 16384
        else {
            throw CommandFailure("--size \"\(text)\": expected WIDTHxHEIGHT in points, like 800x600 (1 to 16384 each)")
        }
        return Size(width: width, height: height)
    }
}
