import FoundationEssentials
import Glibc

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
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
            throw CommandFailure("\(path): cannot make \(name): a file has its name")
        }
    }
}
