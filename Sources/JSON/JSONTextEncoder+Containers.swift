/// The `Encoder` a value writes itself to: its containers write into the shared ``JSONTextWriter``.
final class TextEncoder: Encoder {
    let writer: JSONTextWriter
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    /// The container this value opened, if it did (asking again gives the same one).
    private var opened: (id: Int, depth: Int, isObject: Bool)?

    init(writer: JSONTextWriter, path: CodingPath) {
        self.writer = writer
        self.path = path
    }

    private func openOnce(object: Bool) -> (id: Int, depth: Int) {
        if let opened, opened.isObject == object, writer.isOpen(opened.id, depth: opened.depth) {
            return (opened.id, opened.depth)
        }
        let frame = writer.openContainer(object: object)
        opened = (frame.id, frame.depth, object)
        return frame
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let frame = openOnce(object: true)
        return KeyedEncodingContainer(
            KeyedTextContainer<Key>(writer: writer, path: path, id: frame.id, depth: frame.depth))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let frame = openOnce(object: false)
        return UnkeyedTextContainer(writer: writer, path: path, id: frame.id, depth: frame.depth)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleTextContainer(writer: writer, path: path)
    }
}

/// An object's members.
struct KeyedTextContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONTextWriter
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }
    let id: Int
    let depth: Int

    mutating func encodeNil(forKey key: Key) throws {
        try writer.startMember(key.stringValue, of: id, depth: depth)
        writer.scalar { $0 += "null".utf8 }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try writer.startMember(key.stringValue, of: id, depth: depth)
        try writer.write(value, at: path.appending(key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        start(key)
        return TextEncoder(writer: writer, path: path.appending(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        start(key)
        return TextEncoder(writer: writer, path: path.appending(key)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { superEncoder(key: TextKey("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(key: key) }

    private func superEncoder(key: any CodingKey) -> any Encoder {
        start(key)
        return TextEncoder(writer: writer, path: path.appending(key))
    }

    /// Starts a member where the caller cannot throw: a misuse is reported at the end instead.
    private func start(_ key: any CodingKey) {
        do {
            try writer.startMember(key.stringValue, of: id, depth: depth)
        } catch {
            writer.report("\(key.stringValue): a container was used after it was closed")
        }
    }
}

/// An array's items.
struct UnkeyedTextContainer: UnkeyedEncodingContainer {
    let writer: JSONTextWriter
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }
    let id: Int
    let depth: Int
    private(set) var count = 0

    init(writer: JSONTextWriter, path: CodingPath, id: Int, depth: Int) {
        (self.writer, self.path, self.id, self.depth) = (writer, path, id, depth)
    }

    mutating func encodeNil() throws {
        try writer.startItem(of: id, depth: depth)
        count += 1
        writer.scalar { $0 += "null".utf8 }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try writer.startItem(of: id, depth: depth)
        count += 1
        try writer.write(value, at: path.appending(TextKey(index: count - 1)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        nextEncoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        nextEncoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { nextEncoder() }

    /// Starts the next item where the caller cannot throw: a misuse is reported at the end instead.
    private mutating func nextEncoder() -> TextEncoder {
        do {
            try writer.startItem(of: id, depth: depth)
        } catch {
            writer.report("an array was used after it was closed")
        }
        count += 1
        return TextEncoder(writer: writer, path: path.appending(TextKey(index: count - 1)))
    }
}

/// One value.
struct SingleTextContainer: SingleValueEncodingContainer {
    let writer: JSONTextWriter
    let path: CodingPath
    var codingPath: [any CodingKey] { path.keys }

    mutating func encodeNil() throws { writer.scalar { $0 += "null".utf8 } }
    mutating func encode(_ value: Bool) throws { writer.scalar { $0 += (value ? "true" : "false").utf8 } }
    mutating func encode(_ value: String) throws { writer.scalar { JSONValue.appendQuoted(value, to: &$0) } }
    mutating func encode(_ value: Double) throws { try writer.write(value, at: path) }
    mutating func encode(_ value: Float) throws {
        guard value.isFinite else { return try writer.write(Double(value), at: path) }
        // A float's own shortest form (0.1, not 0.10000000149011612).
        writer.scalar { $0 += (value == value.rounded() && abs(value) < 1e7 ? String(Int(value)) : "\(value)").utf8 }
    }
    mutating func encode(_ value: Int) throws { integer(value) }
    mutating func encode(_ value: Int8) throws { integer(value) }
    mutating func encode(_ value: Int16) throws { integer(value) }
    mutating func encode(_ value: Int32) throws { integer(value) }
    mutating func encode(_ value: Int64) throws { integer(value) }
    mutating func encode(_ value: UInt) throws { integer(value) }
    mutating func encode(_ value: UInt8) throws { integer(value) }
    mutating func encode(_ value: UInt16) throws { integer(value) }
    mutating func encode(_ value: UInt32) throws { integer(value) }
    mutating func encode(_ value: UInt64) throws { integer(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.write(value, at: path) }

    private func integer(_ value: some BinaryInteger) { writer.scalar { $0 += String(value).utf8 } }
}
