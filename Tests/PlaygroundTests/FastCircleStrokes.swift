import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

/// Circles drawn fast with a finger, as real touchscreens report them: 0.35 to 0.45 s for 1.2 to 1.5 turns,
/// a report every 13 to 20 points (40 to 48 reports), so a smooth circle turns 10-13° from one report to the
/// next; and, at one report where the finger lands or where it runs over its own start, a kink of 30-45°.
enum FastCircleStrokes {
    /// How a kink bends the stroke at its report.
    enum Kink: CaseIterable {
        /// The stroke's heading turns at the report and stays turned: the rest of the stroke is rotated about it.
        case heading
        /// The report is off the path to the side, and the stroke goes on where it was going.
        case displaced
    }

    /// A tidy circle of `radius`, `turns` round, a report every `gap` points, its direction turning by an
    /// extra `kink` radians at one report at each of the fractions `kinksAt` of the way.
    static func kinkedCircle(
        radius: Double, gap: Double, turns: Double, kink: Double, kinksAt: [Double], start: Double, clockwise: Bool
    ) -> [Point] {
        let step = gap / radius, count = Int((2 * .pi * turns / step).rounded())
        let kinks = Set(kinksAt.map { max(1, min(count - 1, Int($0 * Double(count)))) })
        let sign = clockwise ? 1.0 : -1.0
        var heading = start + sign * .pi / 2, point = Point(x: 500 + radius * cos(start), y: 500 + radius * sin(start))
        var points = [point]
        for index in 1...count {
            // Each report turns as a circle does over the gap, plus a kink.
            heading += sign * step + (kinks.contains(index) ? sign * kink : 0)
            point = point + Point(x: gap * cos(heading), y: gap * sin(heading))
            points.append(point)
        }
        return points
    }

    /// An uneven fast circle as a hand draws it (about 100 points in radius, squashed up to 1.5, an egg,
    /// `turns` round, 40 to 48 reports evenly spread in time while the finger's speed varies), bent at the
    /// report at each fraction of `kinksAt` so that its bend there is `kink` radians in all.
    static func unevenCircle(
        turns: Double, kink: Double, kinksAt: [Double], as shape: Kink, using random: inout SeededRandomNumberGenerator
    ) -> [Point] {
        let radius = Double.random(in: 90...110, using: &random), count = Int.random(in: 40...48, using: &random)
        let aspect = Double.random(in: 1...1.5, using: &random), egg = Double.random(in: 0...0.25, using: &random)
        let tilt = Double.random(in: 0..<Double.pi, using: &random)
        let start = Double.random(in: 0..<(2 * Double.pi), using: &random)
        let sign: Double = Bool.random(using: &random) ? 1 : -1
        let speedSwing = Double.random(in: 0...0.5, using: &random)
        let phase = Double.random(in: 0..<6, using: &random)
        // Reports evenly spread in time: where the finger is faster, they are further apart.
        let speeds = (0..<count).map { max(0.2, 1 + speedSwing * sin(2.6 * .pi * Double($0) / Double(count) + phase)) }
        let total = speeds.reduce(0, +)
        var travelled = 0.0, fractions = [0.0]
        for speed in speeds {
            travelled += speed
            fractions.append(travelled / total)
        }
        var points = fractions.map { fraction -> Point in
            let angle = start + sign * 2 * .pi * turns * fraction
            let r = radius * (1 + egg * cos(angle - start))
            let x = r * cos(angle), y = r * sin(angle) / aspect
            return Point(x: 500 + x * cos(tilt) - y * sin(tilt), y: 500 + x * sin(tilt) + y * cos(tilt))
        }
        for at in kinksAt {
            let k = max(1, min(points.count - 2, Int(at * Double(points.count))))
            let want = (bend(points, at: k) >= 0 ? 1.0 : -1.0) * kink
            switch shape {
            case .heading:
                let extra = want - bend(points, at: k)
                let (c, s) = (cos(extra), sin(extra))
                for j in (k + 1)..<points.count {
                    let d = points[j] - points[k]
                    points[j] = points[k] + Point(x: d.x * c - d.y * s, y: d.x * s + d.y * c)
                }
            case .displaced:
                // Slide the report across the chord of its neighbours until it bends as much as wanted.
                let chord = points[k + 1] - points[k - 1], length = (chord.x * chord.x + chord.y * chord.y).squareRoot()
                let normal = Point(x: -chord.y / length, y: chord.x / length), original = points[k]
                let offsets = (-400...400).map { Double($0) * 0.1 }
                let best =
                    offsets.min { a, b in
                        points[k] = original + normal * a
                        let bendA = abs(bend(points, at: k) - want)
                        points[k] = original + normal * b
                        return bendA < abs(bend(points, at: k) - want)
                    } ?? 0
                points[k] = original + normal * best
            }
        }
        return points
    }

    /// How much the stroke turns at report `k`, in radians.
    private static func bend(_ points: [Point], at k: Int) -> Double {
        let before = points[k] - points[k - 1], after = points[k + 1] - points[k]
        return RotationGestureRecognizer.normalized(atan2(after.y, after.x) - atan2(before.y, before.x))
    }
}
