/// JSON text appended as UTF-8 bytes, for ``JSONTextEncoder``'s writer: the same text as ``JSONValue/format(_:)``
/// and the string quoting give, without a `String` in between.
extension JSONValue {
    /// Appends `s` as a JSON string, quoted and escaped (`"a\"b"` for `a"b`), as UTF-8.
    static func appendQuoted(_ s: String, to out: inout [UInt8]) {
        let quote = UInt8(ascii: "\"")
        out.append(quote)
        var text = s
        text.withUTF8 { utf8 in
            // Names, phases and paths need no escape: appended whole.
            guard utf8.contains(where: needsEscape) else {
                out.append(contentsOf: utf8)
                return
            }
            for byte in utf8 {
                switch byte {
                case quote: out += #"\""#.utf8
                case UInt8(ascii: "\\"): out += #"\\"#.utf8
                case UInt8(ascii: "\n"): out += #"\n"#.utf8
                case UInt8(ascii: "\r"): out += #"\r"#.utf8
                case UInt8(ascii: "\t"): out += #"\t"#.utf8
                case ..<0x20:
                    // The other control characters as \u00XX, in lower-case hex as `String(_:radix:)` gives.
                    let digits = Array("0123456789abcdef".utf8)
                    out += #"\u00"#.utf8
                    out.append(digits[Int(byte >> 4)])
                    out.append(digits[Int(byte & 0xF)])
                default: out.append(byte)  // multi-byte characters pass whole, byte by byte
                }
            }
        }
        out.append(quote)
    }

    /// Whether a byte of UTF-8 text must be escaped in a JSON string: a quote, a backslash, a control character.
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
    }

    /// Appends a number as ``format(_:)`` writes it: a whole number without a fraction, others in their
    /// shortest exact form, `null` for one that is not finite.
    static func appendNumber(_ n: Double, to out: inout [UInt8]) {
        guard n.isFinite else {
            out += "null".utf8
            return
        }
        if n == n.rounded(), abs(n) < 1e15 {
            appendInteger(Int64(n), to: &out)
        } else {
            out += "\(n)".utf8
        }
    }

    /// Appends an integer's decimal digits (`-12` for -12).
    static func appendInteger(_ n: Int64, to out: inout [UInt8]) {
        if n < 0 { out.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int64.min has one too.
        var rest = n.magnitude
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            } while rest > 0
            out.append(contentsOf: buffer[(20 - count)...])
        }
    }
}
