import Testing
import TouchKit

@Suite("Tap and long press")
struct TapAndLongPressTests {
    private func harnessWithTap(taps: Int = 1, touches: Int = 1) -> (Harness, RecordingView, TapGestureRecognizer) {
        let h = Harness()
        let tap = makeTap("tap", taps: taps, touches: touches)
        let view = h.addView(with: tap)
        view.isMultipleTouchEnabled = true
        return (h, view, tap)
    }

    @Test("a single tap is recognized and its location reported")
    func singleTap() {
        let (h, _, tap) = harnessWithTap()
        var location: Point?
        tap.addTarget { location = $0.location(in: nil) }
        h.play { $0.tap(at: Point(100, 120)) }
        #expect(h.states(of: "tap") == [.ended])
        #expect(location == Point(100, 120))
        #expect(tap.state == .possible)
    }

    @Test("a finger that wanders past the slop is not a tap")
    func wandering() {
        let (h, _, _) = harnessWithTap()
        h.play { $0.drag(from: Point(100, 100), to: Point(120, 100), duration: 0.05) }
        #expect(h.states(of: "tap") == [.failed])
    }

    @Test("a press held too long is not a tap")
    func heldTooLong() {
        let (h, _, _) = harnessWithTap()
        h.play { $0.tap(at: Point(100, 100), duration: 1.0) }
        #expect(h.states(of: "tap") == [.failed])
    }

    @Test("a double tap needs the second tap in time and near the first")
    func doubleTap() {
        let (h, _, _) = harnessWithTap(taps: 2)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(105, 100))
        }
        #expect(h.states(of: "tap") == [.ended])
        h.log.removeAll()
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.6)
            $0.tap(at: Point(100, 100))
        }
        #expect(h.states(of: "tap") == [.failed, .failed])
        h.log.removeAll()
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(250, 250))
        }
        #expect(h.states(of: "tap").first == .failed)
    }

    @Test("a two-finger tap needs both fingers; a third finger fails it")
    func twoFingerTap() {
        let (h, _, _) = harnessWithTap(touches: 2)
        h.play { $0.tap(at: Point(150, 150), fingers: 2) }
        #expect(h.states(of: "tap") == [.ended])
        h.log.removeAll()
        h.play { $0.tap(at: Point(150, 150), fingers: 1) }
        #expect(h.states(of: "tap") == [.failed])
        h.log.removeAll()
        h.play { $0.tap(at: Point(150, 150), fingers: 3) }
        #expect(h.states(of: "tap") == [.failed])
    }

    @Test("a two-finger double tap is judged by where both fingers are, not the last to lift")
    func twoFingerDoubleTap() {
        let (h, _, _) = harnessWithTap(taps: 2, touches: 2)
        h.play {
            $0.tap(at: Point(150, 150), fingers: 2, spacing: 80)
            $0.wait(0.1)
            $0.tap(at: Point(152, 150), fingers: 2, spacing: 80)
        }
        #expect(h.states(of: "tap") == [.ended])
    }

    @Test("a single tap waits for the double tap to fail, then fires")
    func singleWaitsForDouble() {
        let h = Harness()
        let double = makeTap("double", taps: 2)
        let single = makeTap("single")
        single.require(toFail: double)
        h.addView(with: single, double)

        h.play { $0.tap(at: Point(100, 100)) }
        #expect(h.states(of: "single") == [.ended])
        #expect(h.states(of: "double") == [.failed])
        let waited = (h.time(of: "single", reaching: .ended) ?? 0) - 0.06
        #expect(close(waited, GestureThresholds.standard.doubleTapTime, 1e-9))
        #expect(
            h.log.entries.contains { if case .waiting("single", _, ["double"]) = $0.record { true } else { false } })

        h.log.removeAll()
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100))
        }
        #expect(h.states(of: "double") == [.ended])
        #expect(h.states(of: "single") == [.failed])
    }

    @Test("a long press begins after half a second, follows the finger and ends on lift")
    func longPress() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 300, height: 300))
        let press = LongPressGestureRecognizer(name: "press") { _ in }
        view.addGestureRecognizer(press)
        h.send(.touch(id: 1, phase: .began, location: Point(100, 100)), at: 0)
        h.clock.advance(to: 0.49)
        #expect(press.state == .possible)
        h.clock.advance(to: 0.5)
        #expect(press.state == .began)
        h.send(.touch(id: 1, phase: .moved, location: Point(160, 100)), at: 0.6)
        #expect(press.state == .changed)
        h.send(.touch(id: 1, phase: .ended, location: Point(160, 100)), at: 0.7)
        #expect(h.states(of: "press") == [.began, .changed, .ended])
        #expect(h.time(of: "press", reaching: .began) == 0.5)
        #expect(view.phases == [.began, .cancelled])
    }

    @Test("a long press fails when the finger moves more than 10 points or lifts early")
    func longPressFails() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 300, height: 300))
        view.addGestureRecognizer(LongPressGestureRecognizer(name: "press"))
        h.play {
            $0.drag(from: Point(100, 100), to: Point(111, 100), duration: 0.2, lift: false)
            $0.wait(0.5)
        }
        #expect(h.states(of: "press") == [.failed])
        h.play { $0.touch(1, .ended, at: Point(111, 100)) }
        h.log.removeAll()
        h.play { $0.tap(at: Point(100, 100), duration: 0.3) }
        #expect(h.states(of: "press") == [.failed])
        h.log.removeAll()
        h.play { $0.drag(from: Point(100, 100), to: Point(109, 100), duration: 0.6) }
        let states = h.states(of: "press")
        #expect(states.first == .began && states.last == .ended && Set(states) == [.began, .changed, .ended])
    }

    @Test("a two-finger long press needs both fingers held")
    func twoFingerLongPress() {
        let h = Harness()
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTouchesRequired = 2
        h.addView(with: press).isMultipleTouchEnabled = true
        h.play { $0.tap(at: Point(100, 100), duration: 0.7) }
        #expect(h.states(of: "press") == [.failed])
        h.log.removeAll()
        h.play { $0.tap(at: Point(150, 150), fingers: 2, duration: 0.7) }
        #expect(h.states(of: "press") == [.began, .ended])
    }

    @Test("a long press can require a tap first (tap then hold)")
    func tapThenHold() {
        let h = Harness()
        let press = LongPressGestureRecognizer(name: "press")
        press.numberOfTapsRequired = 1
        h.addView(with: press)
        h.play { $0.tap(at: Point(100, 100), duration: 0.7) }
        #expect(h.states(of: "press") == [.failed])
        h.log.removeAll()
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100), duration: 0.7)
        }
        #expect(h.states(of: "press") == [.began, .ended])
    }
}
