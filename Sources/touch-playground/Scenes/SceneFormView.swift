import GtkBridge
import Playground

/// A scene's form (``SceneForm``) as real GTK widgets beside the canvas: each field captioned, named for
/// screen readers by its caption, and wired target-action style to the scene's handler; the texts a handler
/// returns are set in the fields they name. The window never knows which scene the form is for.
@MainActor
final class SceneFormView {
    /// The form, to put beside the canvas.
    let view = Box(.vertical, spacing: 10)
    /// The form as the window shows it: scrolling inside a narrow column, so that showing it never asks
    /// the window for more room than it has (the calendar alone is wider than the column).
    let container: ScrolledWindow
    /// Every widget by its field's key, for the status file (tests click them where they are).
    private(set) var widgets: [(name: String, widget: Widget)] = []
    /// The text fields by key, for the texts a handler returns.
    private var textFields: [String: TextField] = [:]
    /// Runs after any widget changed the scene.
    private let changed: @MainActor () -> Void

    /// Builds the widgets of `form`; `changed` runs after any of them changed the scene.
    init(_ form: SceneForm, changed: @escaping @MainActor () -> Void) {
        self.changed = changed
        view.margin = 16
        container = ScrolledWindow(view, horizontal: true, asksNaturalWidth: true)
        container.setAccessibleLabel(form.name)
        container.setSizeRequest(width: Int(form.minimumWidth), height: -1)
        view.addStyleClass("scene-form")
        for field in form.fields { add(field) }
    }

    private func add(_ field: FormField) {
        switch field {
        case .separator:
            view.append(Separator(.horizontal))
        case .text(let caption, let key, let placeholder, let numeric, let edited):
            let text = TextField(placeholder: placeholder)
            if numeric { text.prefersNumbers() }
            text.addTarget { [weak self] field in self?.apply(edited(field.text)) }
            textFields[key] = text
            add(caption, key, text)
        case .toggle(let caption, let key, let handler):
            let toggle = Switch()
            toggle.addTarget { [weak self] toggle in self?.apply(handler(toggle.isOn)) }
            add(caption, key, toggle, inline: true)
        case .slider(let caption, let key, let range, let step, let handler):
            let slider = Slider(range: range, step: step)
            slider.addTarget { [weak self] slider in self?.apply(handler(slider.value)) }
            add(caption, key, slider)
        case .stepper(let caption, let key, let range, let handler):
            let stepper = Stepper(range: range)
            stepper.addTarget { [weak self] stepper in self?.apply(handler(stepper.value)) }
            add(caption, key, stepper, inline: true)
        case .picker(let caption, let key, let options, let handler):
            let picker = Picker(options: options, name: caption)
            picker.addTarget { [weak self] picker in self?.apply(handler(picker.selectedIndex)) }
            add(caption, key, picker, inline: true)
        case .segments(let caption, let key, let segments, let selected, let handler):
            let control = SegmentedControl(segments: segments)
            control.selectedIndex = selected
            control.addTarget { [weak self] control in self?.apply(handler(control.selectedIndex)) }
            add(caption, key, control, inline: true)
        case .date(let caption, let key, let buttonNames, let handler):
            let date = DatePicker()
            date.nameInnerButtons(buttonNames)
            date.addTarget { [weak self] picker in self?.apply(handler(Self.day(of: picker))) }
            _ = handler(Self.day(of: date))  // the scene learns the day shown first
            add(caption, key, date)
        }
    }

    private static func day(of picker: DatePicker) -> FormDate {
        FormDate(year: picker.date.year, month: picker.date.month, day: picker.date.day)
    }

    /// Sets the texts a handler returned, then says the scene changed.
    private func apply(_ updates: [FormUpdate]) {
        for update in updates { textFields[update.key]?.text = update.text }
        changed()
    }

    /// Adds a captioned widget: the caption above it, or beside it when `inline`.
    private func add(_ caption: String, _ name: String, _ widget: Widget, inline: Bool = false) {
        let label = Label(caption)
        label.horizontalAlignment = 0
        label.addStyleClass("dim-label")
        let row = Box(inline ? .horizontal : .vertical, spacing: inline ? 12 : 4)
        row.append(label)
        if inline { label.expandsHorizontally = true }
        row.append(widget)
        // A screen reader names the field by the words shown beside it.
        widget.labelled(by: label)
        view.append(row)
        widgets.append((name, widget))
    }
}
