import Foundation
import Testing
import TouchKit

/// UIKit's pinch and rotation "change when a finger moves while both fingers remain touching" and end "when
/// the user lifts both fingers"; a still two-finger tap is a tap, however close the fingers.
@Suite("Pinch and rotation: lifting one finger, and still two-finger taps")
struct TwoFingerLiftTests {
    private func harness(_ recognizers: GestureRecognizer...) -> Harness {
        let h = Harness(size: Size(width: 800, height: 600))
        let view = h.addView("V", Rect(x: 0, y: 0, width: 800, height: 600))
        view.isMultipleTouchEnabled = true
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return h
    }

    @Test("a pinch goes on while one finger lifts and lands again, its scale carrying on; it ends with the last finger")
    func pinchRepositioned() {
        var scales: [Double] = []
        let pinch = PinchGestureRecognizer(name: "pinch") { scales.append(($0 as! PinchGestureRecognizer).scale) }
        let h = harness(pinch)
        h.play { t in
            t.touch(1, .began, at: Point(x: 300, y: 300))
            t.touch(2, .began, at: Point(x: 400, y: 300))
            for step in 1...5 {  // spread to 200 points: scale 2
                t.wait(0.016)
                t.touch(2, .moved, at: Point(x: 400 + 10 * Double(step), y: 300))
                t.touch(1, .moved, at: Point(x: 300 - 10 * Double(step), y: 300))
            }
            t.wait(0.05)
            t.touch(2, .ended, at: Point(x: 500, y: 300))  // a teacher lifts one finger to reposition it
            t.wait(0.05)
            t.touch(1, .moved, at: Point(x: 150, y: 320))  // one finger alone changes nothing
            t.wait(0.05)
            t.touch(3, .began, at: Point(x: 250, y: 320))  // and puts it down 100 points away
            for step in 1...5 {  // spreads again to 200 points: another doubling
                t.wait(0.016)
                t.touch(3, .moved, at: Point(x: 250 + 20 * Double(step), y: 320))
            }
            t.wait(0.05)
            t.touch(1, .ended, at: Point(x: 150, y: 320))
            t.touch(3, .ended, at: Point(x: 350, y: 320))
        }
        let states = h.states(of: "pinch")
        #expect(states.first == .began)
        #expect(states.filter { $0 == .ended }.count == 1)
        #expect(states.last == .ended)
        #expect(!states.contains(.cancelled) && !states.contains(.failed))
        // Scale 2 before the lift; nothing while one finger is down; then on from 2 to 4.
        #expect(close(scales.last ?? 0, 4, 1e-9), "\(scales)")
        #expect(scales.allSatisfy { $0 >= 1 - 1e-9 }, "no jump back to 1 when the finger returns: \(scales)")
    }

    @Test("a rotation goes on through a lifted finger, its angle carrying on; it ends with the last finger")
    func rotationRepositioned() {
        var angles: [Double] = []
        let rotation = RotationGestureRecognizer(name: "rotation") {
            angles.append(($0 as! RotationGestureRecognizer).rotation)
        }
        let h = harness(rotation)
        h.play { t in
            t.touch(1, .began, at: Point(x: 300, y: 300))
            t.touch(2, .began, at: Point(x: 500, y: 300))
            for step in 1...6 {  // finger 2 turns 30° around finger 1... around the midpoint, 5° at a time
                let angle = Double(step) * .pi / 36
                t.wait(0.016)
                t.touch(2, .moved, at: Point(x: 400 + 100 * cos(angle), y: 300 + 100 * sin(angle)))
                t.touch(1, .moved, at: Point(x: 400 - 100 * cos(angle), y: 300 - 100 * sin(angle)))
            }
            t.wait(0.05)
            t.touch(2, .ended, at: Point(x: 400 + 100 * cos(.pi / 6), y: 300 + 100 * sin(.pi / 6)))
            t.wait(0.05)
            // Back down where the other finger's line points now: turning on by 30° more.
            t.touch(4, .began, at: Point(x: 400 + 100 * cos(.pi / 6), y: 300 + 100 * sin(.pi / 6)))
            for step in 7...12 {
                let angle = Double(step) * .pi / 36
                t.wait(0.016)
                t.touch(4, .moved, at: Point(x: 400 + 100 * cos(angle), y: 300 + 100 * sin(angle)))
                t.touch(1, .moved, at: Point(x: 400 - 100 * cos(angle), y: 300 - 100 * sin(angle)))
            }
            t.touch(4, .ended, at: Point(x: 400, y: 400))
            t.touch(1, .ended, at: Point(x: 400, y: 200))
        }
        let states = h.states(of: "rotation")
        #expect(states.first == .began && states.last == .ended)
        #expect(states.filter { $0 == .ended }.count == 1)
        #expect(close(angles.last ?? 0, .pi / 3, 1e-6), "\(angles.last ?? 0)")
    }

    @Test("two fingers that never come back end the gesture only when the last one lifts")
    func endsWithLastFinger() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let h = harness(pinch)
        h.play { t in
            t.touch(1, .began, at: Point(x: 300, y: 300))
            t.touch(2, .began, at: Point(x: 400, y: 300))
            t.wait(0.02)
            t.touch(2, .moved, at: Point(x: 450, y: 300))
            t.wait(0.5)
            t.touch(2, .ended, at: Point(x: 450, y: 300))
        }
        #expect(h.states(of: "pinch") == [.began])  // still going with finger 1 down
        h.play { t in t.touch(1, .ended, at: Point(x: 300, y: 300)) }
        #expect(h.states(of: "pinch") == [.began, .ended])
    }

    @Test(
        "a still two-finger tap whose fingers, 20 points apart, wobble 3 points is a tap: no rotation, no pinch",
        arguments: [20.0, 40.0, 120.0])
    func wobblyTwoFingerTap(span: Double) {
        let tap = TapGestureRecognizer(name: "tap2", action: nil)
        tap.numberOfTouchesRequired = 2
        let rotation = RotationGestureRecognizer(name: "rotation")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let h = harness(tap, rotation, pinch)
        let center = Point(x: 400, y: 300)
        h.play { t in
            t.touch(1, .began, at: Point(x: center.x - span / 2, y: center.y))
            t.touch(2, .began, at: Point(x: center.x + span / 2, y: center.y))
            for (dx, dy) in [(0.0, 3.0), (1.5, -3.0), (-2.0, 2.0), (0.0, 3.0)] {  // opposite wobbles turn the pair
                t.wait(0.02)
                t.touch(1, .moved, at: Point(x: center.x - span / 2 - dx, y: center.y - dy))
                t.touch(2, .moved, at: Point(x: center.x + span / 2 + dx, y: center.y + dy))
            }
            t.wait(0.02)
            t.touch(1, .ended, at: Point(x: center.x - span / 2, y: center.y - 3))
            t.touch(2, .ended, at: Point(x: center.x + span / 2, y: center.y + 3))
        }
        #expect(h.states(of: "tap2") == [.ended])
        #expect(!h.states(of: "rotation").contains(.began))
        #expect(!h.states(of: "pinch").contains(.began))
    }

    @Test("the angle a rotation needs grows as the fingers come closer: 10 points of travel each")
    func startAngle() {
        let settings = GestureThresholds.standard
        #expect(RotationGestureRecognizer.startAngle(span: 400, settings: settings) == settings.rotationStartAngle)
        #expect(close(RotationGestureRecognizer.startAngle(span: 20, settings: settings), 1.0))
        #expect(close(RotationGestureRecognizer.startAngle(span: 100, settings: settings), 0.2))
    }
}
