import CGtk

/// A vertical list of rows, one of which is selected (the scene sidebar).
///
/// ```swift
/// let list = ListBox { index in print("row \(index) chosen") }
/// list.appendRow(Label("touch-views"))
/// ```
@MainActor
public final class ListBox: Widget {
    private var rows: [Widget] = []
    private var isSelectingFromCode = false

    /// Creates a list; `onSelect` gets the index of a row the user selects.
    public init(onSelect: @escaping @MainActor (Int) -> Void) {
        super.init(taking: gtk_list_box_new())
        gtk_list_box_set_selection_mode(list, GTK_SELECTION_BROWSE)
        addStyleClass("navigation-sidebar")
        Signal.connect(object, "row-selected") { [weak self] (row: OpaquePointer?) in
            guard let self, !self.isSelectingFromCode, let row else { return }
            onSelect(Int(gtk_list_box_row_get_index(UnsafeMutableRawPointer(row)
                .assumingMemoryBound(to: GtkListBoxRow.self))))
        }
    }

    private var list: OpaquePointer { OpaquePointer(widget) }

    /// Adds a row showing `content`.
    public func appendRow(_ content: Widget) {
        rows.append(content)
        gtk_list_box_append(list, content.widget)
    }

    /// Selects the row at `index` without calling `onSelect` (the app already knows).
    public func selectRow(at index: Int) {
        guard let row = gtk_list_box_get_row_at_index(list, Int32(index)) else { return }
        isSelectingFromCode = true
        gtk_list_box_select_row(list, row)
        isSelectingFromCode = false
    }
}
