import FoundationEssentials
import Glibc
import TouchKit

/// The measurements the circle recognizer makes on a finger's stroke, with no thresholds of its own:
/// resampling by arc length, how far the stroke's direction turns, the stroke seen with its ellipse made
/// round (so an ellipse, an egg or a stroke stretched on one axis by a tablet reads like a circle), and the
/// circle that best fits it.
///
/// ```swift
/// let points = StrokeGeometry.resampled(stroke, count: 32)
/// let turning = StrokeGeometry.turns(of: StrokeGeometry.smoothed(points)).reduce(0, +)  // ±2π for one loop
/// ```
enum StrokeGeometry {
    /// `count` points spaced evenly along the stroke's length (the first and last kept).
    static func resampled(_ points: [Point], count: Int) -> [Point] {
        guard points.count > 1, count > 1 else { return points }
        var cumulative = [0.0]
        for (a, b) in zip(points, points.dropFirst()) {
            cumulative.append(cumulative[cumulative.count - 1] + a.distance(to: b))
        }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return Array(repeating: points[0], count: count) }
        var result: [Point] = []
        result.reserveCapacity(count)
        var segment = 0
        for k in 0..<count {
            let target = total * Double(k) / Double(count - 1)
            while segment < points.count - 2, cumulative[segment + 1] < target { segment += 1 }
            let length = cumulative[segment + 1] - cumulative[segment]
            let f = length > 0 ? min(max((target - cumulative[segment]) / length, 0), 1) : 0
            result.append(points[segment] + (points[segment + 1] - points[segment]) * f)
        }
        return result
    }

    /// The stroke without the hooks and landing kinks real strokes have at their ends: within `endFraction`
    /// of its length from each end, the sharpest bend and what lies beyond it are cut when that bend is
    /// sharper than a circle's would be there (0.9 radians over three of a hundred samples), or sharper by
    /// more than `kinkExcess` radians than the stroke's own usual bend (its median). A fast stroke sampled
    /// sparsely turns ~10° a report; where the finger lands it may kink 30-45° at one report: not a hook by
    /// the first rule, a kink by the second.
    static func withoutHooks(_ points: [Point], endFraction: Double, kinkExcess: Double = 0.35) -> [Point] {
        let even = resampled(points, count: 100)
        guard even.count == 100 else { return points }
        let turning = turns(of: even)  // turning[i] is the bend at even[i + 1]
        let reach = max(1, Int(endFraction * 100))
        // A bend over three samples: a circle's is 3 × 2π/100 at most a few times over; a hook's far more.
        func bend(at i: Int) -> Double {
            abs(turning[max(0, i - 1)...min(turning.count - 1, i + 1)].reduce(0, +))
        }
        let bends = turning.indices.map(bend(at:)).sorted()
        let limit = min(0.9, bends[bends.count / 2] + kinkExcess)
        var first = 0, last = even.count - 1
        if let head = (0..<reach).max(by: { bend(at: $0) < bend(at: $1) }), bend(at: head) > limit {
            first = head + 1
        }
        if let tail = (turning.count - reach..<turning.count).max(by: { bend(at: $0) < bend(at: $1) }),
            bend(at: tail) > limit
        {
            last = tail + 1
        }
        return last - first >= 8 ? Array(even[first...last]) : points
    }

    /// The points with each inner one averaged with its neighbours (1-2-1), which takes the tremble out of
    /// the direction without moving the ends.
    static func smoothed(_ points: [Point]) -> [Point] {
        guard points.count > 2 else { return points }
        var result = points
        for i in 1..<(points.count - 1) { result[i] = (points[i - 1] + points[i] * 2 + points[i + 1]) / 4 }
        return result
    }

    /// How much the direction turns at each inner point, in radians (counter-clockwise on screen negative),
    /// each in (−π, π].
    static func turns(of points: [Point]) -> [Double] {
        let headings = zip(points, points.dropFirst()).map { atan2($1.y - $0.y, $1.x - $0.x) }
        return zip(headings, headings.dropFirst()).map { RotationGestureRecognizer.normalized($1 - $0) }
    }

    /// The stroke's spread along its two principal axes: the points moved so the spread is the same every
    /// way (an ellipse becomes a circle), the ratio of the long axis to the short, and how to map a point of
    /// the round version back.
    struct Rounded {
        /// The points made round.
        var points: [Point]
        /// Long axis over short axis (1 for a circle, 2 for an ellipse twice as wide as high).
        var aspect: Double
        /// Maps a point of ``points`` back to the stroke's own coordinates.
        var original: (Point) -> Point
    }

    /// ``Rounded`` for `points`, or nil when they lie on a line or a point.
    static func rounded(_ points: [Point]) -> Rounded? {
        let n = Double(points.count)
        var mean = Point.zero
        for p in points { mean += p }
        mean = mean / n
        var xx = 0.0, xy = 0.0, yy = 0.0
        for p in points {
            let d = p - mean
            xx += d.x * d.x
            xy += d.x * d.y
            yy += d.y * d.y
        }
        xx /= n
        xy /= n
        yy /= n
        // The eigenvalues and vectors of the 2×2 covariance.
        let trace = xx + yy, root = ((xx - yy) * (xx - yy) / 4 + xy * xy).squareRoot()
        let large = trace / 2 + root, small = trace / 2 - root
        guard small > 1e-9, large.isFinite else { return nil }
        let angle = 0.5 * atan2(2 * xy, xx - yy)
        let (c, s) = (cos(angle), sin(angle))
        let (sa, sb) = (large.squareRoot(), small.squareRoot())
        let round = points.map { p -> Point in
            let d = p - mean
            return Point(x: (d.x * c + d.y * s) / sa, y: (-d.x * s + d.y * c) / sb)
        }
        return Rounded(points: round, aspect: (large / small).squareRoot()) { q in
            let (u, v) = (q.x * sa, q.y * sb)
            return Point(x: mean.x + u * c - v * s, y: mean.y + u * s + v * c)
        }
    }

    /// The circle closest to the points (an algebraic least-squares fit), and how far the points stray from
    /// it: the root mean square of their distance from the circle, as a fraction of its radius.
    static func fittedCircle(_ points: [Point]) -> (center: Point, radius: Double, residual: Double)? {
        // Minimise Σ (x² + y² + a·x + b·y + c)²: the normal equations of a 3×3 linear system.
        var m = [[Double]](repeating: [0, 0, 0, 0], count: 3)
        for p in points {
            let row = [p.x, p.y, 1.0], rhs = -(p.x * p.x + p.y * p.y)
            for i in 0..<3 {
                for j in 0..<3 { m[i][j] += row[i] * row[j] }
                m[i][3] += row[i] * rhs
            }
        }
        guard let solution = LinearSystem3.solve(m) else { return nil }
        let center = Point(x: -solution[0] / 2, y: -solution[1] / 2)
        let squared = center.x * center.x + center.y * center.y - solution[2]
        guard squared > 0 else { return nil }
        let radius = squared.squareRoot()
        var sum = 0.0
        for p in points {
            let off = p.distance(to: center) - radius
            sum += off * off
        }
        return (center, radius, (sum / Double(points.count)).squareRoot() / radius)
    }
}
