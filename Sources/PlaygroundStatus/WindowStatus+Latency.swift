extension WindowStatus {
    /// The latency a finger feels, over the last five seconds: from each input event's own time to the
    /// presentation of the first frame that shows it (see `LatencyMeter`).
    public struct Latency: Codable, Sendable {
        /// Events measured.
        public var count = 0
        /// The median, 95th and 99th percentiles, in milliseconds.
        public var medianMs = 0.0, p95Ms = 0.0, p99Ms = 0.0
        /// Events per 10 ms bin, 0–10 ms first; the last bin from 100 ms up.
        public var histogram: [Int] = []
        /// Frames that came while input flowed, and the share of them (0 to 1) more than 1.5 refresh
        /// intervals after the one before.
        public var frames = 0, lateFrames = 0.0
        /// Where the last frame's time came from: `presentation` (the display's report), `paint-end` (a
        /// display that reports none: the end of the paint) or `not-measured` (a display that reports gave
        /// no time for it in time: its events are left out); nil before a frame.
        public var source: String?
        /// Which clock the events' timestamps were found on: `monotonic`, `realtime` (both keep the
        /// delivery delay) or `estimated` (the first event's delay taken as zero); nil before an event.
        public var clock: String?

        /// Nothing measured yet.
        public init() {}

        /// Every key, null for what is not known.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .count)
            try container.encode(medianMs, forKey: .medianMs)
            try container.encode(p95Ms, forKey: .p95Ms)
            try container.encode(p99Ms, forKey: .p99Ms)
            try container.encode(histogram, forKey: .histogram)
            try container.encode(frames, forKey: .frames)
            try container.encode(lateFrames, forKey: .lateFrames)
            try container.encode(source, forKey: .source)
            try container.encode(clock, forKey: .clock)
        }
    }
}
