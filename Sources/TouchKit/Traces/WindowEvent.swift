import JSON

/// Something that happened to the window during a recording that is not input to the router but changed
/// what the scene did (`touch-trace/5`'s `window`): a key the scene answered (Escape closed a test, Delete
/// cleared a selection) or the canvas resized (its views laid out again). A replay applies each one between
/// the same two input events as live, so a recording replays as it was made.
///
/// ```swift
/// recorder.note(.key(.escape), at: clock.now)     // after the scene answered Escape
/// trace.windowEvents                              // [WindowEvent(time: 4.2, after: 310, kind: .key(.escape))]
/// ```
public struct WindowEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// A key the scene answered.
        case key(SceneKey)
        /// The canvas became this size, in points.
        case resize(Size)
    }

    /// When, in seconds on the trace's clock (never before the input event it follows).
    public var time: Double
    /// How many of the trace's input events came before it: it is applied after those and before the next.
    public var after: Int
    /// What happened.
    public var kind: Kind

    /// Whether it is a key the scene answered (a replay that keeps its size plays only these).
    public var isKey: Bool {
        if case .key = kind { true } else { false }
    }

    /// The most window events a trace holds: a session's resizes and keys, far past a real one's.
    public static let largestCount = 100_000

    /// Describes one.
    public init(time: Double, after: Int, kind: Kind) {
        (self.time, self.after, self.kind) = (time, after, kind)
    }

    /// The event as the trace writes it: `{"t": 4.2, "after": 310, "key": "escape"}` or
    /// `{"t": 5, "after": 400, "size": [900, 700]}`.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number(time)), ("after", .number(Double(after)))]
        switch kind {
        case .key(let key): members.append(("key", .string(key.rawValue)))
        case .resize(let size): members.append(("size", .array([.number(size.width), .number(size.height)])))
        }
        return .object(members)
    }

    /// Reads a trace's `window` array, checked against its `eventCount` input events: each names one key or
    /// one size, in order of `after` and time. Problems name the window event by its index.
    static func read(_ value: JSONValue, eventCount: Int) throws(TraceError) -> [WindowEvent] {
        guard let items = value.arrayValue else {
            throw TraceError(eventIndex: nil, message: "\"window\" must be an array")
        }
        guard items.count <= largestCount else {
            throw TraceError(eventIndex: nil, message: "\"window\" holds more than \(largestCount) events")
        }
        var read: [WindowEvent] = []
        for (index, item) in items.enumerated() {
            func problem(_ text: String) -> TraceError {
                TraceError(eventIndex: nil, message: "\"window\" event \(index): \(text)")
            }
            guard let time = item["t"]?.numberValue, time.isFinite, time >= 0 else {
                throw problem("\"t\" must be a number of seconds, not negative")
            }
            guard let after = item["after"]?.numberValue, after == after.rounded(), after >= 0,
                after <= Double(eventCount)
            else {
                throw problem("\"after\" must be a whole number of input events, from 0 to \(eventCount)")
            }
            if let last = read.last, Int(after) < last.after || time < last.time {
                throw problem("it comes before the window event ahead of it")
            }
            let kind: Kind
            switch (item["key"], item["size"]) {
            case (let key?, nil):
                guard let name = key.stringValue, let sceneKey = SceneKey(rawValue: name) else {
                    throw problem("\"key\" must be \"escape\" or \"delete\"")
                }
                kind = .key(sceneKey)
            case (nil, let size?):
                guard let read = TraceFile.windowSize(size) else {
                    throw problem("\"size\" must be \(TraceFile.windowSizeRule)")
                }
                kind = .resize(read)
            default:
                throw problem("give a \"key\" or a \"size\"")
            }
            read.append(WindowEvent(time: time, after: Int(after), kind: kind))
        }
        return read
    }
}
