/// Runs a piece of work at most once per interval, however often it is asked for, and always once more
/// after the last request, so what it writes ends up current.
///
/// The window's status file is rebuilt this way: a frame asks for it every 16 ms, but it is written at most
/// every 0.1 s, after the frame (not inside it), and the last frame's state is always written.
///
/// ```swift
/// let clock = ManualClock()
/// let throttle = Throttle(clock: clock, interval: 0.1) { print("written at", clock.now) }
/// throttle.request()
/// clock.advance(by: 0)     // written at 0.0 (a timer of no delay: after the caller, never inside it)
/// throttle.request()
/// throttle.request()       // still one run waiting
/// clock.advance(by: 0.1)   // written at 0.1, once
/// ```
public final class Throttle {
    /// The shortest time between two runs, in seconds.
    public let interval: Double
    private let clock: Clock
    private let work: () -> Void
    private var lastRun: Double?
    private var pending: ClockTimer?

    /// Creates a throttle that runs `work` on `clock`'s timers, at most once every `interval` seconds.
    public init(clock: Clock, interval: Double, work: @escaping () -> Void) {
        self.clock = clock
        self.interval = max(0, interval)
        self.work = work
    }

    /// Whether a run is waiting for its time.
    public var isPending: Bool { pending != nil }

    /// Asks for a run: as soon as the interval since the last one has passed (on a timer, never inside the
    /// caller), or not at all if one is already waiting, since that one will see the latest state.
    public func request() {
        guard pending == nil else { return }
        let wait = lastRun.map { max(0, $0 + interval - clock.now) } ?? 0
        pending = clock.schedule(after: wait) { [weak self] in
            guard let self else { return }
            self.pending = nil
            self.lastRun = self.clock.now
            self.work()
        }
    }

    /// Runs the waiting work now, if any (before quitting, say), so nothing asked for is lost.
    public func flush() {
        guard let timer = pending else { return }
        clock.cancel(timer)
        pending = nil
        lastRun = clock.now
        work()
    }

    deinit {
        if let pending { clock.cancel(pending) }
    }
}
