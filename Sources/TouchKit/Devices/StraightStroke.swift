import Glibc

/// A stroke drawn as a straight line, measured: how far the screen's report of it strays from a straight
/// line (its straightness), and how much it jitters across the line while moving.
///
/// A touchscreen whose sensing is uneven bows a straight stroke (a ruler's edge shows it); a noisy one
/// scatters the reports of a moving finger about its path. The two are told apart by smoothing: the path is
/// smoothed over ``jitterWindow`` of travel (Microsoft's touchscreen tests judge moving jitter over 10 mm of
/// travel), the jitter is the reports' spread about that smoothed path, across the line; the straightness is
/// the largest distance of the path, smoothed over ``straightnessWindow``, from the best-fit straight line,
/// less two standard errors of the smoothing (what jitter alone would leave in it).
/// The first and last ``endTrim`` of travel are left out: a finger landing and lifting hooks.
///
/// A stroke counts as a line when it travels at least ``shortest`` one way (never back by more than
/// ``mostBacktrack``) and its smoothed path stays within ``mostBow`` of its length from the line: a circle
/// or a scribble is not measured at all.
///
/// ```swift
/// let line = StraightStroke.measure(places, contact: 3)   // places in millimetres, in report order
/// line?.straightness   // 0.4 (mm)
/// line?.jitter         // 0.12 (mm)
/// ```
public struct StraightStroke: Sendable, Equatable {
    /// The contact that drew it (its number, from 1).
    public var contact: Int
    /// How far it travelled along the line, its ends left out, in millimetres.
    public var length: Double
    /// The largest distance of its smoothed path from its best-fit straight line, in millimetres.
    public var straightness: Double
    /// The standard deviation of its reports across the line about their smoothed path, in millimetres; nil
    /// when the reports are too sparse to smooth (fewer than ``fewestJudged`` with ``fewestPerWindow`` in
    /// their window).
    public var jitter: Double?
    /// Its path smoothed, for a plot: each point's distance along the line from the first (x) and across
    /// it (y, to the left of the way it was drawn), in millimetres, at most ``profilePoints`` of them; empty
    /// unless asked for (`keepingProfile`).
    public var profile: [Point] = []

    /// The most points a profile keeps.
    public static let profilePoints = 120

    /// The shortest travel, in millimetres, a line is measured over (its ends left out).
    public static let shortest = 30.0
    /// Travel left out at each end, in millimetres: where the finger lands and lifts.
    public static let endTrim = 3.0
    /// The travel the jitter is smoothed over, in millimetres.
    public static let jitterWindow = 10.0
    /// The travel the path is smoothed over for its straightness, in millimetres: wider than the jitter's,
    /// so the jitter left in the smoothed path is small beside a bow.
    public static let straightnessWindow = 20.0
    /// The largest distance from the line, as a share of the length, a stroke may stray and still count as
    /// a line (a 30° arc strays 6.6 %; a quarter circle 21 %).
    public static let mostBow = 0.1
    /// How far back along the line a stroke may go, in millimetres, and still count as drawn one way.
    public static let mostBacktrack = 3.0
    /// The fewest reports a smoothing window needs.
    public static let fewestPerWindow = 6
    /// The fewest reports, each in a window of ``fewestPerWindow``, the jitter is judged on.
    public static let fewestJudged = 20

    /// Measures the stroke reported at `places` (millimetres, in the order reported) by contact `contact`,
    /// with its smoothed path when `keepingProfile`; nil when it is not a line (too short, turning back,
    /// curved) or has too few reports.
    public static func measure(_ places: [Point], contact: Int, keepingProfile: Bool = false) -> StraightStroke? {
        guard places.count >= 2 * fewestPerWindow, places.allSatisfy(\.isFinite) else { return nil }
        // The ends are cut by travel along the whole stroke's line, then the line is fitted again without them.
        guard let whole = Frame(fitting: places[...]) else { return nil }
        let along = places.map { whole.along($0) }
        let (first, last) = (along.first!, along.last!)
        guard last - first >= shortest + 2 * endTrim else { return nil }
        let kept = places.indices.filter { along[$0] >= first + endTrim && along[$0] <= last - endTrim }
        guard let lo = kept.first, let hi = kept.last, hi - lo + 1 >= 2 * fewestPerWindow else { return nil }
        let middle = places[lo...hi]
        guard let frame = Frame(fitting: middle) else { return nil }
        let u = middle.map { frame.along($0) }, v = middle.map { frame.across($0) }
        // The places along the line averaged over a few reports: a noisy screen scatters them back and forth
        // along the line too, and the windows below are taken by where the finger was.
        let steady = u.indices.map { index in
            let near = max(0, index - 4)...min(u.count - 1, index + 4)
            return u[near].reduce(0, +) / Double(near.count)
        }
        // Drawn one way: never back by more than a few millimetres from the furthest reached.
        var furthest = -Double.infinity
        for value in steady {
            furthest = max(furthest, value)
            if furthest - value > mostBacktrack { return nil }
        }
        let length = steady.max()! - steady.min()!
        guard length >= shortest else { return nil }
        let fine = Smoothing(u: steady, v: v, window: jitterWindow)
        let wide = Smoothing(u: steady, v: v, window: straightnessWindow)
        guard wide.fittedCount * 2 >= u.count else { return nil }
        // The smoothed path keeps some jitter, most where a window is one-sided (the ends): each place's
        // distance is taken less two standard errors of its fit, so a noisy screen is not called bowed.
        let noise = fine.spread ?? wide.spread ?? 0
        var straightness = 0.0
        for index in u.indices {
            guard let fitted = wide.fitted[index] else { continue }
            straightness = max(straightness, abs(fitted) - 2 * noise * wide.leverage[index].squareRoot())
        }
        guard length.isFinite, straightness <= mostBow * length else { return nil }
        var line = StraightStroke(
            contact: contact, length: length, straightness: straightness,
            jitter: fine.spread.flatMap { $0.isFinite ? $0 : nil })
        if keepingProfile {
            let start = steady.min()!
            let every = max(1, u.count / profilePoints)
            line.profile = stride(from: 0, to: u.count, by: every).compactMap { index in
                wide.fitted[index].map { Point(x: steady[index] - start, y: $0) }
            }
        }
        return line
    }

    /// A straight line fitted to places (their principal axis): coordinates along and across it.
    private struct Frame {
        let centre: Point
        let direction: Point

        init?(fitting places: ArraySlice<Point>) {
            let count = Double(places.count)
            let centre = places.reduce(Point.zero, +) / count
            var (xx, xy, yy) = (0.0, 0.0, 0.0)
            for place in places {
                let d = place - centre
                (xx, xy, yy) = (xx + d.x * d.x, xy + d.x * d.y, yy + d.y * d.y)
            }
            guard xx + yy > 0 else { return nil }
            let angle = 0.5 * atan2(2 * xy, xx - yy)
            var direction = Point(x: cos(angle), y: sin(angle))
            // Along the way it was drawn: first report to last.
            let travel = places.last! - places.first!
            if travel.x * direction.x + travel.y * direction.y < 0 { direction = direction * -1 }
            (self.centre, self.direction) = (centre, direction)
        }

        func along(_ place: Point) -> Double {
            let d = place - centre
            return d.x * direction.x + d.y * direction.y
        }

        func across(_ place: Point) -> Double {
            let d = place - centre
            return d.y * direction.x - d.x * direction.y
        }
    }

    /// Each report's distance across the line (`v`) smoothed by a straight fit to the reports within half
    /// `window` of it along the line (`u`): the fitted distances, and the reports' spread about them.
    private struct Smoothing {
        /// Each report's smoothed distance; nil where its window held fewer than
        /// ``StraightStroke/fewestPerWindow`` reports (the finger moved too fast for them).
        var fitted: [Double?] = []
        /// Each fit's leverage on its own report: the share of the report's variance its fitted value keeps.
        var leverage: [Double] = []
        var fittedCount = 0
        /// The standard deviation of the reports about the fit, each residual scaled for the fit's own
        /// pull towards its report (its leverage), so the figure is not biased low; nil with fewer than
        /// ``StraightStroke/fewestJudged`` reports fitted.
        var spread: Double?

        init(u: [Double], v: [Double], window: Double) {
            let half = window / 2
            var squares = 0.0
            for index in u.indices {
                // The window is contiguous in report order: the stroke runs one way along the line.
                var (first, last) = (index, index)
                while first > 0, abs(u[first - 1] - u[index]) <= half { first -= 1 }
                while last + 1 < u.count, abs(u[last + 1] - u[index]) <= half { last += 1 }
                let count = Double(last - first + 1)
                guard last - first + 1 >= StraightStroke.fewestPerWindow else {
                    fitted.append(nil)
                    leverage.append(1)
                    continue
                }
                var (su, sv) = (0.0, 0.0)
                for j in first...last { (su, sv) = (su + u[j] - u[index], sv + v[j]) }
                let (mu, mv) = (su / count, sv / count)
                var (suu, suv) = (0.0, 0.0)
                for j in first...last {
                    let du = u[j] - u[index] - mu
                    (suu, suv) = (suu + du * du, suv + du * (v[j] - mv))
                }
                let slope = suu > 0 ? suv / suu : 0
                let value = mv - slope * mu
                let pull = min(1 / count + (suu > 0 ? mu * mu / suu : 0), 0.95)
                fitted.append(value)
                leverage.append(pull)
                fittedCount += 1
                let residual = v[index] - value
                squares += residual * residual / (1 - pull)
            }
            spread = fittedCount >= StraightStroke.fewestJudged ? (squares / Double(fittedCount)).squareRoot() : nil
        }
    }
}
