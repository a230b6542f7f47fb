/// Estimates the velocity of a moving quantity (a point, or a scale or angle in `x`) by a least-squares line
/// through the samples of the last ``window`` seconds, as a finger's speed at lift-off is best judged.
///
/// The samples live in a fixed ring, so tracking a moving finger allocates nothing.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.add(Point(x: 0, y: 0), at: 0.00)
/// tracker.add(Point(x: 10, y: 0), at: 0.01)
/// tracker.velocity // (1000, 0) points per second
/// ```
public struct VelocityTracker: Sendable {
    private struct Sample: Sendable {
        var time: Double
        var value: Point
    }

    private var samples: [Sample]
    private var next = 0
    private var count = 0
    /// How far back the fit looks, in seconds.
    public var window: Double

    /// Creates an empty tracker keeping up to `capacity` samples.
    public init(window: Double = GestureThresholds.standard.velocityWindow, capacity: Int = 32) {
        self.window = window
        samples = Array(repeating: Sample(time: 0, value: .zero), count: max(2, capacity))
    }

    /// Forgets every sample.
    public mutating func removeAll() {
        next = 0
        count = 0
    }

    /// Adds a sample: a value at a time in seconds.
    public mutating func add(_ value: Point, at time: Double) {
        samples[next] = Sample(time: time, value: value)
        next = next + 1 == samples.count ? 0 : next + 1
        if count < samples.count { count += 1 }
    }

    /// Units per second along x and y; zero with fewer than two samples in the window.
    public var velocity: Point {
        guard count >= 2 else { return .zero }
        let capacity = samples.count
        let newest = (next - 1 + capacity) % capacity
        let latest = samples[newest].time
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumY = 0.0, sumTT = 0.0, sumTX = 0.0, sumTY = 0.0
        for offset in 0..<count {
            let sample = samples[(newest - offset + capacity) % capacity]
            let t = sample.time - latest
            if t < -window { break }
            n += 1
            sumT += t
            sumX += sample.value.x
            sumY += sample.value.y
            sumTT += t * t
            sumTX += t * sample.value.x
            sumTY += t * sample.value.y
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return .zero }
        return Point(x: (n * sumTX - sumT * sumX) / denominator, y: (n * sumTY - sumT * sumY) / denominator)
    }
}
