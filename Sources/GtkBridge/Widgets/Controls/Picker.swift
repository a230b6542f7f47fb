import CGtk

/// A choice among strings in a drop-down (`GtkDropDown`), as UIKit's `UIPickerView` with one component,
/// target-action style.
///
/// ```swift
/// let fruit = Picker(options: ["Apple", "Banana", "Cherry"], name: "Fruit")
/// fruit.addTarget { picker in print(picker.selectedOption) }
/// ```
@MainActor
public final class Picker: Widget {
    private var dropDown: OpaquePointer { OpaquePointer(object) }
    /// The strings offered, in order.
    public let options: [String]
    /// The open list's rows, named for a screen reader (created once the picker exists).
    private var rows: PickerRows?

    /// Creates a picker offering `options`, the first one chosen; `name` is what a screen reader calls its
    /// open list (the words beside the picker, say).
    public init(options: [String], name: String) {
        self.options = options
        let strings = options.map { strdup($0) } + [nil]
        defer { for pointer in strings { free(pointer) } }
        let created = strings.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_drop_down_new_from_strings($0)
            }
        }
        super.init(taking: created!)
        valign = .center
        let rows = PickerRows(options: options, name: name) { [weak self] in self?.selectedIndex ?? -1 }
        gtk_drop_down_set_list_factory(dropDown, rows.factory)
        gtk_drop_down_set_factory(dropDown, rows.chosenFactory)
        Signal.connect(object, .notify("selected")) { [weak rows] (_: OpaquePointer?) -> Void in rows?.showChosen() }
        self.rows = rows
        PopoverArrows.fit(in: widget)
    }

    /// The index of the chosen option; setting it calls the targets when it changes.
    public var selectedIndex: Int {
        get { Int(gtk_drop_down_get_selected(dropDown)) }
        set { gtk_drop_down_set_selected(dropDown, guint(newValue)) }
    }

    /// The chosen option.
    public var selectedOption: String { options.indices.contains(selectedIndex) ? options[selectedIndex] : "" }

    /// Runs `action` after another option is chosen.
    public func addTarget(_ action: @escaping @MainActor (Picker) -> Void) {
        Signal.connect(object, .notify("selected")) { [weak self] (_: OpaquePointer?) -> Void in
            if let self { action(self) }
        }
    }
}
