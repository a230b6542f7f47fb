/// Why a device recording could not be read, converted or measured: the line it was found on (from 1),
/// when one line is to blame, and the problem in words a person can act on.
///
/// ```swift
/// RecordingProblem(line: 12, message: "time goes backwards").description   // "line 12: time goes backwards"
/// ```
public struct RecordingProblem: Error, CustomStringConvertible, Sendable {
    /// The line, from 1; nil for the whole file.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// A problem on `line` (nil: the whole file).
    public init(line: Int? = nil, message: String) {
        self.line = line
        self.message = message
    }

    /// `line N: message`, or the message alone.
    public var description: String { line.map { "line \($0): \(message)" } ?? message }
}
