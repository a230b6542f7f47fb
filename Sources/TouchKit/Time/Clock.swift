/// A source of time and one-shot timers, in seconds.
///
/// Recognizers ask the clock for timers (a long press's delay, a double tap's wait). The window uses a clock
/// on GLib's main loop; tests and `replay` use ``ManualClock``, which moves only when told, so nothing sleeps.
///
/// ```swift
/// let clock = ManualClock()
/// let timer = clock.schedule(after: 0.5) { print("long press") }
/// clock.advance(by: 0.5) // prints "long press"
/// ```
public protocol Clock: AnyObject {
    /// The current time, in seconds from the clock's own origin.
    var now: Double { get }
    /// Runs `action` once, `delay` seconds from now; the returned timer can cancel it.
    func schedule(after delay: Double, _ action: @escaping () -> Void) -> ClockTimer
    /// Stops a timer that has not fired yet; does nothing for one that fired or was cancelled.
    func cancel(_ timer: ClockTimer)
    /// Whether the person asked for less motion (the desktop's animations off): an ``Animation`` on this
    /// clock then jumps to its end on its first frame.
    var prefersReducedMotion: Bool { get }
}

extension Clock {
    /// Motion as usual, unless the clock says otherwise (the window's follows the desktop).
    public var prefersReducedMotion: Bool { false }
}

/// A handle for a scheduled timer, to cancel it.
public struct ClockTimer: Hashable, Sendable {
    /// A number unique among the clock's timers.
    public let id: UInt64

    /// Wraps a clock's timer number.
    public init(id: UInt64) {
        self.id = id
    }
}
