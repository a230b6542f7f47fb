import Foundation
import Testing
import TouchKit

@Suite("Pan, pinch, rotation, swipe and screen-edge pan")
struct ContinuousGestureTests {
    private func harness(_ recognizer: GestureRecognizer) -> (Harness, RecordingView) {
        let h = Harness(size: Size(width: 800, height: 600))
        let view = h.addView("V", Rect(x: 0, y: 0, width: 800, height: 600))
        view.isMultipleTouchEnabled = true
        view.addGestureRecognizer(recognizer)
        return (h, view)
    }

    @Test("a pan begins after 10 points and reports translation and velocity")
    func pan() {
        let pan = PanGestureRecognizer(name: "pan")
        var translations: [Point] = []
        var velocities: [Point] = []
        pan.onChange { pan in
            translations.append(pan.translation(in: nil))
            velocities.append(pan.velocity(in: nil))
        }
        let (h, _) = harness(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(400, 100), duration: 0.5) }
        #expect(h.states(of: "pan").first == .began)
        #expect(h.states(of: "pan").last == .ended)
        #expect(translations.last == Point(300, 0))
        // 300 points in half a second, steadily: 600 points per second.
        #expect(close(velocities.last!.x, 600, 1))
        #expect(close(velocities.last!.y, 0, 1e-6))
        // Began at the first sample past 10 points (10 points per frame here).
        #expect(translations.first!.x >= 10 && translations.first!.x <= 20)
    }

    @Test("onChange hands the target its recognizer with its own type, and its token removes it")
    func typedTargets() {
        let pan = PanGestureRecognizer(name: "pan")
        var seen: [(GestureRecognizerState, Point)] = []
        let token = pan.onChange { pan in seen.append((pan.state, pan.translation(in: nil))) }
        let (h, _) = harness(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.4) }
        #expect(seen.first?.0 == .began && seen.last?.0 == .ended)
        #expect(seen.last?.1 == Point(200, 0))
        pan.removeTarget(token)
        let count = seen.count
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.4) }
        #expect(h.states(of: "pan").filter { $0 == .began }.count == 2, "the second drag was a pan too")
        #expect(seen.count == count)
    }

    @Test("a tiny movement is not a pan")
    func tinyMovement() {
        let (h, _) = harness(PanGestureRecognizer(name: "pan"))
        h.play { $0.drag(from: Point(100, 100), to: Point(105, 104), duration: 0.2) }
        #expect(h.states(of: "pan") == [.failed])
    }

    @Test("setting the translation to zero makes readings incremental")
    func incremental() {
        let pan = PanGestureRecognizer(name: "pan")
        var total = Point.zero
        pan.onChange { pan in
            total += pan.translation(in: nil)
            pan.setTranslation(.zero, in: nil)
        }
        let (h, _) = harness(pan)
        h.play { $0.drag(from: Point(100, 100), to: Point(250, 180), duration: 0.4) }
        #expect(close(total.x, 150, 1e-9) && close(total.y, 80, 1e-9))
    }

    @Test("translation is reported in the coordinates of the view asked")
    func translationInScaledView() {
        let pan = PanGestureRecognizer(name: "pan")
        var local = Point.zero
        let (h, view) = harness(pan)
        let zoomed = h.addView("Z", Rect(x: 0, y: 0, width: 100, height: 100))
        zoomed.transform = AffineTransform(scaleX: 2, y: 2)
        pan.onChange { local = $0.translation(in: zoomed) }
        _ = view
        h.play { $0.drag(from: Point(300, 300), to: Point(400, 300), duration: 0.3) }
        #expect(close(local.x, 50, 1e-9))
    }

    @Test("minimum and maximum numbers of touches")
    func touchLimits() {
        let twoFinger = PanGestureRecognizer(name: "pan")
        twoFinger.minimumNumberOfTouches = 2
        let (h, _) = harness(twoFinger)
        h.play { $0.drag(from: Point(100, 100), to: Point(300, 100), duration: 0.3) }
        #expect(h.states(of: "pan") == [.failed])
        h.log.removeAll()
        h.play {
            $0.twoFingerGesture(
                center: Point(400, 300), startSpan: 100, endSpan: 100, translation: Point(0, 100), duration: 0.3)
        }
        #expect(h.states(of: "pan").first == .began)

        let oneFinger = PanGestureRecognizer(name: "pan1")
        oneFinger.maximumNumberOfTouches = 1
        let (h2, _) = harness(oneFinger)
        h2.play {
            $0.twoFingerGesture(
                center: Point(400, 300), startSpan: 100, endSpan: 100, translation: Point(0, 100), duration: 0.3)
        }
        #expect(h2.states(of: "pan1") == [.failed])
    }

    @Test("a pinch reports the ratio of finger distances and a positive velocity when spreading")
    func pinch() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var scales: [Double] = []
        var velocity = 0.0
        pinch.addTarget {
            let pinch = $0 as! PinchGestureRecognizer
            scales.append(pinch.scale)
            if pinch.state == .changed { velocity = pinch.velocity }
        }
        let (h, _) = harness(pinch)
        h.play { $0.twoFingerGesture(center: Point(400, 300), startSpan: 100, endSpan: 250, duration: 0.5) }
        #expect(h.states(of: "pinch").first == .began)
        #expect(h.states(of: "pinch").last == .ended)
        #expect(close(scales.last!, 2.5, 1e-9))
        #expect(close(velocity, 3, 0.2))  // 1.5 scale units in 0.5 s
    }

    @Test("fingers that stay the same distance apart do not pinch")
    func noPinch() {
        let (h, _) = harness(PinchGestureRecognizer(name: "pinch"))
        h.play { $0.twoFingerGesture(center: Point(400, 300), startSpan: 100, endSpan: 104, duration: 0.3) }
        #expect(h.states(of: "pinch") == [.failed])
    }

    @Test("a rotation reports radians turned, clockwise positive")
    func rotation() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        var angle = 0.0
        rotation.onChange { angle = $0.rotation }
        let (h, _) = harness(rotation)
        h.play {
            $0.twoFingerGesture(center: Point(400, 300), startSpan: 150, endSpan: 150, rotation: .pi / 3, duration: 0.5)
        }
        #expect(close(angle, .pi / 3, 1e-9))
        h.log.removeAll()
        h.play {
            $0.twoFingerGesture(
                center: Point(400, 300), startSpan: 150, endSpan: 150, rotation: -.pi / 2, duration: 0.5)
        }
        #expect(close(angle, -.pi / 2, 1e-9))
    }

    @Test("a rotation's velocity is in radians per second, and each finger can be located")
    func rotationVelocityAndFingers() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        var velocity = 0.0, touches = 0, first = Point.zero, second = Point.zero
        rotation.onChange { rotation in
            guard rotation.state == .changed else { return }
            velocity = rotation.velocity
            touches = rotation.numberOfTouches
            first = rotation.location(ofTouch: 0, in: nil)
            second = rotation.location(ofTouch: 1, in: nil)
        }
        let (h, _) = harness(rotation)
        h.play {
            $0.twoFingerGesture(center: Point(400, 300), startSpan: 200, endSpan: 200, rotation: 1.0, duration: 0.5)
        }
        #expect(close(velocity, 2, 0.15))  // one radian in half a second
        #expect(touches == 2)
        #expect(close(first.midpoint(second).x, 400, 1e-6) && close(first.distance(to: second), 200, 1e-6))
    }

    @Test("angles are normalised into (−π, π], as GTK's 0…2π deltas need")
    func normalisation() {
        #expect(close(RotationGestureRecognizer.normalized(6.18), 6.18 - 2 * .pi, 1e-12))
        #expect(close(RotationGestureRecognizer.normalized(-3.5), -3.5 + 2 * .pi, 1e-12))
        #expect(RotationGestureRecognizer.normalized(.pi) == .pi)
    }

    @Test("a swipe in an allowed direction is recognized; other directions and slow drags are not")
    func swipe() {
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = [.left, .up]
        var direction: SwipeDirection = []
        swipe.onChange { direction = $0.recognizedDirection }
        let (h, _) = harness(swipe)
        h.play { $0.drag(from: Point(400, 300), to: Point(250, 305), duration: 0.15) }
        #expect(h.states(of: "swipe") == [.ended])
        #expect(direction == .left)
        h.log.removeAll()
        h.play { $0.drag(from: Point(400, 300), to: Point(550, 300), duration: 0.15) }
        #expect(h.states(of: "swipe") == [.failed])
        h.log.removeAll()
        h.play { $0.drag(from: Point(400, 300), to: Point(340, 300), duration: 1.0) }
        #expect(h.states(of: "swipe") == [.failed])
        h.log.removeAll()
        h.play { $0.drag(from: Point(400, 300), to: Point(400, 150), duration: 0.15) }
        #expect(direction == .up)
    }

    @Test(
        "a flick of 50 to 60 points up to the direction's tolerance off its axis swipes, judged by its length, with or without a rest first",
        arguments: [0.0, 10, 17, 26], [50.5, 52, 60])
    func offAxisFlick(degrees: Double, length: Double) {
        for rest in [0.0, 0.4] {
            let swipe = SwipeGestureRecognizer(name: "swipe")
            swipe.direction = .up
            let (h, _) = harness(swipe)
            let angle = degrees * .pi / 180
            let start = Point(400, 400), end = Point(400 + length * sin(angle), 400 - length * cos(angle))
            h.play {
                $0.touch(1, .began, at: start)
                $0.wait(rest)
                for step in 1...6 {
                    $0.wait(0.1 / 6)
                    $0.touch(1, .moved, at: start + (end - start) * (Double(step) / 6))
                }
                $0.touch(1, .ended, at: end)
            }
            #expect(h.states(of: "swipe") == [.ended], "\(degrees)°, \(length) pt, rest \(rest) s")
        }
        // Past the tolerance (28°: more than half the forward travel sideways, 26.6°), it is no swipe up.
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.direction = .up
        let (h, _) = harness(swipe)
        let angle = 28 * Double.pi / 180
        h.play {
            $0.drag(from: Point(400, 400), to: Point(400 + 60 * sin(angle), 400 - 60 * cos(angle)), duration: 0.1)
        }
        #expect(h.states(of: "swipe") == [.failed])
    }

    @Test("a two-finger swipe needs two fingers")
    func twoFingerSwipe() {
        let swipe = SwipeGestureRecognizer(name: "swipe")
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .down
        let (h, _) = harness(swipe)
        h.play {
            $0.twoFingerGesture(
                center: Point(400, 200), startSpan: 80, endSpan: 80, translation: Point(0, 150), duration: 0.15)
        }
        #expect(h.states(of: "swipe") == [.ended])
        h.log.removeAll()
        h.play { $0.drag(from: Point(400, 200), to: Point(400, 350), duration: 0.15) }
        #expect(h.states(of: "swipe") == [.failed])
    }

    @Test("a screen-edge pan starts only at its edge")
    func screenEdge() {
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        edge.edges = .left
        let (h, _) = harness(edge)
        h.play { $0.drag(from: Point(5, 300), to: Point(200, 300), duration: 0.3) }
        #expect(h.states(of: "edge").first == .began)
        h.log.removeAll()
        h.play { $0.drag(from: Point(300, 300), to: Point(500, 300), duration: 0.3) }
        #expect(h.states(of: "edge") == [.failed])
        h.log.removeAll()
        edge.edges = .right
        h.play { $0.drag(from: Point(795, 300), to: Point(600, 300), duration: 0.3) }
        #expect(h.states(of: "edge").first == .began)
    }

    @Test("touchpad pinch reaches pinch and rotation as native input")
    func nativePinch() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        var scale = 0.0, angle = 0.0
        pinch.onChange { scale = $0.scale }
        rotation.onChange { angle = $0.rotation }
        let delegate = Delegate()
        delegate.simultaneous = { _, _ in true }
        pinch.delegate = delegate
        let (h, view) = harness(pinch)
        view.addGestureRecognizer(rotation)
        h.play {
            $0.add(.pinch(phase: .began, location: Point(400, 300), scale: 1, angleDelta: 0))
            $0.wait(0.016)
            $0.add(.pinch(phase: .changed, location: Point(400, 300), scale: 1.2, angleDelta: 0.1))
            $0.wait(0.016)
            $0.add(.pinch(phase: .changed, location: Point(400, 300), scale: 1.5, angleDelta: 6.18))
            $0.wait(0.016)
            $0.add(.pinch(phase: .ended, location: Point(400, 300), scale: 1.5, angleDelta: 0))
        }
        #expect(h.states(of: "pinch") == [.began, .changed, .ended])
        #expect(h.states(of: "rotation") == [.began, .changed, .ended])
        #expect(close(scale, 1.5, 1e-9))
        #expect(close(angle, 0.1 + (6.18 - 2 * .pi), 1e-9))
        #expect(view.received.isEmpty)
    }

    @Test("Ctrl+wheel zooms through the pinch recognizer; a plain wheel does not")
    func ctrlScroll() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var scales: [Double] = []
        pinch.onChange { scales.append($0.scale) }
        let (h, _) = harness(pinch)
        h.play { $0.add(.scroll(location: Point(400, 300), dx: 0, dy: -1, modifiers: .ctrl)) }
        #expect(close(scales.last!, GestureThresholds.standard.scrollZoomStep, 1e-12))
        h.play { $0.add(.scroll(location: Point(400, 300), dx: 0, dy: 1, modifiers: .ctrl)) }
        #expect(close(scales.last!, 1 / GestureThresholds.standard.scrollZoomStep, 1e-12))
        let count = scales.count
        h.play { $0.add(.scroll(location: Point(400, 300), dx: 0, dy: -1, modifiers: [])) }
        #expect(scales.count == count)
    }
}
