/// A problem the command reports as one line on standard error, then exits with status 1.
struct CommandFailure: Error {
    /// The line, naming the file or option and the problem.
    let message: String
    /// True when the command line, not a file, is at fault (exit status 64, pointing at `--help`).
    let isUsage: Bool

    init(_ message: String, isUsage: Bool = false) {
        self.message = message
        self.isUsage = isUsage
    }
}
