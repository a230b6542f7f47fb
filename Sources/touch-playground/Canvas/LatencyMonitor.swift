import GtkBridge
import PlaygroundStatus
import TouchKit

/// The window's latency meter: each input event the canvas hands the scene, the frame that first draws it
/// and when that frame reached the screen, as GDK reports it. The touch lab shows its figures; the status
/// file carries them.
///
/// ```swift
/// let latency = LatencyMonitor(canvas: canvas, clock: clock)
/// latency.eventHandled(event)     // as the scene gets it
/// latency.frameDrawn()            // in the canvas's draw
/// latency.summary.median
/// ```
@MainActor
final class LatencyMonitor {
    private var meter = LatencyMeter()
    private let frames: FramePresentation
    private let clock: GLibClock

    /// Measures the frames of `canvas`'s window, on `clock`'s time.
    init(canvas: CanvasWidget, clock: GLibClock) {
        self.clock = clock
        frames = FramePresentation(widget: canvas)
        frames.onPresented = { [weak self] counter, microseconds, source, interval in
            guard let self else { return }
            self.meter.framePresented(
                counter, at: self.clock.time(ofMonotonicMicroseconds: microseconds), source: source,
                refreshInterval: interval)
        }
    }

    /// An event the scene was handed: the next frame drawn shows it.
    func eventHandled(_ event: InputEvent) {
        meter.eventHandled(at: event.time)
    }

    /// The canvas is being drawn: the events handled since the last draw are in this frame.
    func frameDrawn() {
        if let counter = frames.currentFrame { meter.frameDrawn(counter) }
    }

    /// The figures over the last five seconds.
    var summary: LatencyMeter.Summary { meter.summary(now: clock.now) }

    /// The figures for the status file, with the clock the events' times were read on.
    func status(clock match: TimestampMapper.Match?) -> WindowStatus.Latency {
        let summary = self.summary
        var status = WindowStatus.Latency()
        (status.count, status.frames, status.lateFrames) = (summary.count, summary.frames, summary.lateFrames)
        (status.medianMs, status.p95Ms, status.p99Ms) = (summary.median * 1000, summary.p95 * 1000, summary.p99 * 1000)
        status.histogram = summary.histogram
        (status.source, status.clock) = (summary.source?.rawValue, match?.rawValue)
        return status
    }
}
