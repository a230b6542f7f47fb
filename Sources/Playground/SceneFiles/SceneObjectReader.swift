import JSON
import TouchKit

/// Reads one JSON object of a scene file strictly: every key must be one the format knows (keys that start
/// with `_` are comments and ignored), no key twice, every value of the right type and range; each error
/// names the value's JSON path.
struct SceneObjectReader {
    let path: JSONPath
    private var members: [String: JSONValue] = [:]

    /// Checks `value` is an object with only `keys` (plus `_comments`).
    init(_ value: JSONValue, at path: JSONPath, what: String, keys: Set<String>) throws(SceneFileError) {
        self.path = path
        guard let object = value.objectValue else { throw Self.error(path, "\(what) must be a JSON object") }
        for (key, member) in object where !key.hasPrefix("_") {
            guard keys.contains(key) else {
                let hint =
                    UIKitNames.answer(for: key, keysHere: keys).map { ": \($0)" }
                    ?? Self.closest(to: key, in: keys).map { " (did you mean \(quoted($0))?)" } ?? ""
                throw Self.error(
                    path.appending(key),
                    "unknown key \(quoted(key)) in \(what)\(hint); known keys: \(keys.sorted().joined(separator: ", "))"
                )
            }
            guard members[key] == nil else { throw Self.error(path.appending(key), "\(quoted(key)) is given twice") }
            members[key] = member
        }
    }

    static func error(_ path: JSONPath, _ message: String) -> SceneFileError {
        SceneFileError(location: path.description, message: message)
    }

    func error(_ key: String, _ message: String) -> SceneFileError {
        Self.error(path.appending(key), message)
    }

    /// The raw value, if given (`null` counts as not given).
    func value(_ key: String) -> JSONValue? {
        guard let value = members[key], !value.isNull else { return nil }
        return value
    }

    func string(_ key: String, maxLength: Int = SceneDocument.Limits.longestText) throws(SceneFileError) -> String? {
        guard let value = value(key) else { return nil }
        guard let text = value.stringValue else { throw error(key, "expected text in quotes, found \(value.kindName)") }
        guard text.count <= maxLength else { throw error(key, "longer than \(maxLength) characters") }
        return text
    }

    func requiredString(_ key: String, maxLength: Int = SceneDocument.Limits.longestText) throws(SceneFileError)
        -> String
    {
        guard let text = try string(key, maxLength: maxLength) else { throw Self.error(path, "missing \(quoted(key))") }
        return text
    }

    func bool(_ key: String) throws(SceneFileError) -> Bool? {
        guard let value = value(key) else { return nil }
        guard case .bool(let flag) = value else { throw error(key, "expected true or false, found \(value.kindName)") }
        return flag
    }

    func number(_ key: String, in range: ClosedRange<Double>, unit: String = "") throws(SceneFileError) -> Double? {
        guard let value = value(key) else { return nil }
        return try Self.number(value, at: path.appending(key), in: range, unit: unit)
    }

    static func number(_ value: JSONValue, at path: JSONPath, in range: ClosedRange<Double>, unit: String = "")
        throws(SceneFileError) -> Double
    {
        guard let number = value.numberValue else { throw error(path, "expected a number, found \(value.kindName)") }
        guard number.isFinite else { throw error(path, "the number is too large to use") }
        guard range.contains(number) else {
            let suffix = unit.isEmpty ? "" : " " + unit
            throw error(
                path,
                "\(number.sceneText) is out of range: expected \(range.lowerBound.sceneText) to \(range.upperBound.sceneText)\(suffix)"
            )
        }
        return number
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(SceneFileError) -> Int? {
        guard let number = try number(key, in: Double(range.lowerBound)...Double(range.upperBound)) else { return nil }
        guard number.rounded() == number else { throw error(key, "expected a whole number, found \(number.sceneText)") }
        return Int(number)
    }

    func array(_ key: String, maxCount: Int) throws(SceneFileError) -> [JSONValue]? {
        guard let value = value(key) else { return nil }
        guard let items = value.arrayValue else { throw error(key, "expected a list in [ ], found \(value.kindName)") }
        guard items.count <= maxCount else { throw error(key, "more than \(maxCount) entries") }
        return items
    }

    /// One of `choices` (their raw values), naming them all when the value is another.
    func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, of type: Choice.Type) throws(SceneFileError)
        -> Choice? where Choice.RawValue == String
    {
        guard let text = try string(key) else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw error(
                key,
                "unknown value \(quoted(text)); expected one of: \(Choice.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return choice
    }

    /// The known key closest to a misspelt one (at most two edits away), for the error's hint.
    static func closest(to key: String, in keys: Set<String>) -> String? {
        let lowered = key.lowercased()
        let ranked = keys.map { ($0, editDistance(lowered, $0.lowercased())) }.filter { $0.1 <= 2 }
        return ranked.min { ($0.1, $0.0) < ($1.1, $1.0) }?.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.prefix(64)), b = Array(b.prefix(64))
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension JSONValue {
    /// What kind of value this is, in words, for errors ("text", "a number").
    var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "true or false"
        case .number: "a number"
        case .string(let text): "the text \(JSONValue.string(String(text.prefix(40))).serialized())"
        case .array: "a list"
        case .object: "an object"
        }
    }
}

/// `text` in double quotes as JSON writes it, so a name or a key with a quote, a newline or a control
/// character in it keeps an error on one line and says exactly what the file holds.
func quoted<Text: StringProtocol>(_ text: Text) -> String {
    JSONValue.string(String(text)).serialized()
}

/// A name as it is when it reads plainly on one line, else ``quoted(_:)``: for lists of names in errors.
func plain(_ name: String) -> String {
    name.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\"" && $0 != "\\" && $0.value != 0x7f }
        ? name : quoted(name)
}

extension Double {
    /// The number as a scene file would write it: whole numbers without a point, others as Swift prints them.
    var sceneText: String {
        if rounded() == self, abs(self) < 1e15 { return String(Int64(self)) }
        return String(self)
    }
}
