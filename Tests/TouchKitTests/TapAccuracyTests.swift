import Foundation
import Testing
import TouchKit

/// Taps on nine targets of a 250 × 150 mm screen whose mapping is known: the screen's own offset is told
/// from a finger's scatter.
@Suite("Tap accuracy: the screen's offset by the best fit, the finger's scatter left over")
struct TapAccuracyTests {
    static let targets = [25.0, 125, 225].flatMap { x in [15.0, 75, 135].map { y in Point(x: x, y: y) } }
    /// A finger's scatter, the same for every run: up to 0.6 mm each way.
    static let scatter = [
        Point(x: 0.4, y: -0.3), Point(x: -0.5, y: 0.2), Point(x: 0.1, y: 0.6), Point(x: -0.2, y: -0.4),
        Point(x: 0.6, y: 0.1), Point(x: -0.3, y: 0.5), Point(x: 0.2, y: -0.6), Point(x: -0.6, y: -0.1),
        Point(x: 0.3, y: 0.3),
    ]

    @Test("a screen shifted 2 mm right and 1 mm up fails at 2.2 mm; corrected, the taps land within their scatter")
    func shifted() throws {
        let landed = zip(Self.targets, Self.scatter).map { $0 + Point(x: 2, y: -1) + $1 }
        let accuracy = try #require(TapAccuracy(targets: Self.targets, landed: landed))
        #expect(abs(accuracy.worstBefore - 5.0.squareRoot()) < 0.35, "\(accuracy.worstBefore)")
        #expect(accuracy.worstAfter < 0.8, "\(accuracy.worstAfter)")
        #expect(abs(accuracy.meanOffset.x - 2) < 0.1 && abs(accuracy.meanOffset.y + 1) < 0.1)
        let check = accuracy.check
        #expect(check.name == "accuracy" && check.verdict == .fail && check.limit == 1 && check.unit == "mm")
        #expect(check.reference.contains("Touch Accuracy"))
    }

    @Test("a true screen tapped with a finger's scatter passes: the scatter is not held against the screen")
    func trueScreen() throws {
        let landed = zip(Self.targets, Self.scatter).map { $0 + $1 }
        let accuracy = try #require(TapAccuracy(targets: Self.targets, landed: landed))
        // Six numbers fitted to nine taps keep some of their scatter.
        #expect(accuracy.worstBefore < 0.8, "\(accuracy.worstBefore)")
        #expect(accuracy.check.verdict == .pass)
    }

    @Test("a screen stretched 3 % across: offsets grow towards its edges, 3.0 mm at the far targets")
    func stretched() throws {
        let landed = Self.targets.map { Point(x: 125 + ($0.x - 125) * 1.03, y: $0.y) }
        let accuracy = try #require(TapAccuracy(targets: Self.targets, landed: landed))
        #expect(abs(accuracy.worstBefore - 3) < 0.01 && accuracy.worstAfter < 1e-9)
        #expect(abs(accuracy.before[4].length) < 1e-9)  // the middle target is where it is
    }

    @Test("taps all on one line, or too few, measure nothing")
    func degenerate() {
        let line = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0)]
        #expect(TapAccuracy(targets: line, landed: line) == nil)
        #expect(TapAccuracy(targets: Array(Self.targets.prefix(2)), landed: Array(Self.targets.prefix(2))) == nil)
        #expect(TapAccuracy(targets: Self.targets, landed: Array(Self.targets.prefix(8))) == nil)
    }

    @Test(
        "a screen turned 1° about its middle, and one mirrored left to right: the offsets grow to its edges; corrected, none"
    )
    func turnedAndMirrored() throws {
        let centre = Point(x: 125, y: 75), angle = Double.pi / 180
        let turned = Self.targets.map { target -> Point in
            let d = target - centre
            return centre + Point(x: d.x * cos(angle) - d.y * sin(angle), y: d.x * sin(angle) + d.y * cos(angle))
        }
        let accuracy = try #require(TapAccuracy(targets: Self.targets, landed: turned))
        // The far corners are 117 mm from the middle: 2.04 mm round.
        #expect(
            abs(accuracy.worstBefore - 116.6 * angle) < 0.05 && accuracy.worstAfter < 1e-9, "\(accuracy.worstBefore)")
        #expect(accuracy.check.verdict == .fail)
        let mirrored = Self.targets.map { Point(x: 250 - $0.x, y: $0.y) }
        let flipped = try #require(TapAccuracy(targets: Self.targets, landed: mirrored))
        #expect(abs(flipped.worstBefore - 200) < 1e-6 && flipped.worstAfter < 1e-9)
        #expect(abs(flipped.meanOffset.length) < 1e-9, "mirrored about its middle: no shift on average")
    }
}
