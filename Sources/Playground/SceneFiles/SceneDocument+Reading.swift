import JSON
import TouchKit

extension SceneDocument {
    /// How large a scene file may be, so a hostile or mistaken one cannot exhaust the machine.
    public enum Limits {
        /// The largest file, in bytes (1 MiB: a lesson is a few KB).
        public static let largestFile = 1 << 20
        /// The most views, the root not counted.
        public static let mostViews = 2000
        /// The deepest nesting of views, the root's subviews at depth 1.
        public static let deepestView = 32
        /// The most recognizers.
        public static let mostRecognizers = 500
        /// The longest name of a view or a recognizer, in characters.
        public static let longestName = 64
        /// The longest text (a title, a description, a label), in characters.
        public static let longestText = 4000
        /// The farthest a coordinate, a size or a translation may reach, in points.
        public static let largestCoordinate = 100_000.0
    }

    /// Names of the responder chain above the views, which a view may not take (the log could not tell them
    /// apart).
    static let reservedNames: Set<String> = ["root", "controller", "window", "application"]

    /// True when `bytes` name the scene format (`touch-scene/`) somewhere: a file to read as a scene rather
    /// than as a trace (a dropped or chosen file, a fuzz input).
    public static func namesSceneFormat(_ bytes: [UInt8]) -> Bool {
        let marker = Array("touch-scene/".utf8)
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains {
            bytes[$0] == marker[0] && bytes[$0..<$0 + marker.count].elementsEqual(marker)
        }
    }

    /// Reads a document from a file's bytes; `defaultName` (the file's name without `.json`) names a scene
    /// that does not say its name. Throws ``SceneFileError`` naming the JSON path of the first problem.
    public init(bytes: [UInt8], defaultName: String) throws(SceneFileError) {
        let json: JSONValue
        do {
            guard bytes.count <= Limits.largestFile else {
                throw SceneFileError(
                    location: "", message: "larger than the \(Limits.largestFile / 1024) KB a scene file may be")
            }
            json = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
        } catch let error as JSONParseError {
            let path = JSONPath.locating(offset: error.offset, in: bytes)
            throw SceneFileError(
                location: "\(path) (line \(error.line), column \(error.column))",
                message: "invalid JSON: \(error.message)")
        } catch let error as SceneFileError {
            throw error
        } catch {
            throw SceneFileError(location: "", message: "\(error)")
        }
        try self.init(json: json, defaultName: defaultName)
    }

    /// Reads a document from parsed JSON.
    public init(json: JSONValue, defaultName: String) throws(SceneFileError) {
        // The other file the app reads, given in the wrong place: say which kind it is and where it goes.
        if let name = json.objectValue?.first(where: { $0.0 == "format" })?.1.stringValue,
            name.hasPrefix("touch-trace/")
        {
            throw SceneFileError(
                location: "",
                message: "this is a touch trace (\(name)), not a lesson: play it with --play FILE, "
                    + "or headless with `touch-playground replay FILE --scene NAME`")
        }
        let top = try SceneObjectReader(
            json, at: .root, what: "a scene file",
            keys: [
                "format", "name", "title", "description", "size", "background", "onTouch", "views", "simultaneous",
                "recognizers", "thresholds", "questions",
            ])
        guard let format = top.value("format") else {
            throw SceneObjectReader.error(.root, "missing \"format\": \(quoted(Self.format))")
        }
        guard format.stringValue == Self.format || format.stringValue == Self.questionsFormat else {
            throw top.error(
                "format",
                "unsupported format \(format.serialized()) (expected \(quoted(Self.format)), "
                    + "or \(quoted(Self.questionsFormat)) for a lesson with questions)")
        }
        if top.value("questions") != nil, format.stringValue != Self.questionsFormat {
            throw top.error(
                "questions",
                "questions need \"format\": \(quoted(Self.questionsFormat)) (this file says \(format.serialized()))")
        }
        let name = try top.string("name", maxLength: Limits.longestName) ?? defaultName
        guard !name.isEmpty else { throw top.error("name", "a scene's name cannot be empty") }
        var size: Size?
        if let pair = try top.array("size", maxCount: 2) {
            guard pair.count == 2 else { throw top.error("size", "expected [width, height] in points") }
            let range = 1...TraceFile.largestSide
            size = Size(
                width: try SceneObjectReader.number(pair[0], at: top.path.appending("size").appending(0), in: range),
                height: try SceneObjectReader.number(pair[1], at: top.path.appending("size").appending(1), in: range))
        }

        var reader = SceneTreeReader()
        var root = ViewSpec(name: "root", frame: .fill, background: try reader.color(top, "background") ?? .none)
        root.onTouch = try top.choice("onTouch", of: TouchReaction.self) ?? .log
        root.subviews = try reader.subviews(top, depth: 1)
        root.recognizers = try reader.recognizers(top, photo: nil)
        let simultaneous = try reader.simultaneousGroups(top)
        try reader.checkFailureRequirements()

        self.init(
            name: name, title: try top.string("title") ?? name, description: try top.string("description") ?? "",
            size: size, root: root, simultaneous: simultaneous)
        thresholds = try SceneThresholds(top)
        questions = try Self.questions(top, root: root)
    }
}
