import CGtk

/// Puts GDK's event timestamps (milliseconds on the display server's clock) on the window clock's time base,
/// keeping GDK's spacing between events (what velocities and double-tap intervals are measured from), and,
/// where it can, the time the event took to arrive (what a latency figure is made of), while never running
/// ahead of the clock or backwards.
///
/// A display server on this machine stamps events with one of its clocks: X servers (Xorg, Xvfb) with the
/// monotonic clock in milliseconds, a browser showing Broadway often with the wall clock. When the
/// timestamp matches one of them (the event a little in the past of it, modulo the 32 bits GDK keeps), the
/// event's time is read on that clock, and its delay stays in it. Otherwise (another machine's clock, a page's
/// own time origin) the offset is set by the first event, as if it took no time to arrive, and set again
/// when an event would land in the clock's future or lag it by more than ``maximumLag``; ``match`` then says
/// ``Match/estimated``.
///
/// ```swift
/// var mapper = TimestampMapper()
/// let t = mapper.seconds(eventMilliseconds: gdkTime, now: clock.now, references: .now)
/// ```
public struct TimestampMapper: Sendable {
    /// Which clock the events' timestamps were found to be on.
    public enum Match: String, Sendable {
        /// This machine's monotonic clock (X servers): the delay to the event's handling is measured.
        case monotonic
        /// This machine's wall clock (a browser's `Date.now()`): the delay is measured, to the wall clock's
        /// precision.
        case realtime
        /// Neither: the first event's delay is taken as zero.
        case estimated
    }

    /// Readings of this machine's clocks, in microseconds, taken when the event is handled.
    public struct References: Sendable {
        /// `CLOCK_MONOTONIC` (GLib's monotonic time), in microseconds.
        public var monotonic: UInt64
        /// `CLOCK_REALTIME` (microseconds since 1970).
        public var realtime: UInt64

        /// Readings taken elsewhere (tests).
        public init(monotonic: UInt64, realtime: UInt64) {
            (self.monotonic, self.realtime) = (monotonic, realtime)
        }
    }

    /// How far behind the clock an event may be, in seconds, and still be on it. Ten seconds: on a busy
    /// machine a browser showing Broadway handed 40 Hz touches over up to 5 s late, and with a limit of one
    /// second the late ones fell off the wall clock onto an estimate, so each finger's times jumped between
    /// the two and the touch lab measured 44 to 49 Hz. A stamp further back is taken for another clock (a
    /// wrap, a synthetic time).
    public var maximumLag = 10.0
    /// The clock the last event was found on; nil before any.
    public private(set) var match: Match?
    private var offset: Double?
    /// For each clock matched, the window clock's time at that clock's zero: pinned once, so one event
    /// stamp always maps to one time, however often and whenever it is asked.
    private var pinned: [Match: (now: Double, reading: UInt64)] = [:]
    private var last = -Double.infinity

    /// Creates a mapper with no offset yet.
    public init() {}

    /// The clock time, in seconds, of an event stamped `eventMilliseconds` by GDK and handled at `now`, with
    /// `references` read at the same moment (nil: only the estimate).
    public mutating func seconds(eventMilliseconds: UInt32, now: Double, references: References? = nil) -> Double {
        var time: Double
        if let references, let (clock, reading, ago) = delay(of: eventMilliseconds, against: references) {
            match = clock
            // The stamp on the matched clock, in microseconds since its zero (whole milliseconds, unwrapped).
            let stamp = (reading / 1000 - UInt64(ago)) * 1000
            func onClock(_ microseconds: UInt64, from pin: (now: Double, reading: UInt64)) -> Double {
                pin.now + Double(Int64(bitPattern: microseconds &- pin.reading)) / 1_000_000
            }
            if let pin = pinned[clock], abs(onClock(reading, from: pin) - now) <= 0.002 {
                // Still in step.
            } else {
                pinned[clock] = (now, reading)  // first, or the clocks moved apart (a wall clock set)
            }
            time = min(now, onClock(stamp, from: pinned[clock]!))
            offset = nil  // an event on no known clock afterwards starts its estimate afresh
        } else {
            let raw = Double(eventMilliseconds) / 1000
            if let offset, raw + offset <= now, raw + offset >= now - maximumLag {
                // On the established time base.
            } else {
                offset = now - raw
            }
            match = .estimated
            time = raw + offset!
        }
        time = max(time, last)
        last = time
        return time
    }

    /// The clock `milliseconds` is on, its reading (microseconds) and how many milliseconds ago the stamp
    /// was on it; the clock found before is tried first, so one that happens to match by chance does not
    /// take over.
    private func delay(of milliseconds: UInt32, against references: References) -> (Match, UInt64, UInt32)? {
        let candidates: [(Match, UInt64)] =
            match == .realtime
            ? [(.realtime, references.realtime), (.monotonic, references.monotonic)]
            : [(.monotonic, references.monotonic), (.realtime, references.realtime)]
        for (clock, reading) in candidates {
            let ago = UInt32(truncatingIfNeeded: reading / 1000) &- milliseconds
            if Double(ago) / 1000 <= maximumLag, UInt64(ago) <= reading / 1000 { return (clock, reading, ago) }
        }
        return nil
    }
}

extension TimestampMapper.References {
    /// This machine's clocks now.
    public static var now: Self {
        // GLib's monotonic time is CLOCK_MONOTONIC, in microseconds; its real time, CLOCK_REALTIME.
        Self(monotonic: UInt64(max(0, g_get_monotonic_time())), realtime: UInt64(max(0, g_get_real_time())))
    }
}
