import FoundationEssentials
import Glibc
import TouchKit

/// A recording written to disk as it is made, so that a crash, a `kill -9` or a full disk loses at most the
/// last event: a hidden file in the recordings folder, `.recording-STEM.partial`, laid out as a trace file
/// with one event per line and no closing brackets yet. When the recording is saved the journal is removed;
/// a journal found at the next launch is repaired (a line cut short is dropped, the brackets closed) and
/// saved as a recording of its own, and the window says so.
///
/// ```swift
/// let journal = try RecordingJournal(folder: folder, stem: "gestures-2026-11-25-101502",
///                                    header: recorder.trace)
/// journal.append(recorder.events)          // after each input: writes the events not yet written
/// journal.remove()                         // once the recording is saved
/// let recovered = RecordingJournal.recoverAll(in: folder)   // at the next launch
/// ```
final class RecordingJournal {
    /// The journal's path.
    let path: String
    /// The first write that failed, in one line; the journal stops there (what was written stays).
    private(set) var problem: String?
    /// How many events are in the file.
    private(set) var written = 0
    private var descriptor: Int32

    /// The prefix and suffix of a journal's file name, around the recording's stem.
    static let prefix = ".recording-"
    static let suffix = ".partial"

    /// Creates the journal for a recording named `stem` (never over an existing file) and writes its header:
    /// `recording`'s size, description, thresholds and scene (its events are appended as they come).
    init(folder: String, stem: String, header recording: TouchTrace) throws(CommandFailure) {
        try Folder.make(folder, called: "the recordings folder")
        path = PathName.join(folder, Self.prefix + stem + Self.suffix)
        descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard descriptor >= 0 else { throw CommandFailure("\(path): cannot write: \(FileProblem.describe(errno))") }
        // The latest version reads every event a recording may hold (its keys as they were pressed, mid-drag
        // too); the saved file says the lowest version it can.
        write(recording.jsonHeader(format: TouchTrace.formats.last))
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Writes the events of `events` past those already written, one line each.
    func append(_ events: [InputEvent]) {
        guard problem == nil, written < events.count else { return }
        var text = ""
        for index in written..<events.count {
            text += (index == 0 ? "\n    " : ",\n    ") + TouchTrace.json(for: events[index]).serialized()
        }
        write(text)
        if problem == nil { written = events.count }
    }

    /// Closes and deletes the journal (its recording was saved).
    func remove() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
        unlink(path)
    }

    /// Closes the journal, leaving it for the next launch to recover (the recording could not be saved).
    func keep() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    private func write(_ text: String) {
        guard problem == nil, descriptor >= 0 else { return }
        if let code = FileDescriptorWriter.writeAll(Array(text.utf8), to: descriptor) {
            problem = "\(path): cannot write: \(FileProblem.describe(code))"
        }
    }

    // MARK: - Recovery

    /// A journal turned back into a recording.
    struct Recovered: Equatable {
        /// Where the recording was saved.
        var path: String
        /// How many events it holds.
        var events: Int
    }

    /// Repairs and saves every journal left in `folder` by a recording that was never saved, removing each
    /// one saved; returns what was saved, and a line for each journal that could not be.
    static func recoverAll(in folder: String) -> (recovered: [Recovered], problems: [String]) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return ([], []) }
        var recovered: [Recovered] = [], problems: [String] = []
        for name in names.sorted() where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
            let journal = PathName.join(folder, name)
            let stem = String(name.dropFirst(prefix.count).dropLast(suffix.count))
            do throws(CommandFailure) {
                let trace = try repaired(journal)
                let saved = try RecordingStore.write(
                    trace.jsonText(), stem: FileNameStem.make(stem), into: folder, called: "the recordings folder")
                unlink(journal)
                recovered.append(Recovered(path: saved, events: trace.events.count))
            } catch {
                problems.append(error.message)
            }
        }
        return (recovered, problems)
    }

    /// The trace in the journal at `path`: every complete event line, the brackets closed.
    static func repaired(_ path: String) throws(CommandFailure) -> TouchTrace {
        let bytes = try InputFile.readText(path, limit: InputFile.largestTrace, what: "a recording")
        var lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        // Drop lines from the end until the rest, closed, reads: a crash cuts short at most the last line, so
        // a few tries are enough (and a damaged journal is not reread line by line).
        for _ in 0..<3 where !lines.isEmpty {
            var text = lines.joined(separator: "\n")
            while let last = text.last, last == "," || last.isWhitespace { text.removeLast() }
            let closed = text.hasSuffix("[") ? text + "]\n}\n" : text + "\n  ]\n}\n"
            if let trace = try? TouchTrace(json: closed) { return trace }
            lines.removeLast()
        }
        throw CommandFailure("\(path): not a recording that can be recovered")
    }
}
