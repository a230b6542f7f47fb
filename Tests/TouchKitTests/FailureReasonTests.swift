import Testing
import TouchKit

/// Every recognizer says why it failed, in words a class can read, with the numbers that decided it; the
/// arena says why it made one fail. The reasons go to the event log with the failed state.
@Suite("Why a recognizer failed")
struct FailureReasonTests {
    private func reasons(of name: String, in h: Harness) -> [String] {
        h.log.entries.compactMap {
            if case .recognizer(name, _, .failed, let reason) = $0.record { reason ?? "no reason" } else { nil }
        }
    }

    private func singleTap(_ h: Harness, taps: Int = 1, touches: Int = 1) -> RecordingView {
        let view = h.addView(with: makeTap("tap", taps: taps, touches: touches))
        view.isMultipleTouchEnabled = true
        return view
    }

    @Test("a tap: moved past the slop, held too long, too many fingers, a second tap too late or too far")
    func tapReasons() {
        var h = Harness()
        _ = singleTap(h)
        h.play { $0.drag(from: Point(100, 100), to: Point(114, 100), duration: 0.05) }
        #expect(reasons(of: "tap", in: h) == ["moved 14 pt, more than the 10 pt tap slop"])

        h = Harness()
        _ = singleTap(h)
        h.play { $0.tap(at: Point(100, 100), duration: 1.0) }
        #expect(reasons(of: "tap", in: h) == ["held longer than 0.75 s"])

        h = Harness()
        _ = singleTap(h)
        h.play { $0.tap(at: Point(100, 100), fingers: 2) }
        #expect(reasons(of: "tap", in: h) == ["2 fingers down, more than the 1 it takes"])

        h = Harness()
        _ = singleTap(h, taps: 2)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.6)
        }
        #expect(reasons(of: "tap", in: h) == ["no tap 2 within 0.35 s"])

        h = Harness()
        _ = singleTap(h, taps: 2)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(250, 250))
        }
        #expect(reasons(of: "tap", in: h).first == "tap 2 landed 212 pt from the first, more than 40 pt")

        h = Harness()
        _ = singleTap(h, touches: 2)
        h.play { $0.tap(at: Point(100, 100)) }
        #expect(reasons(of: "tap", in: h) == ["1 finger, not the 2 it takes"])
    }

    @Test("a long press: moved too far, lifted too soon")
    func longPressReasons() {
        var h = Harness()
        h.addView(with: LongPressGestureRecognizer(name: "press"))
        h.play { $0.drag(from: Point(100, 100), to: Point(100, 125), duration: 0.1) }
        #expect(reasons(of: "press", in: h) == ["moved 13 pt before 0.5 s, more than its 10 pt"])

        h = Harness()
        h.addView(with: LongPressGestureRecognizer(name: "press"))
        h.play { $0.tap(at: Point(100, 100), duration: 0.2) }
        #expect(reasons(of: "press", in: h) == ["lifted before 0.5 s"])
    }

    @Test("a pan lifted before it moved far enough; a swipe too slow, too short or off its direction")
    func panAndSwipeReasons() {
        var h = Harness()
        h.addView(with: PanGestureRecognizer(name: "pan"))
        h.play { $0.tap(at: Point(100, 100)) }
        #expect(reasons(of: "pan", in: h) == ["lifted before moving 10 pt"])

        h = Harness()
        h.addView(with: ScreenEdgePanGestureRecognizer(name: "edge"))
        h.play { $0.drag(from: Point(134, 100), to: Point(250, 100), duration: 0.2) }
        #expect(reasons(of: "edge", in: h) == ["started 134 pt from the left edge, more than 20 pt"])

        h = Harness()
        h.addView(with: SwipeGestureRecognizer(name: "swipe"))
        h.play { $0.tap(at: Point(100, 100)) }
        #expect(reasons(of: "swipe", in: h) == ["lifted before travelling 50 pt"])

        h = Harness()
        h.addView(with: SwipeGestureRecognizer(name: "swipe"))
        h.play { $0.drag(from: Point(100, 100), to: Point(160, 100), duration: 1.5) }
        #expect(reasons(of: "swipe", in: h) == ["took longer than 0.5 s"])
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
            reasons(of: "single", in: h)
                == ["double recognized, and they may not recognize together (no delegate allows both)"])

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
        _ = singleTap(h)
        h.play { $0.drag(from: Point(100, 100), to: Point(114, 100), duration: 0.05) }
        let lines = h.log.entries.map(\.jsonLine).filter { $0.contains("\"recognizer\":\"tap\"") }
        #expect(lines.contains { $0.contains("\"state\":\"failed\"") && $0.contains("\"reason\":\"moved 14 pt") })
        #expect(!lines.contains { $0.contains("\"state\":\"possible\"") && $0.contains("reason") })
    }

    @Test("without an event log no reason is worked out")
    func noLogNoReason() {
        let clock = ManualClock()
        let window = Window(size: Size(width: 400, height: 400), clock: clock)
        let controller = ViewController()
        window.rootViewController = controller
        let tap = makeTap("tap")
        var seen: [String?] = []
        controller.view.addGestureRecognizer(tap)
        tap.addTarget { seen.append($0.failureReason) }
        var builder = TraceBuilder()
        builder.drag(from: Point(100, 100), to: Point(130, 100), duration: 0.05)
        TraceReplayer.replay(builder.events, into: window, clock: clock)
        #expect(tap.failureReason == nil)
    }
}
