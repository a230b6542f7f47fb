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
        let jumped = mapper.seconds(eventMilliseconds: 9_000, now: 12.1)  // server clock jumped ahead
        #expect(jumped == 12.1)
        let stale = mapper.seconds(eventMilliseconds: 1, now: 12.2)  // a wrap, or a synthetic time
        #expect(stale == 12.2)
        let earlier = mapper.seconds(eventMilliseconds: 0, now: 12.15)
        #expect(earlier >= 12.2)
    }
}

@Suite("Timestamps on this machine's clocks: the delivery delay kept")
struct TimestampClockMatchTests {
    @Test("an X server's monotonic milliseconds: each event lands its delay before now, spacing kept")
    func monotonic() {
        var mapper = TimestampMapper()
        // Handled 12 ms and then 3 ms after the server stamped them; a first-event offset would call both 0.
        let references = { (ms: UInt64) in TimestampMapper.References(monotonic: ms, realtime: 1_795_000_000_000 + ms) }
        let first = mapper.seconds(eventMilliseconds: 5_000, now: 100.012, references: references(5_012))
        let second = mapper.seconds(eventMilliseconds: 5_016, now: 100.019, references: references(5_019))
        #expect(mapper.match == .monotonic)
        #expect(abs(first - 100.0) < 1e-9 && abs(second - 100.016) < 1e-9)
    }

    @Test("a browser's wall-clock milliseconds (Broadway): matched on the realtime clock, past a 32-bit wrap")
    func realtime() {
        var mapper = TimestampMapper()
        let wall: UInt64 = 1_795_000_000_000
        let stamp = UInt32(truncatingIfNeeded: wall - 40)
        let time = mapper.seconds(
            eventMilliseconds: stamp, now: 50, references: .init(monotonic: 777_000, realtime: wall))
        #expect(mapper.match == .realtime && abs(time - 49.96) < 1e-9)
        // The monotonic clock's own 32-bit wrap: a stamp just before it, read just after.
        var wrapped = TimestampMapper()
        let after = wrapped.seconds(
            eventMilliseconds: UInt32.max - 4, now: 10, references: .init(monotonic: 1 << 32 + 5, realtime: 0))
        #expect(wrapped.match == .monotonic && abs(after - 9.99) < 1e-9)
    }

    @Test("a clock of its own (a page's time origin, another machine): estimated from the first event")
    func estimated() {
        var mapper = TimestampMapper()
        let references = TimestampMapper.References(monotonic: 900_000, realtime: 1_795_000_000_000)
        let first = mapper.seconds(eventMilliseconds: 5_000, now: 12.0, references: references)
        #expect(mapper.match == .estimated && first == 12.0)
        // Never ahead of the clock, never backwards, even when a stamp from the future comes.
        let future = mapper.seconds(eventMilliseconds: 901_500, now: 12.01, references: references)
        #expect(future <= 12.01 && future >= first)
    }
}
