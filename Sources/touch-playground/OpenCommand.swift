import ArgumentParser
import Playground

/// `touch-playground [--scene NAME]`: opens the playground window.
struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the playground window (the default).")

    @Option(help: "The scene to open first (see `touch-playground scenes`).")
    var scene: String?

    func run() throws {
        if let scene, !SceneCatalogue.names.contains(scene) {
            StandardError.write("touch-playground: \(UnknownSceneError(name: scene))")
            throw ExitCode(1)
        }
        // The GTK window is built on this core in a later step; say so plainly rather than pretend.
        StandardError.write("touch-playground: this build has no window yet; run scenes headless with "
                            + "`touch-playground replay TRACE.json --scene NAME` (see `touch-playground scenes`)")
        throw ExitCode(2)
    }
}
