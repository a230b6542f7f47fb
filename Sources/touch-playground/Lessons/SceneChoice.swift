import FoundationEssentials
import Playground
import TouchKit

/// The scene a command or the window runs: a built-in one, by name, or one read from a `touch-scene/1` file.
enum SceneChoice {
    /// A scene of the catalogue.
    case builtIn(String)
    /// A scene file, read and checked, with the path it was read from.
    case file(path: String, document: SceneDocument)

    /// The largest scene file read, in bytes.
    static let largestFile = SceneDocument.Limits.largestFile

    /// Reads and checks the scene file at `path`; every problem is one line naming the file (and, for a
    /// problem inside it, the JSON path).
    static func load(file path: String) throws(CommandFailure) -> SceneChoice {
        .file(path: path, document: try document(at: path))
    }

    /// The document of the scene file at `path`.
    static func document(at path: String) throws(CommandFailure) -> SceneDocument {
        try document(bytes: InputFile.readText(path, limit: largestFile, what: "a scene file"), path: path)
    }

    /// The document in `bytes`, read from `path` (which names it when it does not say its name).
    static func document(bytes: [UInt8], path: String) throws(CommandFailure) -> SceneDocument {
        let fileName = PathName.fileName(of: path)
        let defaultName = fileName.hasSuffix(".json") ? String(fileName.dropLast(5)) : fileName
        do {
            return try SceneDocument(bytes: bytes, defaultName: defaultName.isEmpty ? "scene" : defaultName)
        } catch {
            throw CommandFailure(error.naming(path).description)
        }
    }

    /// True when `bytes` (a file's, at most ``largestFile`` of them) look like a scene file rather than a
    /// trace: they name the scene format. Used to open a dropped or chosen file as the right kind.
    static func looksLikeSceneFile(_ bytes: [UInt8]) -> Bool {
        bytes.count <= largestFile && SceneDocument.namesSceneFormat(bytes)
    }

    /// What tells scenes apart in the window: the catalogue name, or the file's path.
    var key: String {
        switch self {
        case .builtIn(let name): name
        case .file(let path, _): path
        }
    }

    /// The title people read: a built-in scene's in the user's language, a file's as the file says.
    var title: String {
        switch self {
        case .builtIn(let name): tr(SceneCatalogue.title(of: name))
        case .file(_, let document): DisplayTitle.make(document.title)
        }
    }

    /// What to try in it, in one line: a built-in scene's summary in the user's language, a lesson's first
    /// sentence of its description; nil when a lesson has none.
    var whatToTry: String? {
        switch self {
        case .builtIn(let name):
            return SceneCatalogue.entries.first { $0.name == name }.map { tr($0.summary) }
        case .file(_, let document):
            let paragraph = document.description.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let sentence = paragraph.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? ""
            let trimmed = sentence.drop { $0.isWhitespace }
            return trimmed.isEmpty ? nil : String(trimmed)
        }
    }

    /// Where a recording made in this scene says it was made: a lesson by its absolute path, so that it is
    /// found again from any folder.
    var recordedScene: RecordedScene {
        switch self {
        case .builtIn(let name): .builtIn(name: name)
        case .file(let path, _): .lesson(path: PathName.absolute(path, from: FileManager.default.currentDirectoryPath))
        }
    }

    /// The `replay` options that choose this scene (`--scene NAME`, `--scene-file PATH`).
    var replayArgument: String {
        switch self {
        case .builtIn(let name): "--scene \(name)"
        case .file(let path, _): "--scene-file \(path.contains(" ") ? "'\(path)'" : path)"
        }
    }

    /// The scene's name in logs and state files.
    var name: String {
        switch self {
        case .builtIn(let name): name
        case .file(_, let document): document.name
        }
    }

    /// Builds the scene in a new window of the context's size on `clock`.
    func makeHost(context: SceneContext, clock: any Clock) throws(UnknownSceneError) -> SceneHost {
        switch self {
        case .builtIn(let name):
            return try SceneHost(sceneNamed: name, context: context, clock: clock)
        case .file(let path, let document):
            return SceneHost(
                document: document, baseDirectory: PathName.folder(of: path), context: context, clock: clock)
        }
    }
}
