import FoundationEssentials
import Glibc
import TouchKit

/// Writes messages for people to standard error, one line each. Text from files (a lesson's photo name, a
/// trace's value) may hold line breaks and terminal escapes: every control character is written as a visible
/// escape (`\n`, `\u001b`), so a file can neither split a message nor write to the terminal (``VisibleText``).
enum StandardError {
    static func write(_ line: String) {
        _ = FileDescriptorWriter.writeAll(Array((escaped(line) + "\n").utf8), to: STDERR_FILENO)
    }

    /// `line` with its control characters (and bidirectional controls) written as escapes.
    static func escaped(_ line: String) -> String { VisibleText.escaped(line) }
}
