import CGtk

/// Short messages over the window's content (libadwaita's `AdwToastOverlay`): "Saved …", "Not saved: …",
/// a settings file that could not be written. They show for a few seconds and never take the focus, as in
/// GNOME apps.
///
/// ```swift
/// let toasts = ToastOverlay()
/// toasts.child = content
/// window.content = toasts
/// toasts.show("Saved drawing-2026-11-23.png")
/// ```
@MainActor
public final class ToastOverlay: Widget {
    /// Creates an empty overlay.
    public init() {
        super.init(taking: adw_toast_overlay_new())
    }

    /// The content the toasts float over.
    public var child: Widget? {
        didSet { adw_toast_overlay_set_child(OpaquePointer(widget), child?.widget) }
    }

    /// Shows `message` (plain text) for about five seconds.
    public func show(_ message: String) {
        let escaped = g_markup_escape_text(message, -1)!
        defer { g_free(escaped) }
        let toast = adw_toast_new(escaped)
        adw_toast_overlay_add_toast(OpaquePointer(widget), toast)
        // A toast sends no accessibility event with its words (GTK 4.8 has no announcement call); a change
        // of a description does, which a screen reader reads.
        setAccessibleDescription(message)
    }
}
