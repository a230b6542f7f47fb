import CGtk

/// Watches one file for changes (GIO's `GFileMonitor`: inotify on Linux), so a document open in the app
/// follows the user's edits in any editor: written in place, replaced by a rename (as most editors save),
/// deleted and written again.
///
/// Editors save in several steps (truncate, write, rename), so the changes are gathered: `onChange` is called
/// once, `settle` seconds after the last of a burst, with when the first of them came (seconds on GLib's
/// monotonic clock), so the app can say how long it took to follow the edit.
///
/// ```swift
/// let monitor = FileMonitor(path: "lesson.json") { firstChange in reload() }
/// ```
@MainActor
public final class FileMonitor {
    /// The file watched.
    public let path: String
    private var monitor: UnsafeMutablePointer<GFileMonitor>?
    private var pending: UInt32 = 0
    /// When the first change of the burst being gathered came, in monotonic seconds.
    private var burstStart: Double?
    private let settle: Double
    private let onChange: @MainActor (Double) -> Void

    /// Watches `path`; `onChange` runs `settle` seconds (default 0.1) after a burst of changes ends. A file
    /// that cannot be watched (its folder does not exist) is watched from when it appears, as GIO does.
    public init(path: String, settle: Double = 0.1, onChange: @escaping @MainActor (Double) -> Void) {
        self.path = path
        self.settle = settle
        self.onChange = onChange
        let file = g_file_new_for_path(path)
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        var error: UnsafeMutablePointer<GError>?
        monitor = g_file_monitor_file(file, G_FILE_MONITOR_WATCH_MOVES, nil, &error)
        if let error { g_error_free(error) }
        guard let monitor else { return }
        g_file_monitor_set_rate_limit(monitor, 50)
        let handler: Signal.TwoPointersAndInt = { [weak self] _, _, _ in self?.changed() }
        Signal.connect(UnsafeMutableRawPointer(monitor), .fileChanged, handler)
    }

    /// Whether GIO could watch the file.
    public var isWatching: Bool { monitor != nil }

    /// Stops watching (also when the monitor goes away).
    public func cancel() {
        if pending != 0 {
            g_source_remove(pending)
            pending = 0
        }
        guard let monitor else { return }
        g_file_monitor_cancel(monitor)
        g_object_unref(UnsafeMutableRawPointer(monitor))
        self.monitor = nil
    }

    isolated deinit {
        cancel()
    }

    /// Seconds on GLib's monotonic clock, the one the burst's start is given in.
    public static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// One change: (re)starts the wait for the burst to end.
    private func changed() {
        if pending != 0 { g_source_remove(pending) }
        if burstStart == nil { burstStart = Self.now }
        pending = g_timeout_add_full(
            G_PRIORITY_DEFAULT, guint(max(0, settle * 1000)), MainLoopCallback.once,
            MainLoopCallback.retained { [weak self] in
                guard let self else { return }
                self.pending = 0
                let start = self.burstStart ?? Self.now
                self.burstStart = nil
                self.onChange(start)
            }, MainLoopCallback.release)
    }
}
