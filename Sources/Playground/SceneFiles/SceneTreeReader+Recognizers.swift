import JSON
import TouchKit

extension SceneTreeReader {
    static let recognizerKeys: Set<String> = [
        "name", "kind", "taps", "touches", "minimumTouches", "maximumTouches", "duration", "movement",
        "direction", "edges", "requireToFail", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded",
        "does",
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
        guard let kind = RecognizerKinds.named(kindName) else {
            throw object.error(
                "kind",
                "unknown kind \(quoted(kindName))\(UIKitNames.kindAnswer(for: kindName).map { ": \($0)" } ?? ""); "
                    + "expected one of: \(RecognizerKinds.all.map(\.name).sorted().joined(separator: ", "))"
            )
        }
        for key in RecognizerKinds.everyKey.subtracting(kind.keys) where object.value(key) != nil {
            throw object.error(key, "a \(kindName) recognizer has no \(quoted(key))")
        }
        var spec = RecognizerSpec(name: name, kind: try kind.read(object))
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

    static let directions: [(String, SwipeDirection)] = [
        ("right", .right), ("left", .left), ("up", .up), ("down", .down),
    ]
    static let edges: [(String, RectEdge)] = [("left", .left), ("right", .right), ("top", .top), ("bottom", .bottom)]

    /// `key`'s value in `object`, one name (`"left"`) or a list of them (`["left", "right"]`) joined into an
    /// option set; nil when it is not given.
    static func options<Options: OptionSet>(
        _ object: SceneObjectReader, _ key: String, from table: [(String, Options)]
    ) throws(SceneFileError) -> Options? where Options.Element == Options {
        guard let value = object.value(key) else { return nil }
        return try options(value, at: object.path.appending(key), from: table)
    }

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
