import Testing

@testable import JSON

@Suite("JSON reader: strings, escapes and malformed input")
struct JSONParserTests {
    private func string(_ json: String) throws -> String? {
        try JSONValue.parse(json).stringValue
    }

    @Test("a surrogate pair is one character; plain strings and simple escapes read as written")
    func wellFormed() throws {
        #expect(try string(#""\ud83d\ude00""#) == "😀")
        #expect(try string(#""plain ASCII and ünïcode""#) == "plain ASCII and ünïcode")
        #expect(try string(#""a\"b\\c\/d\n\t\u00e9""#) == "a\"b\\c/d\n\té")
    }

    @Test(
        "a malformed surrogate is U+FFFD, never a trap, and the text after it still reads",
        arguments: [
            (#""\ud800""#, "\u{fffd}"),  // a high surrogate alone at the end
            (#""\ud800x""#, "\u{fffd}x"),  // followed by a letter
            (#""\udc00""#, "\u{fffd}"),  // a low surrogate alone
            (#""\ud800\u0041""#, "\u{fffd}A"),  // high, then an escape that is not a low surrogate
            (#""\ud800\ud800\udc00""#, "\u{fffd}𐀀"),  // high, then a proper pair
            (#""\udbff\udfff""#, "\u{10ffff}"),  // the last pair there is
        ])
    func malformedSurrogates(json: String, expected: String) throws {
        #expect(try string(json) == expected)
    }

    @Test(
        "a \\u escape takes exactly four hexadecimal digits",
        arguments: [#""\u+123""#, #""\u12""#, #""\u 123""#, #""\uzzzz""#])
    func badHex(json: String) {
        #expect(throws: JSONParseError.self) { try JSONValue.parse(json) }
    }

    @Test("control characters and unfinished strings are errors with a line and column")
    func errors() {
        #expect(throws: JSONParseError.self) { try JSONValue.parse("\"a\u{01}b\"") }
        do {
            _ = try JSONValue.parse("{\n  \"a\": \"unfinished")
            Issue.record("an unfinished string was read")
        } catch {
            #expect(error.line == 2)
            #expect(error.message == "unfinished string")
        }
    }

    @Test("a 4 MB string made of escapes reads in one pass, every escape decoded (it took 71 s when quadratic)")
    func manyEscapes() throws {
        let pieces = [#"\n"#, #"\""#, #"\u00e9"#, "x", #"\ud83d\ude00"#, #"\\"#]
        let decoded = ["\n", "\"", "é", "x", "😀", "\\"]
        var text = "\"", expected = ""
        var index = 0
        while text.utf8.count < 4 << 20 {
            text += pieces[index % pieces.count]
            expected += decoded[index % decoded.count]
            index += 1
        }
        text += "\""
        let start = ContinuousClock.now
        let value = try JSONValue.parse(text)
        #expect(value.stringValue == expected)
        // About 0.05 s in a debug build; the bound only catches a return to quadratic time.
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test("null is told apart from every other value, nested or empty ones too")
    func null() throws {
        #expect(try JSONValue.parse("null").isNull)
        for text in ["0", "false", #""""#, #""null""#, "[]", "[null]", "{}", #"{"a": null}"#] {
            #expect(try !JSONValue.parse(text).isNull, "\(text)")
        }
    }
}
