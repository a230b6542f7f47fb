import Testing
import TouchKit

/// The arena, on its own: who joins, what its relations answer, and its four rules one by one.
@Suite("The gesture arena")
struct GestureArenaTests {
    @Test("recognizers join when they first receive a touch, in order, and leave once reset")
    func membership() {
        let h = Harness()
        let tap = makeTap("tap"), pan = PanGestureRecognizer(name: "pan")
        h.addView(with: tap, pan)
        #expect(h.window.router.arena.members.isEmpty)
        h.send(.touch(id: 1, phase: .began, location: Point(x: 100, y: 100)), at: 0)
        #expect(h.window.router.arena.members.map(\.name) == ["tap", "pan"])
        h.send(.touch(id: 1, phase: .ended, location: Point(x: 100, y: 100)), at: 0.05)
        h.clock.advance(to: 1)
        #expect(h.window.router.arena.members.isEmpty)
    }

    @Test("require(toFail:) and the delegate both make a recognizer wait; the relation reads either way")
    func requiresFailure() {
        let h = Harness()
        let single = makeTap("single"), double = makeTap("double", taps: 2)
        let other = makeTap("other")
        h.addView(with: single, double, other)
        single.require(toFail: double)
        let delegate = Delegate()
        delegate.requireFailure = { recognizer, candidate in recognizer === other && candidate === double }
        other.delegate = delegate
        let arena = h.window.router.arena!
        #expect(arena.requiresFailure(single, of: double))
        #expect(arena.requiresFailure(other, of: double))
        #expect(!arena.requiresFailure(double, of: single))
    }

    @Test("rule 3: a waiting recognizer is logged with what it waits for, and fails when that one recognizes")
    func waitingThenFailing() {
        let h = Harness()
        let single = makeTap("single"), double = makeTap("double", taps: 2)
        single.require(toFail: double)
        h.addView(with: single, double)
        h.play {
            $0.tap(at: Point(x: 100, y: 100))
            $0.wait(0.1)
            $0.tap(at: Point(x: 100, y: 100))
        }
        #expect(h.states(of: "double") == [.recognized])
        #expect(h.states(of: "single") == [.failed])
        #expect(
            h.log.entries.contains { if case .waiting("single", _, ["double"]) = $0.record { true } else { false } })
    }

    @Test("rule 4: the first to begin makes the others sharing its touch fail, unless a delegate allows both")
    func exclusion() {
        let alone = Harness()
        let pan = PanGestureRecognizer(name: "pan"), swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = .right
        alone.addView(with: pan, swipe)
        alone.play { $0.drag(from: Point(x: 50, y: 200), to: Point(x: 350, y: 200), duration: 0.15) }
        let winners = ["pan", "swipe"].filter { alone.states(of: $0).contains { $0 == .began || $0 == .recognized } }
        #expect(winners.count == 1, "exactly one wins: \(winners)")

        let together = Harness()
        let pan2 = PanGestureRecognizer(name: "pan"), swipe2 = SwipeGestureRecognizer(name: "swipe")
        swipe2.direction = .right
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        pan2.delegate = delegate
        together.addView(with: pan2, swipe2)
        together.play { $0.drag(from: Point(x: 50, y: 200), to: Point(x: 350, y: 200), duration: 0.15) }
        #expect(together.window.router.arena.allowsSimultaneous(pan2, swipe2))
        #expect(together.states(of: "pan").contains(.began))
        #expect(together.states(of: "swipe").contains(.recognized))
    }

    @Test("rule 1: gestureRecognizerShouldBegin answering no makes it fail instead of beginning")
    func shouldBegin() {
        let h = Harness()
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = Delegate()
        delegate.shouldBegin = { _ in false }
        pan.delegate = delegate
        h.addView(with: pan)
        h.play { $0.drag(from: Point(x: 50, y: 200), to: Point(x: 350, y: 200), duration: 0.3) }
        #expect(h.states(of: "pan") == [.failed])
    }
}
