/// Encodes an `Encodable` value straight to compact JSON text, in one pass: for values written many times
/// a second (the window's status file, about 4 KB ten times a second), where Foundation's `JSONEncoder`,
/// which builds a tree of the whole value first, took 0.36 ms a write.
///
/// Members come in the order the value encodes them (a synthesized `Codable` type's declaration order);
/// a dictionary with `String` keys is written with its keys sorted, so the same value always gives the
/// same text. A ``JSONValue`` is written as it is, as ``JSONValue/serialized()`` writes it. A number that
/// is not finite throws `EncodingError.invalidValue`, as `JSONEncoder` does; a value that encodes nothing
/// is `{}`.
///
/// ```swift
/// struct Frame: Codable { var x = 1.5, y = 2.0 }
/// try JSONTextEncoder().encode(Frame())  // {"x":1.5,"y":2}
/// ```
public struct JSONTextEncoder: Sendable {
    /// Creates an encoder.
    public init() {}

    /// The JSON text of `value`, on one line.
    public func encode<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try encodedBytes(value), as: UTF8.self)
    }

    /// The JSON text of `value`, on one line, as UTF-8 bytes: for a file, which needs no `String` made (and
    /// checked) first.
    ///
    /// ```swift
    /// let bytes = try JSONTextEncoder().encodedBytes(["x": 1])  // {"x":1}, 7 bytes
    /// ```
    public func encodedBytes<T: Encodable>(_ value: T) throws -> [UInt8] {
        let writer = JSONTextWriter()
        try writer.write(value, at: .root)
        try writer.finish()
        return writer.bytes
    }
}

/// The text being written, and the objects and arrays open in it, innermost last.
///
/// Containers are written as they are asked for: a container's members go straight into the text, and a
/// container is closed when a member of one around it (or the end) comes next. A container used again
/// after that is a misuse the encoder reports rather than writing broken JSON.
final class JSONTextWriter {
    /// An open object or array.
    struct Frame {
        var isObject: Bool
        var isEmpty = true
        let id: Int
    }

    /// The UTF-8 text written so far: bytes, not a `String`, whose every append checks the text's uniqueness,
    /// capacity and ASCII-ness (writing the window's status 3,000 times in a row, its encoding took 0.13 to
    /// 0.15 ms a write instead of 0.16).
    private(set) var bytes: [UInt8] = []
    private(set) var open: [Frame] = []
    /// Whether a member's name (or an array's comma) was written and its value not yet.
    private var awaitsValue = true
    private var nextID = 0
    /// The first misuse seen, thrown at the end (a nested container's creation cannot throw).
    private var misuse: EncodingError?

    init() { bytes.reserveCapacity(8192) }

    // MARK: Values

    /// Writes one value where a value is awaited.
    func write<T: Encodable>(_ value: T, at path: CodingPath) throws {
        // The common leaves go straight to text, without an encoder (a type's identity is compared, which
        // costs less than a cast that fails).
        if T.self == String.self {
            scalar { JSONValue.appendQuoted(unsafeBitCast(value, to: String.self), to: &$0) }
        } else if T.self == Double.self {
            try write(unsafeBitCast(value, to: Double.self), at: path)
        } else if T.self == Int.self {
            scalar { JSONValue.appendInteger(Int64(unsafeBitCast(value, to: Int.self)), to: &$0) }
        } else if T.self == Bool.self {
            scalar { $0 += (unsafeBitCast(value, to: Bool.self) ? "true" : "false").utf8 }
        } else if T.self == JSONValue.self {
            scalar { $0 += unsafeBitCast(value, to: JSONValue.self).serialized().utf8 }
        } else if let dictionary = value as? any StringKeyedEncodable {
            try dictionary.writeSorted(to: self, at: path)
        } else {
            try value.encode(to: TextEncoder(writer: self, path: path))
        }
    }

    func write(_ number: Double, at path: CodingPath) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(
                number, .init(codingPath: path.keys, debugDescription: "JSON has no number \(number)"))
        }
        scalar { JSONValue.appendNumber(number, to: &$0) }
    }

    /// Writes a value's text where a value is awaited (a second value for the same place is dropped).
    func scalar(_ append: (inout [UInt8]) -> Void) {
        guard awaitsValue else { return }
        awaitsValue = false
        append(&bytes)
    }

    // MARK: Containers

    /// Opens an object or an array where a value is awaited; returns its frame's id and its depth.
    func openContainer(object: Bool) -> (id: Int, depth: Int) {
        if !awaitsValue { report("a second value was written for the same place") }
        awaitsValue = false
        bytes.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        nextID += 1
        open.append(Frame(isObject: object, id: nextID))
        return (nextID, open.count)
    }

    /// Starts the next member of the object `id` at `depth` (its name, then its value is awaited).
    func startMember(_ key: String, of id: Int, depth: Int) throws {
        try startItem(of: id, depth: depth)
        JSONValue.appendQuoted(key, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Starts the next item of the container `id` at `depth`: closes what is open inside it, adds a comma.
    func startItem(of id: Int, depth: Int) throws {
        guard depth <= open.count, open[depth - 1].id == id else {
            throw EncodingError.invalidValue(
                id, .init(codingPath: [], debugDescription: "a container was used after it was closed"))
        }
        close(downTo: depth)
        if awaitsValue { bytes += "{}".utf8 }  // the last member's value was never written
        if !open[depth - 1].isEmpty { bytes.append(UInt8(ascii: ",")) }
        open[depth - 1].isEmpty = false
        awaitsValue = true
    }

    /// Whether the container `id` at `depth` is still open.
    func isOpen(_ id: Int, depth: Int) -> Bool { depth <= open.count && open[depth - 1].id == id }

    /// Closes the containers deeper than `depth`, writing `{}` for a value that wrote nothing.
    func close(downTo depth: Int) {
        while open.count > depth {
            if awaitsValue { bytes += "{}".utf8 }
            awaitsValue = false
            bytes.append(open.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// Closes everything; throws the first misuse seen.
    func finish() throws {
        close(downTo: 0)
        if awaitsValue { bytes += "{}".utf8 }
        awaitsValue = false
        if let misuse { throw misuse }
    }

    func report(_ problem: String) {
        if misuse == nil { misuse = .invalidValue(problem, .init(codingPath: [], debugDescription: problem)) }
    }
}

/// A dictionary whose keys are strings, written with its keys sorted.
protocol StringKeyedEncodable {
    func writeSorted(to writer: JSONTextWriter, at path: CodingPath) throws
}

extension Dictionary: StringKeyedEncodable where Key == String, Value: Encodable {
    func writeSorted(to writer: JSONTextWriter, at path: CodingPath) throws {
        let (id, depth) = writer.openContainer(object: true)
        for key in keys.sorted() {
            try writer.startMember(key, of: id, depth: depth)
            try writer.write(self[key]!, at: path.appending(TextKey(key)))
        }
    }
}

/// A member's name or an item's index, for coding paths.
struct TextKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(_ string: String) { (stringValue, intValue) = (string, nil) }
    init(index: Int) { (stringValue, intValue) = ("Index \(index)", index) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(index: intValue) }
}

/// Where a value lies, made into the `codingPath` array only when asked (an error, or a value that reads
/// it): building an array for every member cost more than writing the member.
final class CodingPath {
    /// The top-level value's path.
    static var root: CodingPath { CodingPath(parent: nil, key: nil) }
    private let parent: CodingPath?
    private let key: (any CodingKey)?

    private init(parent: CodingPath?, key: (any CodingKey)?) { (self.parent, self.key) = (parent, key) }

    /// The path one member or item further.
    func appending(_ key: any CodingKey) -> CodingPath { CodingPath(parent: self, key: key) }

    /// The keys from the top-level value down.
    var keys: [any CodingKey] {
        var keys: [any CodingKey] = []
        var node: CodingPath? = self
        while let current = node, let key = current.key {
            keys.append(key)
            node = current.parent
        }
        return keys.reversed()
    }
}
