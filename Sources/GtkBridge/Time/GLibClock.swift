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
    /// Each pending timer: its GLib source, when it is due (seconds on this clock) and what it runs.
    private var sources: [UInt64: (source: guint, due: Double, fire: @MainActor () -> Void)] = [:]
    private var nextID: UInt64 = 0

    /// Called after each timer's action ran (the window redraws: a timer may have changed the scene).
    public var onTimerFired: (@MainActor () -> Void)?

    /// Creates a clock starting at zero now.
    public init() {}

    isolated deinit {
        for timer in sources.values { g_source_remove(timer.source) }
    }

    /// Seconds since the clock was made; while an input event is handled (``handling(eventAt:_:)``), the
    /// event's own time.
    public var now: Double { eventTime ?? realNow }

    /// The time on this clock, in seconds, of a moment read on GLib's monotonic clock (`microseconds`, as
    /// `g_get_monotonic_time` and GDK's frame timings give it).
    public func time(ofMonotonicMicroseconds microseconds: Int64) -> Double {
        Double(microseconds - Int64(origin)) / 1_000_000
    }

    /// Seconds since the clock was made, whatever is being handled.
    private var realNow: Double {
        Double(g_get_monotonic_time() - origin) / 1_000_000
    }
    /// The time of the event being handled, if one is.
    private var eventTime: Double?
    /// The latest time a timer saw, below which an event's time is not allowed (time never goes back).
    private var floor = 0.0

    /// Timers still waiting to fire.
    public var pendingTimers: Int { sources.count }

    /// Whether animations on this clock jump to their end (the desktop's animations are off); the window
    /// keeps it in step with ``DesktopSettings/enablesAnimations``.
    public var prefersReducedMotion = false

    /// Runs `action` on the main loop after `delay` seconds (rounded up to whole milliseconds).
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ClockTimer {
        nextID += 1
        let id = nextID
        let fire: @MainActor () -> Void = { [weak self] in
            if let self {
                self.sources[id] = nil
                self.floor = max(self.floor, self.now)
            }
            action()
            self?.onTimerFired?()
        }
        // Due `delay` after now, which is the event's time while one is handled: GLib is asked to wait only
        // what is left of it.
        let due = now + max(0, delay)
        let milliseconds = guint(min(Double(UInt32.max), max(0, ((due - realNow) * 1000).rounded(.up))))
        let source = g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, MainLoopCallback.once,
            MainLoopCallback.retained(fire), MainLoopCallback.release)
        sources[id] = (source, due, fire)
        return ClockTimer(id: id)
    }

    /// Stops a timer that has not fired.
    public func cancel(_ timer: ClockTimer) {
        guard let pending = sources.removeValue(forKey: timer.id) else { return }
        g_source_remove(pending.source)
    }

    /// Handles an input event that happened at `time` (seconds on this clock) the way a replay on a virtual
    /// clock does, so a recording replays to the same log as the live session: first the timers due by
    /// then that a busy main loop has not run yet (a long press begins, then the finger moves, in the order
    /// they happened), then `body` with ``now`` reading the event's time, so timers it schedules are due
    /// counting from the event, not from when the loop got to it.
    ///
    /// ```swift
    /// clock.handling(eventAt: event.time) { router.handle(event) }
    /// ```
    public func handling(eventAt time: Double, _ body: () -> Void) {
        fireTimersDue(upTo: time)
        let previous = eventTime
        eventTime = max(min(time, realNow), floor, previous ?? 0)
        defer { eventTime = previous }
        body()
    }

    /// The time an input event stamped `time` (seconds on this clock) is handled at: its own, unless a timer
    /// due later already ran (a busy loop got to the event after it), then that timer's time. Time never goes
    /// back, and a recording replays the event after that timer, as it was handled live.
    ///
    /// ```swift
    /// event.time = clock.admittedTime(event.time)
    /// ```
    public func admittedTime(_ time: Double) -> Double { max(time, floor) }

    /// Fires, in the order they are due, the timers due at or before `time` (seconds on this clock) that
    /// GLib has not run yet, and those they schedule that are due by then too.
    public func fireTimersDue(upTo time: Double) {
        // Timers due at the same moment fire in the order they were scheduled, as on the virtual clock.
        while let (id, pending) = sources.filter({ $0.value.due <= time })
            .min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) })
        {
            sources[id] = nil
            g_source_remove(pending.source)
            // The timer runs at its due time, as it would have had the loop been free.
            let previous = eventTime
            eventTime = max(pending.due, floor)
            pending.fire()
            eventTime = previous
        }
    }
}
