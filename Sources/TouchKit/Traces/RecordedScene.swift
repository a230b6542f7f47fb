import JSON

/// Where a trace was recorded (`touch-trace/4`'s `scene` or `sceneFile`): a built-in scene by name, or a
/// lesson by its file's path. A replay that is given no scene plays it there, so a recording made in a
/// lesson opens that lesson.
///
/// ```swift
/// let trace = TouchTrace(events: events, scene: .lesson(path: "/home/ada/lessons/tap.json"))
/// trace.jsonText()   // … "sceneFile": "/home/ada/lessons/tap.json" …
/// ```
public enum RecordedScene: Hashable, Sendable {
    /// A built-in scene, by the name `--scene` takes (`nested`, `photo`).
    case builtIn(name: String)
    /// A lesson, by its file's path as the recording app opened it (absolute when the app knew it so).
    case lesson(path: String)

    /// The longest name or path read, in bytes: far past any real path, short of a file of garbage.
    public static let longestText = 4096

    /// The trace's member that says it.
    var jsonMember: (String, JSONValue) {
        switch self {
        case .builtIn(let name): ("scene", .string(name))
        case .lesson(let path): ("sceneFile", .string(path))
        }
    }

    /// Reads `scene` or `sceneFile` from a trace's members, or nil when it has neither.
    static func read(scene: JSONValue?, sceneFile: JSONValue?) throws(TraceError) -> RecordedScene? {
        func text(_ value: JSONValue, _ key: String) throws(TraceError) -> String {
            guard let text = value.stringValue, !text.isEmpty, text.utf8.count <= longestText,
                !text.contains("\u{0}")
            else {
                throw TraceError(
                    eventIndex: nil, message: "\"\(key)\" must be a non-empty string of at most \(longestText) bytes")
            }
            return text
        }
        switch (scene, sceneFile) {
        case (nil, nil): return nil
        case (let scene?, nil): return .builtIn(name: try text(scene, "scene"))
        case (nil, let file?): return .lesson(path: try text(file, "sceneFile"))
        case (_?, _?):
            throw TraceError(eventIndex: nil, message: "\"scene\" and \"sceneFile\" name two scenes: give one")
        }
    }
}
