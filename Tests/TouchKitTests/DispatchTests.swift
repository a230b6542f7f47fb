import Testing
import TouchKit

@Suite("Dispatch: arbitration, delays and cancellation")
struct DispatchTests {
    private func twoFingerScene() -> (
        Harness, RecordingView, PanGestureRecognizer, PinchGestureRecognizer, RotationGestureRecognizer
    ) {
        let h = Harness(size: Size(width: 800, height: 600))
        let view = h.addView("photo", Rect(x: 100, y: 100, width: 600, height: 400))
        view.isMultipleTouchEnabled = true
        let pan = PanGestureRecognizer(name: "pan"), pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] { view.addGestureRecognizer(recognizer) }
        return (h, view, pan, pinch, rotation)
    }

    @Test("without a delegate, the first recognizer to begin makes the others fail")
    func exclusive() {
        let (h, _, _, _, _) = twoFingerScene()
        h.play {
            $0.twoFingerGesture(
                center: Point(400, 300), startSpan: 100, endSpan: 220, rotation: 0.6, translation: Point(50, 30))
        }
        let began = ["pan", "pinch", "rotation"].filter { h.states(of: $0).first == .began }
        #expect(began.count == 1)
        for name in ["pan", "pinch", "rotation"] where !began.contains(name) {
            #expect(h.states(of: name) == [.failed])
        }
    }

    @Test("a delegate allowing simultaneity lets pan, pinch and rotation run together")
    func simultaneous() {
        let (h, view, pan, pinch, rotation) = twoFingerScene()
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        pan.delegate = delegate
        pinch.delegate = delegate
        rotation.delegate = delegate
        var angle = 0.0, scale = 1.0, moved = Point.zero
        pinch.addTarget {
            scale *= ($0 as! PinchGestureRecognizer).scale
            ($0 as! PinchGestureRecognizer).scale = 1
        }
        rotation.addTarget {
            angle += ($0 as! RotationGestureRecognizer).rotation
            ($0 as! RotationGestureRecognizer).rotation = 0
        }
        pan.addTarget {
            moved += ($0 as! PanGestureRecognizer).translation(in: nil)
            ($0 as! PanGestureRecognizer).setTranslation(.zero, in: nil)
        }
        h.play {
            $0.twoFingerGesture(
                center: Point(400, 300), startSpan: 100, endSpan: 220, rotation: 0.6, translation: Point(50, 30))
        }
        for name in ["pan", "pinch", "rotation"] {
            #expect(h.states(of: name).first == .began)
            #expect(h.states(of: name).last == .ended)
        }
        #expect(close(scale, 2.2, 1e-9))
        #expect(close(angle, 0.6, 1e-9))
        #expect(close(moved.x, 50, 1e-9) && close(moved.y, 30, 1e-9))
        #expect(view.received.filter { $0 != .moved } == [.began, .began, .cancelled, .cancelled])
    }

    @Test("cancelsTouchesInView off leaves the view its touches")
    func noCancel() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(200, 100), duration: 0.2) }
        #expect(view.phases == [.began, .moved, .cancelled])
        view.received.removeAll()
        pan.cancelsTouchesInView = false
        h.play { $0.drag(from: Point(100, 100), to: Point(200, 100), duration: 0.2) }
        #expect(view.phases == [.began, .moved, .ended])
    }

    @Test("delaysTouchesBegan holds the view's touches until the recognizer fails")
    func delaysBegan() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        let press = LongPressGestureRecognizer(name: "press")
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)
        h.send(.touch(id: 1, phase: .began, location: Point(100, 100)), at: 0)
        h.send(.touch(id: 1, phase: .moved, location: Point(102, 100)), at: 0.05)
        #expect(view.received.isEmpty)
        h.send(.touch(id: 1, phase: .moved, location: Point(130, 100)), at: 0.1)  // the press fails
        #expect(view.phases == [.began, .moved])
        h.send(.touch(id: 1, phase: .ended, location: Point(130, 100)), at: 0.2)
        #expect(view.phases == [.began, .moved, .ended])

        // When the recognizer wins, the view never hears of the touch.
        view.received.removeAll()
        h.play { $0.tap(at: Point(100, 100), duration: 0.8) }
        #expect(h.states(of: "press").last == .ended)
        #expect(view.received.isEmpty)
    }

    @Test("delaysTouchesEnded holds a touch's end until a double tap fails")
    func delaysEnded() {
        let h = Harness()
        let double = makeTap("double", taps: 2)
        let view = h.addView(with: double)
        h.send(.touch(id: 1, phase: .began, location: Point(100, 100)), at: 0)
        h.send(.touch(id: 1, phase: .ended, location: Point(100, 100)), at: 0.06)
        #expect(view.received == [.began])
        h.clock.advance(to: 0.06 + GestureThresholds.standard.doubleTapTime)
        #expect(view.received == [.began, .ended])

        view.received.removeAll()
        double.delaysTouchesEnded = false
        h.play { $0.tap(at: Point(100, 100)) }
        #expect(view.received == [.began, .ended])
    }

    @Test("a recognized double tap cancels the view's touches (the held end is dropped)")
    func doubleTapCancels() {
        let h = Harness()
        let double = makeTap("double", taps: 2)
        let view = h.addView(with: double)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100))
        }
        #expect(view.received == [.began, .began, .cancelled, .cancelled])
    }

    @Test("the delegate can stop a recognizer beginning or receiving a touch")
    func delegateQuestions() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = Delegate()
        pan.delegate = delegate
        view.addGestureRecognizer(pan)
        delegate.shouldBegin = { _ in false }
        h.play { $0.drag(from: Point(100, 100), to: Point(200, 100), duration: 0.2) }
        #expect(h.states(of: "pan") == [.failed])
        #expect(view.phases == [.began, .moved, .ended])
        h.log.removeAll()
        delegate.shouldBegin = { _ in true }
        delegate.shouldReceive = { _, touch in touch.location(in: nil).x > 150 }
        h.play { $0.drag(from: Point(100, 100), to: Point(200, 100), duration: 0.2) }
        #expect(h.states(of: "pan").isEmpty)
        h.play { $0.drag(from: Point(160, 100), to: Point(260, 100), duration: 0.2) }
        #expect(h.states(of: "pan").first == .began)
    }

    @Test("the delegate can make one recognizer wait for another to fail")
    func delegateFailureRequirement() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        let swipe = SwipeGestureRecognizer(name: "swipe")
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = Delegate()
        delegate.requireFailure = { recognizer, other in recognizer.name == "pan" && other.name == "swipe" }
        pan.delegate = delegate
        view.addGestureRecognizer(swipe)
        view.addGestureRecognizer(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.15) }
        #expect(h.states(of: "swipe") == [.ended])
        #expect(h.states(of: "pan") == [.failed])
        h.log.removeAll()
        h.play { $0.drag(from: Point(100, 100), to: Point(160, 100), duration: 1.0) }
        #expect(h.states(of: "swipe") == [.failed])
        #expect(h.states(of: "pan").first == .began)
    }

    @Test("the other side of the same question: a delegate says its recognizer must fail first")
    func delegateRequiredToFailBy() {
        let h = Harness()
        let swipe = SwipeGestureRecognizer(name: "swipe")
        let pan = PanGestureRecognizer(name: "pan")
        let delegate = Delegate()
        delegate.requiredToFailBy = { recognizer, other in recognizer.name == "swipe" && other.name == "pan" }
        swipe.delegate = delegate
        h.addView(with: swipe, pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.15) }
        #expect(h.states(of: "swipe") == [.ended])
        #expect(h.states(of: "pan") == [.failed])
    }

    @Test("recognizers on an ancestor see touches first, then the view")
    func ancestorRecognizer() {
        let h = Harness()
        let outer = h.addView("outer", Rect(x: 0, y: 0, width: 400, height: 400))
        let inner = h.addView("inner", Rect(x: 100, y: 100, width: 100, height: 100), to: outer)
        let tap = TapGestureRecognizer(name: "tap")
        outer.addGestureRecognizer(tap)
        h.play { $0.tap(at: Point(150, 150)) }
        #expect(h.states(of: "tap") == [.ended])
        #expect(inner.received == [.began, .cancelled])
        #expect(
            h.log.entries.firstIndex { if case .recognizer("tap", _, .ended, _) = $0.record { true } else { false } }!
                < h.log.entries.firstIndex {
                    if case .touches(.cancelled, "inner", _) = $0.record { true } else { false }
                }!)
    }

    @Test("disabling or removing a recognizer mid-gesture cancels it")
    func disableAndRemove() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        let pan = PanGestureRecognizer(name: "pan")
        pan.addTarget { recognizer in
            if recognizer.state == .changed { recognizer.isEnabled = false }
        }
        view.addGestureRecognizer(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.3) }
        #expect(h.states(of: "pan") == [.began, .changed, .cancelled])
        #expect(pan.state == .possible)
        h.log.removeAll()
        pan.isEnabled = true
        let other = PanGestureRecognizer(name: "other")
        other.addTarget { recognizer in
            if recognizer.state == .changed { view.removeGestureRecognizer(recognizer) }
        }
        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(other)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.3) }
        #expect(h.states(of: "other") == [.began, .changed, .cancelled])
        #expect(view.gestureRecognizers.isEmpty)
        #expect(!h.window.router.hasActiveInput)
    }

    @Test("cancelling all input ends gestures and tells the views, with nothing left down")
    func cancelAll() {
        let h = Harness()
        let pan = PanGestureRecognizer(name: "pan")
        let view = h.addView(with: pan)
        h.send(.touch(id: 1, phase: .began, location: Point(100, 100)), at: 0)
        h.send(.touch(id: 1, phase: .moved, location: Point(150, 100)), at: 0.05)
        h.send(.pointer(phase: .down, button: 1, location: Point(300, 300), modifiers: []), at: 0.06)
        h.window.router.cancelAllInput(at: 0.1)
        #expect(h.states(of: "pan") == [.began, .cancelled])
        #expect(view.received.filter { $0 != .moved } == [.began, .cancelled, .began, .cancelled])
        #expect(!h.window.router.hasActiveInput)
        #expect(pan.state == .possible)
        // A moved touch that was cancelled is forgotten: its later events are ignored.
        h.send(.touch(id: 1, phase: .ended, location: Point(150, 100)), at: 0.2)
        #expect(view.received.last == .cancelled)
    }

    @Test("a recognizer's action may add views and recognizers while events are dispatched")
    func mutationInAction() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 400, height: 400))
        var added: [View] = []
        // Unowned: the harness owns the view that owns this recognizer.
        let tap = TapGestureRecognizer(name: "tap") { [unowned h] _ in
            let extra = RecordingView(name: "extra\(added.count)", frame: Rect(x: 0, y: 0, width: 50, height: 50))
            extra.addGestureRecognizer(TapGestureRecognizer(name: "extra-tap"))
            h.root.addSubview(extra)
            added.append(extra)
        }
        view.addGestureRecognizer(tap)
        h.play {
            $0.tap(at: Point(200, 200))
            $0.wait(0.5)
            $0.tap(at: Point(25, 25))
        }
        #expect(added.count == 1)
        #expect(h.states(of: "extra-tap") == [.ended])
    }
}
