extension JSONValue: Codable {
    /// Reads any JSON value (an object's members in the decoder's key order).
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            self = .object(
                try container.allKeys.map { key in (key.stringValue, try container.decode(JSONValue.self, forKey: key))
                })
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd { items.append(try container.decode(JSONValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Writes the value as it is, an object's members in order; a number that is not finite as `null`, as
    /// ``serialized()`` does (JSON has no infinity).
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .bool(let b):
            var single = encoder.singleValueContainer()
            try single.encode(b)
        case .number(let n):
            var single = encoder.singleValueContainer()
            if n.isFinite { try single.encode(n) } else { try single.encodeNil() }
        case .string(let s):
            var single = encoder.singleValueContainer()
            try single.encode(s)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for (key, value) in members { try container.encode(value, forKey: AnyKey(key)) }
        }
    }

    /// An object's member name, whatever it is.
    private struct AnyKey: CodingKey {
        let stringValue: String
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.init(stringValue) }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
