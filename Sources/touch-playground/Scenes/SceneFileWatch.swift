import FoundationEssentials
import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The scene file shown in the window, kept in step with the file on disk: saved from any editor, it is read
/// again and, when it reads, rebuilt in place; when it does not (a file broken mid-edit), its one-line error
/// is kept for the canvas's banner while the last good scene keeps running.
@MainActor
final class SceneFileWatch {
    /// The file watched, nil while a built-in scene shows.
    private(set) var path: String?
    /// Why the file on disk cannot be used now (it names the file, the JSON path and the problem), nil when
    /// the scene shown is the file's.
    private(set) var problem: String?
    /// How many times the scene was rebuilt after the file changed.
    private(set) var reloads = 0
    /// Seconds from the file's change to its scene rebuilt, the last time.
    private(set) var lastReloadSeconds: Double?
    /// The bytes of each file as last read into a scene, so saving unchanged text rebuilds nothing.
    private var loadedBytes: [String: [UInt8]] = [:]
    private var monitor: FileMonitor?
    /// Builds the new scene from a document that read.
    private let rebuild: @MainActor (SceneChoice) -> Void
    /// Says the problem changed (the banner appears or goes).
    private let problemChanged: @MainActor () -> Void

    init(rebuild: @escaping @MainActor (SceneChoice) -> Void, problemChanged: @escaping @MainActor () -> Void) {
        self.rebuild = rebuild
        self.problemChanged = problemChanged
    }

    /// Reads the scene file at `path` (made absolute) for the window: the scene, or the error as one line.
    func read(_ path: String) -> Result<SceneChoice, CommandFailure> {
        let absolute = Self.absolute(path)
        return Self.bytes(of: absolute).flatMap { choice(from: $0, path: absolute) }
    }

    /// Watches `choice`'s file while it shows (nothing for a built-in scene); a file changed while another
    /// scene showed is read again first.
    func follow(_ choice: SceneChoice) {
        guard case .file(let newPath, _) = choice else {
            stop()
            return
        }
        guard newPath != path else { return }
        watch(newPath)
        fileChanged(at: FileMonitor.now)  // rebuilds only if the file is no longer what the scene was made from
    }

    /// Watches a scene file that does not read yet (a lesson being written): `problem` shows on the canvas
    /// over the scene shown, and the file's scene replaces it as soon as a save reads.
    func waitForFix(_ path: String, problem: String) {
        let absolute = Self.absolute(path)
        loadedBytes[absolute] = nil
        watch(absolute)
        setProblem(problem)
    }

    /// Stops watching (a built-in scene shows).
    func stop() {
        monitor?.cancel()
        monitor = nil
        path = nil
        setProblem(nil)
    }

    private func watch(_ absolute: String) {
        stop()
        path = absolute
        monitor = FileMonitor(path: absolute) { [weak self] firstChange in self?.fileChanged(at: firstChange) }
    }

    /// The file changed on disk (first seen at `changedAt`, monotonic seconds): a new scene if it reads and
    /// differs, else the problem for the banner.
    private func fileChanged(at changedAt: Double) {
        guard let path else { return }
        let read = Self.bytes(of: path)
        if case .success(let bytes) = read, bytes == loadedBytes[path] {
            setProblem(nil)
            return
        }
        switch read.flatMap({ choice(from: $0, path: path) }) {
        case .success(let choice):
            setProblem(nil)
            rebuild(choice)
            reloads += 1
            lastReloadSeconds = FileMonitor.now - changedAt
        case .failure(let error):
            setProblem(error.message)
        }
    }

    /// The scene of a file's bytes, remembered as what the scene was made from.
    private func choice(from bytes: [UInt8], path: String) -> Result<SceneChoice, CommandFailure> {
        do throws(CommandFailure) {
            let document = try SceneChoice.document(bytes: bytes, path: path)
            loadedBytes[path] = bytes
            return .success(.file(path: path, document: document))
        } catch {
            return .failure(error)
        }
    }

    private static func bytes(of path: String) -> Result<[UInt8], CommandFailure> {
        Result { () throws(CommandFailure) in
            try InputFile.readText(path, limit: SceneChoice.largestFile, what: "a scene file")
        }
    }

    private static func absolute(_ path: String) -> String {
        PathName.absolute(path, from: FileManager.default.currentDirectoryPath)
    }

    private func setProblem(_ message: String?) {
        guard message != problem else { return }
        problem = message
        if let message { StandardError.write("touch-playground: \(message)") }
        problemChanged()
    }

    /// The lesson followed, for the status file.
    var status: WindowStatus.SceneFile {
        var status = WindowStatus.SceneFile()
        (status.path, status.problem) = (path, problem)
        (status.reloads, status.lastReloadSeconds) = (reloads, lastReloadSeconds)
        return status
    }
}
