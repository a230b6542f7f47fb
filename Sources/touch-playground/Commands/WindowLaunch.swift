import ArgumentParser
import GtkBridge
import Playground
import PlaygroundSettings

/// What a launch of the window asks for, as plain values: `open`'s options once read, by ArgumentParser
/// (``OpenCommand``) or, for the usual launch, by ``read(_:)`` without the parser's start-up cost.
///
/// ```swift
/// if let launch = WindowLaunch.read(["--scene", "gestures"]) { try launch.run() }
/// ```
struct WindowLaunch: Equatable {
    /// `--scene`: a built-in scene or a sample lesson's name.
    var scene: String?
    /// `--scene-file`: a scene file to show (and follow as it is saved).
    var sceneFile: String?
    /// `--seed`: the seed of the scenes' random colors; nil for a new one each run.
    var seed: UInt64?
    /// `--images`: the folder of photos.
    var images: String?
    /// `--touch-feedback`: discs under the fingers, whatever the settings say.
    var touchFeedback = false
    /// `--play`: a trace to replay in the window.
    var play: String?
    /// `--state-on-exit`: where the scene's state is written when the app quits.
    var stateOnExit: String?
    /// `--log`: where the event log is written when the app quits.
    var log: String?
    /// `--status-file`: the file kept updated with the app's state.
    var statusFile: String?

    /// Opens the window and runs it until it closes; throws `ExitCode` with the status to exit with after
    /// saying what went wrong on standard error.
    func run() throws {
        let chosen: (scene: String?, sceneFile: String?)
        do throws(CommandFailure) {
            chosen = try SceneOptions.chosen(scene: scene, sceneFile: sceneFile)
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
        let status = try MainActor.assumeIsolated { () throws -> Int32 in
            let startup = StartupSteps()
            startup.mark("loaded")
            // A hung accessibility bus would keep GTK from ever showing the window (see the watch).
            let accessibilityWatch = AccessibilityBusWatch.start()
            startup.onMark = { step in if step == "first-frame" { accessibilityWatch?.firstFrameDrawn() } }
            DesktopApplication.setProgramName(PlaygroundApp.id)
            Translation.start(localeDirectory: DataDirectory.locales())
            // Without a GPU (or with GSK_RENDERER=cairo) the window draws with cairo: GTK starts without GL.
            let renderer = RendererChoice.beforeDisplay()
            guard DesktopApplication.canOpenDisplay(withGL: renderer?.needsGL ?? true) else {
                StandardError.write(
                    "touch-playground: cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY "
                        + "are unset or unreachable); run it headless with "
                        + OpenCommand.headlessHint(
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
}
