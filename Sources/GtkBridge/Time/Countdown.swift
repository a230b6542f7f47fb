import CGtk

/// A wait on GLib's main loop that starts again when asked: a caption that fades some seconds after it
/// showed. Not the scene's clock (whose timers the status file counts as the scene's own).
///
/// ```swift
/// let fade = Countdown { caption.addStyleClass("faded") }
/// fade.start(seconds: 5)     // again: the wait starts over
/// fade.cancel()
/// ```
@MainActor
public final class Countdown {
    private let done: @MainActor () -> Void
    private var source: guint = 0

    /// A countdown that runs `done` when it ends.
    public init(done: @escaping @MainActor () -> Void) {
        self.done = done
    }

    /// Whether it is counting down.
    public var isRunning: Bool { source != 0 }

    /// Starts counting down `seconds` (again from the start if it was running).
    public func start(seconds: Double) {
        cancel()
        source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, seconds * 1000)), MainLoopCallback.once,
            MainLoopCallback.retained { [weak self] in
                guard let self else { return }
                self.source = 0
                self.done()
            }, MainLoopCallback.release)
    }

    /// Stops counting down; `done` does not run.
    public func cancel() {
        if source != 0 { g_source_remove(source) }
        source = 0
    }

    isolated deinit {
        cancel()
    }
}
