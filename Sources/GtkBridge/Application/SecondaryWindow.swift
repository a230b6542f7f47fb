import CGtk

/// A window beside the main one (help, a lesson), with its own header bar naming it, over its parent; closing
/// it (its close button or Escape) hides it until it is presented again.
///
/// ```swift
/// let help = SecondaryWindow(title: "Help", parent: window, width: 640, height: 720)
/// help.content = ScrolledWindow(text)
/// help.present()
/// ```
@MainActor
public final class SecondaryWindow: Widget {
    private let header = HeaderBar()

    /// Creates the window, hidden, over `parent`, of a default size in points.
    public init(title: String, parent: DesktopWindow, width: Int, height: Int) {
        super.init(taking: gtk_window_new())
        gtk_window_set_title(window, title)
        gtk_window_set_transient_for(
            window, UnsafeMutableRawPointer(parent.widget).assumingMemoryBound(to: GtkWindow.self))
        gtk_window_set_default_size(window, Int32(clamping: width), Int32(clamping: height))
        gtk_window_set_hide_on_close(window, 1)
        header.title = title
        gtk_window_set_titlebar(window, header.widget)
        let escape = gtk_shortcut_new(
            gtk_keyval_trigger_new(guint(GDK_KEY_Escape), GdkModifierType(rawValue: 0)),
            gtk_named_action_new("window.close"))
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_add_shortcut(controller, escape)
        gtk_widget_add_controller(widget, controller)
    }

    private var window: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
    }

    /// The window's content.
    public var content: Widget? {
        didSet { gtk_window_set_child(window, content?.widget) }
    }

    /// Shows the window and raises it.
    public func present() {
        gtk_window_present(window)
    }
}
