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
