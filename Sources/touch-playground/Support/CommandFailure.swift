/// A problem the command reports as one line on standard error, then exits with status 1.
struct CommandFailure: Error {
    /// The line, naming the file or option and the problem.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
