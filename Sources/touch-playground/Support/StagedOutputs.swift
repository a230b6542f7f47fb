import Foundation
import TouchKit

/// Several output files written as one: each goes to a temporary file in its own folder, and only when every
/// one of them is complete are they renamed over their targets. When any step fails, the temporaries are
/// removed and every target is left as it was.
///
/// ```swift
/// let outputs = StagedOutputs()
/// let log = try outputs.stage("run.jsonl")
/// try log.write("{\"t\":0}\n")
/// try outputs.stage("state.json").write(stateText)
/// try outputs.commit()   // both appear, or (after a throw anywhere) neither changes
/// ```
final class StagedOutputs {
    private var files: [StagedFile] = []

    deinit { discard() }

    /// Opens a temporary file for `path`; throws naming `path` when its folder cannot take one.
    func stage(_ path: String) throws(CommandFailure) -> StagedFile {
        let file = try StagedFile(target: path)
        files.append(file)
        return file
    }

    /// Finishes every file and renames each over its target. On a failure nothing more is renamed and the
    /// temporaries are removed.
    func commit() throws(CommandFailure) {
        defer { discard() }
        for file in files { try file.finish() }
        for file in files { try file.rename() }
        files.removeAll()
    }

    /// Removes every temporary not yet renamed.
    func discard() {
        for file in files { file.remove() }
        files.removeAll()
    }
}

/// One staged output: a temporary file beside its target, written through a buffer.
final class StagedFile {
    /// The file this will become.
    let target: String
    private let temporary: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    fileprivate init(target: String) throws(CommandFailure) {
        self.target = target
        var template = Array(PathName.join(PathName.folder(of: target), ".touch-playground-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))") }
        temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        buffer.reserveCapacity(1 << 16)
    }

    /// Appends text.
    func write(_ text: String) throws(CommandFailure) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends bytes.
    func write(_ bytes: [UInt8]) throws(CommandFailure) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    private func flush() throws(CommandFailure) {
        guard descriptor >= 0 else { throw CommandFailure("\(target): cannot write: the file was closed") }
        if let code = FileDescriptorWriter.writeAll(buffer, to: descriptor) {
            throw CommandFailure("\(target): cannot write: \(FileProblem.describe(code))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    fileprivate func finish() throws(CommandFailure) {
        try flush()
        fchmod(descriptor, 0o644)
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))") }
    }

    fileprivate func rename() throws(CommandFailure) {
        guard Foundation.rename(temporary, target) == 0 else {
            throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))")
        }
    }

    fileprivate func remove() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporary)
    }
}

/// `write(2)` until every byte is out, retrying interrupted and partial writes.
enum FileDescriptorWriter {
    /// Writes all of `bytes`; returns the `errno` of the failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if result == 0 { return ENOSPC }
            written += result
        }
        return nil
    }
}
