import CGtk

/// A one-line text field (`GtkEntry`), target-action style: ``addTarget(_:)`` runs on every edit, as
/// UIKit's `.editingChanged`.
///
/// ```swift
/// let miles = TextField(placeholder: "Miles")
/// miles.addTarget { field in converter.milesChanged(field.text) }
/// ```
@MainActor
public final class TextField: Widget {
    private var editable: OpaquePointer { OpaquePointer(object) }
    private var isSettingText = false

    /// Creates an empty field showing `placeholder` until something is typed.
    public init(placeholder: String) {
        super.init(taking: gtk_entry_new())
        gtk_entry_set_placeholder_text(object.assumingMemoryBound(to: GtkEntry.self), placeholder)
    }

    /// The text. Setting it does not call the targets, so two fields can mirror each other.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set {
            guard newValue != text else { return }
            isSettingText = true
            gtk_editable_set_text(editable, newValue)
            isSettingText = false
        }
    }

    /// Asks for the number keyboard on touch devices.
    public func prefersNumbers() {
        gtk_entry_set_input_purpose(object.assumingMemoryBound(to: GtkEntry.self), GTK_INPUT_PURPOSE_NUMBER)
    }

    /// Runs `action` after each edit the user makes.
    public func addTarget(_ action: @escaping @MainActor (TextField) -> Void) {
        Signal.connect(object, .changed) { [weak self] in
            guard let self, !self.isSettingText else { return }
            action(self)
        }
    }
}
