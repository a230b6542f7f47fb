import FoundationEssentials
import Testing

@testable import JSON

@Suite("JSON text encoder: Codable values straight to text, read back the same")
struct JSONTextEncoderTests {
    struct Point: Codable, Equatable {
        var x: Double
        var y: Double
    }

    enum Mood: String, Codable, Equatable { case calm, busy }

    /// A value with every shape a status file has: nested objects, arrays of objects, optionals, a
    /// dictionary, raw-value enums, integers of several sizes, a float, text that needs escaping.
    struct Everything: Codable, Equatable {
        var name = "quote \" backslash \\ slash / newline \n tab \t bell \u{7} é 😀"
        var count = 42
        var small: Int8 = -7
        var big: UInt64 = .max
        var ratio = 0.1
        var whole = 800.0
        var negative = -2.5e-7
        var float: Float = 0.1
        var flag = true
        var nothing: String? = nil
        var something: Int? = 3
        var points = [Point(x: 1, y: 2), Point(x: -0.5, y: 1e20)]
        var holes: [Double?] = [1, nil, 3]
        var frames: [String: Point] = ["b": Point(x: 0, y: 0), "a": Point(x: 1, y: 1), "c": Point(x: 2, y: 2)]
        var mood = Mood.busy
        var empty: [Int] = []
        var nested: [[String]] = [["a"], [], ["b", "c"]]
        // One member: Foundation's decoder gives an object's members in an order of its own.
        var state = JSONValue.object([("z", .array([.string("x"), .null, .bool(false), .number(1)]))])
    }

    @Test("every kind of value reads back equal through Foundation's decoder")
    func roundTrip() throws {
        let value = Everything()
        let text = try JSONTextEncoder().encode(value)
        let read = try JSONDecoder().decode(Everything.self, from: Data(text.utf8))
        #expect(read == value)
    }

    @Test("compact text: members in declaration order, a dictionary's keys sorted, JSONValue as it is")
    func layout() throws {
        #expect(try JSONTextEncoder().encode(Point(x: 1.5, y: 2)) == #"{"x":1.5,"y":2}"#)
        let value = Everything()
        let text = try JSONTextEncoder().encode(value)
        #expect(text.contains(#""frames":{"a":{"x":1,"y":1},"b":{"x":0,"y":0},"c":{"x":2,"y":2}}"#))
        #expect(text.contains(#""state":{"z":["x",null,false,1]}"#))
        #expect(text.contains(#""holes":[1,null,3]"#))
        #expect(text.contains(#""float":0.1,"#))
        #expect(!text.contains("nothing"))  // an optional left out, as JSONEncoder leaves it
        #expect(text.hasPrefix(#"{"name":"quote \" backslash \\ slash / newline \n tab \t bell \u0007 é 😀","#))
        #expect(try JSONTextEncoder().encode(value) == text)  // the same value, the same text
        #expect(try JSONTextEncoder().encodedBytes(value) == Array(text.utf8))  // for a file: the same bytes
    }

    @Test("numbers and text written as bytes read as JSONValue writes them")
    func sameAsJSONValue() throws {
        let numbers: [Double] = [
            0, -0.0, 1, -1, 800, 0.25, -2.5e-7, 1e15 - 1, 1e15, -1e15 + 1, 123_456_789.125, .pi, 1e300, -1e-300,
        ]
        for number in numbers {
            #expect(try JSONTextEncoder().encode(number) == JSONValue.format(number))
        }
        for integer in [0, -1, 7, Int.max, Int.min, 1_000_000_007] {
            #expect(try JSONTextEncoder().encode(integer) == String(integer))
        }
        let texts = ["", "plain", "quote \" and \\", "\u{1}\u{1f}\u{7f}", "line\r\n\ttab", "é 😀 ∑", "\u{0}"]
        for text in texts {
            #expect(try JSONTextEncoder().encode(text) == JSONValue.string(text).serialized())
            #expect(try JSONValue.parse(JSONTextEncoder().encode(text)).stringValue == text)
        }
    }

    @Test("a number JSON cannot hold throws, naming where it was")
    func nonFinite() {
        for bad in [Double.nan, .infinity, -.infinity] {
            #expect {
                try JSONTextEncoder().encode([Point(x: 0, y: 0), Point(x: 1, y: bad)])
            } throws: { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["Index 1", "y"]
            }
        }
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(Float.nan) }
    }

    /// Written by hand, the way a type with a custom layout uses nested containers and a super encoder.
    struct HandWritten: Encodable {
        enum Keys: String, CodingKey { case size, corners, base, after }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var size = container.nestedContainer(keyedBy: Keys.self, forKey: .size)
            try size.encode(3, forKey: .after)
            var corners = container.nestedUnkeyedContainer(forKey: .corners)
            try corners.encode(1)
            var pair = corners.nestedUnkeyedContainer()
            try pair.encode(2)
            try pair.encode(3)
            try corners.encodeNil()
            _ = container.superEncoder(forKey: .base)  // asked for and left empty: {}
            try container.encode("end", forKey: .after)
        }
    }

    @Test("nested containers are closed when the next member comes; an unused super encoder is {}")
    func nestedContainers() throws {
        let text = try JSONTextEncoder().encode(HandWritten())
        #expect(text == #"{"size":{"after":3},"corners":[1,[2,3],null],"base":{},"after":"end"}"#)
        #expect(throws: Never.self) { try JSONValue.parse(text) }
    }

    /// Writes to a nested container after its parent moved on: broken JSON if it were let through.
    struct Misused: Encodable {
        enum Keys: String, CodingKey { case first, second }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var first = container.nestedUnkeyedContainer(forKey: .first)
            try container.encode(1, forKey: .second)
            try first.encode(2)
        }
    }

    @Test("a container used after it was closed is an error, not broken JSON")
    func misuse() {
        #expect(throws: EncodingError.self) { try JSONTextEncoder().encode(Misused()) }
    }
}
