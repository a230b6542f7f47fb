import FoundationEssentials
import TouchKit

/// Recognizes one finger drawing a circle, as the Cookbook's custom recognizer does, written only with
/// the core's public subclassing API: it collects the finger's points and, when the finger lifts, decides.
///
/// Circles people really draw are not tidy: fast strokes go round 0.9 to 1.8 times, many are ellipses or
/// eggs, some stop short leaving a gap of up to half their size, tablets stretch them on one axis, fingers
/// on a tablet go round two or three times about one centre, and nearly every stroke hooks where the pen or
/// finger lands and lifts. So the first and last ``hookFraction`` of the stroke are cut at their sharpest
/// bend when it is sharper than a circle's, or than the stroke's own usual bend by ``kinkExcess``, and the
/// stroke is a circle when
/// - its direction turns one way (never back by more than half as much again: ``directionRatio``) through
///   at least ``minimumSweep`` and at most ``maximumSweep`` radians in all, each turn past the first about
///   the first's centre and of about its radius (``loopTolerance``: a spiral or a pigtail's loop is not);
/// - its first full turn, seen with its ellipse made round (no flatter than ``maximumAspect``), stays close to
///   the circle that fits it best (``maximumResidual`` of the radius) and has no corners: no stretch of an
///   eighth of the way round turns more than ``maximumTurn`` radians, up to the last sixteenth of the turn,
///   where the stroke runs over its start and fast fingers kink;
/// - a stroke short of a full turn ends within ``closingTolerance`` of its diameter from its start;
/// - its radius is at least ``minimumRadius`` points.
/// Rectangles, triangles, stars, arrows, check marks, brackets, braces, carets, zigzags, a pigtail's small
/// loop, X and V all fail one of these, and the reason is a few words a class can read.
///
/// ```swift
/// let circle = CircleGestureRecognizer(name: "circle")
/// circle.onChange { circle in print(circle.center, circle.radius) }
/// board.addGestureRecognizer(circle)
/// ```
public final class CircleGestureRecognizer: GestureRecognizer {
    /// Smallest radius that counts, in points.
    public var minimumRadius = 25.0
    /// Least the stroke's direction must turn in all, in radians (0.7 turn: a circle with a gap).
    public var minimumSweep = 1.4 * Double.pi
    /// Most it may turn, in radians (just over three turns: a finger going round a few times).
    public var maximumSweep = 6.6 * Double.pi
    /// Past one and a half turns, how far each later turn's centre may be from the first's, and how much
    /// its radius may differ, as fractions of the first's radius: loops about one centre are a circle drawn
    /// again, a spiral or a loop on a longer stroke are not.
    public var loopTolerance = 0.3
    /// Most the direction may turn back and forth, as a multiple of how far it turned in all.
    public var directionRatio = 1.5
    /// Flattest ellipse that still counts, long axis over short.
    public var maximumAspect = 2.6
    /// Farthest the first turn's points may stray from the circle fitted to them (root mean square), as a
    /// fraction of its radius, once the ellipse is made round.
    public var maximumResidual = 0.14
    /// Most an eighth of the first turn may turn, in radians (a circle's eighth turns π/4; a corner, π/2).
    public var maximumTurn = 1.42
    /// Widest gap between the ends of a stroke short of a full turn, as a fraction of its diameter.
    public var closingTolerance = 0.62
    /// How much of the stroke's length at each end may be a hook (where the finger landed or lifted),
    /// left out when the stroke is judged.
    public var hookFraction = 0.08
    /// How much sharper than the stroke's usual bend (over three of a hundred samples), in radians, a bend
    /// within ``hookFraction`` of an end must be to be cut as a kink where the finger landed or lifted (20°:
    /// a fast finger, reported every 15 points, may kink 30-45° at one report as it lands).
    public var kinkExcess = 0.35

    /// The circle's center, in the view's points, once recognized (the center of the fitted ellipse).
    public private(set) var center = Point.zero
    /// The circle's mean radius, in points, once recognized.
    public private(set) var radius = 0.0
    /// Why the last stroke was not a circle, in a few words (for the teaching panel and tests).
    public private(set) var lastRejection: String?
    private var points: [Point] = []

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            fail(because: "\(numberOfTouches) fingers down: a circle is drawn with one")
            return
        }
        points = [touch.location(in: view)]
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard let touch = touches.first else { return }
        points.append(touch.location(in: view))
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if let touch = touches.first { points.append(touch.location(in: view)) }
        if let reason = Self.rejection(of: points, by: self) {
            lastRejection = reason
            fail(because: Reason(template: reason))
        } else {
            lastRejection = nil
            state = .recognized
        }
    }

    public override func reset() {
        super.reset()
        points.removeAll()
    }

    /// Why `points` are not a circle by `recognizer`'s measures, or `nil` when they are; sets its center
    /// and radius when they are.
    private static func rejection(of stroke: [Point], by recognizer: CircleGestureRecognizer) -> String? {
        guard stroke.count >= 8 else { return translatable("too few points") }
        // Real strokes hook where the pen or finger lands and lifts: judged without those ends.
        let points = StrokeGeometry.withoutHooks(
            stroke, endFraction: recognizer.hookFraction, kinkExcess: recognizer.kinkExcess)
        // How far the direction turns, measured on a steadied copy of the stroke.
        let turning = StrokeGeometry.turns(of: StrokeGeometry.smoothed(StrokeGeometry.resampled(points, count: 32)))
        let net = turning.reduce(0, +), back = turning.reduce(0) { $0 + abs($1) }
        guard abs(net) >= recognizer.minimumSweep else { return translatable("not closed") }
        guard abs(net) <= recognizer.maximumSweep else { return translatable("went round too often") }
        guard back <= recognizer.directionRatio * abs(net) else { return translatable("changes direction") }

        // The first full turn (or all of a stroke short of one).
        let even = StrokeGeometry.resampled(points, count: 64)
        var sum = 0.0, end = even.count
        for (index, turn) in StrokeGeometry.turns(of: even).enumerated() {
            sum += turn
            if abs(sum) >= 2 * .pi {
                end = index + 2
                break
            }
        }
        let turn = StrokeGeometry.resampled(Array(even[..<end]), count: 48)
        guard let round = StrokeGeometry.rounded(turn) else { return translatable("not round") }
        guard round.aspect <= recognizer.maximumAspect else { return translatable("too flat") }
        guard let fit = StrokeGeometry.fittedCircle(round.points),
            fit.residual <= recognizer.maximumResidual
        else { return translatable("not round") }
        let eighths = StrokeGeometry.turns(of: StrokeGeometry.smoothed(round.points))
        // An eighth of the turn at a time, up to the wrap: its last sixteenth, where the stroke runs over its
        // own start, is not judged (a fast finger kinks there, 30-45° at one report).
        let window = 6, wrap = (eighths.count + 15) / 16
        for start in 0...(eighths.count - window - wrap)
        where abs(eighths[start..<(start + window)].reduce(0, +)) > recognizer.maximumTurn {
            return translatable("has corners")
        }

        let center = round.original(fit.center)
        var distance = 0.0
        for point in turn { distance += point.distance(to: center) }
        let radius = distance / Double(turn.count)
        if abs(net) < 2 * .pi,
            points[0].distance(to: points[points.count - 1]) > recognizer.closingTolerance * 2 * radius
        {
            return translatable("ends far from its start")
        }
        guard radius >= recognizer.minimumRadius else { return translatable("too small") }
        if abs(net) > 3 * .pi,
            !loopsAboutOneCentre(even, firstTurnEnd: end, center: center, radius: radius, by: recognizer)
        {
            return translatable("went round too often")
        }
        recognizer.center = center
        recognizer.radius = radius
        return nil
    }

    /// Whether each later full turn of `even` (from `firstTurnEnd` on) stays about the first's circle.
    private static func loopsAboutOneCentre(
        _ even: [Point], firstTurnEnd: Int, center: Point, radius: Double, by recognizer: CircleGestureRecognizer
    ) -> Bool {
        var start = max(0, firstTurnEnd - 1), sum = 0.0
        let turning = StrokeGeometry.turns(of: even)
        for index in start..<turning.count {
            sum += turning[index]
            let isLast = index == turning.count - 1
            guard abs(sum) >= 2 * .pi || (isLast && abs(sum) >= .pi) else { continue }
            let loop = Array(even[start...min(even.count - 1, index + 2)])
            let mean = loop.reduce(Point.zero, +) / Double(loop.count)
            let loopRadius = loop.reduce(0) { $0 + $1.distance(to: mean) } / Double(loop.count)
            if abs(sum) >= 2 * .pi {
                if mean.distance(to: center) > recognizer.loopTolerance * radius * 1.2
                    || abs(loopRadius - radius) > recognizer.loopTolerance * radius
                {
                    return false
                }
            } else if abs(loopRadius - radius) > 1.5 * recognizer.loopTolerance * radius {
                return false
            }
            start = index + 1
            sum = 0
        }
        return true
    }
}
