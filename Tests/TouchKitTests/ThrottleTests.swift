import Testing
import TouchKit

@Suite("Throttle")
struct ThrottleTests {
    @Test("the first request runs at the clock's next turn, not inside the caller")
    func firstRunIsDeferred() {
        let clock = ManualClock()
        var runs: [Double] = []
        let throttle = Throttle(clock: clock, interval: 0.1) { runs.append(clock.now) }
        throttle.request()
        #expect(runs.isEmpty)
        #expect(throttle.isPending)
        clock.advance(by: 0)
        #expect(runs == [0])
        #expect(!throttle.isPending)
    }

    @Test("a request every frame runs at most once per interval, and once more after the last")
    func framesAreThrottled() {
        let clock = ManualClock()
        var runs: [Double] = []
        let throttle = Throttle(clock: clock, interval: 0.1) { runs.append(clock.now) }
        // One second of frames at 60 Hz, then nothing.
        for frame in 0..<60 {
            clock.advance(to: Double(frame) / 60)
            throttle.request()
        }
        clock.advance(by: 1)
        #expect(runs.count == 11)  // 0.0, 0.1, ... 1.0: the last frame's state included
        for (earlier, later) in zip(runs, runs.dropFirst()) { #expect(later - earlier >= 0.1 - 1e-9) }
        #expect(runs.last! >= 59.0 / 60)
    }

    @Test("after a quiet spell a request runs at once again")
    func quietSpellRunsAtOnce() {
        let clock = ManualClock()
        var runs: [Double] = []
        let throttle = Throttle(clock: clock, interval: 0.1) { runs.append(clock.now) }
        throttle.request()
        clock.advance(to: 5)
        throttle.request()
        clock.advance(by: 0)
        #expect(runs == [0, 5])
    }

    @Test("flush runs the waiting work now; with nothing waiting it does nothing")
    func flushRunsPendingWork() {
        let clock = ManualClock()
        var runs = 0
        let throttle = Throttle(clock: clock, interval: 0.1) { runs += 1 }
        throttle.flush()
        #expect(runs == 0)
        throttle.request()
        throttle.flush()
        #expect(runs == 1)
        clock.advance(by: 1)
        #expect(runs == 1)  // the timer was cancelled, not run a second time
    }

    @Test("a throttle that goes away cancels its timer")
    func deinitCancels() {
        let clock = ManualClock()
        var runs = 0
        var throttle: Throttle? = Throttle(clock: clock, interval: 0.1) { runs += 1 }
        throttle?.request()
        throttle = nil
        clock.advance(by: 1)
        #expect(runs == 0)
        #expect(!clock.hasPendingTimers)
    }
}
