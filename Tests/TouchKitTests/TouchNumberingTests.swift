import Testing
import TouchKit

/// A class reads a touch's number in rings, lanes, the narration and the log: it must count a person's
/// fingers from 1, whatever ids the platform, a device or a trace gave them (issue 54's "touch -2").
@Suite("Touch numbers: a person's fingers, from 1")
struct TouchNumberingTests {
    /// A view that notes the number of every touch that begins on it.
    final class Numbers: View {
        var began: [Int] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
            began += touches.map(\.identifier).sorted()
        }
    }

    private func harness() -> (Harness, Numbers) {
        let h = Harness()
        let view = Numbers(name: "V", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        h.root.addSubview(view)
        return (h, view)
    }

    @Test("a device's slot 0 and a sparse id 17 are fingers 1 and 2, in the order they came down")
    func devicesIDs() {
        let (h, view) = harness()
        h.send(.touch(id: 17, phase: .began, location: Point(100, 100)), at: 0)
        h.send(.touch(id: 0, phase: .began, location: Point(200, 100)), at: 0.01)
        h.send(.touch(id: 17, phase: .ended, location: Point(100, 100)), at: 0.1)
        // While finger 2 is still down, the next finger is 3, never a number already on the screen.
        h.send(.touch(id: 5, phase: .began, location: Point(300, 100)), at: 0.2)
        #expect(view.began == [1, 2, 3])
        let logged = h.log.entries.compactMap { entry -> Int? in
            if case .hitTest(let touch, _, _, _, _, _) = entry.record { return touch }
            return nil
        }
        #expect(logged == [1, 2, 3])
    }

    @Test("once every finger lifted and nothing waits, the next touch is 1 again")
    func startsAgain() {
        let (h, view) = harness()
        h.send(.touch(id: 4, phase: .began, location: Point(100, 100)), at: 0)
        h.send(.touch(id: 4, phase: .ended, location: Point(100, 100)), at: 0.05)
        h.send(.touch(id: 9, phase: .began, location: Point(100, 100)), at: 1)
        h.send(.touch(id: 9, phase: .ended, location: Point(100, 100)), at: 1.05)
        #expect(view.began == [1, 1])
    }

    @Test("the mouse's presses and its second finger are numbered as fingers, never below 1")
    func mouse() {
        let (h, view) = harness()
        h.play {
            $0.add(.pointer(phase: .down, button: 1, location: Point(100, 100), modifiers: []))
            $0.wait(0.05)
            $0.add(.pointer(phase: .up, button: 1, location: Point(100, 100), modifiers: []))
            $0.wait(1)
            // Alt: the mouse finger and a mirrored second finger.
            $0.add(.pointer(phase: .down, button: 1, location: Point(150, 150), modifiers: [.alt]))
            $0.wait(0.05)
            $0.add(.pointer(phase: .up, button: 1, location: Point(150, 150), modifiers: [.alt]))
        }
        #expect(view.began == [1, 1, 2])
    }

    @Test("a second tap while the first's end is held back for a double tap is finger 2")
    func heldBack() {
        let h = Harness()
        let single = makeTap("single")
        let double = makeTap("double", taps: 2)
        single.require(toFail: double)
        #expect(single.delaysTouchesEnded, "UIKit's default: the single tap holds its touch's end back")
        let view = Numbers(name: "V", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.root.addSubview(view)
        h.play {
            $0.tap(at: Point(100, 100))
            $0.wait(0.1)
            $0.tap(at: Point(100, 100))
            $0.wait(1)
        }
        #expect(view.began == [1, 2])
    }
}
