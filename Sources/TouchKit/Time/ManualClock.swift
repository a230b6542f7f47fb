/// A virtual clock for tests and replay: time moves only when you advance it, and timers that fall due
/// fire in order, each at its own time.
///
/// ```swift
/// let clock = ManualClock()
/// clock.schedule(after: 0.3) { print("double tap window closed") }
/// clock.advance(to: 1.0)   // fires at 0.3, then stops at 1.0
/// clock.runUntilIdle()     // fires whatever is still pending
/// ```
public final class ManualClock: Clock {
    private struct Pending {
        let timer: ClockTimer
        let due: Double
        let action: () -> Void
    }

    /// The current virtual time, in seconds.
    public private(set) var now: Double
    private var pending: [Pending] = []
    private var nextID: UInt64 = 1

    /// Creates a clock that starts at `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// True while some timer has not fired.
    public var hasPendingTimers: Bool { !pending.isEmpty }

    /// When the next timer falls due, if any.
    public var nextDueTime: Double? { pending.map(\.due).min() }

    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ClockTimer {
        let timer = ClockTimer(id: nextID)
        nextID += 1
        pending.append(Pending(timer: timer, due: now + max(0, delay), action: action))
        return timer
    }

    public func cancel(_ timer: ClockTimer) {
        pending.removeAll { $0.timer == timer }
    }

    /// Moves time forward to `time`, firing every timer due on the way at its own time (timers scheduled by
    /// those timers included). Time never goes backwards.
    public func advance(to time: Double) {
        while let index = indexOfEarliest(), pending[index].due <= time {
            let timer = pending.remove(at: index)
            now = max(now, timer.due)
            timer.action()
        }
        now = max(now, time)
    }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Fires pending timers until none is left, moving time to each; stops after `limit` timers so a timer
    /// that keeps rescheduling itself cannot hang a replay. Returns how many fired.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var fired = 0
        while fired < limit, let index = indexOfEarliest() {
            let timer = pending.remove(at: index)
            now = max(now, timer.due)
            timer.action()
            fired += 1
        }
        return fired
    }

    private func indexOfEarliest() -> Int? {
        pending.indices.min { pending[$0].due < pending[$1].due || (pending[$0].due == pending[$1].due && pending[$0].timer.id < pending[$1].timer.id) }
    }
}
