import FoundationEssentials
import Glibc
import TouchKit

/// Reads a file a person named on the command line, refusing what would hang or exhaust the machine: a
/// named pipe or a device (which may never end), a folder, or a file larger than the limit.
enum InputFile {
    /// The largest trace `replay` reads: about three million events.
    static let largestTrace = TraceFile.largestBytes

    /// The bytes of the regular file at `path`, at most `limit` of them, checked to be UTF-8 text.
    static func readText(_ path: String, limit: Int, what: String = "a trace") throws(CommandFailure) -> [UInt8] {
        let size = try checkedSize(path, limit: limit, what: what)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw CommandFailure("\(path): cannot read: \(FileProblem.describe(errno))") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < bytes.count {
            let result = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if result < 0, errno == EINTR { continue }
            guard result >= 0 else { throw CommandFailure("\(path): cannot read: \(FileProblem.describe(errno))") }
            if result == 0 { break }  // the file shrank while being read
            filled += result
        }
        bytes.removeLast(bytes.count - filled)
        guard isUTF8(bytes) else { throw CommandFailure("\(path): cannot read: not UTF-8 text") }
        return bytes
    }

    /// The size of the regular file at `path`, refusing a folder, a pipe or a device, and a file larger
    /// than `limit`.
    private static func checkedSize(_ path: String, limit: Int, what: String) throws(CommandFailure) -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CommandFailure("\(path): \(FileProblem.reading(path))") }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw CommandFailure("\(path): cannot read: it is a folder, not a file")
        default: throw CommandFailure("\(path): cannot read: not a regular file (a pipe or a device)")
        }
        guard info.st_size <= limit else {
            throw CommandFailure(
                "\(path): is \(Self.megabytes(Int(info.st_size))), more than the \(Self.megabytes(limit)) \(what) may be"
            )
        }
        return Int(info.st_size)
    }

    /// The lines of the regular file at `path` (at most `limit` bytes), read a megabyte at a time as they
    /// are asked for: a recording of ten million events is never held whole.
    static func lines(_ path: String, limit: Int, what: String = "a recording") throws(CommandFailure) -> RecordingLines
    {
        _ = try checkedSize(path, limit: limit, what: what)
        let file = try OpenFile(path)
        var total = 0
        return RecordingLines { buffer throws(RecordingProblem) in
            let chunk = 1 << 20
            let old = buffer.count
            buffer.append(contentsOf: repeatElement(0, count: chunk))
            var result: Int
            repeat {
                result = buffer.withUnsafeMutableBytes { read(file.descriptor, $0.baseAddress! + old, chunk) }
            } while result < 0 && errno == EINTR
            guard result >= 0 else {
                buffer.removeLast(chunk)
                throw RecordingProblem(message: "cannot read: \(FileProblem.describe(errno))")
            }
            buffer.removeLast(chunk - result)
            // A file that grows while it is read stops at the limit it was checked against.
            total += result
            guard total <= limit else {
                throw RecordingProblem(
                    message: "grew past the \(Self.megabytes(limit)) \(what) may be while it was read")
            }
            return result > 0
        }
    }

    /// A file open for reading, closed when the last reader lets it go.
    private final class OpenFile {
        let descriptor: Int32

        init(_ path: String) throws(CommandFailure) {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw CommandFailure("\(path): cannot read: \(FileProblem.describe(errno))") }
        }

        deinit { close(descriptor) }
    }

    /// True when `path` is a regular file (not a folder, a pipe or a device, and there).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// A size in MB (one decimal under 10 MB), for messages.
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return value < 10 ? "\((value * 10).rounded(.down) / 10) MB" : "\(Int(value)) MB"
    }

    /// True when `bytes` are valid UTF-8 (ASCII runs are skipped quickly).
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
