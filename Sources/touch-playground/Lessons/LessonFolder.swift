import FoundationEssentials
import Playground
import TouchKit

/// The sample lessons installed with the app (`data/scenes`, or `share/touch-playground/scenes`): scene
/// files a teacher opens as they are or copies to edit.
enum LessonFolder {
    /// One lesson: its file and its title.
    struct Lesson: Equatable {
        /// The scene file.
        var path: String
        /// Its title, for lists.
        var title: String
        /// Its sample trace, if the lesson has one (`traces/NAME.json` beside it).
        var trace: String?
    }

    /// The folder of sample lessons.
    static var path: String {
        let root = DataDirectory.root()
        return PathName.absolute(root, from: FileManager.default.currentDirectoryPath) + "/scenes"
    }

    /// The lessons that read, sorted by title; a damaged one is left out (opening it says why).
    static func lessons(in folder: String = path) -> [Lesson] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".json")
        }
        return names.compactMap { name -> Lesson? in
            let file = folder + "/" + name
            guard let document = try? SceneChoice.document(at: file) else { return nil }
            let trace = folder + "/traces/" + name
            return Lesson(
                path: file, title: document.title, trace: FileManager.default.fileExists(atPath: trace) ? trace : nil)
        }.sorted { ($0.title.lowercased(), $0.path) < ($1.title.lowercased(), $1.path) }
    }

    /// The sample lesson `name` names: its file's name without `.json` (`rotated-view`), so that
    /// `--scene rotated-view` opens it; nil when there is none.
    static func lesson(named name: String, in folder: String = path) -> String? {
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let file = folder + "/" + name + ".json"
        return FileManager.default.fileExists(atPath: file) ? file : nil
    }

    /// The sample lessons' names, as `--scene` takes them.
    static func names(in folder: String = path) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
    }
}
