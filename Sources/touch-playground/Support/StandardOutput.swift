import Foundation

/// Standard output for streams that may be large (`replay --log -`), buffered, with failures reported instead
/// of lost: a reader that went away (a closed pipe) or a full disk is a one-line error and a non-zero exit,
/// never a silent success or a death by SIGPIPE.
final class StandardOutput {
    private var buffer: [UInt8] = []
    /// The first failure, as a line for people; once set, nothing more is written.
    private(set) var failure: CommandFailure?

    /// Creates the writer. The command's `main` ignores SIGPIPE, so a closed pipe is a failed write here.
    init() {
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends a line (a newline is added).
    func writeLine(_ line: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: line.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes out what is buffered; throws the first failure, if any.
    func finish() throws(CommandFailure) {
        flush()
        if let failure { throw failure }
    }

    private func flush() {
        guard failure == nil, !buffer.isEmpty else { return }
        if let code = FileDescriptorWriter.writeAll(buffer, to: STDOUT_FILENO) {
            failure = CommandFailure("standard output: cannot write: \(FileProblem.describe(code))")
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
