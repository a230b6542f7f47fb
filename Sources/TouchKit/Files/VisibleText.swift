/// Text from a file (a device's name, a lesson's value) made safe to print for a person: every control
/// character becomes a visible escape (`\n`, `\u001b`), so the file can neither split a line nor drive the
/// terminal (an ESC sequence, BEL, a backspace), and every bidirectional control (`\u202e`, the
/// right-to-left override) is escaped too, so the file cannot reorder what is printed after it.
///
/// ```swift
/// VisibleText.escaped("Touch\u{1B}[2J\u{202E}panel")  // "Touch\\u001b[2J\\u202epanel"
/// ```
public enum VisibleText {
    /// `text` with its control and bidirectional-control characters written as escapes; text with none
    /// comes back as it is.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// C0 and C1 controls, DEL, and the marks and embeddings that reorder text (U+061C, U+200E, U+200F,
    /// U+202A…U+202E, U+2066…U+2069).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x061C || value == 0x200E || value == 0x200F
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}
