import FoundationEssentials
import Glibc

/// Reads a file a person named on the command line, refusing what would hang or exhaust the machine: a
/// named pipe or a device (which may never end), a folder, or a file larger than the limit.
enum InputFile {
    /// The largest trace `replay` reads: about three million events.
    static let largestTrace = 256 * 1024 * 1024

    /// The bytes of the regular file at `path`, at most `limit` of them, checked to be UTF-8 text.
    static func readText(_ path: String, limit: Int, what: String = "a trace") throws(CommandFailure) -> [UInt8] {
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
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { throw CommandFailure("\(path): cannot read: \(FileProblem.describe(errno))") }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
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
