import FoundationEssentials
import Glibc
import TouchKit

/// Several output files written as one: each goes to a temporary file in its own folder, and only when every
/// one of them is complete are they renamed over their targets. When any step fails, the temporaries are
/// removed and every target is left as it was. A named pipe, a character device or standard output cannot
/// be staged: it is written as the output is made (``OutputTarget``). An output that is one of the files the
/// command reads (`convert x.events x.events`, however spelled: the same file, not the same name) is
/// refused before anything is written.
///
/// ```swift
/// let outputs = StagedOutputs(protecting: ["tap.json"])
/// let log = try outputs.stage("run.jsonl")
/// try log.write("{\"t\":0}\n")
/// try outputs.stage("state.json").write(stateText)
/// try outputs.commit()   // both appear, or (after a throw anywhere) neither changes
/// ```
final class StagedOutputs {
    private var files: [StagedFile] = []
    /// The files the command reads, by device and inode, with the names they were given.
    private let inputs: [(path: String, device: UInt, inode: UInt)]

    /// A set of outputs that may replace none of `inputs` (the files the command reads; a missing one, a
    /// pipe or a device is nothing an output could replace).
    init(protecting inputs: [String] = []) {
        self.inputs = inputs.compactMap { path in
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return (path, UInt(info.st_dev), UInt(info.st_ino))
        }
    }

    deinit { discard() }

    /// Opens a temporary file for `path` (or, for a pipe, a device or `-`, the output itself: see
    /// ``OutputTarget``); throws naming `path` when its folder cannot take one, or when another output of
    /// this set already goes there (one would overwrite the other).
    func stage(_ path: String) throws(CommandFailure) -> StagedFile {
        let destination = try OutputTarget.resolve(path)
        if case .replace(let file) = destination, let input = input(at: file) {
            let named = input == path ? "" : " (\(input))"
            throw CommandFailure(
                "\(path): cannot write: it is the input\(named) this command reads; write the output to another file")
        }
        if let other = files.first(where: { $0.destination.isSame(as: destination) }) {
            let both = other.target == path ? "\"\(path)\"" : "\"\(other.target)\" and \"\(path)\""
            throw CommandFailure("\(path): cannot write: \(both) name the same file for two outputs; give each its own")
        }
        let file = try StagedFile(target: path, destination: destination)
        files.append(file)
        return file
    }

    /// The input that `file` is, if it is one.
    private func input(at file: String) -> String? {
        var info = stat()
        guard stat(file, &info) == 0 else { return nil }
        return inputs.first { $0.device == UInt(info.st_dev) && $0.inode == UInt(info.st_ino) }?.path
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

/// One staged output, written through a buffer: to a temporary file beside its target (renamed over it on
/// commit), or straight into a named pipe, a character device or standard output (see ``OutputTarget``).
final class StagedFile {
    /// The file this will become, as the user named it.
    let target: String
    /// Where the bytes really go.
    let destination: OutputTarget
    private var temporary: String?
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    fileprivate init(target: String, destination: OutputTarget) throws(CommandFailure) {
        self.target = target
        self.destination = destination
        switch destination {
        case .replace(let file):
            var template = Array(PathName.join(PathName.folder(of: file), ".touch-playground-XXXXXX").utf8CString)
            descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else {
                throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))")
            }
            temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        case .stream(let file):
            // A pipe's open waits for its reader, as `cat > FIFO` does; a device takes the bytes at once.
            repeat { descriptor = open(file, O_WRONLY | O_CLOEXEC) } while descriptor < 0 && errno == EINTR
            guard descriptor >= 0 else {
                throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))")
            }
        case .standardOutput:
            descriptor = STDOUT_FILENO
        }
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
        guard descriptor >= 0 else { throw CommandFailure("\(name): cannot write: the file was closed") }
        if let code = FileDescriptorWriter.writeAll(buffer, to: descriptor) {
            throw CommandFailure("\(name): cannot write: \(FileProblem.describe(code))")
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// The output as messages name it.
    private var name: String { destination == .standardOutput ? "standard output" : target }

    fileprivate func finish() throws(CommandFailure) {
        try flush()
        guard temporary != nil else { return closeStream() }
        keepReplacedFilesMode()
        let closed = close(descriptor)
        descriptor = -1
        if closed != 0 { throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))") }
    }

    /// The file being replaced keeps its permissions (and, for root, its owner); a new one is 0644. The
    /// set-id bits are never carried over.
    private func keepReplacedFilesMode() {
        var info = stat()
        guard case .replace(let file) = destination, stat(file, &info) == 0 else {
            fchmod(descriptor, 0o644)
            return
        }
        if geteuid() == 0 { _ = fchown(descriptor, info.st_uid, info.st_gid) }
        fchmod(descriptor, info.st_mode & 0o777)
    }

    fileprivate func rename() throws(CommandFailure) {
        guard let temporary, case .replace(let file) = destination else { return }
        guard Glibc.rename(temporary, file) == 0 else {
            throw CommandFailure("\(target): cannot write: \(FileProblem.describe(errno))")
        }
        self.temporary = nil
    }

    fileprivate func remove() {
        guard let temporary else { return closeStream() }
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(temporary)
        self.temporary = nil
    }

    /// Closes a pipe or a device (never standard output, which the process keeps).
    private func closeStream() {
        if descriptor > STDERR_FILENO { close(descriptor) }
        descriptor = -1
    }
}

/// `write(2)` until every byte is out, retrying interrupted and partial writes.
enum FileDescriptorWriter {
    /// Writes all of `bytes`; returns the `errno` of the failure, or nil.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
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
