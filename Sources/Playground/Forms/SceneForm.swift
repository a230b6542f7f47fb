/// Real widgets a scene wants beside its canvas, described without GTK: the window builds each field as a
/// GTK widget, captions it, names it for screen readers and the status file, and calls the field's handler
/// when the person changes it. A handler returns the texts other fields should now show (typing miles fills
/// in kilometers), which the window sets without calling their handlers again.
///
/// ```swift
/// SceneForm(name: tr("The controls"), fields: [
///     .text(tr("Miles"), key: "miles", numeric: true) { text in [.init(key: "kilometers", text: convert(text))] },
///     .separator,
///     .toggle(tr("Round trip"), key: "switch") { on in roundTrip = on; return [] },
/// ])
/// ```
public struct SceneForm {
    /// The form's name for screen readers ("The controls").
    public var name: String
    /// The fields, top to bottom.
    public var fields: [FormField]
    /// The narrowest the form's column may be, in points.
    public var minimumWidth: Double

    /// A form of `fields`, named `name`.
    public init(name: String, fields: [FormField], minimumWidth: Double = 220) {
        self.name = name
        self.fields = fields
        self.minimumWidth = minimumWidth
    }
}

/// A text the window sets in a text field of the form, after another field changed.
public struct FormUpdate: Equatable, Sendable {
    /// The text field's ``FormField/key``.
    public var key: String
    /// Its new text.
    public var text: String

    /// Sets `text` in the field named `key`.
    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}

/// One field of a ``SceneForm``: a caption and a control, or a line between groups.
public enum FormField {
    /// A text field; `numeric` asks for a keyboard with digits on touchscreens.
    case text(_ caption: String, key: String, placeholder: String, numeric: Bool, edited: (String) -> [FormUpdate])
    /// An on/off switch, beside its caption.
    case toggle(_ caption: String, key: String, changed: (Bool) -> [FormUpdate])
    /// A slider over `range`, moving by `step`.
    case slider(
        _ caption: String, key: String, range: ClosedRange<Double>, step: Double, changed: (Double) -> [FormUpdate])
    /// A stepper over `range`, beside its caption.
    case stepper(_ caption: String, key: String, range: ClosedRange<Int>, changed: (Int) -> [FormUpdate])
    /// A drop-down list of `options`, beside its caption.
    case picker(_ caption: String, key: String, options: [String], changed: (Int) -> [FormUpdate])
    /// A row of segments, `selected` chosen at first, beside its caption.
    case segments(_ caption: String, key: String, segments: [String], selected: Int, changed: (Int) -> [FormUpdate])
    /// A calendar; `buttonNames` name its month and year buttons for screen readers. Its handler is also
    /// called once with the date it shows first.
    case date(_ caption: String, key: String, buttonNames: [String], changed: (FormDate) -> [FormUpdate])
    /// A line between groups of fields.
    case separator
}

/// A day of the calendar, as a date field reports it.
public struct FormDate: Equatable, Sendable {
    /// The year, the month (1-12) and the day of the month (1-31).
    public var year, month, day: Int

    /// A day.
    public init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }
}
