import Testing
import TouchKit

@Suite("The latency meter: from an event's own time to the frame that shows it")
struct LatencyMeterTests {
    /// Events at 125 Hz, frames every 1/60 s presented `delay` after their draw, for `seconds`.
    static func drag(seconds: Double, paint delay: Double, skipping skipped: Set<Int> = []) -> LatencyMeter {
        var meter = LatencyMeter()
        var next = 0.0
        let frame = 1.0 / 60
        var counter: Int64 = 0
        for index in 1...Int(seconds * 60) {
            let drawAt = Double(index) * frame
            while next < drawAt {
                meter.eventHandled(at: next)
                next += 1.0 / 125
            }
            if skipped.contains(index) { continue }  // a frame missed: its events wait for the next
            counter += 1
            meter.frameDrawn(counter)
            meter.framePresented(counter, at: drawAt + delay, source: .paintEnd, refreshInterval: frame)
        }
        return meter
    }

    @Test("each event counts from its own time: at 125 Hz into 60 Hz frames, half a frame on average plus the paint")
    func figures() {
        let summary = Self.drag(seconds: 3, paint: 0.004).summary(now: 3.01)
        #expect(summary.count > 360 && summary.source == .paintEnd)
        // Events wait 0 to 16.7 ms for their frame, then 4 ms of paint: the median near 4 + 8.3 ms.
        #expect(abs(summary.median - 0.0123) < 0.002, "\(summary.median)")
        #expect(summary.p95 > summary.median && summary.p99 >= summary.p95 && summary.p99 <= 0.0207 + 1e-9)
        #expect(summary.histogram[0] + summary.histogram[1] + summary.histogram[2] == summary.count)
        #expect(summary.lateFrames == 0 && summary.frames > 170)
    }

    @Test("a missed frame is late, and its events wait a frame longer; idle gaps are no late frames")
    func missed() {
        let meter = Self.drag(seconds: 2, paint: 0.002, skipping: [30, 60, 90])
        let summary = meter.summary(now: 2.01)
        #expect(abs(summary.lateFrames - 3.0 / Double(summary.frames)) < 1e-9, "\(summary.lateFrames)")
        #expect(summary.p99 > 0.0167 + 0.002)
        var idle = LatencyMeter()
        for (index, time) in [0.0, 0.0167, 5.0, 5.0167].enumerated() {
            idle.eventHandled(at: time)
            idle.frameDrawn(Int64(index))
            idle.framePresented(Int64(index), at: time + 0.003, source: .presentation, refreshInterval: 1.0 / 60)
        }
        let after = idle.summary(now: 5.1)
        #expect(after.lateFrames == 0 && after.frames == 1 && after.count == 2 && after.source == .presentation)
    }

    @Test("only the last five seconds count; a frame drawn with no event measures nothing")
    func window() {
        var meter = LatencyMeter()
        meter.eventHandled(at: 0)
        meter.frameDrawn(1)
        meter.framePresented(1, at: 0.01, source: .paintEnd, refreshInterval: 1.0 / 60)
        meter.frameDrawn(2)
        meter.framePresented(2, at: 0.03, source: .paintEnd, refreshInterval: 1.0 / 60)
        #expect(meter.summary(now: 1).count == 1)
        #expect(abs(meter.summary(now: 1).median - 0.01) < 1e-12)
        #expect(meter.summary(now: 6).count == 0)
    }

    @Test("a frame not measured leaves its events out of the figures, never counted at a smaller latency")
    func notMeasured() {
        var meter = LatencyMeter()
        meter.eventHandled(at: 0)
        meter.frameDrawn(1)
        meter.framePresented(1, at: 0.02, source: .presentation, refreshInterval: 1.0 / 60)
        meter.eventHandled(at: 0.03)
        meter.eventHandled(at: 0.035)
        meter.frameDrawn(2)
        meter.framePresented(2, at: 0.04, source: .notMeasured, refreshInterval: 1.0 / 60)
        let summary = meter.summary(now: 1)
        #expect(summary.count == 1 && abs(summary.median - 0.02) < 1e-12)
        #expect(summary.source == .notMeasured)
    }
}
