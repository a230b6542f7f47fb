/// Health measured from touches as they come, not from a recording: the touch lab's guided test feeds it
/// each report of each contact, in millimetres, and asks for the report at any time. The same measures and
/// verdicts as `touch-playground health` makes of a recording (``DeviceHealth``).
///
/// ```swift
/// var recorder = HealthRecorder(device: TraceDevice(name: "ELAN9008:00 04F3:2C82"))
/// recorder.take(1, .began, at: Point(x: 120, y: 80), time: 0.0)    // millimetres, seconds
/// recorder.take(1, .moved, at: Point(x: 121, y: 80), time: 0.008)
/// recorder.take(1, .ended, at: Point(x: 121, y: 80), time: 0.016)
/// recorder.health().checks
/// ```
public struct HealthRecorder: Sendable {
    private var meter = HealthMeter()
    /// The latest time taken, in seconds.
    public private(set) var latest: Double?
    /// The contacts down now, by the key they were given.
    public private(set) var down = Set<Int>()

    /// A recorder for `device`, its places to come in millimetres, or in some other unit when not
    /// `inMillimetres` (a display that does not say its size): then nothing is judged in millimetres
    /// (jitter, lines, separation).
    public init(device: TraceDevice, inMillimetres: Bool = true) {
        var header = TouchTrace(events: [])
        header.device = TraceDevice(
            name: device.name, source: device.source, millimetresPerPoint: inMillimetres ? 1 : nil,
            fitted: !inMillimetres)
        try? meter.begin(header)
    }

    /// Contact `key` reported in `phase` at `place` (millimetres) at `time` (seconds, never earlier than
    /// the last): `.began` first, `.ended` or `.cancelled` last.
    public mutating func take(_ key: Int, _ phase: TouchPhase, at place: Point, time: Double) {
        guard place.isFinite, time.isFinite else { return }
        let time = max(time, latest ?? time)
        latest = time
        if phase == .began {
            // A key reused before its end was seen: the old contact is over.
            if down.contains(key) {
                try? meter.take(InputEvent(time: time, kind: .touch(id: key, phase: .cancelled, location: place)))
            }
            down.insert(key)
        } else if !down.contains(key) {
            return
        }
        if phase.isFinished { down.remove(key) }
        try? meter.take(InputEvent(time: time, kind: .touch(id: key, phase: phase, location: place)))
    }

    /// The report so far, of a device claiming `claimedContacts` at once (nil: not known), judged against
    /// a display refreshing `refreshRate` times a second (nil: not known), its lines drawn along a ruler
    /// when `ruled`. Contacts still down are measured up to `now` (seconds; the latest report when nil) as
    /// if they lifted then.
    public func health(now: Double? = nil, claimedContacts: Int? = nil, refreshRate: Double? = nil, ruled: Bool = false)
        -> DeviceHealth
    {
        var meter = self.meter
        meter.finish(liftingAt: now ?? latest ?? 0)
        var health = DeviceHealth(device: meter.device ?? TraceDevice(name: ""), axes: [:], meter: meter)
        health.claimedContacts = claimedContacts
        return health.judged(refreshRate: refreshRate, ruled: ruled)
    }
}
