import CGtk

/// A heading that shows or hides what is under it (`GtkExpander`): a section of a pane that costs nothing
/// until someone opens it, its content made then.
///
/// ```swift
/// let section = Expander(heading: Label("Change a view"))
/// section.onExpandedChange { open in if open, section.child == nil { section.child = makeForm() } }
/// ```
@MainActor
public final class Expander: Widget {
    private var expander: OpaquePointer { OpaquePointer(object) }
    private let heading: Widget
    /// What it shows when open; nil until set.
    public var child: Widget? {
        didSet { gtk_expander_set_child(expander, child?.widget) }
    }

    /// A closed expander whose clickable heading is `heading`.
    public init(heading: Widget) {
        self.heading = heading
        super.init(taking: gtk_expander_new(nil))
        gtk_expander_set_label_widget(expander, heading.widget)
    }

    /// Open (its child shows) or closed; setting it tells ``onExpandedChange(_:)``.
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(expander) != 0 }
        set { gtk_expander_set_expanded(expander, newValue ? 1 : 0) }
    }

    /// Runs `handler` with the new state whenever it opens or closes (a click on its heading, or code).
    public func onExpandedChange(_ handler: @escaping @MainActor (Bool) -> Void) {
        Signal.connect(object, .notify("expanded")) { [weak self] (_: OpaquePointer?) -> Void in
            if let self { handler(self.isExpanded) }
        }
    }
}
