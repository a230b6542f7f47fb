import CGtk
import TouchKit

/// When each frame of a widget's window reached the screen, from GDK's frame timings: the display's
/// presentation time where it reports one, else the end of the frame's paint (Xvfb reports none), with the
/// refresh interval. What the latency meter needs to close each event's measure. A frame of a display that
/// reports presentation but gave no time for it within a bounded wait (GDK keeps a short history of
/// timings) is ``LatencyMeter/Source/notMeasured``, never the paint's end, which would be less than the truth.
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
    /// Whether the display has given a presentation time for some frame: from then on, a frame without one
    /// was not measured, rather than drawn on a display that never says.
    private var displayReportsPresentation = false
    /// How long a frame's timings are waited for, in microseconds: a stalled compositor was seen to report
    /// 420 ms after the paint; GDK forgets timings 16 frames on anyway.
    static let presentationWait: Int64 = 1_000_000

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

    /// Where a frame's time comes from: the display's report when it gave one; the paint's end when its
    /// timings are complete without one on a display that never reports (Xvfb); otherwise (timings given up
    /// on, or a reporting display silent for this frame) not measured.
    public nonisolated static func source(complete: Bool, presented: Bool, displayReportsPresentation: Bool)
        -> LatencyMeter.Source
    {
        if presented { return .presentation }
        return complete && !displayReportsPresentation ? .paintEnd : .notMeasured
    }

    /// Reports the frames whose timings are complete (or that waited long enough: their paint's end).
    private func report() {
        guard let clock else { return }
        var waiting: [(counter: Int64, paintEnd: Int64)] = []
        for frame in pending {
            // Nil once GDK's short history has dropped the frame.
            let timings = gdk_frame_clock_get_timings(clock, gint64(frame.counter))
            let complete = timings.map { gdk_frame_timings_get_complete($0) != 0 } ?? false
            let waitedOut = timings == nil || Int64(g_get_monotonic_time()) - frame.paintEnd > Self.presentationWait
            guard complete || waitedOut else {
                waiting.append(frame)
                continue
            }
            let presented = complete ? timings.map { Int64(gdk_frame_timings_get_presentation_time($0)) } ?? 0 : 0
            if presented > 0 { displayReportsPresentation = true }
            let source = Self.source(
                complete: complete, presented: presented > 0, displayReportsPresentation: displayReportsPresentation)
            let interval = timings.map { Int64(gdk_frame_timings_get_refresh_interval($0)) } ?? 0
            onPresented?(
                frame.counter, presented > 0 ? presented : frame.paintEnd, source,
                interval > 0 ? Double(interval) / 1_000_000 : 1.0 / 60)
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
