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

    func validate() throws {
        try sceneOptions.validateOneScene()
    }

    func run() throws {
        try launch.run()
    }

    /// What this command line asks of the window, as plain values.
    var launch: WindowLaunch {
        WindowLaunch(
            scene: scene, sceneFile: sceneFile, seed: sceneOptions.seed, images: sceneOptions.photos.images,
            touchFeedback: sceneOptions.touchFeedback, play: play, stateOnExit: stateOnExit, log: log,
            statusFile: statusFile)
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
