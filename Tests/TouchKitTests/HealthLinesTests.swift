import Foundation
import Testing
import TouchKit

/// Lines drawn straight on made-up recordings whose bow and jitter are known: the straightness and the
/// jitter while moving are measured apart, and only strokes drawn as lines are judged.
@Suite("Device health: straight lines and jitter while moving")
struct HealthLinesTests {
    typealias H = DeviceHealthTests

    /// A stroke from `from` to `to` (millimetres) over `seconds`, reported `rate` times a second, bowed
    /// `bow` mm to its left at its middle (a parabola), its reports scattered by `jitter` mm on each axis, in
    /// device units of a tenth of a millimetre.
    static func stroke(
        from: (Double, Double), to: (Double, Double), seconds: Double = 1.5, rate: Double = 125,
        bow: Double = 0, jitter: Double = 0, seed: UInt64 = 11
    ) -> [(Int, Int)] {
        var noise = StillnessTests.Noise(state: seed)
        let count = Int(seconds * rate)
        let (dx, dy) = (to.0 - from.0, to.1 - from.1)
        let length = (dx * dx + dy * dy).squareRoot()
        let (nx, ny) = (-dy / length, dx / length)
        return (0...count).map { index in
            let t = Double(index) / Double(count)
            // Eased like a hand: slow at the ends.
            let s = t * t * (3 - 2 * t)
            let off = bow * 4 * s * (1 - s)
            let x = from.0 + dx * s + nx * off + jitter * noise.normal()
            let y = from.1 + dy * s + ny * off + jitter * noise.normal()
            return (Int((x * 10).rounded()), Int((y * 10).rounded()))
        }
    }

    static func health(_ strokes: [[(Int, Int)]], rate: Double = 125) throws -> DeviceHealth {
        try H.health(
            strokes.enumerated().map { index, positions in
                H.contact(slot: 0, id: index + 1, start: Double(index) * 3, interval: 1 / rate, positions: positions)
            })
    }

    static func check(_ name: String, _ health: DeviceHealth) throws -> DeviceHealth.Check {
        try #require(health.checks.first { $0.name == name })
    }

    @Test("a straight line with 0.1 mm of jitter: one line, within 0.3 mm of straight, its jitter measured; both pass")
    func straightLine() throws {
        let health = try Self.health([Self.stroke(from: (40, 100), to: (200, 110), jitter: 0.1)])
        let line = try #require(health.lines.first)
        #expect(health.lines.count == 1 && line.contact == 1)
        #expect(line.length > 140 && line.length < 160, "\(line.length)")
        #expect(line.straightness < 0.3, "\(line.straightness)")
        #expect(abs((line.jitter ?? 0) - 0.1) < 0.03, "\(line.jitter ?? -1)")
        #expect(try Self.check("straightness", health).verdict == .pass)
        #expect(try Self.check("moving jitter", health).verdict == .pass)
    }

    @Test(
        "jitter of 0.3, 0.8 and 1.5 mm across a moving line is measured within 12 % and judged against 1 mm",
        arguments: [(0.3, DeviceHealth.Check.Verdict.pass), (0.8, .pass), (1.5, .fail)])
    func movingJitter(jitter: Double, verdict: DeviceHealth.Check.Verdict) throws {
        // Two lines, slow enough for a dozen reports in every 10 mm (100 mm in 1.5 s at 125 Hz).
        let health = try Self.health([
            Self.stroke(from: (50, 50), to: (150, 60), jitter: jitter, seed: 3),
            Self.stroke(from: (250, 30), to: (240, 170), jitter: jitter, seed: 4),
        ])
        #expect(health.lines.count == 2)
        let check = try Self.check("moving jitter", health)
        let measured = try #require(check.measured)
        #expect(abs(measured - jitter) < 0.12 * jitter, "measured \(measured) mm")
        #expect(check.verdict == verdict)
        #expect(check.limit == 1 && check.unit == "mm" && check.reference.contains("10 mm of travel"))
    }

    @Test("a line bowed 2.5 mm fails straightness, a hint when drawn free hand, a measure along a ruler")
    func bowedLine() throws {
        let bowed = try Self.health([Self.stroke(from: (30, 150), to: (230, 140), seconds: 2, bow: 2.5, jitter: 0.1)])
        let check = try Self.check("straightness", bowed)
        // A parabola's best-fit line sits two thirds of its bow off its chord: 1.7 mm at the ends.
        #expect(check.verdict == .fail && check.indicative)
        #expect(check.measured.map { $0 > 1.3 && $0 < 2.0 } == true, "\(check.measured ?? -1)")
        #expect(check.detail.contains("drawn free hand"))
        // Its jitter is still measured about the bow, not about the straight line.
        #expect(try Self.check("moving jitter", bowed).measured.map { abs($0 - 0.1) < 0.03 } == true)
        let ruled = bowed.judged(refreshRate: nil, ruled: true)
        let measure = try Self.check("straightness", ruled)
        #expect(measure.verdict == .fail && !measure.indicative && !measure.detail.contains("free hand"))
        let fix = try #require(ruled.fixes().first { $0.words.contains("from straight") })
        #expect(fix.words.contains("cannot straighten"))
    }

    @Test("a circle, a scribble back and forth, a 20 mm stroke and a stroke of four reports are not lines")
    func notLines() throws {
        let circle = (0...150).map { index -> (Int, Int) in
            let angle = Double(index) / 150 * 2 * Double.pi
            return (Int(1500 + 400 * cos(angle)), Int(1000 + 400 * sin(angle)))
        }
        let scribble = (0...200).map { index -> (Int, Int) in
            (Int(1000 + 300 * sin(Double(index) / 20)), 500 + index)
        }
        let short = Self.stroke(from: (100, 100), to: (120, 100))
        let sparse = Self.stroke(from: (20, 20), to: (200, 20), seconds: 0.03)
        let health = try Self.health([circle, scribble, short, sparse])
        #expect(health.lines.isEmpty)
        let check = try Self.check("straightness", health)
        #expect(check.verdict == .notExercised && check.detail.contains("30 mm"))
        #expect(try Self.check("moving jitter", health).verdict == .notExercised)
    }

    @Test("a fast line with too few reports per 10 mm is a line, its jitter not judged")
    func fastLine() throws {
        // 180 mm in 0.15 s at 125 Hz: 9.6 mm a report.
        let health = try Self.health([Self.stroke(from: (20, 20), to: (200, 30), seconds: 0.15)])
        #expect(health.lines.isEmpty || health.lines.allSatisfy { $0.jitter == nil })
        #expect(try Self.check("moving jitter", health).verdict == .notExercised)
    }

    @Test("the report rate is judged against the display's refresh rate when given: 125 Hz fails on a 144 Hz display")
    func refreshRate() throws {
        let health = try Self.health([Self.stroke(from: (40, 100), to: (200, 110))])
        #expect(try Self.check("report rate", health).verdict == .pass)
        let fast = health.judged(refreshRate: 144)
        let check = try Self.check("report rate", fast)
        #expect(check.verdict == .fail && check.limit == 144 && check.detail.hasSuffix("at least 144 Hz"))
        #expect(check.reference.contains("refresh rate") && !check.reference.contains("when not known"))
        #expect(try Self.check("report rate", health.judged(refreshRate: .nan)).limit == 60)
    }
}

extension HealthLinesTests {
    @Test("the app's own trace: its touches in millimetres by its device's scale, a mouse drag a contact of its own")
    func ownTrace() throws {
        var events: [InputEvent] = []
        // A finger drawing a 600-point line (150 mm at 0.25 mm a point) at 100 Hz, then the mouse dragging.
        for index in 0...150 {
            let phase: TouchPhase = index == 0 ? .began : index == 150 ? .ended : .moved
            events.append(
                InputEvent(
                    time: Double(index) * 0.01,
                    kind: .touch(id: 7, phase: phase, location: Point(x: 100 + Double(index) * 4, y: 300))))
        }
        let modifiers = Modifiers()
        events.append(
            InputEvent(
                time: 3, kind: .pointer(phase: .down, button: 1, location: Point(x: 50, y: 50), modifiers: modifiers)))
        for index in 1...20 {
            events.append(
                InputEvent(
                    time: 3 + Double(index) * 0.01,
                    kind: .pointer(
                        phase: .motion, button: 1, location: Point(x: 50 + Double(index) * 3, y: 50),
                        modifiers: modifiers)))
        }
        events.append(
            InputEvent(
                time: 3.3, kind: .pointer(phase: .up, button: 1, location: Point(x: 110, y: 50), modifiers: modifiers)))
        var trace = TouchTrace(events: events)
        trace.device = TraceDevice(name: "Lab screen", source: "touchscreen", millimetresPerPoint: 0.25)
        let health = DeviceHealth(trace: try TraceFile(bytes: Array(trace.jsonText().utf8)))
        #expect(health.contacts.count == 2 && health.device.name == "Lab screen" && !health.device.fitted)
        #expect(abs((health.contacts[0].pathMillimetres ?? 0) - 149) < 1e-6)  // the lift adds no path
        #expect(abs((health.contacts[1].pathMillimetres ?? 0) - 15) < 1e-6)
        // Its ends' 3 mm left out, and the places averaged over a few reports along it.
        #expect(health.lines.count == 1 && (135...144).contains(health.lines.first?.length ?? 0), "\(health.lines)")
        // Without its millimetres, nothing is judged in them.
        trace.device = nil
        let plain = DeviceHealth(trace: try TraceFile(bytes: Array(trace.jsonText().utf8)))
        #expect(plain.device.fitted && plain.lines.isEmpty && plain.contacts.allSatisfy { $0.pathMillimetres == nil })
    }
}

extension HealthLinesTests {
    @Test("a clean screen's recording: a finger held, a line, two side by side and five fingers slid, all pass")
    func cleanRecording() throws {
        typealias H = DeviceHealthTests
        let held = H.contact(
            slot: 0, id: 1, start: 0, interval: 0.008, positions: StillnessTests.heldFinger(jitter: 0.1, seconds: 2))
        let line = H.contact(
            slot: 0, id: 2, start: 3, interval: 0.008,
            positions: Self.stroke(from: (30, 100), to: (250, 110), seconds: 2, jitter: 0.08))
        // Two fingers 12 mm apart slid 100 mm together, then five spread 25 mm apart slid 80 mm.
        let pair = (0..<2).map { finger in
            H.contact(
                slot: finger, id: 3 + finger, start: 6, interval: 0.008,
                positions: (0..<150).map { (400 + $0 * 7, 800 + finger * 120) })
        }
        let five = (0..<5).map { finger in
            H.contact(
                slot: finger, id: 10 + finger, start: 9, interval: 0.008,
                positions: (0..<120).map { (300 + $0 * 7, 400 + finger * 250) })
        }
        let health = try H.health([held, line] + pair + five)
        for check in health.checks {
            #expect(check.verdict == .pass, "\(check.name): \(check.detail)")
        }
        #expect(health.fixes().isEmpty)
    }
}
