import GtkBridge
import Testing

/// The window's clock handles input the way the virtual clock of a replay does, so a recording of a live
/// session replays to the same log.
@MainActor
@Suite("The window's clock")
struct GLibClockTests {
    @Test("an event handled late comes after the timers that were due before it, each run at its due time")
    func overdueTimersFirst() {
        let clock = GLibClock()
        let start = clock.now
        var seen: [(String, Double)] = []
        _ = clock.schedule(after: 0.3) { seen.append(("later", clock.now)) }
        _ = clock.schedule(after: 0.1) { seen.append(("sooner", clock.now)) }
        _ = clock.schedule(after: 5) { seen.append(("not yet", clock.now)) }
        // The main loop was busy: an event that happened 0.35 s after the timers were set arrives now.
        clock.handling(eventAt: start + 0.35) { seen.append(("event", clock.now)) }
        #expect(seen.map(\.0) == ["sooner", "later", "event"])
        #expect(abs(seen[0].1 - (start + 0.1)) < 1e-3)
        #expect(abs(seen[1].1 - (start + 0.3)) < 1e-3)
        #expect(clock.pendingTimers == 1)
    }

    @Test("while an event is handled, now is its time, and timers set then count from it")
    func timersCountFromTheEvent() {
        let clock = GLibClock()
        let eventTime = clock.now
        var fired = false
        while clock.now < eventTime + 0.02 {}  // the loop reaches the event 20 ms after it happened
        clock.handling(eventAt: eventTime) {
            #expect(clock.now == eventTime)
            _ = clock.schedule(after: 0.5) { fired = true }
        }
        #expect(clock.now > eventTime)
        clock.fireTimersDue(upTo: eventTime + 0.499)
        #expect(!fired)
        clock.fireTimersDue(upTo: eventTime + 0.5)
        #expect(fired)
    }

    @Test("time never goes back: an event stamped before a timer that already ran reads the timer's time")
    func neverBackwards() {
        let clock = GLibClock()
        let start = clock.now
        var timerTime = 0.0
        _ = clock.schedule(after: 0.05) { timerTime = clock.now }
        clock.fireTimersDue(upTo: start + 0.06)  // due 0.05 s after it was set, a little after `start`
        #expect(timerTime >= start + 0.05, "the timer ran")
        var eventNow = 0.0
        clock.handling(eventAt: start + 0.01) { eventNow = clock.now }
        #expect(eventNow >= timerTime)
        // Its time, as the router and a recording get it, is the timer's: a replay runs the timer first too.
        #expect(clock.admittedTime(start + 0.01) == timerTime)
        #expect(clock.admittedTime(start + 0.2) == start + 0.2, "an event after the timer keeps its own time")
        // An event from the future (a clock glitch) reads no later than the present.
        var futureNow = 0.0
        clock.handling(eventAt: start + 60) { futureNow = clock.now }
        #expect(futureNow < start + 60)
    }
}
