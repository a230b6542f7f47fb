import JSON

/// The latency a finger feels: for each input event, the time from the event's own timestamp to the
/// presentation of the first frame that shows its effect, and how steadily frames come. Fed by the window
/// (events as they are handled, frames as they are drawn and then presented) and read as a ``Summary`` over
/// the last few seconds: what the touch lab shows live and the status file carries.
///
/// Times are seconds on one clock (the window's); the window maps event timestamps onto it keeping their
/// delivery delay. A frame's presentation time is the display's where it reports one, else the end of the
/// frame's paint (Xvfb reports none): ``Summary/source`` says which.
///
/// ```swift
/// var meter = LatencyMeter()
/// meter.eventHandled(at: 10.000)
/// meter.frameDrawn(42)
/// meter.framePresented(42, at: 10.021, source: .paintEnd, refreshInterval: 1.0 / 60)
/// meter.summary(now: 10.1).median    // 0.021
/// ```
public struct LatencyMeter: Sendable {
    /// Where a frame's presentation time came from.
    public enum Source: String, Sendable {
        /// The display's own report of when the frame reached the screen.
        case presentation
        /// The end of the frame's paint: no display report (Xvfb, some drivers), so the scan-out after it
        /// is not counted.
        case paintEnd = "paint-end"
        /// A display that reports presentation gave no time for this frame in time (a stalled compositor, a
        /// frame it dropped): its events are left out of the figures, rather than given the paint's end,
        /// which would be less than the truth.
        case notMeasured = "not-measured"
    }

    /// The figures over the last ``LatencyMeter/span`` seconds.
    public struct Summary: Sendable, Equatable {
        /// Events measured.
        public var count = 0
        /// Their latency's median, 95th and 99th percentiles, in seconds (0 with no event).
        public var median = 0.0, p95 = 0.0, p99 = 0.0
        /// How many events fell in each 10 ms bin, 0–10 ms first; the last bin holds everything from
        /// ``LatencyMeter/histogramBins`` × 10 ms up.
        public var histogram: [Int] = Array(repeating: 0, count: LatencyMeter.histogramBins + 1)
        /// Frames that came while input was flowing.
        public var frames = 0
        /// The share of them (0 to 1) that came more than 1.5 refresh intervals after the one before.
        public var lateFrames = 0.0
        /// Where the last frame's presentation time came from; nil before any.
        public var source: Source?
    }

    /// The bins of the histogram below its last, each 10 ms.
    public static let histogramBins = 10
    /// How far back a summary looks, in seconds.
    public var span = 5.0

    private var waiting: [Double] = []
    private var drawn: [Int64: [Double]] = [:]
    private var samples: [(at: Double, latency: Double)] = []
    private var intervals: [(at: Double, late: Bool)] = []
    private var lastPresented: Double?
    private var source: Source?

    /// An empty meter.
    public init() {}

    /// An input event whose own time is `time` was handled: the next frame drawn shows it.
    public mutating func eventHandled(at time: Double) {
        if waiting.count < 10_000 { waiting.append(time) }
    }

    /// Frame `frame` (the frame clock's counter) was drawn, showing every event handled since the last one.
    public mutating func frameDrawn(_ frame: Int64) {
        guard !waiting.isEmpty else { return }
        drawn[frame, default: []] += waiting
        waiting.removeAll(keepingCapacity: true)
        if drawn.count > 120, let oldest = drawn.keys.min() { drawn[oldest] = nil }  // never presented
    }

    /// Frame `frame` reached the screen at `time` (by `source`), the display refreshing every
    /// `refreshInterval` seconds.
    /// A frame whose time was ``Source/notMeasured`` is forgotten with its events: they count nowhere.
    public mutating func framePresented(_ frame: Int64, at time: Double, source: Source, refreshInterval: Double) {
        self.source = source
        guard let events = drawn.removeValue(forKey: frame), source != .notMeasured else { return }
        for event in events { samples.append((time, max(0, time - event))) }
        // Frames carrying input, against the frame before: late past 1.5 intervals; a gap of many
        // intervals is the input starting again, not a frame lost.
        if let last = lastPresented, refreshInterval > 0 {
            let interval = time - last
            if interval <= 10 * refreshInterval { intervals.append((time, interval > 1.5 * refreshInterval)) }
        }
        lastPresented = time
        forget(before: time - span)
    }

    /// The figures over the `span` seconds before `now`.
    public func summary(now: Double) -> Summary {
        var summary = Summary()
        summary.source = source
        let recent = samples.filter { $0.at >= now - span }.map(\.latency).sorted()
        summary.count = recent.count
        if !recent.isEmpty {
            func percentile(_ p: Double) -> Double {
                recent[min(recent.count - 1, Int((p * Double(recent.count - 1)).rounded()))]
            }
            (summary.median, summary.p95, summary.p99) = (percentile(0.5), percentile(0.95), percentile(0.99))
            for latency in recent {
                summary.histogram[min(Self.histogramBins, Int(latency * 100))] += 1
            }
        }
        let frames = intervals.filter { $0.at >= now - span }
        summary.frames = frames.count
        summary.lateFrames = frames.isEmpty ? 0 : Double(frames.count { $0.late }) / Double(frames.count)
        return summary
    }

    private mutating func forget(before time: Double) {
        samples.removeFirst(samples.firstIndex { $0.at >= time } ?? samples.count)
        intervals.removeFirst(intervals.firstIndex { $0.at >= time } ?? intervals.count)
    }
}

extension LatencyMeter.Summary {
    /// The figures as JSON, in milliseconds, with the clock the events' times were read on (`monotonic`,
    /// `realtime` or `estimated`).
    public func jsonValue(clock: String?) -> JSONValue {
        .object([
            ("count", .number(Double(count))), ("medianMs", .number(median * 1000)), ("p95Ms", .number(p95 * 1000)),
            ("p99Ms", .number(p99 * 1000)), ("histogram", .array(histogram.map { .number(Double($0)) })),
            ("frames", .number(Double(frames))), ("lateFrames", .number(lateFrames)),
            ("source", source.map { .string($0.rawValue) } ?? .null), ("clock", clock.map(JSONValue.string) ?? .null),
        ])
    }
}
