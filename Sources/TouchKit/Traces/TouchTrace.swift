import JSON

/// A recorded stream of input in the `touch-trace/1` format: what a test, a lesson or a user's recording
/// replays. Times are seconds from the trace's start; coordinates are window points, origin top left.
///
/// ```swift
/// let trace = try TouchTrace(json: text)
/// let again = try TouchTrace(json: trace.jsonText())   // round-trips
/// ```
public struct TouchTrace: Hashable, Sendable {
    /// The format name of a trace with no touch details, which every reader reads.
    public static let format = "touch-trace/1"
    /// The format name of a trace whose touches carry tool, pressure, size or tilt (optional fields that a
    /// `touch-trace/1` reader would ignore; the version says they are meant).
    public static let formatWithDetails = "touch-trace/2"
    /// The format name of a trace that carries the thresholds it was judged by (an older reader would
    /// replay it under its own and misjudge it, so it is refused there by name).
    public static let formatWithThresholds = "touch-trace/3"
    /// The format name of a trace that says where it was made (its scene or lesson, its device), or whose
    /// mouse keys change while a button is down (they count mid-drag in this version only; an older reader
    /// would replay such a drag otherwise).
    public static let formatWithOrigin = "touch-trace/4"
    /// The format name of a trace that holds what happened to the window between its input events (keys the
    /// scene answered, resizes: ``WindowEvent``), the display's refresh rate or the device's axes: an older
    /// reader would replay it without them, and the scene would not do what it did.
    public static let formatWithWindow = "touch-trace/5"
    /// The formats read, oldest first.
    public static let formats = [format, formatWithDetails, formatWithThresholds, formatWithOrigin, formatWithWindow]

    /// The format this trace is written in, the lowest that holds it: version 5 when it has window events or
    /// its device names the display's refresh rate or its axes, else version 4 when it names its scene, lesson or device
    /// or its mouse keys change mid-press, else version 3 when it carries thresholds, else version 2 when
    /// some touch has details, else version 1.
    public var formatName: String {
        if !windowEvents.isEmpty || device?.refreshRate != nil || device?.axes.isEmpty == false {
            return Self.formatWithWindow
        }
        if scene != nil || device != nil || MouseKeys.changeMidPress(events) { return Self.formatWithOrigin }
        if thresholds != nil { return Self.formatWithThresholds }
        return events.contains { $0.details != nil } ? Self.formatWithDetails : Self.format
    }

    /// The window size the trace was recorded in, in points, if known.
    public var size: Size?
    /// What the trace shows, for people.
    public var description: String?
    /// The input, in time order.
    public var events: [InputEvent]
    /// The thresholds it was judged by when it was recorded, if it says (`touch-trace/3`).
    public var thresholds: RecordedThresholds?
    /// The scene or lesson it was recorded in, if it says (`touch-trace/4`): where it replays by default.
    public var scene: RecordedScene?
    /// The device it was converted from, if it says (`touch-trace/4`).
    public var device: TraceDevice?
    /// What happened to the window between the input events (`touch-trace/5`): keys the scene answered,
    /// resizes; a replay applies them where they happened.
    public var windowEvents: [WindowEvent]

    /// Creates a trace.
    public init(
        size: Size? = nil, description: String? = nil, events: [InputEvent] = [], thresholds: RecordedThresholds? = nil,
        scene: RecordedScene? = nil, device: TraceDevice? = nil, windowEvents: [WindowEvent] = []
    ) {
        self.windowEvents = windowEvents
        self.size = size
        self.description = description
        self.events = events
        self.thresholds = thresholds
        self.scene = scene
        self.device = device
    }

    /// The members before `events`, keys in the documented order.
    private var headerMembers: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = []
        if let size { members.append(("size", .array([.number(size.width), .number(size.height)]))) }
        if let description { members.append(("description", .string(description))) }
        if let thresholds { members.append(("thresholds", thresholds.jsonValue)) }
        if let scene { members.append(scene.jsonMember) }
        if let device { members.append(("device", device.jsonValue)) }
        if !windowEvents.isEmpty { members.append(("window", .array(windowEvents.map(\.jsonValue)))) }
        return members
    }

    /// The trace's text up to and including the `[` of its events, as ``jsonText()`` writes it, in
    /// `format` (``formatName`` unless told): for a writer that streams the events after it.
    public func jsonHeader(format: String? = nil) -> String {
        var text = "{\n  \"format\": \"\(format ?? formatName)\""
        for (key, value) in headerMembers {
            // The size as people write it, `[800, 600]`, as every version has written it.
            let written = size.map { "[\(JSONValue.format($0.width)), \(JSONValue.format($0.height))]" }
            text += ",\n  \"\(key)\": " + (key == "size" ? written ?? "" : value.serialized())
        }
        return text + ",\n  \"events\": ["
    }

    /// The trace as a JSON value, keys in the documented order.
    public var jsonValue: JSONValue {
        .object([("format", .string(formatName))] + headerMembers + [("events", .array(events.map(Self.json(for:))))])
    }

    /// The trace as indented JSON text, one event per line.
    public func jsonText() -> String {
        var text = jsonHeader()
        for (i, event) in events.enumerated() {
            text += (i == 0 ? "\n    " : ",\n    ") + Self.json(for: event).serialized()
        }
        text += events.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// One event as the trace format writes it, for writers that stream a trace event by event:
    /// `TouchTrace.json(for: event).serialized()` is the event's line in ``jsonText()``.
    public static func json(for event: InputEvent) -> JSONValue {
        func point(_ p: Point) -> [(String, JSONValue)] { [("x", .number(p.x)), ("y", .number(p.y))] }
        func modifiers(_ m: Modifiers) -> [(String, JSONValue)] {
            m.isEmpty ? [] : [("modifiers", .array(Modifiers.names.filter { m.contains($0.1) }.map { .string($0.0) }))]
        }
        var members: [(String, JSONValue)] = [("t", .number(event.time))]
        switch event.kind {
        case .touch(let id, let phase, let location):
            members += [("kind", .string("touch")), ("id", .number(Double(id))), ("phase", .string(phase.rawValue))]
            members += point(location)
            if let details = event.details {
                members.append(("tool", .string(details.tool.rawValue)))
                if let pressure = details.pressure { members.append(("pressure", .number(pressure))) }
                if let size = details.size { members.append(("size", .number(size))) }
                if let tilt = details.tilt { members.append(("tilt", .array([.number(tilt.x), .number(tilt.y)]))) }
            }
        case .pointer(let phase, let button, let location, let m):
            members += [("kind", .string("pointer")), ("phase", .string(phase.rawValue))]
            if phase != .motion || button != 0 { members.append(("button", .number(Double(button)))) }
            members += point(location) + modifiers(m)
        case .pinch(let phase, let location, let scale, let angle):
            members += [("kind", .string("pinch")), ("phase", .string(phase.rawValue))] + point(location)
            members += [("scale", .number(scale)), ("angle", .number(angle))]
        case .scroll(let location, let dx, let dy, let m):
            members += [("kind", .string("scroll"))] + point(location)
            members += [("dx", .number(dx)), ("dy", .number(dy))] + modifiers(m)
        }
        return .object(members)
    }
}

/// Why a trace could not be read: one line naming the event (by index, from 0) and the problem.
public struct TraceError: Error, Equatable, CustomStringConvertible {
    /// The index of the offending event in `events`, or `nil` for a problem with the whole document.
    public var eventIndex: Int?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(eventIndex: Int?, message: String) {
        self.eventIndex = eventIndex
        self.message = message
    }

    public var description: String {
        eventIndex.map { "event \($0): \(message)" } ?? message
    }
}
