import CGtk

/// Application CSS, added on top of the theme for every window on the default display.
///
/// ```swift
/// StyleSheet.apply(".chain-text { font-family: monospace; }")
/// ```
@MainActor
public enum StyleSheet {
    /// Whether the display blends windows with what is behind them (a compositor runs). Without one, what a
    /// window leaves transparent (a popover's shadow and rounded corners) shows black.
    public static var isComposited: Bool {
        guard let display = gdk_display_get_default() else { return true }
        return gdk_display_is_composited(display) != 0
    }

    /// Loads `css` for the whole application (above the theme, below user settings).
    public static func apply(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(UnsafeMutableRawPointer(provider))
    }
}
