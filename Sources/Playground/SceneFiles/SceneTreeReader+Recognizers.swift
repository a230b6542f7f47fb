import TouchKit

extension SceneTreeReader {
    static let recognizerKeys: Set<String> = [
        "name", "kind", "taps", "touches", "minimumTouches", "maximumTouches", "duration", "movement",
        "direction", "edges", "requireToFail", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "does",
    ]

    /// Which keys each kind takes besides the common ones, so a parameter given to the wrong kind is an error.
    static let kindKeys: [String: Set<String>] = [
        "tap": ["taps", "touches"], "long-press": ["touches", "taps", "duration", "movement"],
        "pan": ["minimumTouches", "maximumTouches"], "swipe": ["direction", "touches"],
        "screen-edge-pan": ["edges"], "pinch": [], "rotation": [],
    ]

    /// The recognizers listed under `"recognizers"` of a view (`photo`: the view's photo, for the photo effects).
    mutating func recognizers(_ parent: SceneObjectReader, photo: String?) throws(SceneFileError) -> [RecognizerSpec] {
        guard let items = try parent.array("recognizers", maxCount: SceneDocument.Limits.mostRecognizers) else {
            return []
        }
        var specs: [RecognizerSpec] = []
        for (index, item) in items.enumerated() {
            let path = parent.path.appending("recognizers").appending(index)
            specs.append(try recognizer(item, at: path, photo: photo))
        }
        return specs
    }

    private mutating func recognizer(_ value: JSONValue, at path: JSONPath, photo: String?) throws(SceneFileError)
        -> RecognizerSpec
    {
        let object = try SceneObjectReader(value, at: path, what: "a recognizer", keys: Self.recognizerKeys)
        let name = try object.requiredString("name", maxLength: SceneDocument.Limits.longestName)
        guard !name.isEmpty else { throw object.error("name", "a recognizer's name cannot be empty") }
        if let first = recognizerPaths[name] {
            throw object.error("name", "another recognizer is already called \(quoted(name)) (at \(first))")
        }
        guard recognizerPaths.count < SceneDocument.Limits.mostRecognizers else {
            throw SceneObjectReader.error(
                path, "more than \(SceneDocument.Limits.mostRecognizers) recognizers in one scene")
        }
        recognizerPaths[name] = path
        let kindName = try object.requiredString("kind", maxLength: 40)
        guard let allowed = Self.kindKeys[kindName] else {
            throw object.error(
                "kind",
                "unknown kind \(quoted(kindName))\(UIKitNames.kindAnswer(for: kindName).map { ": \($0)" } ?? ""); "
                    + "expected one of: \(Self.kindKeys.keys.sorted().joined(separator: ", "))"
            )
        }
        for key in Self.kindKeys.values.reduce(Set(), { $0.union($1) }).subtracting(allowed)
        where object.value(key) != nil {
            throw object.error(key, "a \(kindName) recognizer has no \(quoted(key))")
        }
        var spec = RecognizerSpec(name: name, kind: try Self.kind(kindName, object))
        spec.cancelsTouchesInView = try object.bool("cancelsTouchesInView") ?? true
        spec.delaysTouchesBegan = try object.bool("delaysTouchesBegan") ?? false
        spec.delaysTouchesEnded = try object.bool("delaysTouchesEnded") ?? true
        spec.effect = try object.choice("does", of: RecognizerEffect.self) ?? .log
        try Self.check(spec.effect, of: spec.kind, photo: photo, object)
        var targets: [(String, JSONPath)] = []
        let requirePath = path.appending("requireToFail")
        if let single = object.value("requireToFail")?.stringValue {
            targets.append((single, requirePath))
        } else if let list = try object.array("requireToFail", maxCount: SceneDocument.Limits.mostRecognizers) {
            for (index, item) in list.enumerated() {
                guard let target = item.stringValue else {
                    throw SceneObjectReader.error(
                        requirePath.appending(index), "expected a recognizer's name, found \(item.kindName)")
                }
                targets.append((target, requirePath.appending(index)))
            }
        }
        spec.requiresToFail = targets.map(\.0)
        requirements.append((name, targets))
        return spec
    }

    private static func kind(_ name: String, _ object: SceneObjectReader) throws(SceneFileError) -> RecognizerSpec.Kind
    {
        switch name {
        case "tap":
            return .tap(
                taps: try object.integer("taps", in: 1...10), touches: try object.integer("touches", in: 1...10))
        case "long-press":
            return .longPress(
                touches: try object.integer("touches", in: 1...10), taps: try object.integer("taps", in: 0...10),
                duration: try object.number("duration", in: 0...60, unit: "seconds"),
                movement: try object.number("movement", in: 0...SceneDocument.Limits.largestCoordinate, unit: "points"))
        case "pan":
            let minimum = try object.integer("minimumTouches", in: 1...20)
            let maximum = try object.integer("maximumTouches", in: 1...20)
            if let minimum, let maximum, maximum < minimum {
                throw object.error("maximumTouches", "fewer than minimumTouches (\(minimum))")
            }
            return .pan(minimumTouches: minimum, maximumTouches: maximum)
        case "swipe":
            var direction: SwipeDirection?
            if let value = object.value("direction") {
                direction = try options(value, at: object.path.appending("direction"), from: Self.directions)
            }
            return .swipe(direction: direction, touches: try object.integer("touches", in: 1...10))
        case "screen-edge-pan":
            var edges: RectEdge?
            if let value = object.value("edges") {
                edges = try options(value, at: object.path.appending("edges"), from: Self.edges)
            }
            return .screenEdgePan(edges: edges)
        case "pinch": return .pinch
        default: return .rotation
        }
    }

    static let directions: [(String, SwipeDirection)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
    static let edges: [(String, RectEdge)] = [("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom)]

    /// One name (`"left"`) or a list of them (`["left", "right"]`), joined into an option set.
    private static func options<Options: OptionSet>(
        _ value: JSONValue, at path: JSONPath, from table: [(String, Options)]
    ) throws(SceneFileError) -> Options where Options.Element == Options {
        let items = value.arrayValue ?? [value]
        guard !items.isEmpty, items.count <= table.count else {
            throw SceneObjectReader.error(
                path, "expected one of \(table.map(\.0).joined(separator: ", ")), or a list of them")
        }
        var result: Options = []
        for (index, item) in items.enumerated() {
            let itemPath = value.arrayValue == nil ? path : path.appending(index)
            guard let text = item.stringValue, let option = table.first(where: { $0.0 == text })?.1 else {
                throw SceneObjectReader.error(
                    itemPath,
                    "unknown value \(item.serialized().prefix(40)); expected one of: \(table.map(\.0).joined(separator: ", "))"
                )
            }
            result.insert(option)
        }
        return result
    }

    /// An effect must suit its recognizer: moving needs a pan, a photo effect a photo.
    private static func check(
        _ effect: RecognizerEffect, of kind: RecognizerSpec.Kind, photo: String?, _ object: SceneObjectReader
    ) throws(SceneFileError) {
        let fits: Bool
        switch (effect, kind) {
        case (.log, _), (.recolor, _): fits = true
        case (.move, .pan), (.move, .screenEdgePan), (.scale, .pinch), (.rotate, .rotation): fits = true
        case (.nextPhoto, _), (.previousPhoto, _):
            guard photo != nil else {
                throw object.error("does", "\(quoted(effect.rawValue)) needs a view with a \"photo\"")
            }
            fits = true
        default: fits = false
        }
        guard fits else {
            let needs =
                ["move": "a pan or screen-edge-pan", "scale": "a pinch", "rotate": "a rotation"][effect.rawValue]
                ?? "another"
            throw object.error("does", "\(quoted(effect.rawValue)) needs \(needs) recognizer, not a \(kind.name)")
        }
    }

    /// `"simultaneous"`: lists of two or more recognizer names that may recognize at once.
    func simultaneousGroups(_ top: SceneObjectReader) throws(SceneFileError) -> [[String]] {
        guard let groups = try top.array("simultaneous", maxCount: SceneDocument.Limits.mostRecognizers) else {
            return []
        }
        var result: [[String]] = []
        for (index, group) in groups.enumerated() {
            let path = top.path.appending("simultaneous").appending(index)
            guard let names = group.arrayValue, names.count >= 2 else {
                throw SceneObjectReader.error(
                    path, "expected a list of two or more recognizer names, like [\"pinch\", \"rotation\"]")
            }
            var members: [String] = []
            for (position, item) in names.enumerated() {
                guard let name = item.stringValue, recognizerPaths[name] != nil else {
                    throw SceneObjectReader.error(
                        path.appending(position),
                        "no recognizer is called \(item.serialized().prefix(70))\(knownRecognizers)")
                }
                members.append(name)
            }
            result.append(members)
        }
        return result
    }

    /// Every `requireToFail` names a recognizer there is, not itself, and no chain of them comes back round.
    func checkFailureRequirements() throws(SceneFileError) {
        var graph: [String: [String]] = [:]
        for (name, targets) in requirements {
            for (target, path) in targets {
                guard recognizerPaths[target] != nil else {
                    throw SceneObjectReader.error(
                        path, "no recognizer is called \(quoted(target.prefix(70)))\(knownRecognizers)")
                }
                guard target != name else {
                    throw SceneObjectReader.error(path, "\(quoted(name)) cannot wait for itself to fail")
                }
                graph[name, default: []].append(target)
            }
        }
        // Depth first, in document order; a name met again on the current path closes a cycle.
        var finished = Set<String>()
        for (start, targets) in requirements where !finished.contains(start) {
            var path: [String] = [start]
            var stack: [(name: String, next: Int)] = [(start, 0)]
            var onPath: Set<String> = [start]
            while let top = stack.last {
                let successors = graph[top.name] ?? []
                if top.next < successors.count {
                    stack[stack.count - 1].next += 1
                    let next = successors[top.next]
                    if onPath.contains(next) {
                        let cycle = path[path.firstIndex(of: next)!...] + [next]
                        let reported =
                            targets.isEmpty ? recognizerPaths[start]!.appending("requireToFail") : targets[0].1
                        throw SceneObjectReader.error(
                            reported,
                            "the failure requirements go round in a cycle (\(cycle.map(plain).joined(separator: " waits for "))): none of them could ever recognize"
                        )
                    }
                    if !finished.contains(next) {
                        stack.append((next, 0))
                        path.append(next)
                        onPath.insert(next)
                    }
                } else {
                    finished.insert(top.name)
                    onPath.remove(top.name)
                    path.removeLast()
                    stack.removeLast()
                }
            }
        }
    }

    private var knownRecognizers: String {
        let names = recognizerPaths.keys.sorted().map(plain)
        guard !names.isEmpty else { return " (the scene has no recognizers)" }
        return " (recognizers: \(names.prefix(20).joined(separator: ", "))\(names.count > 20 ? ", …" : ""))"
    }
}
