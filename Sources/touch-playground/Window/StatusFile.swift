import GtkBridge
import TouchKit

/// The status file (`--status-file`): the app's state for tests and scripts, written after frames are
/// drawn, at most ten times a second and always after the last frame (building and writing it on every
/// frame, inside the snapshot, cost about 0.5 ms a frame). Its keys are in docs/status-file.md.
///
/// ```swift
/// let status = StatusFile(path: "/tmp/status.json") { window.statusJSON() }
/// status.frameDrawn()   // from the canvas's draw callback
/// ```
@MainActor
final class StatusFile {
    /// Frames drawn since the window opened.
    private(set) var framesDrawn = 0
    private let path: String?
    private let state: () -> JSONValue?
    /// The writer's timers: GLib's, kept apart from the scene's clock, whose timers the status counts.
    private let clock = GLibClock()
    private var writer: Throttle?
    /// The last write's problem, said once on standard error rather than on every frame.
    private var problem: String?

    /// Writes `state` (nil: nothing to say yet) to `path` after frames; nil `path` writes nothing.
    init(path: String?, state: @escaping () -> JSONValue?) {
        self.path = path
        self.state = state
        if path != nil {
            writer = Throttle(clock: clock, interval: 0.1) { [weak self] in self?.write() }
        }
    }

    /// A frame was drawn: the file is written soon after.
    func frameDrawn() {
        framesDrawn += 1
        writer?.request()
    }

    private func write() {
        guard let path, let status = state() else { return }
        do {
            try AtomicFile.write(status.serialized(), to: path)
        } catch {
            if problem == nil { StandardError.write("touch-playground: \(error.message)") }
            problem = error.message
        }
    }
}
