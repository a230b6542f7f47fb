import CGtk

/// Work to run once in the next frame of a widget's frame clock, in its update phase.
///
/// A tick callback (`gtk_widget_add_tick_callback`) does the same, but adding one makes the clock "update"
/// continuously and removing it stops that, and a clock started and stopped on every frame paints on a
/// rhythm of its own: 17.6 ms between frames under Xvfb where a plain `gtk_widget_queue_draw` gets 16.7 ms
/// (57 frames a second against 60, measured beside the plain-C peer). This asks the clock for one update
/// phase instead, and runs everything asked for before it, in order.
///
/// ```swift
/// let updates = FrameUpdates()
/// updates.schedule(on: canvas.widget) { refreshPanes() }
/// ```
@MainActor
final class FrameUpdates {
    private var pending: [@MainActor () -> Void] = []
    /// The frame clock the update handler is connected to (a widget moved to another window has another).
    private var connected: UnsafeMutableRawPointer?

    /// Runs `body` in the next update phase of `widget`'s frame clock; false when the widget has none yet
    /// (not realized), for the caller to fall back on a tick callback.
    func schedule(on widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Void) -> Bool {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return false }
        let object = UnsafeMutableRawPointer(clock)
        if connected != object {
            connected = object
            Signal.connect(object, .update) { [weak self] in self?.runPending() }
        }
        pending.append(body)
        gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_UPDATE)
        return true
    }

    private func runPending() {
        let work = pending
        pending.removeAll()
        for body in work { body() }
    }
}
