import Foundation
import Testing
import TouchKit

/// A finger held still is judged by its slow drift, not by how far its jitter spreads it: a screen whose
/// jitter is 0.8 mm spreads a held finger over 4 mm, which a 2 mm box never judged (so the check could only
/// pass).
@Suite("Held still: jitter judged by drift, not spread")
struct StillnessTests {
    typealias H = DeviceHealthTests

    /// Normal deviates, repeatable: a small linear congruential generator and Box-Muller.
    struct Noise {
        var state: UInt64
        mutating func uniform() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) + 0.5) / Double(1 << 53)
        }
        mutating func normal() -> Double {
            (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform())
        }
    }

    /// A finger held for `seconds` at 100 Hz about (150 mm, 100 mm), drifting `drift` mm to the right over
    /// the hold, its reports scattered with a jitter of `jitter` mm (the standard deviation of their distance
    /// from where the finger is, both axes together), in device units of a tenth of a millimetre.
    static func heldFinger(jitter: Double, drift: Double = 0, seconds: Double = 3, seed: UInt64 = 7) -> [(Int, Int)] {
        var noise = Noise(state: seed)
        let count = Int(seconds * 100), perAxis = jitter / 2.0.squareRoot()
        return (0..<count).map { index in
            let x = 150 + drift * Double(index) / Double(count) + perAxis * noise.normal()
            let y = 100 + perAxis * noise.normal()
            return (Int((x * 10).rounded()), Int((y * 10).rounded()))
        }
    }

    @Test(
        "jitter of 0.3, 0.8 and 1.5 mm is measured and judged against 0.5 mm: pass, fail, fail",
        arguments: [(0.3, DeviceHealth.Check.Verdict.pass), (0.8, .fail), (1.5, .fail)])
    func jitterJudged(jitter: Double, verdict: DeviceHealth.Check.Verdict) throws {
        let held = H.contact(slot: 0, id: 1, start: 0, interval: 0.01, positions: Self.heldFinger(jitter: jitter))
        let health = try H.health([held])
        let measured = try #require(health.contacts.first?.jitter, "the finger was held still")
        #expect(abs(measured - jitter) < 0.08 * jitter, "measured \(measured) mm")
        #expect(health.checks.first { $0.name == "jitter" }?.verdict == verdict)
    }

    @Test("a finger drifting 1.5 mm while held is still held: its 0.2 mm of jitter is measured without the drift")
    func drift() throws {
        let held = H.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: Self.heldFinger(jitter: 0.2, drift: 1.5))
        let measured = try #require(try H.health([held]).contacts.first?.jitter)
        #expect(abs(measured - 0.2) < 0.03, "measured \(measured) mm")
    }

    @Test("a finger that moves 20 mm, or is held for less than half a second, is not judged")
    func notHeld() throws {
        let moving = H.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: (0..<100).map { (1500 + $0 * 2, 1000) })
        #expect(try H.health([moving]).contacts.first?.jitter == nil)
        let brief = H.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: Self.heldFinger(jitter: 0.3, seconds: 0.4))
        let health = try H.health([brief])
        #expect(health.contacts.first?.jitter == nil)
        #expect(health.checks.first { $0.name == "jitter" }?.verdict == .notExercised)
    }

    @Test("the meter alone: blocks of a quarter second, their means within the drift allowed")
    func meter() {
        var still = StillnessMeter()
        // Alternating ±1 about 10, 100 reports a second for 2 s: 0.1 s blocks would see no drift either.
        for index in 0..<200 { still.add(Point(x: 10 + (index % 2 == 0 ? 1 : -1), y: 5), at: Double(index) * 0.01) }
        let jitter = still.jitter(drift: 0.5, lasting: 0.5)
        #expect(jitter.map { abs($0 - 1) < 0.03 } == true, "\(jitter ?? -1)")
        #expect(still.jitter(drift: 0.5, lasting: 3) == nil)
        var walking = StillnessMeter()
        for index in 0..<200 { walking.add(Point(x: Double(index) * 0.05, y: 0), at: Double(index) * 0.01) }
        #expect(walking.jitter(drift: 2, lasting: 0.5) == nil)  // 10 units in 2 s: the blocks' means drift
        #expect(walking.jitter(drift: 20, lasting: 0.5) != nil)
    }
}
