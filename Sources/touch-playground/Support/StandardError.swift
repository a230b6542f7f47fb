import FoundationEssentials
import Glibc

/// Writes messages for people to standard error, one line each. Text from files (a lesson's photo name, a
/// trace's value) may hold line breaks and terminal escapes: every control character is written as a visible
/// escape (`\n`, `\u001b`), so a file can neither split a message nor write to the terminal.
enum StandardError {
    static func write(_ line: String) {
        _ = FileDescriptorWriter.writeAll(Array((escaped(line) + "\n").utf8), to: STDERR_FILENO)
    }

    /// `line` with its control characters written as escapes.
    static func escaped(_ line: String) -> String {
        guard line.unicodeScalars.contains(where: isControl) else { return line }
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where isControl(scalar):
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
