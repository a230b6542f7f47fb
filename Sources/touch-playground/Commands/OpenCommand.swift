import ArgumentParser
import GtkBridge
import Playground
import PlaygroundSettings

/// `touch-playground [--scene NAME]`: opens the playground window.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the playground window (the default).")

    @OptionGroup var sceneOptions: SceneOptions

    @Option(
        help: ArgumentHelp(
            "Replay this touch trace (any version: a recording too) in the window, in the scene --scene names or the one shown.",
            valueName: "trace"))
    var play: String?

    @Option(help: "When the app quits, write the scene's state as JSON to this file (as `replay --state`).")
    var stateOnExit: String?

    @Option(
        help:
            "Write the event log as JSON Lines (as `replay --log`) of every scene shown to this file, when the app quits."
    )
    var log: String?

    @Option(
        help:
            "Keep this file updated with the app's state after frames drawn, at most ten times a second (for tests and scripts)."
    )
    var statusFile: String?

    var scene: String? { sceneOptions.scene }
    var sceneFile: String? { sceneOptions.sceneFile }
    private var seed: UInt64? { sceneOptions.seed }
    private var images: String? { sceneOptions.photos.images }
    private var touchFeedback: Bool { sceneOptions.touchFeedback }

    func validate() throws {
        try sceneOptions.validateOneScene()
    }

    func run() throws {
        let chosen: (scene: String?, sceneFile: String?)
        do throws(CommandFailure) {
            chosen = try sceneOptions.chosen()
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let startup = StartupSteps()
            startup.mark("loaded")
            DesktopApplication.setProgramName(PlaygroundApp.id)
            Translation.start(localeDirectory: DataDirectory.locales())
            // Without a GPU (or with GSK_RENDERER=cairo) the window draws with cairo: GTK starts without GL.
            let renderer = RendererChoice.beforeDisplay()
            guard DesktopApplication.canOpenDisplay(withGL: renderer?.needsGL ?? true) else {
                StandardError.write(
                    "touch-playground: cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY "
                        + "are unset or unreachable); run it headless with "
                        + Self.headlessHint(
                            play: play, scene: scene, sceneFile: sceneFile))
                throw ExitCode(1)
            }
            startup.mark("display")
            var logWriter: LiveLogWriter?
            if let log {
                do throws(CommandFailure) {
                    logWriter = try LiveLogWriter(path: log)
                } catch {
                    StandardError.write("touch-playground: \(error.message)")
                    throw ExitCode(1)
                }
            }
            let options = PlaygroundWindow.Options(
                scene: chosen.scene, seed: seed ?? UInt64.random(in: 0...UInt64.max),
                imageDirectory: images ?? DataDirectory.images(),
                statusFile: statusFile, settingsFile: UserSettings.path(),
                forceTouchFeedback: touchFeedback, logWriter: logWriter, play: play, sceneFile: chosen.sceneFile,
                startup: startup, renderer: renderer)
            let app = PlaygroundApp(options: options)
            let status = app.run()
            logWriter?.finish()
            if let stateOnExit, let session = app.window?.session {
                do throws(CommandFailure) {
                    try AtomicFile.write(session.host.scene.stateJSON().prettyPrinted(), to: stateOnExit)
                } catch {
                    StandardError.write("touch-playground: \(error.message)")
                    return 1
                }
            }
            return status
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The `replay` command that does headless what this command asked of the window: the user's own
    /// trace and scene (or lesson), with placeholders only for what they did not give.
    static func headlessHint(play: String?, scene: String?, sceneFile: String?) -> String {
        let trace = play.map(ShellWord.quoted) ?? "TRACE.json"
        let target =
            sceneFile.map { "--scene-file " + ShellWord.quoted($0) } ?? "--scene \(scene ?? SceneCatalogue.names[0])"
        return "`touch-playground replay \(trace) \(target) --png frame.png`"
    }
}
