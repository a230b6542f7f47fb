/// A strict JSON (RFC 8259) reader over UTF-8 bytes that can read a whole document or, for large files, one
/// value at a time: the trace reader walks a trace's `events` array element by element so a million events
/// never sit in memory as one tree. A UTF-8 byte-order mark before the document (Windows' editors save
/// one) is read past, as RFC 8259 allows.
///
/// ```swift
/// var parser = JSONParser(bytes: Array("[1, 2, 3]".utf8))
/// try parser.forEachElement { print($0) }   // 1, 2, 3, one at a time
/// ```
public struct JSONParser {
    /// The document, as UTF-8 bytes.
    public let bytes: [UInt8]
    /// Where the parser stands in ``bytes`` (a byte offset), for a reader that comes back to a place later.
    public var index = 0

    /// A parser at the start of `bytes` (past a byte-order mark).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// An error at the parser's place, with its line and column (both from 1) for the message.
    public func error(_ message: String) -> JSONParseError {
        var line = 1, column = 1
        for byte in bytes[..<min(index, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return JSONParseError(message: message, line: line, column: column, offset: min(index, bytes.count))
    }

    /// Moves past spaces, tabs and line ends.
    public mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0a, 0x0d: index += 1
            default: return
            }
        }
    }

    /// True (and the byte consumed) when the next byte, after any space, is `byte`.
    public mutating func consume(_ byte: UInt8) -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Reads the value at the parser's place (a value nested `depth` levels down: deeper than 512 is refused).
    public mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < 512 else { throw error("nested too deeply") }
        guard index < bytes.count else { throw error("unexpected end of text") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        default: return .number(try number())
        }
    }

    mutating func literal(_ word: String) throws(JSONParseError) {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else {
            throw error("unexpected character")
        }
        index += utf8.count
    }

    mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("expected a key in quotes")
            }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of text in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            throw error("expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of text in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            }
            throw error("expected ',' or ']'")
        }
    }

    /// Reads the string at the parser's place (the parser at its opening quote), escapes decoded.
    public mutating func string() throws(JSONParseError) -> String {
        index += 1
        // Most strings (keys, kinds, phases) have no escape: take them in one piece.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20
        { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return String(decoding: bytes[index..<end], as: UTF8.self)
        }
        // Escaped text is gathered as UTF-8 bytes and made a string once, at its end, so a string of a
        // million escapes costs a million steps (appending to a string's scalars cost a copy each time).
        var text: [UInt8] = []
        text.reserveCapacity(end - index + 16)
        func append(_ scalar: Unicode.Scalar) {
            UTF8.encode(scalar) { text.append($0) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw error("unfinished escape") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escape)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0c)
                case UInt8(ascii: "n"): text.append(0x0a)
                case UInt8(ascii: "r"): text.append(0x0d)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"): append(try unicodeEscape())
                default: throw error("unknown escape")
                }
            case 0..<0x20:
                throw error("control character in a string")
            default:
                text.append(byte)
            }
        }
        throw error("unfinished string")
    }

    /// The scalar of a `\\uXXXX` escape (the `\\u` already read), joining a surrogate pair. A lone or
    /// mismatched surrogate becomes U+FFFD, as lenient readers do, and the text after it is read normally.
    mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let code = try hex4()
        let highSurrogates: ClosedRange<UInt32> = 0xd800...0xdbff, lowSurrogates: ClosedRange<UInt32> = 0xdc00...0xdfff
        if highSurrogates.contains(code), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
        {
            let escapeStart = index
            index += 2
            let low = try hex4()
            if lowSurrogates.contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00))
            {
                return scalar
            }
            index = escapeStart  // not a pair: the second escape is read on its own
        }
        return Unicode.Scalar(code) ?? "\u{fffd}"
    }

    /// Four hexadecimal digits, and nothing else (no sign, no spaces).
    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("bad \\u escape") }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("bad \\u escape")
            }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }

    mutating func number() throws(JSONParseError) -> Double {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = { (b: UInt8) in b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        let intStart = index
        while index < bytes.count, digits(bytes[index]) { index += 1 }
        guard index > intStart else { throw error("unexpected character") }
        if index - intStart > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("leading zero in a number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fraction = index
            while index < bytes.count, digits(bytes[index]) { index += 1 }
            guard index > fraction else { throw error("digits expected after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponent = index
            while index < bytes.count, digits(bytes[index]) { index += 1 }
            guard index > exponent else { throw error("digits expected in the exponent") }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw error("bad number")
        }
        return value
    }
}

extension JSONParser {
    /// Reads an array (the parser at its `[`), handing each element to `body` as it is read, so a large
    /// array never sits in memory whole.
    public mutating func forEachElement(_ body: (JSONValue) -> Void) throws(JSONParseError) {
        index += 1
        if consume(UInt8(ascii: "]")) { return }
        repeat {
            skipSpace()
            body(try value(depth: 1))
            skipSpace()
            guard index < bytes.count else { throw error("unexpected end of text in an array") }
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw error("expected ',' or ']'") }
    }
}
