import TouchKit

/// Everything the touch lab measures of one finger (or pen), from the samples the device sent: where it
/// landed and is, its trail, its speed, and how often and how steadily the device reports it.
///
/// The numbers come from the events' own timestamps (GDK's, in milliseconds), never from the frame rate:
///
/// ```swift
/// var track = FingerTrack(number: 1, tool: "finger")
/// for (t, p) in samples { track.add(time: t, location: p) }
/// track.samplingRate  // 120.0 (Hz)
/// track.jitter        // 0.21 (points)
/// ```
public struct FingerTrack: Sendable {
    /// One report from the device.
    public struct Sample: Hashable, Sendable {
        /// When, in seconds.
        public var time: Double
        /// Where, in points.
        public var location: Point
        /// Pressure 0…1, if reported.
        public var pressure: Double?
        /// Contact diameter in points, if reported.
        public var size: Double?
        /// True for the lift: it comes when the finger leaves, not on the device's sampling clock, so the
        /// rate leaves it out.
        public var isLift = false
    }

    /// How long the trail and the rate look back, in seconds.
    public static let window = 5.0
    /// How far back the sampling rate is measured, in seconds: long enough that GDK's millisecond
    /// timestamps round away (1 ms in 1 s is 0.1 %).
    public static let rateWindow = 1.0

    /// 1 for the first finger down, 2 for the next…
    public let number: Int
    /// What touches: finger, pen, eraser or mouse.
    public var tool: String
    /// Where it landed, in points.
    public private(set) var start: Point?
    /// The samples of the last ``window`` seconds (the trail), oldest first.
    public private(set) var trail: [Sample] = []
    /// Whether the finger is still down.
    public var isDown = true
    /// When it lifted, if it has.
    public var liftTime: Double?
    /// How many samples since it landed.
    public private(set) var sampleCount = 0
    /// The samples since the finger last moved farther than ``stillRadius`` from where that stillness began:
    /// the jitter is their spread. Kept as running sums so a finger held for minutes costs nothing.
    private var still = StillRun()
    /// How far a finger may wander and still count as held still, in points (the tap slop in force).
    public var stillRadius: Double

    /// Starts the track of finger `number`.
    public init(number: Int, tool: String, stillRadius: Double = GestureThresholds.standard.tapSlop) {
        self.number = number
        self.tool = tool
        self.stillRadius = stillRadius
    }

    /// Adds a report; samples older than ``window`` before it leave the trail.
    public mutating func add(
        time: Double, location: Point, pressure: Double? = nil, size: Double? = nil, isLift: Bool = false
    ) {
        if start == nil { start = location }
        if !isLift { sampleCount += 1 }
        trail.append(Sample(time: time, location: location, pressure: pressure, size: size, isLift: isLift))
        // The lift prunes nothing: it may come long after the last report (a finger held still on a device
        // that reports only changes, or a lift handed over late), and the rate is of the reports before it.
        if !isLift, let first = trail.first, time - first.time > Self.window {
            let keepFrom = trail.firstIndex { time - $0.time <= Self.window } ?? trail.count - 1
            trail.removeFirst(keepFrom)
        }
        if !isLift { still.add(location, time: time, radius: stillRadius) }
    }

    /// The latest sample.
    public var last: Sample? { trail.last }

    /// How far it is from where it landed, in points.
    public var displacement: Point {
        guard let start, let last else { return .zero }
        return Point(x: last.location.x - start.x, y: last.location.y - start.y)
    }

    /// True once it has wandered past the tap slop from where it landed (the lab draws dX/dY red).
    public var isPastSlop: Bool {
        let d = displacement
        return (d.x * d.x + d.y * d.y).squareRoot() > stillRadius
    }

    /// Reports per second over the last ``rateWindow`` seconds: (samples − 1) / time they span; nil with
    /// fewer than three samples or no time between them.
    public var samplingRate: Double? {
        guard let last = trail.last(where: { !$0.isLift }) else { return nil }
        let recent = trail.lazy.filter { !$0.isLift && last.time - $0.time <= Self.rateWindow }
        guard let first = recent.first else { return nil }
        let count = recent.count
        let span = last.time - first.time
        guard count >= 3, span > 0 else { return nil }
        return Double(count - 1) / span
    }

    /// Velocity over the last 0.1 s, in points per second (zero when it has not moved).
    public var velocity: Point {
        guard let last = trail.last,
            let first = trail.last(where: { last.time - $0.time >= 0.1 }) ?? trail.first, last.time > first.time
        else { return .zero }
        let dt = last.time - first.time
        return Point(x: (last.location.x - first.location.x) / dt, y: (last.location.y - first.location.y) / dt)
    }

    /// The standard deviation of the position while held still, in points: over the samples since it last
    /// moved more than ``stillRadius`` (after a tenth of a second to settle), the spread along x and along y
    /// averaged in quadrature (for noise of σ on each axis, σ). Nil until ten samples have been still.
    public var jitter: Double? { still.count >= 10 ? still.standardDeviation : nil }

    /// How many samples the jitter is measured over.
    public var stillSamples: Int { still.count }
}

/// A run of samples within a radius of where it began, as running sums. The first ``settle`` seconds of a run
/// are left out: a finger landing, or stopping after a move, settles for a moment, and that is movement,
/// not jitter.
struct StillRun: Sendable {
    /// How long a finger settles after it lands or stops, in seconds.
    static let settle = 0.1
    private var anchor: Point?
    private var anchorTime = 0.0
    private(set) var count = 0
    private var sumX = 0.0, sumY = 0.0, sumXX = 0.0, sumYY = 0.0

    mutating func add(_ point: Point, time: Double, radius: Double) {
        if let anchor, point.distance(to: anchor) > radius { self = StillRun() }
        if anchor == nil { (anchor, anchorTime) = (point, time) }
        guard let origin = anchor, time - anchorTime >= Self.settle else { return }
        // Sums of offsets from the anchor keep the numbers small, so the variance stays exact far from 0,0.
        let (x, y) = (point.x - origin.x, point.y - origin.y)
        count += 1
        sumX += x
        sumY += y
        sumXX += x * x
        sumYY += y * y
    }

    var standardDeviation: Double {
        let n = Double(count)
        let varX = max(0, sumXX / n - (sumX / n) * (sumX / n))
        let varY = max(0, sumYY / n - (sumY / n) * (sumY / n))
        return ((varX + varY) / 2).squareRoot()
    }
}
