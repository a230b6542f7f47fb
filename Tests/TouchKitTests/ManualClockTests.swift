import Testing

@testable import TouchKit

@Suite("The virtual clock")
struct ManualClockTests {
    @Test("timers fire in time order, same-time ones in the order they were scheduled; cancelled ones never")
    func order() {
        let clock = ManualClock()
        var fired: [String] = []
        clock.schedule(after: 0.3) { fired.append("c") }
        clock.schedule(after: 0.1) { fired.append("a") }
        let cancelled = clock.schedule(after: 0.2) { fired.append("cancelled") }
        clock.schedule(after: 0.3) { fired.append("d") }
        clock.schedule(after: 0.1) { fired.append("b") }
        clock.cancel(cancelled)
        #expect(clock.nextDueTime == 0.1)
        clock.advance(to: 0.25)
        #expect(fired == ["a", "b"])
        #expect(clock.now == 0.25)
        clock.runUntilIdle()
        #expect(fired == ["a", "b", "c", "d"])
        #expect(!clock.hasPendingTimers)
    }

    @Test("a thousand timers scheduled in shuffled order fire sorted")
    func manyTimers() {
        let clock = ManualClock()
        var fired: [Double] = []
        var generator = SystemRandomNumberGenerator()
        let delays = (0..<1000).map { Double($0) / 100 }.shuffled(using: &generator)
        var timers: [ClockTimer] = []
        for delay in delays { timers.append(clock.schedule(after: delay) { fired.append(clock.now) }) }
        for timer in timers.prefix(100) { clock.cancel(timer) }
        clock.runUntilIdle()
        #expect(fired.count == 900)
        #expect(fired == fired.sorted())
    }

    @Test(
        "far in the future (1e15 s) a timer asked for 1/60 s still falls due later: a 0.5 s animation ends",
        arguments: [1e15, 1e17, 1e300])
    func alwaysAdvances(start: Double) {
        let clock = ManualClock(start: start)
        #expect(start + 1.0 / 60 == start)  // the reason: the delay is below the spacing of Doubles here
        var frames = 0
        var finished = false
        func frame(startedAt: Double) {
            frames += 1
            if clock.now - startedAt >= 0.5 || frames > 100_000 {
                finished = true
                return
            }
            clock.schedule(after: 1.0 / 60) { frame(startedAt: startedAt) }
        }
        frame(startedAt: clock.now)
        clock.advance(to: start + 10)
        clock.runUntilIdle()
        #expect(finished)
        #expect(frames < 100)
        #expect(clock.now > start)
    }

    @Test("at the largest finite time, a timer that would fall due at infinity is dropped; time stays finite")
    func largestTime() {
        let clock = ManualClock(start: .greatestFiniteMagnitude)
        var fired = 0
        clock.schedule(after: 1) { fired += 1 }
        clock.advance(to: .greatestFiniteMagnitude)
        #expect(clock.runUntilIdle() == 0)
        #expect(fired == 0)
        #expect(clock.now.isFinite)
        #expect(!clock.hasPendingTimers)
    }

    @Test("a delay that is not a number, or negative, means now")
    func oddDelays() {
        let clock = ManualClock(start: 2)
        var fired = 0
        clock.schedule(after: .nan) { fired += 1 }
        clock.schedule(after: -5) { fired += 1 }
        clock.advance(to: 2)
        #expect(fired == 2)
        #expect(clock.now == 2)
    }
}
