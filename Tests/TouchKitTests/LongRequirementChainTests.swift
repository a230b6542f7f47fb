import Foundation
import Testing
import TouchKit

/// Lessons at the recognizer limit (500) with long `require(toFail:)` chains: the arena re-examines a waiting
/// recognizer only when one it waits for fails, so a tap costs about the chain's length (the curves are in
/// `Benchmarks/Tools/HostileCosts`), and the verdicts are those of the rules, however long the chain.
@Suite("Long failure-requirement chains")
struct LongRequirementChainTests {
    /// `count` recognizers on one view: single taps, the last a double tap (which fails a while after one
    /// tap, letting the chain unwind); recognizer i requires those `shape(i)` gives to fail.
    private func chain(_ count: Int, shape: (Int) -> [Int]) -> (Harness, [TapGestureRecognizer]) {
        let h = Harness()
        let taps = (0..<count).map { makeTap("tap-\($0)", taps: $0 == count - 1 ? 2 : 1) }
        h.addView(with: taps.first!)
        let view = taps.first!.view!
        for tap in taps.dropFirst() { view.addGestureRecognizer(tap) }
        for (index, tap) in taps.enumerated() {
            for other in shape(index) { tap.require(toFail: taps[other]) }
        }
        return (h, taps)
    }

    /// Taps once, returns the seconds of wall time the tap's events and timers took.
    private func tapOnce(_ h: Harness) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        h.play { $0.tap(at: Point(x: 200, y: 200)) }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    @Test("500 in a chain, each requiring the next: the double tap fails, then the one before it recognizes")
    func chainOfFiveHundred() {
        let (h, _) = chain(500) { $0 + 1 < 500 ? [$0 + 1] : [] }
        let seconds = tapOnce(h)
        #expect(h.states(of: "tap-499") == [.failed])
        #expect(h.states(of: "tap-498") == [.ended])
        #expect(h.states(of: "tap-0") == [.failed])
        #expect(h.states(of: "tap-250") == [.failed])
        // Was 4.6-6.4 s in release builds; now a few milliseconds. Ten times what a debug build takes.
        #expect(seconds < 2)
    }

    @Test("200, each requiring every later one: only the one next to the double tap recognizes")
    func everyLater() {
        let (h, _) = chain(200) { Array(($0 + 1)..<200) }
        let seconds = tapOnce(h)
        #expect(h.states(of: "tap-199") == [.failed])
        #expect(h.states(of: "tap-198") == [.ended])
        #expect((0..<198).allSatisfy { h.states(of: "tap-\($0)") == [.failed] })
        #expect(seconds < 2)
    }

    @Test("500, each requiring every earlier one: the first recognizes at once and every other fails")
    func everyEarlier() {
        let (h, _) = chain(500) { Array(0..<$0) }
        _ = tapOnce(h)
        #expect(h.states(of: "tap-0") == [.ended])
        #expect((1..<500).allSatisfy { h.states(of: "tap-\($0)") == [.failed] })
    }

    @Test("a recognizer waiting for two is examined again only when both have failed")
    func waitsForBoth() {
        let h = Harness()
        let single = makeTap("single"), double = makeTap("double", taps: 2), triple = makeTap("triple", taps: 3)
        h.addView(with: single, double, triple)
        single.require(toFail: double)
        single.require(toFail: triple)
        double.require(toFail: triple)
        h.play { $0.tap(at: Point(x: 200, y: 200)) }
        #expect(h.states(of: "triple") == [.failed])
        #expect(h.states(of: "double") == [.failed])
        #expect(h.states(of: "single") == [.ended])
        #expect(h.time(of: "single", reaching: .ended)! >= h.time(of: "double", reaching: .failed)!)
        // A second tap later starts afresh: the waits of the first are forgotten.
        h.play {
            $0.wait(1)
            $0.tap(at: Point(x: 200, y: 200))
        }
        #expect(h.states(of: "single") == [.ended, .ended])
    }
}
