/// A virtual clock for tests and replay: time moves only when you advance it, and timers that fall due
/// fire in order, each at its own time.
///
/// Time always moves forward: a timer asked for a positive delay falls due strictly later than now, even where
/// the delay is smaller than the spacing of `Double`s at that time (around 1e15 s, `now + 1/60 == now`), so
/// an animation that reschedules itself every frame still reaches its end.
///
/// ```swift
/// let clock = ManualClock()
/// clock.schedule(after: 0.3) { print("double tap window closed") }
/// clock.advance(to: 1.0)   // fires at 0.3, then stops at 1.0
/// clock.runUntilIdle()     // fires whatever is still pending
/// ```
public final class ManualClock: Clock {
    /// The current virtual time, in seconds.
    public private(set) var now: Double
    private var queue = TimerQueue()
    private var nextID: UInt64 = 1

    /// Creates a clock that starts at `start` seconds.
    public init(start: Double = 0) {
        now = start
    }

    /// Whether animations on this clock jump to their end, as the window's do with the desktop's animations
    /// off (a test sets it to see that).
    public var prefersReducedMotion = false

    /// True while some timer has not fired.
    public var hasPendingTimers: Bool { !queue.isEmpty }

    /// When the next timer falls due, if any.
    public var nextDueTime: Double? { queue.peek()?.due }

    @discardableResult
    public func schedule(after delay: Double, _ action: @escaping () -> Void) -> ClockTimer {
        let timer = ClockTimer(id: nextID)
        nextID += 1
        queue.insert(TimerQueue.Entry(id: timer.id, due: Self.dueTime(now: now, delay: delay), action: action))
        return timer
    }

    /// When a timer asked for `delay` seconds falls due: never before now, and strictly after now for a
    /// positive delay. A delay that is not a number counts as zero; past the largest finite time a timer
    /// never falls due.
    static func dueTime(now: Double, delay: Double) -> Double {
        guard delay > 0 else { return now }
        let due = now + delay
        return due > now ? due : now.nextUp
    }

    public func cancel(_ timer: ClockTimer) {
        queue.cancel(id: timer.id)
    }

    /// Moves time forward to `time`, firing every timer due on the way at its own time (timers scheduled by
    /// those timers included). Time never goes backwards.
    public func advance(to time: Double) {
        while let next = queue.peek(), next.due <= time, next.due.isFinite {
            fire(queue.popFirst()!)
        }
        if time.isFinite { now = max(now, time) }
    }

    /// Moves time forward by `seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + seconds)
    }

    /// Fires pending timers until none is left, moving time to each; stops after `limit` timers so a timer
    /// that keeps rescheduling itself cannot hang a replay, and drops timers that would fall due at infinity.
    /// Returns how many fired.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var fired = 0
        while fired < limit, let next = queue.popFirst() {
            guard next.due.isFinite else { continue }
            fire(next)
            fired += 1
        }
        return fired
    }

    private func fire(_ entry: TimerQueue.Entry) {
        now = max(now, entry.due)
        entry.action()
    }
}
