import Testing
import TouchKit

/// Every recognizer says why it failed, in words a class can read, with the numbers that decided it; the
/// arena says why it made one fail. The reasons go to the event log with the failed state.
@Suite("Why a recognizer failed")
struct FailureReasonTests {
    private func reasons(of name: String, in h: Harness) -> [String] {
        h.log.entries.compactMap {
            if case .recognizer(name, _, .failed, let reason) = $0.record {
                reason?.description ?? "no reason"
            } else {
                nil
            }
        }
    }

    /// The reasons `recognizer`, alone on a view, gave for failing while `build` was played.
    private func reasons(_ recognizer: GestureRecognizer, after build: (inout TraceBuilder) -> Void) -> [String] {
        let h = Harness()
        h.addView(with: recognizer).isMultipleTouchEnabled = true
        h.play(build)
        return reasons(of: recognizer.name, in: h)
    }

    @Test("a tap: moved past the slop, held too long, too many fingers, a second tap too late or too far")
    func tapReasons() {
        #expect(
            reasons(makeTap("tap")) { $0.drag(from: Point(100, 100), to: Point(114, 100), duration: 0.05) }
                == ["moved 14 pt, more than the 10 pt tap slop"])
        #expect(reasons(makeTap("tap")) { $0.tap(at: Point(100, 100), duration: 1.0) } == ["held longer than 0.75 s"])
        #expect(
            reasons(makeTap("tap")) { $0.tap(at: Point(100, 100), fingers: 2) }
                == ["2 fingers down, more than the 1 it takes"])
        #expect(
            reasons(makeTap("tap", taps: 2)) {
                $0.tap(at: Point(100, 100))
                $0.wait(0.6)
            } == ["no tap 2 within 0.35 s"])
        let tooFar = reasons(makeTap("tap", taps: 2)) {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(250, 250))
        }
        #expect(tooFar.first == "tap 2 landed 212 pt from the first, more than 40 pt")
        #expect(
            reasons(makeTap("tap", touches: 2)) { $0.tap(at: Point(100, 100)) } == ["1 finger, not the 2 it takes"])
    }

    @Test("a long press: moved too far, lifted too soon")
    func longPressReasons() {
        #expect(
            reasons(LongPressGestureRecognizer(name: "press")) {
                $0.drag(from: Point(100, 100), to: Point(100, 125), duration: 0.1)
            } == ["moved 13 pt before 0.5 s, more than its 10 pt"])
        #expect(
            reasons(LongPressGestureRecognizer(name: "press")) { $0.tap(at: Point(100, 100), duration: 0.2) }
                == ["lifted before 0.5 s"])
    }

    @Test("a pan lifted before it moved far enough, an edge pan away from its edge, a swipe too slow or short")
    func panAndSwipeReasons() {
        #expect(
            reasons(PanGestureRecognizer(name: "pan")) { $0.tap(at: Point(100, 100)) } == ["lifted before moving 10 pt"]
        )
        #expect(
            reasons(ScreenEdgePanGestureRecognizer(name: "edge")) {
                $0.drag(from: Point(134, 100), to: Point(250, 100), duration: 0.2)
            } == ["started 134 pt from the left edge, more than 20 pt"])
        #expect(
            reasons(SwipeGestureRecognizer(name: "swipe")) { $0.tap(at: Point(100, 100)) }
                == ["lifted before travelling 50 pt"])
        #expect(
            reasons(SwipeGestureRecognizer(name: "swipe")) {
                $0.drag(from: Point(100, 100), to: Point(160, 100), duration: 1.5)
            } == ["took longer than 0.5 s"])
    }

    @Test("the arena: a required failure that recognized, a recognizer that won the touch, shouldBegin")
    func arenaReasons() {
        var h = Harness()
        let single = makeTap("single")
        let double = makeTap("double", taps: 2)
        single.require(toFail: double)
        h.addView(with: single, double)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100))
        }
        #expect(
            reasons(of: "single", in: h) == ["double recognized, and this one waited for it to fail"])

        // Allowed to recognize together, but told to wait for the double tap to fail: it fails once that wins.
        h = Harness()
        final class Together: GestureRecognizerDelegate {
            func gestureRecognizer(
                _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
            ) -> Bool { true }
        }
        let together = Together()
        let waiting = makeTap("waiting")
        let winner = makeTap("winner", taps: 2)
        waiting.require(toFail: winner)
        waiting.delegate = together
        h.addView(with: waiting, winner)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100))
        }
        #expect(reasons(of: "waiting", in: h).contains("winner recognized, and this one waited for it to fail"))

        h = Harness()
        let pan = PanGestureRecognizer(name: "pan")
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = .left
        h.addView(with: pan, swipe)
        h.play { $0.drag(from: Point(200, 100), to: Point(100, 100), duration: 0.1) }
        #expect(
            reasons(of: "swipe", in: h)
                == ["pan began, and they may not recognize together (no delegate allows both)"])

        h = Harness()
        final class Refusing: GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { false }
        }
        let refusing = Refusing()
        let refused = PanGestureRecognizer(name: "pan")
        refused.delegate = refusing
        h.addView(with: refused)
        h.play { $0.drag(from: Point(100, 100), to: Point(200, 100), duration: 0.2) }
        #expect(reasons(of: "pan", in: h) == ["the delegate's gestureRecognizerShouldBegin said no"])
    }

    @Test("reasons are written to the log's JSON, and only for failures")
    func inTheJSONLog() {
        let h = Harness()
        h.addView(with: makeTap("tap"))
        h.play { $0.drag(from: Point(100, 100), to: Point(114, 100), duration: 0.05) }
        let lines = h.log.entries.map(\.jsonLine).filter { $0.contains("\"recognizer\":\"tap\"") }
        #expect(lines.contains { $0.contains("\"state\":\"failed\"") && $0.contains("\"reason\":\"moved 14 pt") })
        #expect(!lines.contains { $0.contains("\"state\":\"possible\"") && $0.contains("reason") })
    }

    /// A tap that notes its failure reason right after each move (before the arena resets it).
    final class WatchedTap: TapGestureRecognizer {
        var reasonsSeen: [String?] = []
        override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
            super.touchesMoved(touches, with: event)
            if state == .failed { reasonsSeen.append(failureReason?.description) }
        }
    }

    @Test("without an event log no reason is worked out", arguments: [true, false])
    func reasonsOnlyWithALog(logged: Bool) {
        let h = Harness()
        if !logged { h.window.router.eventLog = nil }
        let tap = WatchedTap(name: "tap")
        h.addView(with: tap)
        h.play { $0.drag(from: Point(100, 100), to: Point(130, 100), duration: 0.05) }
        #expect(tap.reasonsSeen.count == 1)
        #expect(tap.reasonsSeen.first! == (logged ? "moved 20 pt, more than the 10 pt tap slop" : nil))
    }
}
