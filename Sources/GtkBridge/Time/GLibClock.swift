import CGtk
import TouchKit

/// The core's ``Clock`` on GLib's main loop, for the window: time is GLib's monotonic clock in seconds since
/// the clock was made, and timers are GLib timeouts, so a long press or a double-tap wait fires on the
/// main thread between GTK events (never through `Task` or `DispatchQueue.main`, which GTK's loop does
/// not drain).
///
/// ```swift
/// let clock = GLibClock()
/// let window = Window(size: Size(width: 800, height: 600), clock: clock)
/// ```
@MainActor
public final class GLibClock: @MainActor Clock {
    private let origin = g_get_monotonic_time()
    private var sources: [UInt64: guint] = [:]
    private var nextID: UInt64 = 0

    /// Called after each timer's action ran (the window redraws: a timer may have changed the scene).
    public var onTimerFired: (@MainActor () -> Void)?

    /// Creates a clock starting at zero now.
    public init() {}

    isolated deinit {
        for source in sources.values { g_source_remove(source) }
    }

    /// Seconds since the clock was made.
    public var now: Double {
        Double(g_get_monotonic_time() - origin) / 1_000_000
    }

    /// Timers still waiting to fire.
    public var pendingTimers: Int { sources.count }

    /// Runs `action` on the main loop after `delay` seconds (rounded up to whole milliseconds).
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ClockTimer {
        nextID += 1
        let id = nextID
        let fire: @MainActor () -> Void = { [weak self] in
            self?.sources[id] = nil
            action()
            self?.onTimerFired?()
        }
        let milliseconds = guint(min(Double(UInt32.max), max(0, (delay * 1000).rounded(.up))))
        sources[id] = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, MainLoopCallback.once,
            MainLoopCallback.retained(fire), MainLoopCallback.release)
        return ClockTimer(id: id)
    }

    /// Stops a timer that has not fired.
    public func cancel(_ timer: ClockTimer) {
        guard let source = sources.removeValue(forKey: timer.id) else { return }
        g_source_remove(source)
    }
}
