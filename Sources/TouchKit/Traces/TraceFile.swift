import JSON

/// A `touch-trace/1` document checked once and then played event by event, for traces too large to hold as a
/// list: only the file's bytes stay in memory, never a tree or an array of its events.
///
/// The first pass (the initializer) reads the whole document and checks everything ``TouchTrace/init(json:)``
/// checks, with the same messages; ``forEachEvent(_:)`` then reads the events again, one at a time.
///
/// ```swift
/// let file = try TraceFile(bytes: Array(text.utf8))
/// file.size        // the window size the trace was recorded at, if it says
/// file.forEachEvent { window.router.handle($0) }
/// ```
public struct TraceFile: Sendable {
    /// The largest window a trace may name, in points on either side (as `replay --size`).
    public static let largestSide = 16384.0
    /// The largest trace file read, in bytes (256 MiB, about three million events): what `replay` and
    /// the window's Open read, and the most `convert` writes.
    public static let largestBytes = 256 * 1024 * 1024

    /// The window size the trace was recorded at, in points, if it says.
    public let size: Size?
    /// What the trace shows, if it says.
    public let description: String?
    /// The thresholds it was recorded under (`touch-trace/3`), if it says.
    public let thresholds: RecordedThresholds?
    /// How many events it has.
    public let eventCount: Int
    /// Whether its touch events carry tool, pressure, size and tilt (a `touch-trace/2` file).
    public let readsDetails: Bool
    /// The scene or lesson it was recorded in (`touch-trace/4`), if it says.
    public let scene: RecordedScene?
    /// The device it was converted from (`touch-trace/4`), if it says.
    public let device: TraceDevice?
    /// Whether the mouse's keys count mid-press (`touch-trace/4`); in an older file, the keys a press
    /// began with hold for all of it, as they were played then.
    public let keysCountMidPress: Bool
    /// What happened to the window between the input events (`touch-trace/5`): keys the scene answered,
    /// resizes.
    public let windowEvents: [WindowEvent]

    private let bytes: [UInt8]
    /// Where the (last) `events` array's `[` is.
    private let eventsOffset: Int

    /// A window size as a trace writes it, `[width, height]` in points, each from 1 to ``largestSide``
    /// (the trace's `size`, a resize's); nil for anything else.
    static func windowSize(_ value: JSONValue) -> Size? {
        guard let pair = value.arrayValue, pair.count == 2, let w = pair[0].numberValue, let h = pair[1].numberValue,
            w.isFinite, h.isFinite, w >= 1, h >= 1, w <= largestSide, h <= largestSide
        else { return nil }
        return Size(width: w, height: h)
    }

    /// What ``windowSize(_:)`` accepts, as the messages say it.
    static let windowSizeRule = "[width, height] in points, each from 1 to 16384"

    /// Reads and checks a document; throws ``TraceError`` naming the event's index where an event is wrong.
    public init(bytes: [UInt8]) throws(TraceError) {
        var parser = JSONParser(bytes: bytes)
        var members: [String: JSONValue] = [:]
        var events: (offset: Int, count: Int, problem: TraceError?, detailProblem: (Int, String)?)?
        do {
            parser.skipSpace()
            guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") else {
                _ = try parser.value(depth: 0)  // a syntax error is reported as such, before the shape
                throw TraceError(eventIndex: nil, message: "a trace must be a JSON object")
            }
            parser.index += 1
            if !parser.consume(UInt8(ascii: "}")) {
                repeat {
                    parser.skipSpace()
                    guard parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "\"") else {
                        throw parser.error("expected a key in quotes")
                    }
                    let keyStart = parser.index
                    let key = try parser.string()
                    guard members[key] == nil else {
                        // The second of two would silently win in most readers: say so instead.
                        parser.index = keyStart
                        throw parser.error("\(JSONValue.string(key).serialized()) is given twice")
                    }
                    guard parser.consume(UInt8(ascii: ":")) else { throw parser.error("expected ':'") }
                    parser.skipSpace()
                    if key == "events", parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "[") {
                        events = try Self.check(&parser)
                        members[key] = .array([])
                    } else {
                        members[key] = try parser.value(depth: 1)
                        if key == "events" { events = nil }
                    }
                } while parser.consume(UInt8(ascii: ","))
                guard parser.consume(UInt8(ascii: "}")) else {
                    throw parser.error(
                        parser.index < bytes.count ? "expected ',' or '}'" : "unexpected end of text in an object")
                }
            }
            parser.skipSpace()
            guard parser.index == bytes.count else { throw parser.error("unexpected text after the document") }
        } catch let error as JSONParseError {
            throw TraceError(eventIndex: nil, message: error.description)
        } catch let error as TraceError {
            throw error
        } catch {
            throw TraceError(eventIndex: nil, message: "\(error)")
        }

        guard let format = members["format"] else { throw TraceError(eventIndex: nil, message: "missing \"format\"") }
        guard let version = TouchTrace.formats.firstIndex(of: format.stringValue ?? "") else {
            // The other file the app reads, given in the wrong place: say which kind it is and where it goes.
            if let name = format.stringValue, name.hasPrefix("touch-scene/") {
                throw TraceError(
                    eventIndex: nil,
                    message: "this is a lesson (\(name)), not a touch trace: open it with --scene-file FILE; "
                        + "a trace plays in it with `touch-playground replay TRACE.json --scene-file FILE`")
            }
            throw TraceError(
                eventIndex: nil,
                message:
                    "unsupported format \(format.serialized()) (expected \(TouchTrace.formats.dropLast().map { "\"\($0)\"" }.joined(separator: ", ")) or \"\(TouchTrace.formats.last!)\")"
            )
        }
        let readsDetails = version >= 1
        self.readsDetails = readsDetails
        if let value = members["size"] {
            guard let read = Self.windowSize(value) else {
                throw TraceError(eventIndex: nil, message: "\"size\" must be \(Self.windowSizeRule)")
            }
            size = read
        } else {
            size = nil
        }
        if let value = members["description"] {
            guard let string = value.stringValue else {
                throw TraceError(eventIndex: nil, message: "\"description\" must be a string")
            }
            description = string
        } else {
            description = nil
        }
        // Read only where the format says they are meant: in an older file the key is unknown, and ignored.
        if version >= 2, let value = members["thresholds"] {
            thresholds = try RecordedThresholds(json: value)
        } else {
            thresholds = nil
        }
        if version >= 3 {
            scene = try RecordedScene.read(scene: members["scene"], sceneFile: members["sceneFile"])
            device = try members["device"].map { value throws(TraceError) in
                try TraceDevice(json: value, readsVersion5: version >= 4)
            }
        } else {
            (scene, device) = (nil, nil)
        }
        keysCountMidPress = version >= 3
        guard members["events"] != nil else { throw TraceError(eventIndex: nil, message: "missing \"events\"") }
        guard let events else { throw TraceError(eventIndex: nil, message: "\"events\" must be an array") }
        if let problem = events.problem { throw problem }
        if readsDetails, let (index, message) = events.detailProblem {
            throw TraceError(eventIndex: index, message: message)
        }
        if version >= 4, let window = members["window"] {
            windowEvents = try WindowEvent.read(window, eventCount: events.count)
        } else {
            windowEvents = []
        }
        self.bytes = bytes
        self.eventsOffset = events.offset
        self.eventCount = events.count
    }

    /// Reads an `events` array (the parser at its `[`) and checks each event, keeping none. A malformed
    /// document throws at once; a well-formed but wrong event is returned as the problem, so that the
    /// document's own problems (a missing format) are reported first, as for a document read whole.
    private static func check(_ parser: inout JSONParser) throws(JSONParseError) -> (
        offset: Int, count: Int, problem: TraceError?, detailProblem: (Int, String)?
    ) {
        let offset = parser.index
        var reader = EventReader()
        var problem: TraceError?
        var detailProblem: (Int, String)?
        var count = 0
        try parser.forEachElement { (item: JSONValue) in
            if problem == nil {
                do throws(EventReader.Problem) {
                    _ = try reader.read(item)
                } catch {
                    problem = TraceError(eventIndex: count, message: error.message)
                }
                if detailProblem == nil, let message = reader.detailProblem { detailProblem = (count, message) }
            }
            count += 1
        }
        return (offset, count, problem, detailProblem)
    }

    /// Calls `body` with each event in order, reading them from the document one at a time.
    public func forEachEvent(_ body: (InputEvent) -> Void) {
        var parser = JSONParser(bytes: bytes)
        parser.index = eventsOffset
        var reader = EventReader()
        reader.readsDetails = readsDetails
        var keys = MouseKeys(countMidPress: keysCountMidPress)
        // Checked by the initializer: neither the syntax nor an event can fail here.
        try? parser.forEachElement { (item: JSONValue) in
            if let event = try? reader.read(item) { body(keys.asPlayed(event)) }
        }
    }
}
