import CGtk

/// A vertical list of rows, one of which is marked current (the scene sidebar).
///
/// A row is chosen by a click or a tap, or by Enter or Space on the focused row; moving the keyboard focus
/// through the list (Tab, the arrow keys) chooses nothing, so a keyboard user can walk past it.
///
/// ```swift
/// let list = ListBox { index in print("row \(index) chosen") }
/// list.appendRow(Label("touch-views"))
/// ```
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []

    /// Creates a list; `onSelect` gets the index of a row the user chooses.
    public init(onSelect: @escaping @MainActor (Int) -> Void) {
        super.init(taking: gtk_list_box_new())
        // No selection that follows the focus: the current row is marked by ``selectRow(at:)`` instead.
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_NONE)
        addStyleClass("navigation-sidebar")
        Signal.connect(object, .rowActivated) { (row: OpaquePointer?) in
            guard let row else { return }
            onSelect(
                Int(
                    gtk_list_box_row_get_index(
                        UnsafeMutableRawPointer(row)
                            .assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }

    private var list: OpaquePointer { OpaquePointer(widget) }

    /// Adds a row showing `content`.
    public func appendRow(_ content: Widget) {
        rows.append(content)
        gtk_list_box_append(list, content.widget)
    }

    /// Adds a row showing `content`, which a screen reader reads as `name` then `description` (a row's
    /// own words are otherwise not its name: it would read as an unnamed item).
    public func appendRow(_ content: Widget, name: String, description: String?) {
        appendRow(content)
        guard let row = gtk_widget_get_parent(content.widget) else { return }
        tp_accessible_set_label(row, name)
        if let description { tp_accessible_set_description(row, description) }
    }

    /// Marks the row at `index` as the current one (style class `current`, drawn like a selection)
    /// without calling `onSelect` (the app already knows).
    public func selectRow(at index: Int) {
        for position in rows.indices {
            guard let row = gtk_list_box_get_row_at_index(list, Int32(position)) else { continue }
            let widget = UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self)
            if position == index {
                gtk_widget_add_css_class(widget, "current")
            } else {
                gtk_widget_remove_css_class(widget, "current")
            }
        }
    }
}
