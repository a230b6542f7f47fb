import GtkBridge
import Playground

/// The controls scene's real GTK widgets: the miles and kilometers fields, then a switch, a slider, a
/// stepper, a picker, a date picker and a segmented control, each wired target-action style to the scene,
/// which shows their values on the canvas.
@MainActor
final class ControlsForm {
    /// The form, to put beside the canvas.
    let view = Box(.vertical, spacing: 10)
    /// The form as the window shows it: scrolling inside a narrow column, so that showing it never asks
    /// the window for more room than it has (the calendar alone is wider than the column).
    let container: ScrolledWindow
    /// Every widget by name, for the status file (tests click them where they are).
    private(set) var widgets: [(name: String, widget: Widget)] = []

    /// Builds the widgets for `scene`; `changed` runs after any of them changed the scene.
    init(scene: ControlsScene, changed: @escaping @MainActor () -> Void) {
        view.margin = 16
        container = ScrolledWindow(view, horizontal: true, asksNaturalWidth: true)
        container.setAccessibleLabel(tr("The controls"))
        container.setSizeRequest(width: 220, height: -1)
        view.addStyleClass("controls-form")

        let miles = TextField(placeholder: tr("Miles"))
        let kilometers = TextField(placeholder: tr("Kilometers"))
        miles.prefersNumbers()
        kilometers.prefersNumbers()
        // Weak: each field's handler lives with the other field's widget, which would otherwise keep both alive.
        miles.addTarget { [weak kilometers] field in
            kilometers?.text = scene.milesEdited(field.text)
            changed()
        }
        kilometers.addTarget { [weak miles] field in
            miles?.text = scene.kilometersEdited(field.text)
            changed()
        }
        add(tr("Miles"), "miles", miles)
        add(tr("Kilometers"), "kilometers", kilometers)
        view.append(Separator(.horizontal))

        let roundTrip = Switch()
        roundTrip.addTarget { toggle in
            scene.setRoundTrip(toggle.isOn)
            changed()
        }
        add(tr("Round trip"), "switch", roundTrip, inline: true)

        let progress = Slider(range: 0...100, step: 1)
        progress.addTarget { slider in
            scene.setProgress(slider.value)
            changed()
        }
        add(tr("Walked (%)"), "slider", progress)

        let walkers = Stepper(range: 1...10)
        walkers.addTarget { stepper in
            scene.setWalkers(stepper.value)
            changed()
        }
        add(tr("Walkers"), "stepper", walkers, inline: true)

        let unit = Picker(options: ControlsScene.units.map { tr($0.name) }, name: tr("Also in"))
        unit.addTarget { picker in
            scene.setUnit(picker.selectedIndex)
            changed()
        }
        add(tr("Also in"), "picker", unit, inline: true)

        let decimals = SegmentedControl(segments: ControlsScene.decimalChoices.map(String.init))
        decimals.selectedIndex = ControlsScene.decimalChoices.count - 1
        decimals.addTarget { [weak miles, weak kilometers] control in
            let texts = scene.setDecimals(index: control.selectedIndex)
            miles?.text = texts.miles
            kilometers?.text = texts.kilometers
            changed()
        }
        add(tr("Decimals"), "segmented", decimals, inline: true)

        let date = DatePicker()
        date.nameInnerButtons([tr("Previous month"), tr("Next month"), tr("Previous year"), tr("Next year")])
        date.addTarget { picker in
            scene.setDate(year: picker.date.year, month: picker.date.month, day: picker.date.day)
            changed()
        }
        scene.setDate(year: date.date.year, month: date.date.month, day: date.date.day)
        add(tr("Date"), "date", date)
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
