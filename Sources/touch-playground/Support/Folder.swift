import Foundation

/// Folders the app writes into (recordings, slide frames), made when missing.
enum Folder {
    /// Makes `path` and the folders above it that are missing; a failure names `path`, says what it is
    /// for (`called`) and why, in the system's words.
    static func make(_ path: String, called name: String) throws(CommandFailure) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw CommandFailure("\(path): cannot make \(name): \(FileProblem.describe(errno))")
            }
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(path): cannot make \(name): a file has its name")
        }
    }
}
