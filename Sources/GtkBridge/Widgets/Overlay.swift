import CGtk

/// Widgets floating over a child (`GtkOverlay`): a button in a corner of the canvas, a caption over it.
/// The floating widgets take input only where they are; mark one that must let touches through with
/// ``Widget/receivesInput``.
///
/// ```swift
/// let overlay = Overlay(content)
/// leave.halign = .end
/// leave.valign = .start
/// overlay.addOverlay(leave)
/// ```
@MainActor
public final class Overlay: Widget {
    /// `child` with nothing over it yet.
    public init(_ child: Widget) {
        super.init(taking: gtk_overlay_new())
        gtk_overlay_set_child(OpaquePointer(widget), child.widget)
    }

    /// Floats `widget` over the child, placed by its alignment and margins.
    public func addOverlay(_ widget: Widget) {
        gtk_overlay_add_overlay(OpaquePointer(self.widget), widget.widget)
    }
}
