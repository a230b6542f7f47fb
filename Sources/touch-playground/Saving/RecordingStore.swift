import FoundationEssentials
import Glibc
import TouchKit

/// Where the window keeps what the user records: `touch-trace/1` files in
/// `$XDG_DATA_HOME/touch-playground/recordings/` (`~/.local/share/…` when it is unset), named by scene and
/// time, written atomically; and the touch lab's device reports, beside them in `reports/`.
///
/// ```swift
/// let path = try RecordingStore.save(recorder.trace, scene: "gestures", at: Date())
/// // ~/.local/share/touch-playground/recordings/gestures-2026-11-24-101502.json
/// ```
enum RecordingStore {
    /// The recordings folder for `environment` (the process's by default). A relative `XDG_DATA_HOME` is
    /// ignored, as the XDG base directory specification says.
    static func folder(
        _ name: String = "recordings", environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let dataHome: String
        if let given = environment["XDG_DATA_HOME"], given.hasPrefix("/") {
            dataHome = given
        } else {
            dataHome = (environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/share"
        }
        return dataHome + "/touch-playground/" + name
    }

    /// Writes `trace` into ``folder(_:environment:)`` (made if missing) as `SCENE-YYYY-MM-DD-HHMMSS.json` in
    /// local time, with `-2`, `-3`… when that name is taken, and returns its path. Errors name the file or folder.
    static func save(
        _ trace: TouchTrace, scene: String, at date: Date,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> String {
        try write(
            trace.jsonText(), stem: FileNameStem.make(scene) + "-" + timestamp(date),
            into: folder(environment: environment),
            called: "the recordings folder")
    }

    /// Writes the touch lab's bug-report bundle (`bytes`, a `.tar.gz`) into the `reports` folder beside the
    /// recordings, as `touch-lab-YYYY-MM-DD-HHMMSS.tar.gz`, and returns its path.
    static func saveReport(
        _ bytes: [UInt8], stem: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(CommandFailure) -> String {
        try write(
            bytes, stem: stem, suffix: ".tar.gz", into: folder("reports", environment: environment),
            called: "the reports folder")
    }

    /// The most names tried (`-2`, `-3`…) before the folder counts as full of them.
    static let namesTried = 10_000

    /// Writes `text` as `stem.json` in `folder`, or the first of `stem-2.json`, `stem-3.json`… that is free,
    /// and returns the path. A name is free only when nothing at all has it (not even a dangling symlink, which
    /// would carry the write elsewhere), and the path is checked to name a file directly inside `folder`.
    static func write(_ text: String, stem: String, into folder: String, called name: String)
        throws(CommandFailure) -> String
    {
        try write(Array(text.utf8), stem: stem, suffix: ".json", into: folder, called: name)
    }

    /// Writes `bytes` as `stem` + `suffix` in `folder`, as ``write(_:stem:into:called:)`` writes text.
    static func write(_ bytes: [UInt8], stem: String, suffix: String, into folder: String, called name: String)
        throws(CommandFailure) -> String
    {
        try Folder.make(folder, called: name)
        for number in 1...namesTried {
            let fileName = stem + (number == 1 ? "" : "-\(number)") + suffix
            let path = PathName.join(folder, fileName)
            guard PathName.fileName(of: path) == fileName, PathName.folder(of: path) == folder,
                !fileName.hasPrefix("."), !fileName.contains("/")
            else { throw CommandFailure("\(folder): cannot write \"\(fileName)\": not a plain file name") }
            var info = stat()
            guard lstat(path, &info) != 0, errno == ENOENT else { continue }
            try AtomicFile.write(bytes, to: path)
            return path
        }
        throw CommandFailure("\(folder): cannot write: \(namesTried) files are already named \(stem)")
    }

    /// `2026-11-24-101502`, local time.
    static func timestamp(_ date: Date) -> String {
        LocalTimestamp.text(for: date)
    }

    /// `path` with the home folder written `~`, as people read paths in messages.
    static func shortened(_ path: String, home: String = FileManager.default.homeDirectoryForCurrentUser.path) -> String
    {
        guard !home.isEmpty, home != "/", path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// The newest recordings in `folder`, newest first, at most `count`: what the main menu offers to play
    /// again (journals and other files left out).
    static func recent(in folder: String = folder(), count: Int = 5) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var dated: [(path: String, time: Int)] = []
        for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = PathName.join(folder, name)
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            dated.append((path, info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec))
        }
        return dated.sorted { $0.time != $1.time ? $0.time > $1.time : $0.path > $1.path }.prefix(count).map(\.path)
    }
}
