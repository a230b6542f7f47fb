import Foundation
import Playground
import TestSupport
import Testing
import TouchKit

/// The circle recognizer on many strokes drawn the way hands draw: wobbly, squashed, started anywhere,
/// either way round, a little short or a little past the start, fast or slow; and on many that are not
/// circles.
@Suite("Circle gesture recognizer")
struct CircleGestureRecognizerTests {
    /// The stroke's outcome: recognized (with center and radius) or not.
    func recognize(_ points: [Point], duration: Double = 0.8) -> CircleGestureRecognizer {
        let clock = ManualClock()
        // The strokes' 1000-point board in the middle of a window large enough that a hook past its edge
        // still lands on the pad, whose own coordinates are the board's.
        let window = Window(size: Size(width: 3000, height: 3000), clock: clock)
        let pad = View(name: "pad", frame: window.bounds)
        pad.bounds = Rect(x: -1000, y: -1000, width: 3000, height: 3000)
        let points = points.map { $0 + Point(x: 1000, y: 1000) }
        window.addSubview(pad)
        let circle = CircleGestureRecognizer(name: "circle")
        var recognized = false
        circle.addTarget { _ in recognized = true }
        pad.addGestureRecognizer(circle)
        var builder = TraceBuilder()
        builder.touch(1, .began, at: points[0])
        for point in points.dropFirst() {
            builder.wait(duration / Double(points.count))
            builder.touch(1, .moved, at: point)
        }
        builder.touch(1, .ended, at: points[points.count - 1])
        TraceReplayer.replay(builder.events, into: window, clock: clock)
        #expect(recognized == (circle.lastRejection == nil))
        return circle
    }

    /// A hand-drawn circle: squashed by `aspect`, wobbling by `wobble` of the radius, sweeping `turns`.
    private static func handDrawn(
        center: Point, radius: Double, aspect: Double, tilt: Double, start: Double,
        turns: Double, clockwise: Bool, wobble: Double, samples: Int,
        using random: inout SeededRandomNumberGenerator
    ) -> [Point] {
        let phase = Double.random(in: 0..<(2 * .pi), using: &random)
        return (0...samples).map { i in
            let f = Double(i) / Double(samples)
            let a = start + (clockwise ? 1 : -1) * 2 * .pi * turns * f
            let r = radius * (1 + wobble * sin(2 * a + phase)) + Double.random(in: -1...1, using: &random)
            let x = r * cos(a), y = r * sin(a) / aspect
            return Point(x: center.x + x * cos(tilt) - y * sin(tilt), y: center.y + x * sin(tilt) + y * cos(tilt))
        }
    }

    @Test("sixty hand-drawn circles of every size, shape and direction are all recognized, center and radius close")
    func circles() {
        var random = SeededRandomNumberGenerator(seed: 2026)
        for index in 0..<60 {
            let radius = Double.random(in: 35...300, using: &random)
            let center = Point(
                x: Double.random(in: 350...650, using: &random), y: Double.random(in: 350...650, using: &random))
            let points = Self.handDrawn(
                center: center, radius: radius, aspect: Double.random(in: 1...1.35, using: &random),
                tilt: Double.random(in: 0..<Double.pi, using: &random),
                start: Double.random(in: 0..<(2 * .pi), using: &random),
                turns: Double.random(in: 0.9...1.15, using: &random), clockwise: index % 2 == 0,
                wobble: Double.random(in: 0...0.08, using: &random),
                samples: Int.random(in: 20...120, using: &random), using: &random)
            let circle = recognize(points, duration: Double.random(in: 0.3...2, using: &random))
            #expect(
                circle.lastRejection == nil,
                "circle \(index) (radius \(Int(radius))) rejected: \(circle.lastRejection ?? "")")
            if circle.lastRejection == nil {
                #expect(
                    circle.center.distance(to: center) < radius * 0.2,
                    "circle \(index): center \(circle.center) vs \(center)")
                #expect(
                    abs(circle.radius - radius) < radius * 0.25, "circle \(index): radius \(circle.radius) vs \(radius)"
                )
            }
        }
    }

    @Test(
        "fast circles sampled sparsely, with a real 30° to 60° kink where they run over their start and in their first 5 %, are circles",
        arguments: [30.0, 38, 45, 60])
    func fastSparseCircles(kinkDegrees: Double) {
        var missed: [String] = []
        for turns in [1.2, 1.35, 1.5] {
            for gap in [13.0, 15, 17] {
                for (index, start) in [0.0, 1.3, 2.9, 4.4].enumerated() {
                    let points = FastCircleStrokes.kinkedCircle(
                        radius: 100, gap: gap, turns: turns, kink: kinkDegrees * .pi / 180,
                        kinksAt: [0.03, 0.8], start: start, clockwise: index % 2 == 0)
                    if let reason = recognize(points, duration: 0.4).lastRejection {
                        missed.append("\(turns) turns, gap \(gap), start \(start): \(reason)")
                    }
                }
            }
        }
        #expect(missed.isEmpty, "\(missed.count) of 36 missed: \(missed)")
    }

    /// The strokes the held-out real fast circles were missed on ("has corners"): uneven (squashed, egg-shaped,
    /// the finger's speed varying), reported sparsely, with a 30-45° kink at one report where the finger
    /// lands (its first 5 %) and one where it runs over its start (about one turn in: four fifths of the way
    /// for 1.25 turns). Before the kinks at the ends were cut and the wrap left unjudged, 30 of these 1,620
    /// were missed (1.9 %); now none is.
    @Test("uneven fast circles kinked 30-45° where the finger lands and where it runs over its start are circles")
    func kinkedFastCircles() {
        var random = SeededRandomNumberGenerator(seed: 47)
        var missed: [String] = [], count = 0
        for shape in FastCircleStrokes.Kink.allCases {
            for degrees in [30.0, 38, 45] {
                for landing in [0.02, 0.035, 0.05] {
                    for wrap in [-0.04, 0, 0.03] {
                        for _ in 0..<30 {
                            let turns = Double.random(in: 1.2...1.5, using: &random)
                            let points = FastCircleStrokes.unevenCircle(
                                turns: turns, kink: degrees * .pi / 180, kinksAt: [landing, 1 / turns + wrap],
                                as: shape, using: &random)
                            count += 1
                            if let reason = recognize(points, duration: 0.4).lastRejection {
                                missed.append("\(shape) \(degrees)° at \(landing), \(turns) turns: \(reason)")
                            }
                        }
                    }
                }
            }
        }
        // Real ones are held to 97 %; these tidier ones to 99.5 %.
        #expect(missed.count * 200 <= count, "\(missed.count) of \(count) missed: \(missed)")
    }

    @Test("a finger going round two or three times about one centre draws a circle; four times, or a spiral, not")
    func loops() {
        var random = SeededRandomNumberGenerator(seed: 11)
        for turns in [2.0, 2.5, 3.0] {
            let points = Self.handDrawn(
                center: Point(x: 500, y: 500), radius: 120, aspect: 1.1, tilt: 0.3,
                start: 0, turns: turns, clockwise: turns != 2.5, wobble: 0.03, samples: 200, using: &random)
            let circle = recognize(points)
            #expect(circle.lastRejection == nil, "\(turns) turns: \(circle.lastRejection ?? "")")
            #expect(circle.center.distance(to: Point(x: 500, y: 500)) < 20)
        }
        let spiral = (0...200).map { (k: Int) -> Point in
            let f = Double(k) / 200, a = 2 * Double.pi * 2.5 * f, r = 60 + 140 * f
            return Point(x: 500 + r * cos(a), y: 500 + r * sin(a))
        }
        #expect(recognize(spiral).lastRejection != nil)
    }

    @Test("lines, zigzags, arcs, squares, triangles, spirals, tiny loops, figure eights and scribbles are not circles")
    func nonCircles() {
        var random = SeededRandomNumberGenerator(seed: 7)
        var strokes: [(String, [Point])] = []
        for i in 0..<6 {
            let a = Point(
                x: Double.random(in: 100...400, using: &random), y: Double.random(in: 100...900, using: &random))
            let b = Point(
                x: Double.random(in: 600...900, using: &random), y: Double.random(in: 100...900, using: &random))
            strokes.append(("line \(i)", (0...40).map { a + (b - a) * (Double($0) / 40) }))
            strokes.append(
                (
                    "zigzag \(i)",
                    (0...40).map { (k: Int) -> Point in
                        let height: Double = k % 8 < 4 ? Double(k % 4) : Double(4 - k % 4)
                        return Point(x: 100 + Double(k) * 18, y: 500 + height * 40)
                    }
                ))
            strokes.append(
                (
                    "arc \(i)",
                    Self.handDrawn(
                        center: Point(x: 500, y: 500), radius: 150, aspect: 1, tilt: 0,
                        start: Double(i), turns: Double.random(in: 0.45...0.75, using: &random),
                        clockwise: i % 2 == 0, wobble: 0.03, samples: 60, using: &random)
                ))
            let side = Double.random(in: 120...300, using: &random)
            let corners = [
                Point(x: 0, y: 0), Point(x: side, y: 0), Point(x: side, y: side), Point(x: 0, y: side),
                Point(x: 0, y: 0),
            ]
            strokes.append(("square \(i)", Self.polyline(corners.map { $0 + Point(x: 300, y: 300) }, stepsPerSide: 15)))
            let triangle = [Point(x: 500, y: 200), Point(x: 750, y: 650), Point(x: 250, y: 650), Point(x: 500, y: 200)]
            strokes.append(("triangle \(i)", Self.polyline(triangle, stepsPerSide: 20)))
            strokes.append(
                (
                    "spiral \(i)",
                    (0...90).map { (k: Int) -> Point in
                        let f = Double(k) / 90
                        let a: Double = 2 * Double.pi * 1.1 * f + Double(i), r: Double = 60 + 160 * f
                        return Point(x: 500 + r * cos(a), y: 500 + r * sin(a))
                    }
                ))
            strokes.append(
                (
                    "tiny loop \(i)",
                    Self.handDrawn(
                        center: Point(x: 500, y: 500), radius: 12, aspect: 1, tilt: 0,
                        start: 0, turns: 1, clockwise: true, wobble: 0.05, samples: 30,
                        using: &random)
                ))
            strokes.append(
                (
                    "figure eight \(i)",
                    (0...80).map { (k: Int) -> Point in
                        let t: Double = 2 * Double.pi * Double(k) / 80
                        return Point(x: 500 + 200 * sin(t), y: 500 + 120 * sin(2 * t))
                    }
                ))
            strokes.append(
                (
                    "four loops \(i)",
                    Self.handDrawn(
                        center: Point(x: 500, y: 500), radius: 120, aspect: 1, tilt: 0,
                        start: 0, turns: 4, clockwise: true, wobble: 0.02, samples: 200,
                        using: &random)
                ))
            var p = Point(x: 500, y: 500)
            strokes.append(
                (
                    "scribble \(i)",
                    (0...60).map { _ in
                        p += Point(
                            x: Double.random(in: -40...40, using: &random),
                            y: Double.random(in: -40...40, using: &random))
                        return p
                    }
                ))
        }
        #expect(strokes.count == 60)
        for (name, points) in strokes {
            let circle = recognize(points)
            #expect(
                circle.lastRejection != nil,
                "\(name) was taken for a circle (center \(circle.center), radius \(circle.radius))")
        }
    }

    /// Straight sides through `corners`, sampled evenly, ending on the last corner.
    private static func polyline(_ corners: [Point], stepsPerSide: Int) -> [Point] {
        var points: [Point] = []
        for (p, q) in zip(corners, corners.dropFirst()) {
            for step in 0..<stepsPerSide { points.append(p + (q - p) * (Double(step) / Double(stepsPerSide))) }
        }
        return points + [corners[corners.count - 1]]
    }

    @Test("two fingers are never a circle")
    func twoFingers() {
        let clock = ManualClock()
        let window = Window(size: Size(width: 800, height: 600), clock: clock)
        let pad = View(name: "pad", frame: Rect(x: -500, y: -500, width: 2000, height: 2000))
        pad.bounds = Rect(x: -500, y: -500, width: 2000, height: 2000)
        pad.isMultipleTouchEnabled = true
        window.addSubview(pad)
        let circle = CircleGestureRecognizer(name: "circle")
        pad.addGestureRecognizer(circle)
        var builder = TraceBuilder()
        builder.twoFingerGesture(
            center: Point(x: 400, y: 300), startSpan: 200, endSpan: 200, rotation: 2 * .pi, duration: 1)
        let log = EventLog()
        window.router.eventLog = log
        TraceReplayer.replay(builder.events, into: window, clock: clock)
        #expect(
            log.entries.contains { if case .recognizer("circle", _, .failed, _) = $0.record { true } else { false } })
        #expect(
            !log.entries.contains {
                if case .recognizer("circle", _, .recognized, _) = $0.record { true } else { false }
            })
    }

    /// The strokes of `Fixtures/strokes/strokes.json` (written by its make_strokes.py on a seed the
    /// thresholds were not tuned on: `make_strokes.py 3033`).
    private static func strokes() throws -> (circles: [([Point], Double)], others: [String: [([Point], Double)]]) {
        // TOUCH_PLAYGROUND_STROKES names another collection, to measure the recognizer on a tuning set.
        let path =
            ProcessInfo.processInfo.environment["TOUCH_PLAYGROUND_STROKES"]
            ?? PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/strokes/strokes.json"
        let url = URL(fileURLWithPath: path)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        func strokes(_ list: Any?) -> [([Point], Double)] {
            (list as? [[String: Any]] ?? []).map { stroke in
                let points = (stroke["points"] as? [[Double]] ?? []).map { Point(x: $0[0], y: $0[1]) }
                return (points, stroke["duration"] as? Double ?? 1)
            }
        }
        let others = (json["others"] as? [String: Any] ?? [:]).mapValues(strokes)
        return (strokes(json["circles"]), others)
    }

    /// The held-aside collection (seed 3033, never tuned on: the thresholds were tuned on seeds 11 to 16,
    /// 98.3 to 99.7 % found, no other shape taken) reaches 99.3 % of its circles found (298 of 300) and
    /// refuses all 840 other shapes; the test holds it to at least 95 % and 99 %.
    @Test(
        "held-aside real-like strokes: 99.3 % of 300 circles found, all 840 other shapes refused (95 % and 99 % required)"
    )
    func realLikeStrokes() throws {
        let (circles, others) = try Self.strokes()
        #expect(circles.count == 300 && others.count == 14)
        var missed: [String: Int] = [:]
        for (points, duration) in circles {
            if let reason = recognize(points, duration: duration).lastRejection { missed[reason, default: 0] += 1 }
        }
        let recall = 1 - Double(missed.values.reduce(0, +)) / Double(circles.count)
        var report = "circle recall \((recall * 100).formatted(digits: 1)) % of \(circles.count) (missed: \(missed))\n"
        for (shape, strokes) in others.sorted(by: { $0.key < $1.key }) {
            let taken = strokes.filter { recognize($0.0, duration: $0.1).lastRejection == nil }.count
            report += "\(shape): \(taken) of \(strokes.count) taken for a circle\n"
            #expect(
                Double(taken) <= 0.01 * Double(strokes.count),
                "\(shape): \(taken) of \(strokes.count) taken for circles")
        }
        print(report)
        #expect(recall >= 0.95, "\(report)")
    }
}
