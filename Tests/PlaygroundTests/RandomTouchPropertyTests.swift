import Playground
import PropertyBased
import Testing
import TouchKit

/// Random streams of up to ten simultaneous touches, fed into both seed scenes.
@Suite("Random touch streams")
struct RandomTouchPropertyTests {
    /// One random step: an operation (0 begin, 1–2 move, 3 end, 4 cancel), a finger (0–9), a place and a pause.
    typealias Step = (operation: Int, finger: Int, x: Double, y: Double, pause: Double)

    static let steps = zip(
        Gen.int(in: 0...4), Gen.int(in: 0...9), Gen.double(in: -20...820),
        Gen.double(in: -20...620), Gen.double(in: 0...0.2)
    ).array(of: 1...150)

    /// Turns random steps into a valid stream: begins only for fingers up, moves and ends only for fingers
    /// down, then every finger still down lifts.
    static func events(from steps: [Step]) -> [InputEvent] {
        var builder = TraceBuilder()
        var down: Set<Int> = []
        for step in steps {
            builder.wait(step.pause)
            let id = step.finger + 1, point = Point(x: step.x, y: step.y)
            switch (step.operation, down.contains(id)) {
            case (_, false):
                builder.touch(id, .began, at: point)
                down.insert(id)
            case (3, true), (4, true):
                builder.touch(id, step.operation == 3 ? .ended : .cancelled, at: point)
                down.remove(id)
            default:
                builder.touch(id, .moved, at: point)
            }
        }
        builder.wait(0.05)
        for id in down.sorted() { builder.touch(id, .ended, at: Point(x: 400, y: 300)) }
        return builder.events
    }

    @Test(
        "no crash, every touch begun is finished for each responder, recognizers reset, transforms finite",
        arguments: SceneCatalogue.names)
    func invariants(scene: String) async {
        await propertyCheck(count: 60, input: Self.steps) { steps in
            let s = try SceneHarness(scene)
            TraceReplayer.replay(Self.events(from: steps), into: s.host.window, clock: s.clock)

            var open: [String: Int] = [:]  // "responder/touch" -> began minus finished
            for entry in s.log.entries {
                guard case .touches(let phase, let responder, let touches) = entry.record else { continue }
                for touch in touches {
                    let key = "\(responder)/\(touch)"
                    switch phase {
                    case .began: open[key, default: 0] += 1
                    case .ended, .cancelled: open[key, default: 0] -= 1
                    default: break
                    }
                }
            }
            #expect(open.values.allSatisfy { $0 == 0 }, "unfinished: \(open.filter { $0.value != 0 })")
            #expect(!s.host.window.router.hasActiveInput)
            #expect(!s.clock.hasPendingTimers)

            var views: [View] = [s.host.window]
            while let view = views.popLast() {
                #expect(view.transform.isFinite && view.frame.isFinite, "\(view.name) has a non-finite geometry")
                for recognizer in view.gestureRecognizers {
                    #expect(recognizer.state == .possible, "\(recognizer.name) is \(recognizer.state)")
                }
                views += view.subviews
            }
        }
    }
}
