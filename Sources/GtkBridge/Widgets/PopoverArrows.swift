import CGtk

/// The arrows of popovers (a menu's, a drop-down's list), kept only where a compositor draws what they
/// leave transparent: on a bare X server the space beside an arrow shows as a black band.
///
/// ```swift
/// PopoverArrows.fit(in: dropDown.widget)
/// ```
@MainActor
enum PopoverArrows {
    /// Gives every popover inside `widget` (its own children, not other windows) an arrow only when the
    /// display is composited.
    static func fit(in widget: UnsafeMutablePointer<GtkWidget>) {
        let hasArrow: gboolean = StyleSheet.isComposited ? 1 : 0
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            let instance = UnsafeMutableRawPointer(current).assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, gtk_popover_get_type()) != 0 {
                gtk_popover_set_has_arrow(
                    UnsafeMutableRawPointer(current).assumingMemoryBound(to: GtkPopover.self), hasArrow)
            } else {
                fit(in: current)
            }
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
