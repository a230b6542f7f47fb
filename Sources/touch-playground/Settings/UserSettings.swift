import FoundationEssentials
import Glibc
import PlaygroundSettings
import TouchKit

/// The settings file: where it is, read with a bound on its size, written atomically (through a symlink
/// to its target).
extension UserSettings {
    /// The largest settings file read, in bytes: the app writes a few hundred, so anything near this was not
    /// written by it, and reading it whole would stall the window's start.
    static let largestFile = 1 << 20

    /// The settings file's path.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.config"
        return base + "/touch-playground/settings.json"
    }

    /// Reads the settings; a missing file gives the defaults, a damaged one (not JSON, larger than
    /// ``largestFile``, a folder, a pipe) the defaults and one line saying why (the file is left as it is
    /// until the user changes a setting). A value of the wrong kind or out of range is left at its default.
    static func load(from path: String) -> (settings: UserSettings, problem: String?) {
        var info = stat()
        if stat(path, &info) != 0, errno == ENOENT { return (UserSettings(), nil) }
        let bytes: [UInt8]
        do throws(CommandFailure) {
            bytes = try InputFile.readText(path, limit: largestFile, what: "a settings file")
        } catch {
            return (UserSettings(), "\(error.message); using the default settings")
        }
        let (settings, problem) = read(bytes)
        return (settings, problem.map { "\(path): \($0); using the default settings" })
    }

    /// Writes the settings, creating the folder if needed. A symlinked settings file (dotfiles kept in
    /// one place) stays a link: its target is replaced.
    func save(to path: String) throws(CommandFailure) {
        try Folder.make(PathName.folder(of: path), called: "the settings folder")
        try AtomicFile.write(jsonValue.prettyPrinted(), to: path)
    }
}
