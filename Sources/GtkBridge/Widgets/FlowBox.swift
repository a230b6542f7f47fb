import CGtk

/// Lays out children in rows that wrap to the width given (chips of words a class picks from, which must
/// fit a phone's width as well as a projector's).
///
/// ```swift
/// let chips = FlowBox(spacing: 6)
/// chips.append(Button(label: "back") { pick("back") })
/// ```
@MainActor
public final class FlowBox: Widget {
    private var children: [Widget] = []

    /// An empty flow; `spacing` is the gap between children and between rows, in points.
    public init(spacing: Int = 6) {
        super.init(taking: gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(flowBox, GTK_SELECTION_NONE)
        gtk_flow_box_set_row_spacing(flowBox, guint(spacing))
        gtk_flow_box_set_column_spacing(flowBox, guint(spacing))
        gtk_flow_box_set_max_children_per_line(flowBox, 64)
        gtk_flow_box_set_homogeneous(flowBox, 0)
    }

    /// GTK's flow box (an opaque type to Swift).
    private var flowBox: OpaquePointer { OpaquePointer(widget) }

    /// Adds a child at the end; the flow keeps its wrapper alive. The child's own place in the flow takes
    /// no focus: Tab goes to the child itself, once.
    public func append(_ child: Widget) {
        children.append(child)
        gtk_flow_box_append(flowBox, child.widget)
        if let place = gtk_widget_get_parent(child.widget) { gtk_widget_set_focusable(place, 0) }
    }

    /// Shows or hides `child` and its place in the flow (a hidden child's place would still take room).
    public func setShown(_ child: Widget, _ isShown: Bool) {
        child.isVisible = isShown
        if let place = gtk_widget_get_parent(child.widget) { gtk_widget_set_visible(place, isShown ? 1 : 0) }
    }

    /// Takes every child out.
    public func removeAll() {
        for child in children { gtk_flow_box_remove(flowBox, child.widget) }
        children.removeAll()
    }

    /// The children, in order.
    public var items: [Widget] { children }
}
