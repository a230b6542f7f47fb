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
    private var times: [Double]
    private var xs: [Double]
    private var ys: [Double]
    private var next = 0
    private var count = 0
    /// How far back the fit looks, in seconds.
    public var window: Double

    /// Creates an empty tracker keeping up to `capacity` samples.
    public init(window: Double = GestureSettings.standard.velocityWindow, capacity: Int = 32) {
        self.window = window
        times = Array(repeating: 0, count: capacity)
        xs = times
        ys = times
    }

    /// Forgets every sample.
    public mutating func removeAll() {
        next = 0
        count = 0
    }

    /// Adds a sample: a value at a time in seconds.
    public mutating func add(_ value: Point, at time: Double) {
        times[next] = time
        xs[next] = value.x
        ys[next] = value.y
        next = (next + 1) % times.count
        count = min(count + 1, times.count)
    }

    /// Units per second along x and y; zero with fewer than two samples in the window.
    public var velocity: Point {
        guard count >= 2 else { return .zero }
        let newest = (next - 1 + times.count) % times.count
        let latest = times[newest]
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumY = 0.0, sumTT = 0.0, sumTX = 0.0, sumTY = 0.0
        for offset in 0..<count {
            let index = (newest - offset + times.count) % times.count
            let t = times[index] - latest
            if t < -window { break }
            n += 1
            sumT += t; sumX += xs[index]; sumY += ys[index]
            sumTT += t * t; sumTX += t * xs[index]; sumTY += t * ys[index]
        }
        let denominator = n * sumTT - sumT * sumT
        guard n >= 2, denominator > 1e-12 else { return .zero }
        return Point(x: (n * sumTX - sumT * sumX) / denominator, y: (n * sumTY - sumT * sumY) / denominator)
    }
}
