import TouchKit

/// `touch-playground --log FILE`: the window's event log as JSON Lines, the same records `replay --log`
/// writes, from every scene shown, for comparing a live session with its recording replayed headless.
///
/// The lines go to a temporary file beside `FILE` as they are made, which replaces `FILE` when the app
/// quits: an earlier log is never left half overwritten. A write that fails is reported once and ends the
/// log; the window goes on.
///
/// ```swift
/// let writer = try LiveLogWriter(path: "session.jsonl")
/// log.onRecord = { writer.write($0) }
/// writer.finish()  // on quitting
/// ```
@MainActor
final class LiveLogWriter {
    private let outputs = StagedOutputs()
    private var file: StagedFile?

    /// Opens the temporary file beside `path`; throws naming `path` when its folder cannot take one.
    init(path: String) throws(CommandFailure) {
        file = try outputs.stage(path)
    }

    /// Adds one record.
    func write(_ entry: LoggedEvent) {
        guard let file else { return }
        do throws(CommandFailure) {
            try file.write(entry.jsonLine + "\n")
        } catch {
            fail(error)
        }
    }

    /// Writes what is left and puts the log in place of its target.
    func finish() {
        guard file != nil else { return }
        do throws(CommandFailure) {
            try outputs.commit()
        } catch {
            fail(error)
        }
        file = nil
    }

    private func fail(_ error: CommandFailure) {
        StandardError.write("touch-playground: \(error.message)")
        outputs.discard()
        file = nil
    }
}
