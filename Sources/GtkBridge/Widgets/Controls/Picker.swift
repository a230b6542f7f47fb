import CGtk

/// A choice among strings in a drop-down (`GtkDropDown`), as UIKit's `UIPickerView` with one component,
/// target-action style.
///
/// ```swift
/// let fruit = Picker(options: ["Apple", "Banana", "Cherry"])
/// fruit.addTarget { picker in print(picker.selectedOption) }
/// ```
@MainActor
public final class Picker: Widget {
    private var dropDown: OpaquePointer { OpaquePointer(object) }
    /// The strings offered, in order.
    public let options: [String]

    /// Creates a picker offering `options`, the first one chosen.
    public init(options: [String]) {
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
