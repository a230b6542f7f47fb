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
        SecondaryWindow.belong(window, to: parent.widget)
        // No larger than the window it belongs to: on a phone's screen, which holds one window, it fits.
        let parentWidth = Int(gtk_widget_get_width(parent.widget)),
            parentHeight = Int(gtk_widget_get_height(parent.widget))
        gtk_window_set_default_size(
            window, Int32(clamping: parentWidth > 0 ? min(width, parentWidth) : width),
            Int32(clamping: parentHeight > 0 ? min(height, parentHeight) : height))
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

    /// Puts `window` over `parent`, with the application's own shortcuts (Ctrl+Q), which GTK gives only to
    /// the application's windows. The window is not made one of them: hidden, it would keep the application
    /// running after its last visible window closed.
    static func belong(_ window: UnsafeMutablePointer<GtkWindow>, to parent: UnsafeMutablePointer<GtkWidget>) {
        let parentWindow = UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_transient_for(window, parentWindow)
        guard let application = gtk_window_get_application(parentWindow) else { return }
        let windowWidget = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWidget.self)
        gtk_widget_insert_action_group(windowWidget, "app", OpaquePointer(application))
        let controller = gtk_shortcut_controller_new()!
        for action in strings(gtk_application_list_action_descriptions(application)) where action.hasPrefix("app.") {
            for accelerator in strings(gtk_application_get_accels_for_action(application, action)) {
                guard let trigger = gtk_shortcut_trigger_parse_string(accelerator) else { continue }
                gtk_shortcut_controller_add_shortcut(
                    controller, gtk_shortcut_new(trigger, gtk_named_action_new(action)))
            }
        }
        gtk_widget_add_controller(windowWidget, controller)
    }

    /// The strings of a NULL-terminated C array GLib gave us, which is freed.
    private static func strings(_ array: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String] {
        guard let array else { return [] }
        defer { g_strfreev(array) }
        var result: [String] = []
        var index = 0
        while let item = array[index] {
            result.append(String(cString: item))
            index += 1
        }
        return result
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
