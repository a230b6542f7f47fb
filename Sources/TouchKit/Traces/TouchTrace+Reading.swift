import JSON

extension TouchTrace {
    /// Reads a trace from JSON text, checking everything the format promises: known kinds and phases, every
    /// required field present and finite, times that never go backwards, touches that begin before they move.
    /// Unknown keys are ignored. Errors name the event's index.
    public init(json text: String) throws(TraceError) {
        let file = try TraceFile(bytes: Array(text.utf8))
        var events: [InputEvent] = []
        events.reserveCapacity(file.eventCount)
        file.forEachEvent { events.append($0) }
        self.init(
            size: file.size, description: file.description, events: events, thresholds: file.thresholds,
            scene: file.scene, device: file.device, windowEvents: file.windowEvents)
    }
}

/// Reads events one by one, remembering what it needs to check order (time, touches down).
struct EventReader {
    struct Problem: Error {
        var message: String
    }

    var lastTime = -Double.infinity
    var touchesDown: Set<Int> = []
    /// Whether touch events' `tool`, `pressure`, `size` and `tilt` are read (`touch-trace/2`); a
    /// `touch-trace/1` file's are unknown keys, ignored as before.
    var readsDetails = true
    /// The first problem with those fields, kept apart: it counts only once the file says it is version 2.
    var detailProblem: String?

    mutating func read(_ item: JSONValue) throws(Problem) -> InputEvent {
        guard item.objectValue != nil else { throw Problem(message: "an event must be a JSON object") }
        let time = try number(item, "t")
        guard time >= 0 else { throw Problem(message: "\"t\" must not be negative") }
        guard time >= lastTime else {
            throw Problem(
                message: "time goes backwards (\(JSONValue.format(time)) after \(JSONValue.format(lastTime)))")
        }
        lastTime = time
        let kind = try string(item, "kind")
        switch kind {
        case "touch":
            let id = try integer(item, "id")
            let phase = try enumeration(item, "phase", [TouchPhase.began, .moved, .ended, .cancelled])
            let location = try point(item)
            if phase == .began {
                guard touchesDown.insert(id).inserted else {
                    throw Problem(message: "touch \(id) began while already down")
                }
            } else {
                guard touchesDown.contains(id) else {
                    throw Problem(message: "touch \(id) \(phase == .moved ? "moves" : "ends") before it began")
                }
                if phase.isFinished { touchesDown.remove(id) }
            }
            var details: TouchDetails?
            if readsDetails {
                do throws(Problem) {
                    details = try self.details(item)
                } catch {
                    if detailProblem == nil { detailProblem = error.message }
                }
            }
            return InputEvent(time: time, kind: .touch(id: id, phase: phase, location: location), details: details)
        case "pointer":
            let phase = try enumeration(item, "phase", PointerPhase.allCases)
            let button = phase == .motion && item["button"] == nil ? 0 : try integer(item, "button")
            return InputEvent(
                time: time,
                kind: .pointer(
                    phase: phase, button: button, location: try point(item),
                    modifiers: try modifiers(item)))
        case "pinch":
            let phase = try enumeration(item, "phase", NativeGesturePhase.allCases)
            return InputEvent(
                time: time,
                kind: .pinch(
                    phase: phase, location: try point(item),
                    scale: try number(item, "scale"), angleDelta: try number(item, "angle")))
        case "scroll":
            return InputEvent(
                time: time,
                kind: .scroll(
                    location: try point(item), dx: try number(item, "dx"),
                    dy: try number(item, "dy"), modifiers: try modifiers(item)))
        default:
            throw Problem(
                message:
                    "unknown kind \(JSONValue.string(kind).serialized()) (expected touch, pointer, pinch or scroll)")
        }
    }

    /// A touch event's `tool`, `pressure` (0 to 1), `size` (points) and `tilt` (`[x, y]`, each -1 to 1), or
    /// nil when it has none of them.
    func details(_ item: JSONValue) throws(Problem) -> TouchDetails? {
        guard item["tool"] != nil || item["pressure"] != nil || item["size"] != nil || item["tilt"] != nil else {
            return nil
        }
        var details = TouchDetails()
        if item["tool"] != nil { details.tool = try enumeration(item, "tool", TouchTool.allCases) }
        if item["pressure"] != nil {
            let pressure = try number(item, "pressure")
            guard (0...1).contains(pressure) else { throw Problem(message: "\"pressure\" must be from 0 to 1") }
            details.pressure = pressure
        }
        if item["size"] != nil {
            let size = try number(item, "size")
            guard (0...1000).contains(size) else { throw Problem(message: "\"size\" must be from 0 to 1000 points") }
            details.size = size
        }
        if let tilt = item["tilt"] {
            guard let pair = tilt.arrayValue, pair.count == 2, let x = pair[0].numberValue, let y = pair[1].numberValue,
                (-1...1).contains(x), (-1...1).contains(y)
            else { throw Problem(message: "\"tilt\" must be [x, y], each from -1 to 1") }
            details.tilt = Point(x: x, y: y)
        }
        return details
    }

    func number(_ item: JSONValue, _ key: String) throws(Problem) -> Double {
        guard let value = item[key] else { throw Problem(message: "missing field \"\(key)\"") }
        guard let number = value.numberValue else { throw Problem(message: "\"\(key)\" must be a number") }
        guard number.isFinite else { throw Problem(message: "\"\(key)\" is not a finite number") }
        return number
    }

    func integer(_ item: JSONValue, _ key: String) throws(Problem) -> Int {
        let value = try number(item, key)
        guard value == value.rounded() else { throw Problem(message: "\"\(key)\" must be a whole number") }
        guard abs(value) < 1e15 else {
            throw Problem(message: "\"\(key)\" is too large: at most 15 digits (999999999999999)")
        }
        return Int(value)
    }

    func string(_ item: JSONValue, _ key: String) throws(Problem) -> String {
        guard let value = item[key] else { throw Problem(message: "missing field \"\(key)\"") }
        guard let string = value.stringValue else { throw Problem(message: "\"\(key)\" must be a string") }
        return string
    }

    func point(_ item: JSONValue) throws(Problem) -> Point {
        Point(x: try number(item, "x"), y: try number(item, "y"))
    }

    func enumeration<T: RawRepresentable>(_ item: JSONValue, _ key: String, _ allowed: [T]) throws(Problem) -> T
    where T.RawValue == String {
        let raw = try string(item, key)
        guard let value = allowed.first(where: { $0.rawValue == raw }) else {
            throw Problem(
                message:
                    "unknown \(key) \(JSONValue.string(raw).serialized()) (expected \(allowed.map(\.rawValue).joined(separator: ", ")))"
            )
        }
        return value
    }

    func modifiers(_ item: JSONValue) throws(Problem) -> Modifiers {
        guard let value = item["modifiers"] else { return [] }
        guard let names = value.arrayValue else { throw Problem(message: "\"modifiers\" must be an array of names") }
        var result: Modifiers = []
        for name in names {
            guard let modifier = Modifiers.names.first(where: { $0.0 == name.stringValue })?.1 else {
                throw Problem(message: "unknown modifier \(name.serialized()) (expected alt, shift or ctrl)")
            }
            result.insert(modifier)
        }
        return result
    }
}
