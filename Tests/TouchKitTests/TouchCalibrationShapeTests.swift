import Testing
import TouchKit

/// A calibration recognises a touchscreen turned, mirrored or with its axes swapped from its display, or
/// only shifted or stretched, from nine taps as a finger makes them (a point or two off each target).
@Suite("Touch calibration: a turn, a mirror or swapped axes said in words")
struct TouchCalibrationShapeTests {
    /// Where a person's tap on `target` is reported on a screen whose reports are `reported` of where the
    /// finger is (normalized), a little off as fingers are.
    static func taps(_ reported: (Point) -> Point) -> (targets: [Point], landed: [Point]) {
        let targets = TouchCalibration.targets(count: 9)
        let landed = targets.enumerated().map { index, target in
            let wobble = 0.004 * Double(index % 3 - 1)
            return reported(target) + Point(x: wobble, y: -wobble / 2)
        }
        return (targets, landed)
    }

    @Test(
        "each of the eight ways a screen can be turned or mirrored, and a shift and a stretch, is named",
        arguments: [
            ("as it should be, shifted 3 %", TouchCalibration.Shape.shifted),
            ("turned a quarter clockwise", .turned(quarterTurns: 1)),
            ("turned half", .turned(quarterTurns: 2)),
            ("turned a quarter counter-clockwise", .turned(quarterTurns: 3)),
            ("left and right exchanged", .mirrored(acrossVertical: true)),
            ("top and bottom exchanged", .mirrored(acrossVertical: false)),
            ("axes swapped", .axesSwapped(turnedHalf: false)),
            ("axes swapped and turned half", .axesSwapped(turnedHalf: true)),
            ("stretched 20 % across", .scaled),
            ("slanted", .other),
        ])
    func named(how: String, shape: TouchCalibration.Shape) throws {
        // Where the finger at (x, y) is reported, as the person sees the screen (y grows downwards).
        let reports: [String: (Point) -> Point] = [
            "as it should be, shifted 3 %": { Point(x: $0.x + 0.03, y: $0.y - 0.02) },
            "turned a quarter clockwise": { Point(x: 1 - $0.y, y: $0.x) },
            "turned half": { Point(x: 1 - $0.x, y: 1 - $0.y) },
            "turned a quarter counter-clockwise": { Point(x: $0.y, y: 1 - $0.x) },
            "left and right exchanged": { Point(x: 1 - $0.x, y: $0.y) },
            "top and bottom exchanged": { Point(x: $0.x, y: 1 - $0.y) },
            "axes swapped": { Point(x: $0.y, y: $0.x) },
            "axes swapped and turned half": { Point(x: 1 - $0.y, y: 1 - $0.x) },
            "stretched 20 % across": { Point(x: 0.5 + ($0.x - 0.5) * 1.2, y: $0.y) },
            "slanted": { Point(x: $0.x + 0.3 * $0.y, y: $0.y) },
        ]
        let (targets, landed) = Self.taps(try #require(reports[how]))
        let fit = try TouchCalibration(targets: targets, landed: landed)
        #expect(fit.shape == shape, "\(how): \(fit.matrixText)")
    }

    @Test("a small turn (5°) is no quarter turn: the matrix alone says it")
    func smallTurn() throws {
        let (c, s) = (0.996_194_698, 0.087_155_743)
        let (targets, landed) = Self.taps { p in
            Point(x: 0.5 + c * (p.x - 0.5) - s * (p.y - 0.5), y: 0.5 + s * (p.x - 0.5) + c * (p.y - 0.5))
        }
        #expect(try TouchCalibration(targets: targets, landed: landed).shape == .other)
    }
}
