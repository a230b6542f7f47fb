import CGtk

/// An application window: a header bar as its title bar, one child as its content, and window actions
/// (`"win.NAME"`) that menus, buttons and shortcuts activate.
///
/// ```swift
/// let window = DesktopWindow(application: app, title: "Touch Playground")
/// window.content = canvas
/// window.present()
/// ```
@MainActor
public final class DesktopWindow: Widget {
    private var retained: [AnyObject] = []
    /// The monitor showing the window, kept until the window moves to another (asked on every frame).
    private(set) lazy var shownMonitor = ShownMonitor(window: widget)

    /// Creates a window belonging to `application`, of a default size in points.
    public init(application: DesktopApplication, defaultWidth: Int = 1100, defaultHeight: Int = 720) {
        super.init(taking: gtk_application_window_new(application.application))
        gtk_window_set_default_size(window, Int32(defaultWidth), Int32(defaultHeight))
    }

    private var window: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    }

    /// The title the desktop shows for the window (task switchers, the header bar's fallback).
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// The themed icon the window manager shows for the window (nil: the default one, see
    /// ``DesktopApplication/useIcon(named:searchPaths:)``); set on a window already shown, it replaces the
    /// icon there, where a new default only reaches windows opened later.
    public var iconName: String? {
        get { gtk_window_get_icon_name(window).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(window, newValue) }
    }

    /// The header bar drawn as the window's title bar.
    public var headerBar: HeaderBar? {
        didSet { gtk_window_set_titlebar(window, headerBar?.widget) }
    }

    /// The window's content.
    public var content: Widget? {
        didSet { gtk_window_set_child(window, content?.widget) }
    }

    /// How many millimetres one point is on the monitor showing the window, from the monitor's physical
    /// width as the display reports it; nil before the window is shown or when the display does not say.
    public var millimetresPerPoint: Double? {
        guard let monitor = shownMonitor.monitor else { return nil }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        let millimetres = gdk_monitor_get_width_mm(monitor)
        guard millimetres > 0, geometry.width > 0 else { return nil }
        return Double(millimetres) / Double(geometry.width)
    }

    /// Shows the window and raises it.
    public func present() {
        gtk_window_present(window)
    }

    /// Closes the window (the application quits with its last window).
    public func close() {
        gtk_window_close(window)
    }

    /// Whether the window fills the screen.
    public var isFullscreen: Bool {
        get { gtk_window_is_fullscreen(window) != 0 }
        set { newValue ? gtk_window_fullscreen(window) : gtk_window_unfullscreen(window) }
    }

    /// The size the window opens at, in points: as the user last resized it while it was neither maximized nor
    /// full screen (GTK keeps it up to date), so it is what to remember for the next launch.
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_window_set_default_size(window, Int32(clamping: newValue.width), Int32(clamping: newValue.height)) }
    }

    /// The GObject type name of the GSK renderer drawing the window (`GskCairoRenderer`, `GskGLRenderer`...),
    /// nil before the window is realized. See ``RendererChoice/name(drawing:)``.
    var rendererTypeName: String? {
        guard let renderer = gtk_native_get_renderer(OpaquePointer(widget)) else { return nil }
        return g_type_name_from_instance(UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self))
            .map { String(cString: $0) }
    }

    /// Whether the window fills the screen's work area (maximized).
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
    }

    /// Runs `handler` when the user asks to close the window (the close button, Ctrl+W, the window manager),
    /// before it closes.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(
            object, .closeRequest,
            { () -> Bool in
                handler()
                return false
            })
    }

    /// Makes `shortcuts` the window shown by the `win.show-help-overlay` action (Ctrl+? in GNOME apps). GTK
    /// keeps it and destroys it with this window; the wrapper is not kept, so its last reference never
    /// outlives this window (the shortcuts window, finalized after it, would disconnect from freed memory).
    public func useHelpOverlay(_ shortcuts: ShortcutsWindow) {
        gtk_application_window_set_help_overlay(
            UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkApplicationWindow.self),
            OpaquePointer(shortcuts.widget))
        SecondaryWindow.belong(
            UnsafeMutableRawPointer(shortcuts.widget).assumingMemoryBound(to: GtkWindow.self), to: widget)
    }

    /// Like ``useHelpOverlay(_:)``, with the shortcuts window made by `make` only when first asked for:
    /// building one costs about 8 ms of CPU (GtkBuilder, every row), which would otherwise delay the first
    /// frame for a window most launches never open. Until then `win.show-help-overlay` is this wrapper's;
    /// from then on it is GTK's own, showing the same window.
    public func useHelpOverlay(madeWhenAsked make: @escaping @MainActor () -> ShortcutsWindow) {
        addAction("show-help-overlay") { [weak self] in
            guard let self else { return }
            let shortcuts = make()
            useHelpOverlay(shortcuts)
            gtk_window_present(UnsafeMutableRawPointer(shortcuts.widget).assumingMemoryBound(to: GtkWindow.self))
        }
    }

    /// Adds a window action with a string state, `"win.\(name)"`, for radio items (`"win.\(name)::value"`).
    public func addAction(_ name: String, state: String, handler: @escaping @MainActor (String) -> Void) {
        let action = Action(name: name, state: state, handler: handler)
        retained.append(action)
        g_action_map_add_action(OpaquePointer(widget), action.action)
    }

    /// Calls `handler` whenever the keyboard focus moves to another widget of this window (after
    /// ``focusMoves`` has counted the move).
    public func onFocusChange(_ handler: @escaping @MainActor () -> Void) {
        Signal.connect(UnsafeMutableRawPointer(window), .notify("focus-widget")) {
            [weak self] (_: OpaquePointer?) -> Void in
            self?.focusMoves += 1
            handler()
        }
    }

    /// How many times the keyboard focus has moved since ``onFocusChange(_:)`` was first connected: what a
    /// test waits on after a key, rather than on a frame that may have been on its way before the key.
    public private(set) var focusMoves = 0

    /// The widget that has the keyboard focus in this window, if any.
    public var focusedWidget: UnsafeMutablePointer<GtkWidget>? {
        gtk_root_get_focus(OpaquePointer(window))
    }

    /// Adds a window action, `"win.\(name)"`, with an on/off state: each activation flips it and calls
    /// `handler` with the new state. Returns the action, so code can set its state.
    @discardableResult
    public func addAction(_ name: String, isOn: Bool, handler: @escaping @MainActor (Bool) -> Void) -> Action {
        let action = Action(name: name, isOn: isOn, handler: handler)
        retained.append(action)
        g_action_map_add_action(OpaquePointer(widget), action.action)
        return action
    }

    /// Adds a window action, `"win.\(name)"`, that takes a string: `handler` gets the value of the item
    /// activated (`"win.\(name)::\(value)"`).
    public func addAction(_ name: String, taking handler: @escaping @MainActor (String) -> Void) {
        let action = Action(name: name, taking: handler)
        retained.append(action)
        g_action_map_add_action(OpaquePointer(widget), action.action)
    }

    /// Adds a window action, `"win.\(name)"`, that runs `handler` when activated.
    public func addAction(_ name: String, handler: @escaping @MainActor () -> Void) {
        let action = Action(name: name, handler: handler)
        retained.append(action)
        g_action_map_add_action(OpaquePointer(widget), action.action)
    }
}
