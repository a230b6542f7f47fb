import Foundation

/// Writes a file so that it is either entirely the new content or untouched: the bytes go to a temporary
/// file in the same folder, which then replaces the target in one rename.
enum AtomicFile {
    static func write(_ text: String, to path: String) throws(CommandFailure) {
        try write(Array(text.utf8), to: path)
    }

    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let outputs = StagedOutputs()
        try outputs.stage(path).write(bytes)
        try outputs.commit()
    }
}

/// Plain-words reasons for file problems.
enum FileProblem {
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Why a file could not be read.
    static func reading(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return "cannot read: no such file"
        }
        if isDirectory.boolValue { return "cannot read: it is a folder, not a file" }
        if !FileManager.default.isReadableFile(atPath: path) { return "cannot read: permission denied" }
        return "cannot read: not UTF-8 text"
    }
}
