import CGtk
import TouchKit

/// When each frame of a widget's window reached the screen, from GDK's frame timings: the display's
/// presentation time where it reports one, else the end of the frame's paint (Xvfb reports none), with the
/// refresh interval. What the latency meter needs to close each event's measure.
///
/// ```swift
/// let frames = FramePresentation(widget: canvas)
/// frames.onPresented = { counter, time, source, interval in meter.framePresented(counter, at: time, ...) }
/// canvas.onDraw = { if let counter = frames.currentFrame { meter.frameDrawn(counter) } }
/// ```
@MainActor
public final class FramePresentation {
    /// Told, for each frame painted, its counter, when it reached the screen (GLib's monotonic time, in
    /// microseconds), where that time came from, and the refresh interval in seconds.
    public var onPresented: (@MainActor (Int64, Int64, LatencyMeter.Source, Double) -> Void)?

    private let widget: UnsafeMutablePointer<GtkWidget>
    private var clock: OpaquePointer?
    /// Frames painted whose timings were not complete yet, with the end of their paint.
    private var pending: [(counter: Int64, paintEnd: Int64)] = []
    private var checkScheduled = false

    /// Follows the frames of `widget`'s window (from when it is realized).
    public init(widget: Widget) {
        self.widget = widget.widget
    }

    /// The counter of the frame being drawn now (call it while drawing); nil before the widget is realized.
    public var currentFrame: Int64? {
        guard let clock = connectedClock() else { return nil }
        return Int64(gdk_frame_clock_get_frame_counter(clock))
    }

    private func connectedClock() -> OpaquePointer? {
        guard let current = gtk_widget_get_frame_clock(widget) else { return nil }
        if clock != current {
            clock = current
            pending.removeAll()
            Signal.connect(UnsafeMutableRawPointer(current), .afterPaint) { [weak self] in self?.painted(on: current) }
        }
        return current
    }

    private func painted(on painted: OpaquePointer) {
        guard painted == clock else { return }
        pending.append((Int64(gdk_frame_clock_get_frame_counter(painted)), Int64(g_get_monotonic_time())))
        report()
    }

    /// Reports the frames whose timings are complete (or that waited long enough: their paint's end).
    private func report() {
        guard let clock else { return }
        let newest = Int64(gdk_frame_clock_get_frame_counter(clock))
        var waiting: [(counter: Int64, paintEnd: Int64)] = []
        for frame in pending {
            let timings = gdk_frame_clock_get_timings(clock, gint64(frame.counter))
            let complete = timings.map { gdk_frame_timings_get_complete($0) != 0 } ?? true
            guard complete || newest - frame.counter > 4 || Int64(g_get_monotonic_time()) - frame.paintEnd > 100_000
            else {
                waiting.append(frame)
                continue
            }
            let presented = timings.map { Int64(gdk_frame_timings_get_presentation_time($0)) } ?? 0
            let interval = timings.map { Int64(gdk_frame_timings_get_refresh_interval($0)) } ?? 0
            onPresented?(
                frame.counter, presented > 0 ? presented : frame.paintEnd,
                presented > 0 ? .presentation : .paintEnd, interval > 0 ? Double(interval) / 1_000_000 : 1.0 / 60)
        }
        pending = waiting
        // No frame after the last to report it: look again in a while.
        if !pending.isEmpty, !checkScheduled {
            checkScheduled = true
            g_timeout_add_full(
                G_PRIORITY_DEFAULT, 50, MainLoopCallback.once,
                MainLoopCallback.retained { [weak self] in
                    self?.checkScheduled = false
                    self?.report()
                }, MainLoopCallback.release)
        }
    }
}
