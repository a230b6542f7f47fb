/// Puts GDK's event timestamps (milliseconds on the display server's clock) on the window clock's time base,
/// keeping GDK's spacing between events (what velocities and double-tap intervals are measured from) while
/// never running ahead of the clock or backwards.
///
/// The offset between the two clocks is set by the first event and set again when an event would land in
/// the clock's future, lag it by more than ``maximumLag`` (a server clock that jumped, a 49-day wrap, a
/// synthetic event with time 0).
///
/// ```swift
/// var mapper = TimestampMapper()
/// let t = mapper.seconds(eventMilliseconds: gdkTime, now: clock.now)
/// ```
public struct TimestampMapper: Sendable {
    /// How far behind the clock an event may be before the offset is set again, in seconds.
    public var maximumLag = 1.0
    private var offset: Double?
    private var last = -Double.infinity

    /// Creates a mapper with no offset yet.
    public init() {}

    /// The clock time, in seconds, of an event stamped `eventMilliseconds` by GDK and handled at `now`.
    public mutating func seconds(eventMilliseconds: UInt32, now: Double) -> Double {
        let raw = Double(eventMilliseconds) / 1000
        if let offset, raw + offset <= now, raw + offset >= now - maximumLag {
            // On the established time base.
        } else {
            offset = now - raw
        }
        let time = max(raw + offset!, last)
        last = time
        return time
    }
}
