import JSON

extension LoggedEvent {
    /// The record as the `--log` file's JSON object: `t` and `event` first, then the record's fields.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("t", .number((time * 1e6).rounded() / 1e6))]
        func name(_ s: String?) -> JSONValue { s.map(JSONValue.string) ?? .null }
        switch record {
        case .hitTest(let touch, let input, let point, let view, let path, let visited):
            members.append(("event", .string("hit-test")))
            if let touch { members.append(("touch", .number(Double(touch)))) }
            members += [
                ("input", .string(input)), ("point", .array([.number(point.x), .number(point.y)])),
                ("view", name(view)), ("path", .array(path.map(JSONValue.string))),
                (
                    "visited",
                    .array(
                        visited.map {
                            .object([("view", .string($0.view)), ("verdict", .string($0.verdict.rawValue))])
                        })
                ),
            ]
        case .touches(let phase, let responder, let touches):
            members += [
                ("event", .string("touches")), ("phase", .string(phase.rawValue)),
                ("responder", .string(responder)), ("touches", .array(touches.map { .number(Double($0)) })),
            ]
        case .recognizer(let recognizer, let view, let state, let reason):
            members += [
                ("event", .string("recognizer")), ("recognizer", .string(recognizer)), ("view", name(view)),
                ("state", .string(state.rawValue)),
            ]
            if let reason { members.append(("reason", .string(reason.description))) }
        case .waiting(let recognizer, let view, let others):
            members += [
                ("event", .string("waiting")), ("recognizer", .string(recognizer)), ("view", name(view)),
                ("for", .array(others.map(JSONValue.string))),
            ]
        case .action(let recognizer, let view):
            members += [("event", .string("action")), ("recognizer", .string(recognizer)), ("view", name(view))]
        case .takenAway(let touch, let reason):
            members += [
                ("event", .string("taken-away")), ("touch", .number(Double(touch))),
                ("reason", .string(reason.description)),
            ]
        }
        return .object(members)
    }

    /// One line of JSON Lines.
    public var jsonLine: String { jsonValue.serialized() }
}
