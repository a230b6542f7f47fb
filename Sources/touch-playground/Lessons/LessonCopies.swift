import FoundationEssentials
import Playground
import TouchKit

/// Copies of lessons for a teacher to edit: the sample lessons are installed read-only, so editing one starts
/// with a copy in the user's documents (`$XDG_DOCUMENTS_DIR` or `~/Documents`, in `Touch Playground
/// lessons/`), under the lesson's own file name (`-2`, `-3` when taken), written atomically.
///
/// ```swift
/// let copy = try LessonCopies.copy("/usr/share/touch-playground/scenes/tap-vs-double-tap.json")
/// // ~/Documents/Touch Playground lessons/tap-vs-double-tap.json
/// ```
enum LessonCopies {
    /// The folder copies go to.
    static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        UserDirectory.folder(
            "XDG_DOCUMENTS_DIR", else: "Documents", named: "Touch Playground lessons", environment: environment)
    }

    /// Copies the lesson at `path` (checked to be a lesson first) into ``folder(environment:)``; returns the
    /// copy's path, or a line naming the file and the problem.
    static func copy(_ path: String) throws(CommandFailure) -> String {
        let bytes = try InputFile.readText(path, limit: SceneChoice.largestFile, what: "a scene file")
        _ = try SceneChoice.document(bytes: bytes, path: path)
        let name = PathName.fileName(of: path)
        let stem = name.hasSuffix(".json") ? String(name.dropLast(5)) : name
        return try RecordingStore.write(
            String(decoding: bytes, as: UTF8.self), stem: FileNameStem.make(stem), into: folder(),
            called: "your lessons folder")
    }
}
