import Testing

@testable import TouchKit

/// Thousands of fingers at once: what hostile traces and stress tests send. Correctness here; the time it
/// takes is measured by the bounds benchmark (Benchmarks/Bounds), not in a test.
@Suite("Thousands of fingers")
struct ManyFingersTests {
    @Test("3,000 fingers: every view gets each touch's began and ended once; a pan's centroid stays exact")
    func manyFingers() {
        let harness = Harness(size: Size(width: 1000, height: 1000))
        let pan = PanGestureRecognizer(name: "pan")
        pan.cancelsTouchesInView = false
        var centroidErrors: [Double] = []
        _ = pan.addTarget { recognizer in
            let tracked = recognizer.trackedTouches
            guard !tracked.isEmpty else { return }
            var sum = Point.zero
            for touch in tracked { sum += touch.windowLocation }
            let exact = sum / Double(tracked.count)
            centroidErrors.append(recognizer.location(in: nil).distance(to: exact))
        }
        let view = harness.addView(with: pan, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        view.isMultipleTouchEnabled = true
        let count = 3000
        harness.play { trace in
            for id in 1...count { trace.touch(id, .began, at: Point(x: Double(id % 1000), y: Double(id / 10))) }
            for step in 1...3 {
                trace.wait(0.01)
                for id in 1...count {
                    trace.touch(id, .moved, at: Point(x: Double(id % 1000) + 7 * Double(step), y: Double(id / 10)))
                }
            }
            for id in stride(from: count, through: 1, by: -1) {
                trace.touch(id, .ended, at: Point(x: Double(id % 1000), y: 5))
            }
        }
        #expect(view.received.filter { $0 == .began }.count == count)
        #expect(view.received.filter { $0 == .ended }.count == count)
        #expect(!view.received.contains(.cancelled))
        #expect(!centroidErrors.isEmpty)
        #expect(centroidErrors.allSatisfy { $0 < 1e-6 })
        #expect(!harness.window.router.hasActiveInput)
    }
}
