import CGtk
import TouchKit

/// The window on the screens: where a widget of it is on its monitor, and the clipboard.
extension DesktopWindow {
    /// Where `widget` (a widget of this window) is on the screens: every monitor, the one showing the window,
    /// and the widget's top-left corner on it. Known only while the window fills its monitor: GTK 4 does not
    /// say where a window is otherwise (on X11 or Wayland), so nil then.
    public func screenPlacement(of widget: Widget) -> ScreenPlacement? {
        guard isFullscreen, let surface = gtk_native_get_surface(OpaquePointer(self.widget)),
            let display = gdk_surface_get_display(surface), let shown = shownMonitor.monitor,
            let list = gdk_display_get_monitors(display)
        else { return nil }
        var monitors: [ScreenPlacement.Monitor] = []
        var shownIndex = 0
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            defer { g_object_unref(item) }
            let monitor = OpaquePointer(item)
            var geometry = GdkRectangle()
            gdk_monitor_get_geometry(monitor, &geometry)
            if monitor == shown { shownIndex = monitors.count }
            monitors.append(
                ScreenPlacement.Monitor(
                    frame: Rect(
                        x: Double(geometry.x), y: Double(geometry.y), width: Double(geometry.width),
                        height: Double(geometry.height)),
                    connector: gdk_monitor_get_connector(monitor).map { String(cString: $0) },
                    manufacturer: gdk_monitor_get_manufacturer(monitor).map { String(cString: $0) },
                    model: gdk_monitor_get_model(monitor).map { String(cString: $0) }))
        }
        guard shownIndex < monitors.count else { return nil }
        // Full screen asked is not full screen given: the window's surface must cover its monitor for its
        // corner to be the monitor's. (The widget may sit inside the surface, a frame's width in.)
        let frame = monitors[shownIndex].frame
        let width = Double(gdk_surface_get_width(surface)), height = Double(gdk_surface_get_height(surface))
        guard abs(width - frame.width) <= 1, abs(height - frame.height) <= 1 else { return nil }
        var x = 0.0, y = 0.0, surfaceX = 0.0, surfaceY = 0.0
        guard gtk_widget_translate_coordinates(widget.widget, self.widget, 0, 0, &x, &y) != 0 else { return nil }
        gtk_native_get_surface_transform(OpaquePointer(self.widget), &surfaceX, &surfaceY)
        return ScreenPlacement(
            monitors: monitors, shown: shownIndex, canvasOrigin: Point(x: x + surfaceX, y: y + surfaceY))
    }

    /// The refresh rate of the monitor showing the window, in Hz; nil before it is shown or when the display
    /// does not say (GDK gives 0).
    public var refreshRate: Double? {
        guard let monitor = shownMonitor.monitor else { return nil }
        let millihertz = gdk_monitor_get_refresh_rate(monitor)
        return millihertz > 0 ? Double(millihertz) / 1000 : nil
    }

    /// Puts `text` on the clipboard (what Ctrl+V pastes elsewhere).
    public func copyToClipboard(_ text: String) {
        guard let display = gtk_widget_get_display(widget), let clipboard = gdk_display_get_clipboard(display)
        else { return }
        gdk_clipboard_set_text(clipboard, text)
    }
}
