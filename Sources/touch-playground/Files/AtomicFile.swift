import FoundationEssentials
import Glibc

/// Writes a file so that it is either entirely the new content or untouched: the bytes go to a temporary
/// file in the same folder, which then replaces the target in one rename.
/// `protecting` names files the caller reads, which the write refuses to replace (``StagedOutputs``).
enum AtomicFile {
    static func write(_ text: String, to path: String, protecting inputs: [String] = []) throws(CommandFailure) {
        try write(Array(text.utf8), to: path, protecting: inputs)
    }

    static func write(_ bytes: [UInt8], to path: String, protecting inputs: [String] = []) throws(CommandFailure) {
        let outputs = StagedOutputs(protecting: inputs)
        try outputs.stage(path).write(bytes)
        try outputs.commit()
    }
}

/// Plain-words reasons for file problems.
enum FileProblem {
    /// The system's words for `code`, with a plainer word where the system's mislead (a symlink loop).
    static func describe(_ code: Int32) -> String {
        if code == ELOOP { return "a loop of symbolic links (each one points on to the next)" }
        return String(cString: strerror(code))
    }

    /// Why a file could not be read.
    static func reading(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            return code == ENOENT ? "cannot read: no such file" : "cannot read: " + describe(code)
        }
        if info.st_mode & S_IFMT == S_IFDIR { return "cannot read: it is a folder, not a file" }
        if access(path, R_OK) != 0 { return "cannot read: permission denied" }
        return "cannot read: not UTF-8 text"
    }
}
