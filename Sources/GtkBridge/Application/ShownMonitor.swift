import CGtk

/// The monitor showing a window, asked of GDK once and again only after the window's surface entered or
/// left a monitor (or was made anew).
///
/// On X11, GDK finds a surface's monitor from the surface's place on the screen: two round trips to the
/// display server (`XGetGeometry`, `XTranslateCoordinates`) every time it is asked. The canvas asks on every
/// frame, since finger markers are sized in millimetres: during a drag that was 7 % of the playground's CPU
/// (perf, 1,000 motions). GDK says when the surface enters or leaves a monitor (moved across screens,
/// a monitor plugged in or out), on X11 and Wayland alike, which is when the answer can change.
///
/// ```swift
/// let shown = ShownMonitor(window: window.widget)
/// if let monitor = shown.monitor { print(gdk_monitor_get_width_mm(monitor)) }
/// ```
@MainActor
final class ShownMonitor {
    private let window: UnsafeMutablePointer<GtkWidget>
    /// The surface the answer is for, and whose monitor changes are watched.
    private var surface: OpaquePointer?
    /// Whether GDK was asked since the last change.
    private var asked = false
    /// GDK's answer (retained; nil when it knew of no monitor).
    private var answer: OpaquePointer?

    /// Watches `window`, a toplevel widget; it must outlive this object.
    init(window: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        // An unrealized window's surface goes; the next one is watched afresh.
        Signal.connect(UnsafeMutableRawPointer(window), .unrealize) { [weak self] in self?.forget(surface: true) }
    }

    isolated deinit {
        if let answer { g_object_unref(UnsafeMutableRawPointer(answer)) }
    }

    /// The monitor showing the window now (the one it overlaps most); nil before the window is shown or
    /// when the display knows of no monitor. Not retained for the caller.
    var monitor: OpaquePointer? {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)) else { return nil }
        if surface != self.surface {
            forget(surface: true)
            self.surface = surface
            let raw = UnsafeMutableRawPointer(surface)
            Signal.connect(raw, .enterMonitor) { [weak self] _ in self?.forget(surface: false) }
            Signal.connect(raw, .leaveMonitor) { [weak self] _ in self?.forget(surface: false) }
        }
        // A monitor unplugged since is no longer valid, whatever GDK said of the surface.
        if asked, answer.map({ gdk_monitor_is_valid($0) != 0 }) ?? true { return answer }
        forget(surface: false)
        answer = gdk_surface_get_display(surface).flatMap { gdk_display_get_monitor_at_surface($0, surface) }
        if let answer { g_object_ref(UnsafeMutableRawPointer(answer)) }
        asked = true
        return answer
    }

    /// Drops the answer, and with `surface` the surface it was for.
    private func forget(surface: Bool) {
        if let answer { g_object_unref(UnsafeMutableRawPointer(answer)) }
        (answer, asked) = (nil, false)
        if surface { self.surface = nil }
    }
}
