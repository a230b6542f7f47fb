import Testing
import TouchKit

/// The velocity tracker: a least-squares line through the last window of samples.
@Suite("Velocity tracker")
struct VelocityTrackerTests {
    @Test("steady motion: the speed it moved at, in units per second, along each axis")
    func steady() {
        var tracker = VelocityTracker(window: 0.1)
        for step in 0...10 {
            let t = Double(step) / 120  // 120 Hz
            tracker.add(Point(x: 500 * t, y: -200 * t), at: t)
        }
        #expect(abs(tracker.velocity.x - 500) < 1e-6)
        #expect(abs(tracker.velocity.y + 200) < 1e-6)
    }

    @Test("only the last window counts: a finger that slowed down is as slow as it is now")
    func window() {
        var tracker = VelocityTracker(window: 0.05)
        var x = 0.0
        for step in 0..<30 {  // fast for 0.25 s, then slow
            let t = Double(step) / 100
            x += step < 25 ? 20 : 1
            tracker.add(Point(x: x, y: 0), at: t)
        }
        #expect(abs(tracker.velocity.x - 100) < 1e-6)
    }

    @Test("noise averages out: jittery samples of a steady motion give about the steady speed")
    func noise() {
        var tracker = VelocityTracker(window: 0.1)
        let jitter = [0.4, -0.3, 0.2, -0.5, 0.1, 0.3, -0.2, -0.1, 0.5, -0.4, 0.0, 0.2, -0.3]
        for (step, noise) in jitter.enumerated() {
            let t = Double(step) / 120
            tracker.add(Point(x: 300 * t + noise, y: 0), at: t)
        }
        #expect(abs(tracker.velocity.x - 300) < 30)
    }

    @Test("fewer than two samples, or two at the same instant, give zero; removeAll forgets")
    func degenerate() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 10, y: 10), at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 20, y: 10), at: 1)
        #expect(tracker.velocity == .zero)
        tracker.add(Point(x: 30, y: 10), at: 1.01)
        #expect(tracker.velocity != .zero)
        tracker.removeAll()
        #expect(tracker.velocity == .zero)
    }

    @Test("a full ring keeps the newest samples: more samples than its capacity still track the latest motion")
    func ring() {
        var tracker = VelocityTracker(window: 1, capacity: 4)
        for step in 0..<100 {
            let t = Double(step) / 100
            tracker.add(Point(x: step < 90 ? 0 : 50 * t, y: 0), at: t)
        }
        #expect(abs(tracker.velocity.x - 50) < 1e-6)
    }
}
