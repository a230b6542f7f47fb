import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The chain panel's "Change a view" section: a heading that opens the ``ViewFlagsForm`` under it. The form
/// (a picker, five switches, a slider) is made the first time the section opens: a click on its heading,
/// the exploded view switched on, or a right-click picking a view, so a launch does not pay for it.
///
/// ```swift
/// let section = ViewFlagsSection()
/// panel.append(section: section.container)
/// section.show(root: session.host.window)
/// section.select(id: ObjectIdentifier(glass))  // opens it, glass picked
/// ```
@MainActor
final class ViewFlagsSection {
    /// The section, for the panel.
    let container: Expander
    /// The form, once the section has opened.
    private(set) var form: ViewFlagsForm?
    /// Called after a flag changed on the scene, a view was picked, or the section opened or closed.
    var onChange: (() -> Void)? {
        didSet { form?.onChange = onChange }
    }
    /// The scene's window whose views the form lists.
    private weak var root: View?

    /// A closed section.
    init() {
        let heading = Label(tr("Change a view"))
        heading.addStyleClass("heading")
        container = Expander(heading: heading)
        container.labelled(by: heading)  // a screen reader says its words, not "GtkExpander"
        container.expandsHorizontally = false
        container.onExpandedChange { [weak self] isOpen in
            if isOpen { self?.makeForm() }
            self?.onChange?()  // the status file says it opened
        }
    }

    /// Opens the section, making its form the first time.
    func open() {
        container.isExpanded = true
        makeForm()
    }

    private func makeForm() {
        guard form == nil else { return }
        let made = ViewFlagsForm()
        made.onChange = onChange
        if let root { made.show(root: root) }
        container.child = made.container
        form = made
    }

    /// Lists the views of `root`'s tree (a scene shown, or reset).
    func show(root: View) {
        self.root = root
        form?.show(root: root)
    }

    /// Opens the section with the view of identity `id` picked.
    func select(id: ObjectIdentifier) {
        open()
        form?.select(id: id)
    }

    /// The view whose flags show, if the form is made.
    var selected: View? { form?.selected }
    /// Whether someone picked the view shown.
    var isPicked: Bool { form?.isPicked ?? false }

    /// What it shows, for the status file, with which of its parts has the focus by `hasFocus` (whether the
    /// window's focus is in a widget).
    func status(hasFocus: (Widget) -> Bool) -> WindowStatus.ViewFlags {
        var status = form?.status ?? WindowStatus.ViewFlags()
        status.open = container.isExpanded
        if hasFocus(container) { status.focused = form?.focusedControl(hasFocus) ?? "section" }
        return status
    }
}
