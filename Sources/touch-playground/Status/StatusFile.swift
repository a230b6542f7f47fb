import FoundationEssentials
import GtkBridge
import JSON
import PlaygroundStatus
import TouchKit

/// The status file (`--status-file`): the app's state for tests and scripts, written after frames are
/// drawn, at most ten times a second and always after the last frame (building and writing it on every
/// frame, inside the snapshot, cost about 0.5 ms a frame). It is a ``WindowStatus``, the type the tests
/// decode; its keys are in docs/status-file.md.
///
/// ```swift
/// let status = StatusFile(path: "/tmp/status.json") { window.currentStatus() }
/// status.frameDrawn()   // from the canvas's draw callback
/// ```
@MainActor
final class StatusFile {
    /// Frames drawn since the window opened.
    private(set) var framesDrawn = 0
    private let path: String?
    private let state: () -> WindowStatus?
    /// The writer's timers: GLib's, kept apart from the scene's clock, whose timers the status counts.
    private let clock = GLibClock()
    private var writer: Throttle?
    /// The last write's problem, said once on standard error rather than on every frame.
    private var problem: String?

    /// Writes `state` (nil: nothing to say yet) to `path` after frames; nil `path` writes nothing.
    init(path: String?, state: @escaping () -> WindowStatus?) {
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
        guard let path, var status = state() else { return }
        status.frame = framesDrawn
        let json: [UInt8]
        do {
            json = try encoder.encodedBytes(status)
        } catch {
            // Only a value JSON cannot hold (a number that is not finite) fails; the scene's state writes
            // those as null, and the window's own numbers are finite.
            if problem == nil {
                StandardError.write("touch-playground: the status cannot be written as JSON: \(error)")
            }
            problem = "\(error)"
            return
        }
        do {
            try AtomicFile.write(json, to: path)
        } catch {
            if problem == nil { StandardError.write("touch-playground: \(error.message)") }
            problem = error.message
        }
    }

    private let encoder = JSONTextEncoder()
}
