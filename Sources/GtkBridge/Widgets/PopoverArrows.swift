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
        let isPopover = { (widget: UnsafeMutablePointer<GtkWidget>) in WidgetTree.isA(widget, gtk_popover_get_type()) }
        for popover in WidgetTree.descendants(of: widget, stoppingAt: isPopover) where isPopover(popover) {
            gtk_popover_set_has_arrow(
                UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self), hasArrow)
        }
    }
}
