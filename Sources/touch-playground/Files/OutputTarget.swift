import FoundationEssentials
import Glibc
import TouchKit

/// What an output path really names, decided before anything is written, so that an output never replaces
/// what it does not own: a regular file (or a new one) is replaced atomically by a rename; a named pipe, a
/// character device (`/dev/null`, a terminal) or standard output is written straight into, as `cat > FILE`
/// would; a symlink is followed to its target, which is then treated by these same rules (the link stays).
///
/// Following links itself, the app applies the kernel's `fs.protected_symlinks` rule on each hop: a link in
/// a sticky folder anyone may write (`/tmp`) is followed only when it is the user's or the folder owner's,
/// so a link planted there by another user cannot steer an output onto the user's files. A file the user
/// may not write is refused, though its folder would let a rename replace it.
///
/// ```swift
/// switch try OutputTarget.resolve("out/state.json") {
/// case .replace(let file): print("rename a temporary file over \(file)")
/// case .stream(let path): print("open \(path) and write into it")
/// case .standardOutput: print("write to descriptor 1")
/// }
/// ```
enum OutputTarget: Equatable {
    /// A regular file, or a path where nothing is yet: written beside it and renamed over it. The path is
    /// the symlinks' final target.
    case replace(String)
    /// A named pipe or a character device: opened for writing and written into as the output is made.
    case stream(String)
    /// The process's standard output (`-`, `/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`).
    case standardOutput

    /// The names of standard output on Linux.
    static let standardOutputNames: Set<String> = ["-", "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1"]

    /// How many symlinks are followed before the path counts as a loop (the kernel's own limit).
    static let symlinkLimit = 40

    /// Decides how `path` is written; throws, naming `path`, for a folder, a block device, a socket, a
    /// symlink loop, or a folder on the way that is missing.
    static func resolve(_ path: String) throws(CommandFailure) -> OutputTarget {
        if standardOutputNames.contains(path) { return .standardOutput }
        var current = path
        for _ in 0...symlinkLimit {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                let code = errno
                guard code == ENOENT else { throw failure(path, code) }
                try requireFolder(of: current, for: path)
                return .replace(current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                guard access(current, W_OK) == 0 else { throw failure(path, errno) }
                return .replace(current)
            case S_IFIFO, S_IFCHR: return .stream(current)
            case S_IFLNK:
                try requireProtectedLink(current, owner: info.st_uid, for: path)
                current = try linkTarget(current, for: path)
            case S_IFDIR: throw CommandFailure("\(path): cannot write: it is a folder, not a file")
            case S_IFSOCK: throw CommandFailure("\(path): cannot write: it is a socket, not a file")
            default: throw CommandFailure("\(path): cannot write: it is a block device, not a file")
            }
        }
        throw failure(path, ELOOP)
    }

    /// Throws unless the kernel would follow `link` (owned by `owner`) for this user under
    /// `fs.protected_symlinks`: in a sticky, world-writable folder, only the user's own links and the folder
    /// owner's are followed.
    private static func requireProtectedLink(_ link: String, owner: uid_t, for path: String) throws(CommandFailure) {
        var folder = stat()
        guard stat(PathName.folder(of: link), &folder) == 0 else { throw failure(path, errno) }
        let sticky = folder.st_mode & S_ISVTX != 0, everyoneWrites = folder.st_mode & S_IWOTH != 0
        guard sticky, everyoneWrites, owner != geteuid(), owner != folder.st_uid else { return }
        throw CommandFailure(
            "\(path): cannot write: \(link) is another user's symbolic link in a folder anyone may write to; "
                + "not followed (as the kernel's protected_symlinks rule would not)")
    }

    /// The path `link` points at, relative targets taken from the link's own folder.
    private static func linkTarget(_ link: String, for path: String) throws(CommandFailure) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, Int(PATH_MAX))
        guard count > 0 else { throw failure(path, errno) }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return target.hasPrefix("/") ? target : PathName.join(PathName.folder(of: link), target)
    }

    /// Throws when the folder that would hold a new file at `file` is missing or not a folder.
    private static func requireFolder(of file: String, for path: String) throws(CommandFailure) {
        var info = stat()
        let folder = PathName.folder(of: file)
        guard stat(folder, &info) == 0 else { throw failure(path, errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw CommandFailure("\(path): cannot write: \(folder) is not a folder")
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        CommandFailure("\(path): cannot write: \(FileProblem.describe(code))")
    }
}

extension OutputTarget {
    /// Whether two outputs would land in one place: the same file (however it was spelled) or both on
    /// standard output.
    func isSame(as other: OutputTarget) -> Bool {
        switch (self, other) {
        case (.standardOutput, .standardOutput): return true
        case (.replace(let one), .replace(let two)), (.stream(let one), .stream(let two)):
            return Self.canonical(one) == Self.canonical(two)
        default: return false
        }
    }

    /// `path` with its folder's symlinks, `.` and `..` resolved, so two spellings of one file compare equal.
    private static func canonical(_ path: String) -> String {
        guard let folder = realpath(PathName.folder(of: path), nil) else { return path }
        defer { free(folder) }
        return PathName.join(String(cString: folder), PathName.fileName(of: path))
    }
}
