import Foundation
import TouchKit

/// Recognizes one finger drawing a circle, as the Cookbook's custom recognizer does, written only with
/// the core's public subclassing API: it collects the finger's points and, when the finger lifts, decides.
///
/// A stroke is a circle when it goes most of the way round its centroid (at least ``minimumSweep``
/// radians, at most ``maximumSweep``), ends near where it started (or went past it), its points keep about the same
/// distance from the centroid (within ``radiusTolerance`` of the mean), and that mean radius is at least
/// ``minimumRadius`` points, and it has no corners: walked in 24 equal steps, it never turns more than
/// ``maximumTurn`` radians from one step to the next. Hand-drawn circles are wobbly ellipses, so the tolerances are generous; a
/// line, a C, a zigzag or a square's corners fail.
///
/// ```swift
/// let circle = CircleGestureRecognizer(name: "circle") { recognizer in
///     let circle = recognizer as! CircleGestureRecognizer
///     print(circle.center, circle.radius)
/// }
/// board.addGestureRecognizer(circle)
/// ```
public final class CircleGestureRecognizer: GestureRecognizer {
    /// Smallest mean radius that counts, in points.
    public var minimumRadius = 25.0
    /// Largest spread of the points' distances from the centroid, as a fraction of the mean radius.
    public var radiusTolerance = 0.35
    /// Least angle the stroke must sweep round its centroid, in radians (a bit short of a full turn).
    public var minimumSweep = 1.7 * Double.pi
    /// Most angle it may sweep, in radians (a circle drawn a little past its start, not three loops).
    public var maximumSweep = 2.6 * Double.pi
    /// Farthest the end of a stroke short of a full turn may be from its start, as a fraction of the mean
    /// radius.
    public var closingTolerance = 0.8
    /// Sharpest turn allowed between two of the 24 steps, in radians (a square's corners turn π/2).
    public var maximumTurn = 1.1

    /// The circle's middle, in the view's points, once recognized.
    public private(set) var center = Point.zero
    /// The circle's mean radius, in points, once recognized.
    public private(set) var radius = 0.0
    /// Why the last stroke was not a circle, in a few words (for the teaching panel and tests).
    public private(set) var lastRejection: String?
    private var points: [Point] = []

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard numberOfTouches == 1, let touch = touches.first else {
            state = .failed
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
            state = .failed
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
    private static func rejection(of points: [Point], by recognizer: CircleGestureRecognizer) -> String? {
        guard points.count >= 8 else { return "too few points" }
        var sum = Point.zero
        for point in points { sum += point }
        let centroid = sum / Double(points.count)
        let distances = points.map { $0.distance(to: centroid) }
        let mean = distances.reduce(0, +) / Double(distances.count)
        guard mean >= recognizer.minimumRadius else { return "too small" }
        guard let low = distances.min(), let high = distances.max(),
              (high - low) / 2 <= recognizer.radiusTolerance * mean else { return "not round" }
        var sweep = 0.0
        for (a, b) in zip(points, points.dropFirst()) {
            var step = atan2(b.y - centroid.y, b.x - centroid.x) - atan2(a.y - centroid.y, a.x - centroid.x)
            if step > .pi { step -= 2 * .pi }
            if step < -.pi { step += 2 * .pi }
            sweep += step
        }
        guard abs(sweep) >= recognizer.minimumSweep else { return "not closed" }
        guard abs(sweep) <= recognizer.maximumSweep else { return "went round too often" }
        // A stroke that went past its start has closed; one a little short must end near its start.
        guard abs(sweep) >= 2 * .pi || points[0].distance(to: points[points.count - 1]) <= recognizer.closingTolerance * mean else {
            return "ends far from its start"
        }
        let steps = resampled(points, count: 25)
        let headings = zip(steps, steps.dropFirst()).map { atan2($1.y - $0.y, $1.x - $0.x) }
        for (a, b) in zip(headings, headings.dropFirst()) {
            var turn = b - a
            if turn > .pi { turn -= 2 * .pi }
            if turn < -.pi { turn += 2 * .pi }
            if abs(turn) > recognizer.maximumTurn { return "has corners" }
        }
        recognizer.center = centroid
        recognizer.radius = mean
        return nil
    }

    /// `count` points spaced equally along the stroke, so fast and slow parts weigh the same.
    private static func resampled(_ points: [Point], count: Int) -> [Point] {
        let lengths = zip(points, points.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return points }
        var result = [points[0]], walked = 0.0, index = 0
        for k in 1..<count {
            let target = total * Double(k) / Double(count - 1)
            while index < lengths.count - 1, walked + lengths[index] < target {
                walked += lengths[index]
                index += 1
            }
            let f = lengths[index] > 0 ? min(max((target - walked) / lengths[index], 0), 1) : 0
            result.append(points[index] + (points[index + 1] - points[index]) * f)
        }
        return result
    }
}
