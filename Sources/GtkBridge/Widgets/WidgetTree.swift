import CGtk

/// The widgets GTK builds inside ours (a menu's pane, a drop-down's popover, a toast's buttons), found by
/// walking the tree, for the few things GTK 4.8 gives no call for: naming them for a screen reader, taking a
/// popover's arrow away.
///
/// ```swift
/// for pane in WidgetTree.descendants(of: popover) where WidgetTree.isA(pane, gtk_scrolled_window_get_type()) {
///     tp_accessible_set_label(pane, "Main menu")
/// }
/// ```
@MainActor
enum WidgetTree {
    /// Whether `widget` is a `type` (or of a type made from it).
    static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }

    /// The widgets inside `parent`, depth first; what is inside a widget `stop` accepts is not visited.
    static func descendants(
        of parent: UnsafeMutablePointer<GtkWidget>,
        stoppingAt stop: (UnsafeMutablePointer<GtkWidget>) -> Bool = { _ in false }
    ) -> [UnsafeMutablePointer<GtkWidget>] {
        var found: [UnsafeMutablePointer<GtkWidget>] = []
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            found.append(current)
            if !stop(current) { found += descendants(of: current, stoppingAt: stop) }
            child = gtk_widget_get_next_sibling(current)
        }
        return found
    }

    /// The widgets directly inside `parent`, in order.
    static func children(of parent: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        descendants(of: parent) { _ in true }
    }
}
