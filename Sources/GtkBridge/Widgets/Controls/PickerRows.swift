import CGtk

/// The rows of a ``Picker``'s open list: each its option's words and a check mark on the chosen one, as
/// GTK's own rows look, and each row named by its words for a screen reader.
///
/// GTK 4.8's rows leave the row widget itself unnamed, so a screen reader reads its class name
/// ("GtkListItemWidget"), and the list and its scrolled pane by theirs; each is named when a row is bound:
/// the row by its words, the list and the pane by the picker's name. The picker's button shows the chosen
/// option through a second factory, named the same way (``chosenFactory``).
///
/// ```swift
/// let rows = PickerRows(options: ["Apple", "Banana"], name: "Fruit") { picker.selectedIndex }
/// gtk_drop_down_set_list_factory(dropDown, rows.factory)
/// gtk_drop_down_set_factory(dropDown, rows.chosenFactory)
/// ```
@MainActor
final class PickerRows {
    /// The factory GTK asks for each row; owned by this object.
    let factory: OpaquePointer
    /// The factory for the chosen option shown in the picker's button: its words only.
    let chosenFactory: OpaquePointer
    private let options: [String]
    private let name: String
    private let chosen: @MainActor () -> Int
    /// The rows bound now, by their `GtkListItem`: the position shown and its check mark.
    private var bound: [OpaquePointer: (position: Int, check: UnsafeMutablePointer<GtkWidget>)] = [:]

    /// Makes rows for `options` in a list called `name`; `chosen` tells which index carries the check mark.
    init(options: [String], name: String, chosen: @escaping @MainActor () -> Int) {
        self.options = options
        self.name = name
        self.chosen = chosen
        factory = gtk_signal_list_item_factory_new()
        chosenFactory = gtk_signal_list_item_factory_new()
        let object = UnsafeMutableRawPointer(factory)
        Signal.connect(object, .setupItem) { item in Self.setUp(item, check: true) }
        Signal.connect(object, .bindItem) { [weak self] item in self?.bind(item) }
        Signal.connect(object, .unbindItem) { [weak self] item in
            if let item { self?.bound[item] = nil }
        }
        let shown = UnsafeMutableRawPointer(chosenFactory)
        Signal.connect(shown, .setupItem) { item in Self.setUp(item, check: false) }
        Signal.connect(shown, .bindItem) { [weak self] item in self?.bindChosen(item) }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(factory))
        g_object_unref(UnsafeMutableRawPointer(chosenFactory))
    }

    /// Moves the check mark to the option chosen now.
    func showChosen() {
        let index = chosen()
        for row in bound.values { gtk_widget_set_opacity(row.check, row.position == index ? 1 : 0) }
    }

    /// A box widget as GTK's box calls take it.
    private static func box(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkBox> {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkBox.self)
    }

    /// Gives a new row its label, and a check mark in the open list.
    private static func setUp(_ item: OpaquePointer?, check: Bool) {
        guard let item else { return }
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        let label = gtk_label_new(nil)!
        gtk_label_set_xalign(OpaquePointer(label), 0)
        gtk_box_append(Self.box(box), label)
        if check { gtk_box_append(Self.box(box), tp_decorative_image_new("object-select-symbolic")) }
        gtk_list_item_set_child(item, box)
    }

    /// Shows option `position` in a row of the open list and names the row after it, and the list and its
    /// pane after the picker.
    private func bind(_ item: OpaquePointer?) {
        guard let item, let (row, position) = show(item), let box = gtk_list_item_get_child(item),
            let check = gtk_widget_get_last_child(box)
        else { return }
        gtk_widget_set_opacity(check, position == chosen() ? 1 : 0)
        bound[item] = (position, check)
        guard let list = gtk_widget_get_parent(row),
            WidgetTree.isA(list, gtk_list_view_get_type())
        else { return }
        tp_accessible_set_label(list, name)
        if let pane = gtk_widget_get_parent(list),
            WidgetTree.isA(pane, gtk_scrolled_window_get_type())
        {
            tp_accessible_set_label(pane, name)
        }
    }

    /// Shows the chosen option in the picker's button, named by its words.
    private func bindChosen(_ item: OpaquePointer?) {
        if let item { _ = show(item) }
    }

    /// Puts option `position`'s words in a row and names the row widget by them; returns the row widget and
    /// the position.
    private func show(_ item: OpaquePointer) -> (row: UnsafeMutablePointer<GtkWidget>, position: Int)? {
        guard let box = gtk_list_item_get_child(item), let label = gtk_widget_get_first_child(box) else { return nil }
        let position = Int(gtk_list_item_get_position(item))
        let words = options.indices.contains(position) ? options[position] : ""
        gtk_label_set_text(OpaquePointer(label), words)
        guard let row = gtk_widget_get_parent(box) else { return nil }
        tp_accessible_set_label(row, words)
        return (row, position)
    }
}
