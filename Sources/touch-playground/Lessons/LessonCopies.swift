import FoundationEssentials
import Glibc
import Playground
import TouchKit

/// Copies of lessons for a teacher to edit: the sample lessons are installed read-only, so editing one starts
/// with a copy in the user's documents (`$XDG_DOCUMENTS_DIR` or `~/Documents`, in `Touch Playground
/// lessons/`), under the lesson's own file name (`-2`, `-3` when taken), written atomically. A lesson whose
/// questions play traces beside it is copied with them, into a new folder of its own named after it, so the
/// copy's questions find their touches where the lesson says (and no file of the user's is ever replaced).
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

    /// Copies the lesson at `path` (checked to be a lesson first) into `destination`, by default
    /// ``folder(environment:)``; returns the copy's path, or a line naming the file and the problem.
    static func copy(_ path: String, into destination: String = folder()) throws(CommandFailure) -> String {
        let bytes = try InputFile.readText(path, limit: SceneChoice.largestFile, what: "a scene file")
        let document = try SceneChoice.document(bytes: bytes, path: path)
        let name = PathName.fileName(of: path)
        let stem = FileNameStem.make(name.hasSuffix(".json") ? String(name.dropLast(5)) : name)
        let traces = besideTraces(of: document)
        guard !traces.isEmpty else {
            return try RecordingStore.write(
                String(decoding: bytes, as: UTF8.self), stem: stem, into: destination, called: "your lessons folder")
        }
        let lessonFolder = try newFolder(stem, in: destination)
        // A trace the lesson names but does not have stays missing in the copy, as in the lesson.
        for trace in traces where InputFile.isRegularFile(PathName.join(PathName.folder(of: path), trace)) {
            let source = PathName.join(PathName.folder(of: path), trace)
            let copy = PathName.join(lessonFolder, trace)
            try Folder.make(PathName.folder(of: copy), called: "the lesson's traces folder")
            try AtomicFile.write(
                try InputFile.readText(source, limit: InputFile.largestTrace, what: "a trace"), to: copy)
        }
        let copy = PathName.join(lessonFolder, stem + ".json")
        try AtomicFile.write(bytes, to: copy)
        return copy
    }

    /// The traces `document`'s questions play that sit in the lesson's folder or below it, as paths from
    /// there (`./` left out). An absolute path is read from where it is, by the copy too; one that climbs
    /// out of the lesson's folder (`../`) is not copied, so the copy finds it only if it is there too.
    private static func besideTraces(of document: SceneDocument) -> [String] {
        var traces: [String] = []
        for question in document.questions {
            guard case .trace(let file) = question.touch, !file.hasPrefix("/") else { continue }
            let parts = file.split(separator: "/").filter { $0 != "." }
            let relative = parts.joined(separator: "/")
            guard !parts.isEmpty, !parts.contains(".."), !traces.contains(relative) else { continue }
            traces.append(relative)
        }
        return traces
    }

    /// Makes a new folder `stem` in `parent` (`stem-2`, `-3` when the name is taken by anything), and
    /// returns its path: made here, it holds nothing of the user's.
    private static func newFolder(_ stem: String, in parent: String) throws(CommandFailure) -> String {
        try Folder.make(parent, called: "your lessons folder")
        for number in 1...100 {
            let path = PathName.join(parent, stem + (number == 1 ? "" : "-\(number)"))
            if mkdir(path, 0o755) == 0 { return path }
            guard errno == EEXIST else {
                throw CommandFailure("\(path): cannot make the lesson's folder: \(FileProblem.describe(errno))")
            }
        }
        throw CommandFailure("\(parent): cannot make the lesson's folder: 100 folders are already named \(stem)")
    }
}
