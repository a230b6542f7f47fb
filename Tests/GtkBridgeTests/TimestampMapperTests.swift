import GtkBridge
import Testing

@Suite("Timestamps from GDK")
struct TimestampMapperTests {
    @Test("keeps GDK's spacing between events on the clock's time base")
    func keepsSpacing() {
        var mapper = TimestampMapper()
        let first = mapper.seconds(eventMilliseconds: 5_000, now: 12.0)
        let second = mapper.seconds(eventMilliseconds: 5_016, now: 12.02)
        #expect(first == 12.0)
        #expect(abs(second - 12.016) < 1e-9)
    }

    @Test("never runs ahead of the clock or backwards")
    func neverAheadOrBackwards() {
        var mapper = TimestampMapper()
        _ = mapper.seconds(eventMilliseconds: 5_000, now: 12.0)
        let jumped = mapper.seconds(eventMilliseconds: 25_000, now: 12.1)  // server clock jumped ahead
        #expect(jumped == 12.1)
        let stale = mapper.seconds(eventMilliseconds: 1, now: 12.2)  // a wrap, or a synthetic time
        #expect(stale == 12.2)
        let earlier = mapper.seconds(eventMilliseconds: 0, now: 12.15)
        #expect(earlier >= 12.2)
    }
}

@Suite("Timestamps on this machine's clocks: the delivery delay kept")
struct TimestampClockMatchTests {
    /// Readings `seconds` after the window clock's zero, which is 1,000 s into the monotonic clock and at
    /// 1,795,000,000 s on the wall clock.
    static func references(at seconds: Double) -> TimestampMapper.References {
        let microseconds = UInt64((seconds * 1_000_000).rounded())
        return .init(monotonic: 1_000_000_000 + microseconds, realtime: 1_795_000_000_000_000 + microseconds)
    }

    @Test("an X server's monotonic milliseconds: each event lands its delay before now, spacing kept")
    func monotonic() {
        var mapper = TimestampMapper()
        // Handled 12.4 ms and then 3.7 ms after the server stamped them; a first-event offset would call both 0.
        let first = mapper.seconds(eventMilliseconds: 1_005_000, now: 5.0124, references: Self.references(at: 5.0124))
        let second = mapper.seconds(eventMilliseconds: 1_005_016, now: 5.0197, references: Self.references(at: 5.0197))
        #expect(mapper.match == .monotonic)
        #expect(abs(first - 5.0) < 1e-9 && abs(second - 5.016) < 1e-9, "\(first) \(second)")
        // The same stamp asked again later (another controller of the same event) maps to the same time.
        let again = mapper.seconds(eventMilliseconds: 1_005_016, now: 5.0213, references: Self.references(at: 5.0213))
        #expect(again == second)
    }

    @Test("a browser's wall-clock milliseconds (Broadway): matched on the realtime clock, past a 32-bit wrap")
    func realtime() {
        var mapper = TimestampMapper()
        let references = Self.references(at: 50)
        let stamp = UInt32(truncatingIfNeeded: references.realtime / 1000 - 40)
        let time = mapper.seconds(eventMilliseconds: stamp, now: 50, references: references)
        #expect(mapper.match == .realtime && abs(time - 49.96) < 1e-9, "\(time)")
        // The monotonic clock's own 32-bit wrap: a stamp just before it, read just after.
        var wrapped = TimestampMapper()
        let after = wrapped.seconds(
            eventMilliseconds: UInt32.max - 4, now: 10,
            references: .init(monotonic: ((1 << 32) + 5) * 1000, realtime: 0))
        #expect(wrapped.match == .monotonic && abs(after - 9.99) < 1e-9, "\(after)")
    }

    @Test("events handed over seconds late (a busy browser) stay on the wall clock, 25 ms apart")
    func lateDelivery() {
        var mapper = TimestampMapper()
        // 40 Hz from the wall clock, each delivered later than the last: 10 ms late at first, 5 s at the end.
        var times: [Double] = []
        for index in 0..<200 {
            let stamped = 20 + Double(index) * 0.025
            let now = stamped + 0.01 + Double(index) * 0.025
            let references = Self.references(at: now)
            let stamp = UInt32(
                truncatingIfNeeded: references.realtime / 1000 - UInt64(((now - stamped) * 1000).rounded()))
            times.append(mapper.seconds(eventMilliseconds: stamp, now: now, references: references))
            #expect(mapper.match == .realtime)
        }
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - 0.025) < 1e-6 }, "\(gaps.filter { abs($0 - 0.025) >= 1e-6 })")
        #expect(abs(times[0] - 20) < 1e-6, "the first event's delay stays in its time: \(times[0])")
    }

    @Test("a clock of its own (a page's time origin, another machine): estimated from the first event")
    func estimated() {
        var mapper = TimestampMapper()
        let references = Self.references(at: 12)
        let first = mapper.seconds(eventMilliseconds: 5_000, now: 12.0, references: references)
        #expect(mapper.match == .estimated && first == 12.0)
        // Never ahead of the clock, never backwards, even when a stamp from the future comes.
        let future = mapper.seconds(eventMilliseconds: 1_012_500, now: 12.01, references: Self.references(at: 12.01))
        #expect(future <= 12.01 && future >= first)
    }
}
