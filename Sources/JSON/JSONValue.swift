/// A JSON document as a value, with objects kept in insertion order so written files are stable and diff
/// well. It reads strict JSON (RFC 8259) and reports where a malformed document went wrong.
///
/// ```swift
/// let value = try JSONValue.parse("{\"format\": \"touch-trace/1\"}")
/// value["format"]?.stringValue // "touch-trace/1"
/// JSONValue.object([("x", .number(1.5))]).serialized() // {"x":1.5}
/// ```
public indirect enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (JSON does not tell integers apart).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order they were written.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// The member named `key` of an object (the last one if repeated); `nil` otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The string, for a string value.
    public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    /// The number, for a number value.
    public var numberValue: Double? { if case .number(let n) = self { n } else { nil } }
    /// The elements, for an array value.
    public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
    /// The members, for an object value.
    public var objectValue: [(String, JSONValue)]? { if case .object(let o) = self { o } else { nil } }
    /// Whether it is `null`: asked of every member a reader takes, so it never serializes the value (as
    /// comparing with `== .null` does, the whole of a large array each time).
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// Compact JSON text on one line.
    public func serialized() -> String {
        var out = ""
        write(to: &out, indent: nil, level: 0)
        return out
    }

    /// Indented JSON text, for files people read.
    public func prettyPrinted() -> String {
        var out = ""
        write(to: &out, indent: "  ", level: 0)
        return out + "\n"
    }

    /// The value indented as ``prettyPrinted()`` indents it when it sits `level` containers deep, with no
    /// line end after it: for a writer that streams a long array's items one by one.
    public func prettyPrinted(level: Int) -> String {
        var out = ""
        write(to: &out, indent: "  ", level: level)
        return out
    }

    private func write(to out: inout String, indent: String?, level: Int) {
        let newline = indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? ""
        let closing = indent.map { "\n" + String(repeating: $0, count: level) } ?? ""
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += Self.format(n)
        case .string(let s): Self.appendQuoted(s, to: &out)
        case .array(let items):
            // Short arrays of numbers (points, frames, transforms) stay on one line.
            let inline = indent == nil || items.allSatisfy { $0.numberValue != nil }
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += inline && indent != nil ? ", " : "," }
                if !inline { out += newline }
                item.write(to: &out, indent: indent, level: level + 1)
            }
            if !inline, !items.isEmpty { out += closing }
            out += "]"
        case .object(let members):
            out += "{"
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out += "," }
                out += newline
                Self.appendQuoted(key, to: &out)
                out += indent == nil ? ":" : ": "
                value.write(to: &out, indent: indent, level: level + 1)
            }
            if !members.isEmpty { out += closing }
            out += "}"
        }
    }

    /// Numbers as JSON: whole numbers without a fraction, others with the shortest exact form
    /// (`JSONValue.format(800)` is `"800"`, `JSONValue.format(0.25)` is `"0.25"`).
    public static func format(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if n == n.rounded(), abs(n) < 1e15 { return String(Int64(n)) }
        return "\(n)"
    }

    /// Appends `s` as a JSON string, quoted and escaped.
    static func appendQuoted(_ s: String, to out: inout String) {
        // Names and phases need no escape: append them whole (the log writes millions).
        if !s.utf8.contains(where: needsEscape) {
            out += "\""
            out += s
            out += "\""
            return
        }
        var bytes: [UInt8] = []
        appendQuoted(s, to: &bytes)
        out += String(decoding: bytes, as: UTF8.self)
    }
}

/// Why JSON text could not be read: the problem and the line and column where it was found.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    /// What is wrong.
    public var message: String
    /// 1-based line.
    public var line: Int
    /// 1-based column.
    public var column: Int
    /// Where the problem was found, in bytes from the start of the text (0 when unknown).
    public var offset = 0

    public var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

extension JSONValue {
    /// Parses JSON text.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the document") }
        return value
    }
}
