// Written against TouchKit's public API only (no @testable): proof that a recognizer can be written outside
// the module.
import Testing
import TouchKit

/// Recognizes a finger drawing a "V": down-right, then up-right, each leg at least 40 points.
final class CheckmarkGestureRecognizer: GestureRecognizer {
    private var points: [Point] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if numberOfTouches > 1 {
            state = .failed
            return
        }
        points = [touches.first!.location(in: nil)]
        schedule(after: 2) { [unowned self] in if state == .possible { state = .failed } }
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        points.append(touches.first!.location(in: nil))
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        points.append(touches.first!.location(in: nil))
        guard let bottom = points.max(by: { $0.y < $1.y }), let first = points.first, let last = points.last else {
            state = .failed
            return
        }
        let downLeg = bottom - first, upLeg = last - bottom
        let isCheck = downLeg.x > 0 && downLeg.y >= 40 && upLeg.x > 0 && -upLeg.y >= 40
        state = isCheck ? .recognized : .failed
    }

    override func reset() {
        super.reset()
        points.removeAll()
    }
}

@Suite("A custom recognizer outside the module")
struct CustomRecognizerTests {
    @Test("recognizes a checkmark and rejects a straight line, with the router's help")
    func checkmark() {
        let clock = ManualClock()
        let window = Window(size: Size(width: 400, height: 400), clock: clock)
        let controller = ViewController()
        window.rootViewController = controller
        let log = EventLog()
        window.router.eventLog = log
        var recognized = 0
        let check = CheckmarkGestureRecognizer(name: "check") { _ in recognized += 1 }
        let pan = PanGestureRecognizer(name: "pan")
        pan.require(toFail: check)
        controller.view.addGestureRecognizer(check)
        controller.view.addGestureRecognizer(pan)

        var builder = TraceBuilder()
        builder.touch(1, .began, at: Point(x: 100, y: 100))
        for i in 1...10 {
            builder.wait(0.016)
            builder.touch(1, .moved, at: Point(x: 100 + 3 * Double(i), y: 100 + 6 * Double(i)))
        }
        for i in 1...10 {
            builder.wait(0.016)
            builder.touch(1, .moved, at: Point(x: 130 + 4 * Double(i), y: 160 - 8 * Double(i)))
        }
        builder.touch(1, .ended, at: Point(x: 170, y: 80))
        builder.wait(0.5)
        builder.drag(from: Point(x: 100, y: 100), to: Point(x: 250, y: 100), duration: 0.3)
        TraceReplayer.replay(builder.trace(), into: window, clock: clock)

        #expect(recognized == 1)
        let panStates = log.entries.compactMap { entry -> GestureRecognizerState? in
            if case .recognizer("pan", _, let state, _) = entry.record, state != .possible { return state }
            return nil
        }
        // First stroke: the pan waits for the checkmark, which wins. Second: the checkmark fails, the pan runs.
        #expect(panStates.first == .failed)
        #expect(panStates.dropFirst().first == .began)
        #expect(panStates.last == .ended)
    }
}
