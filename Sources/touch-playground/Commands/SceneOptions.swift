import ArgumentParser
import Playground

/// The options that choose a scene and how it is made, declared once for `open` and `replay`, which read
/// them the same way (`compare` keeps its own: its `--scene` is required and its seed is 1).
///
/// ```swift
/// struct OpenCommand: ParsableCommand {
///     @OptionGroup var sceneOptions: SceneOptions
/// }
/// ```
struct SceneOptions: ParsableArguments {
    @Option(help: "The scene, or a sample lesson by its name (see `touch-playground scenes`).")
    var scene: String?

    @Option(
        help: ArgumentHelp(
            "The scene of this touch-scene/1 file (a lesson) instead of a built-in one; the window follows the file as it is saved.",
            valueName: "file"))
    var sceneFile: String?

    @Option(help: "Seed for the scenes' random colors, so a run can be repeated (default: a new one each run).")
    var seed: UInt64?

    @OptionGroup var photos: PhotoOptions

    @Flag(
        help:
            "Draw a translucent disc under every finger (for projectors and screen recordings; F8 in the window, the fingers still down at the end in replay's PNG)."
    )
    var touchFeedback = false

    /// The scene to show: `--scene`'s built-in scene, or the sample lesson of that name as a scene file
    /// (`--scene rotated-view` opens `scenes/rotated-view.json`), or `--scene-file`'s. Throws a message
    /// naming the scenes and the sample lessons for a name that is neither.
    func chosen() throws(CommandFailure) -> (scene: String?, sceneFile: String?) {
        try Self.chosen(scene: scene, sceneFile: sceneFile)
    }

    /// The scene `scene` and `sceneFile` (as `--scene` and `--scene-file` give them) choose; see
    /// ``chosen()``.
    static func chosen(scene: String?, sceneFile: String?) throws(CommandFailure) -> (
        scene: String?, sceneFile: String?
    ) {
        guard let scene, !SceneCatalogue.names.contains(scene) else { return (scene, sceneFile) }
        if let lesson = LessonFolder.lesson(named: scene) { return (nil, lesson) }
        throw CommandFailure(Self.unknown(scene))
    }

    /// Why `name` names no scene, with the names that would.
    static func unknown(_ name: String) -> String {
        "\(UnknownSceneError(name: name)); sample lessons, by name too: "
            + "\(LessonFolder.names().filter { !SceneCatalogue.names.contains($0) }.joined(separator: ", ")) "
            + "(in \(LessonFolder.path))"
    }

    /// Both a built-in scene and a scene file named is a mistake in the command line.
    func validateOneScene() throws {
        if scene != nil, sceneFile != nil {
            throw ValidationError("--scene and --scene-file name two scenes: give one")
        }
    }
}

/// Where photos come from, declared once for every command that builds scenes.
struct PhotoOptions: ParsableArguments {
    @Option(help: "Folder of photos for the image viewer (default: the installed data/images).")
    var images: String?
}
