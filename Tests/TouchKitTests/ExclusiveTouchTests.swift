import Testing
import TouchKit

/// Two UIKit view APIs: `isExclusiveTouch` and a view's own `gestureRecognizerShouldBegin(_:)`.
@Suite("Exclusive touch and a view's say over its recognizers")
struct ExclusiveTouchTests {
    private func twoViews() -> (Harness, RecordingView, RecordingView) {
        let h = Harness()
        let a = h.addView("A", Rect(x: 0, y: 0, width: 200, height: 400))
        let b = h.addView("B", Rect(x: 200, y: 0, width: 200, height: 400))
        return (h, a, b)
    }

    @Test("while an exclusive view has a touch, another view gets no new touch, nor do its recognizers")
    func exclusiveHolderBlocksOthers() {
        let (h, a, b) = twoViews()
        a.isExclusiveTouch = true
        let tap = makeTap("tapB")
        b.addGestureRecognizer(tap)
        h.play { t in
            t.touch(1, .began, at: Point(x: 50, y: 50))
            t.wait(0.05)
            t.touch(2, .began, at: Point(x: 300, y: 50))
            t.wait(0.05)
            t.touch(2, .ended, at: Point(x: 300, y: 50))
            t.touch(1, .ended, at: Point(x: 50, y: 50))
        }
        #expect(a.phases == [.began, .ended])
        #expect(b.received.isEmpty)
        #expect(h.states(of: "tapB").isEmpty)
        // Once A's touch is gone, B takes touches again.
        h.play { t in
            t.wait(1)
            t.touch(3, .began, at: Point(x: 300, y: 50))
            t.touch(3, .ended, at: Point(x: 300, y: 50))
        }
        #expect(b.phases == [.began, .cancelled], "the recognized tap cancels the view's touch, as in UIKit")
        #expect(h.states(of: "tapB") == [.ended])
    }

    @Test("an exclusive view gets no touch while another view has one; several on itself are fine")
    func exclusiveViewWaitsItsTurn() {
        let (h, a, b) = twoViews()
        a.isExclusiveTouch = true
        a.isMultipleTouchEnabled = true
        h.play { t in
            t.touch(1, .began, at: Point(x: 300, y: 50))
            t.touch(2, .began, at: Point(x: 50, y: 50))
            t.touch(2, .ended, at: Point(x: 50, y: 50))
            t.touch(1, .ended, at: Point(x: 300, y: 50))
        }
        #expect(b.phases == [.began, .ended])
        #expect(a.received.isEmpty)
        h.play { t in
            t.touch(3, .began, at: Point(x: 50, y: 50))
            t.touch(4, .began, at: Point(x: 60, y: 60))
            t.touch(3, .ended, at: Point(x: 50, y: 50))
            t.touch(4, .ended, at: Point(x: 60, y: 60))
        }
        #expect(a.received.filter { $0 == .began }.count == 2)
    }

    @Test("a view that refuses to let its pan begin keeps its touches; its tap still recognizes")
    func viewSaysNo() {
        let h = Harness()
        let view = PickyView(name: "V", frame: Rect(x: 0, y: 0, width: 400, height: 400))
        h.root.addSubview(view)
        let pan = PanGestureRecognizer(name: "pan")
        view.addGestureRecognizer(pan)
        h.play { t in
            t.touch(1, .began, at: Point(x: 50, y: 50))
            for step in 1...5 {
                t.wait(0.016)
                t.touch(1, .moved, at: Point(x: 50 + 20 * Double(step), y: 50))
            }
            t.touch(1, .ended, at: Point(x: 150, y: 50))
        }
        #expect(h.states(of: "pan") == [.failed])
        #expect(view.asked == ["pan"])
        #expect(view.phases == [.began, .moved, .ended], "not cancelled: the pan never began")
    }
}

/// A view that lets no pan of its own begin.
private final class PickyView: View {
    var asked: [String] = []
    var phases: [TouchPhase] = []

    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked.append(recognizer.name)
        return !(recognizer is PanGestureRecognizer)
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) { phases.append(.began) }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if phases.last != .moved { phases.append(.moved) }
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) { phases.append(.ended) }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) { phases.append(.cancelled) }
}
