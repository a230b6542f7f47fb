import Testing
import TouchKit

@Suite("Input mapping: mouse, Alt fingers, touchpad and wheel")
struct InputMappingTests {
    @Test("a mouse press and drag is one touch from the mouse")
    func mouseIsOneTouch() {
        final class Sources: View {
            var seen: [(TouchSource, Int)] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
                seen += touches.map { ($0.source, $0.identifier) }
            }
        }
        let h = Harness()
        let view = Sources(name: "V", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.root.addSubview(view)
        h.play {
            $0.add(.pointer(phase: .motion, button: 0, location: Point(10, 10), modifiers: []))
            $0.add(.pointer(phase: .down, button: 1, location: Point(50, 50), modifiers: []))
            $0.wait(0.05)
            $0.add(.pointer(phase: .motion, button: 0, location: Point(60, 50), modifiers: []))
            $0.add(.pointer(phase: .up, button: 1, location: Point(60, 50), modifiers: []))
            $0.add(.pointer(phase: .down, button: 3, location: Point(60, 50), modifiers: []))
            $0.add(.pointer(phase: .up, button: 3, location: Point(60, 50), modifiers: []))
        }
        #expect(view.seen.count == 1)
        // The mouse's touch is numbered as a person's first finger: 1, whatever id routes it inside.
        #expect(view.seen.first?.0 == .mouse && view.seen.first?.1 == 1)
        #expect(h.responders(in: .ended).first == "V")
    }

    @Test("Alt adds a second finger mirrored around the center of the view under the pointer")
    func altMirrors() {
        var simulation = PointerTouchSimulation()
        let down = simulation.handle(.down, button: 1, at: Point(10, 20), modifiers: .alt, center: Point(50, 50))
        #expect(down.map(\.location) == [Point(10, 20), Point(90, 80)])
        #expect(down.map(\.source) == [.mouse, .simulatedSecondFinger])
        let moved = simulation.handle(.motion, button: 0, at: Point(30, 20), modifiers: .alt, center: Point(0, 0))
        #expect(moved.map(\.location) == [Point(30, 20), Point(70, 80)])
        let up = simulation.handle(.up, button: 1, at: Point(30, 20), modifiers: [], center: Point(0, 0))
        #expect(up.map(\.phase) == [.ended, .ended])
        #expect(simulation.mode == nil)
    }

    @Test("Alt+Shift moves both fingers together")
    func altShiftParallel() {
        var simulation = PointerTouchSimulation()
        _ = simulation.handle(.down, button: 1, at: Point(10, 20), modifiers: [.alt, .shift], center: Point(50, 50))
        let moved = simulation.handle(.motion, button: 0, at: Point(30, 25), modifiers: [.alt, .shift], center: .zero)
        #expect(moved.map(\.location) == [Point(30, 25), Point(110, 85)])
    }

    @Test("Alt-dragging a view pinches and rotates it through real recognizers")
    func altPinchesAView() {
        let h = Harness(size: Size(width: 800, height: 600))
        let photo = h.addView("photo", Rect(x: 200, y: 150, width: 400, height: 300))
        photo.isMultipleTouchEnabled = true
        let pinch = PinchGestureRecognizer(name: "pinch")
        var scale = 1.0
        pinch.onChange { scale = $0.scale }
        photo.addGestureRecognizer(pinch)
        // The view's center is (400, 300): starting 50 points left of it, the fingers are 100 apart;
        // dragging to 100 points left makes them 200 apart.
        h.play {
            $0.add(.pointer(phase: .down, button: 1, location: Point(350, 300), modifiers: .alt))
            for step in 1...10 {
                $0.wait(0.016)
                $0.add(
                    .pointer(phase: .motion, button: 0, location: Point(350 - 5 * Double(step), 300), modifiers: .alt))
            }
            $0.add(.pointer(phase: .up, button: 1, location: Point(300, 300), modifiers: .alt))
        }
        #expect(h.states(of: "pinch").first == .began)
        #expect(close(scale, 2, 1e-9))
    }
}
