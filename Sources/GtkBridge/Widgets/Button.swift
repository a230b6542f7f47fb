import CGtk

/// A push button with a label or an icon, calling a closure when clicked.
///
/// ```swift
/// let reset = Button(iconName: "view-refresh-symbolic", name: "Reset the scene", tooltip: "Reset the scene (Ctrl+R)") {
///     scene.reset()
/// }
/// ```
@MainActor
public final class Button: Widget {
    /// Creates a button with a text label.
    public init(label: String, onClick: @escaping @MainActor () -> Void) {
        super.init(taking: gtk_button_new_with_label(label))
        Signal.connect(object, .clicked, onClick)
    }

    /// Creates a button showing a themed icon, with the `name` a screen reader says for it (an icon has
    /// no words) and a tooltip saying what it does.
    public init(iconName: String, name: String, tooltip: String, onClick: @escaping @MainActor () -> Void) {
        super.init(taking: gtk_button_new_from_icon_name(iconName))
        self.tooltip = tooltip
        setButtonName(name)
        Signal.connect(object, .clicked, onClick)
    }

    /// Whether the button's words wrap onto more lines where its row is narrow (a long lesson title in the
    /// help), rather than widening the window.
    public var wrapsLabel: Bool {
        get {
            guard
                let child = gtk_button_get_child(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
                WidgetTree.isA(child, gtk_label_get_type())
            else { return false }
            return gtk_label_get_wrap(OpaquePointer(child)) != 0
        }
        set {
            guard
                let child = gtk_button_get_child(
                    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self)),
                WidgetTree.isA(child, gtk_label_get_type())
            else { return }
            gtk_label_set_wrap(OpaquePointer(child), newValue ? 1 : 0)
            gtk_label_set_xalign(OpaquePointer(child), 0)
        }
    }

    /// The button's words (a chip that says what the class guessed of it).
    public var label: String {
        get {
            gtk_button_get_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
                .map { String(cString: $0) } ?? ""
        }
        set {
            guard newValue != label else { return }
            gtk_button_set_label(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self), newValue)
        }
    }

    /// The themed icon shown (a play button becomes a pause button).
    public var iconName: String {
        get {
            gtk_button_get_icon_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self))
                .map { String(cString: $0) } ?? ""
        }
        set {
            gtk_button_set_icon_name(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkButton.self), newValue)
        }
    }

    /// Creates a button with words that activates a named action (`"win.edit-copy"`).
    public init(label: String, action: String) {
        super.init(taking: gtk_button_new_with_label(label))
        gtk_actionable_set_action_name(OpaquePointer(widget), action)
    }

    /// Creates a button that activates a named action (`"win.reset"`), so its sensitivity follows it;
    /// `name` is what a screen reader says for it.
    public init(iconName: String, name: String, tooltip: String, action: String) {
        super.init(taking: gtk_button_new_from_icon_name(iconName))
        self.tooltip = tooltip
        setButtonName(name)
        gtk_actionable_set_action_name(OpaquePointer(widget), action)
    }
}

/// A button that stays pressed in or out, for an on/off setting.
///
/// ```swift
/// let explain = ToggleButton(iconName: "view-reveal-symbolic", name: "Show the chain", tooltip: "Show the chain (F9)")
/// explain.onToggle = { isOn in panel.isRevealed = isOn }
/// ```
@MainActor
public final class ToggleButton: Widget {
    private var toggle: UnsafeMutablePointer<GtkToggleButton> {
        object.assumingMemoryBound(to: GtkToggleButton.self)
    }

    /// Called with the new state whenever the toggle changes (by the user or by code).
    public var onToggle: (@MainActor (Bool) -> Void)?

    /// Creates a toggle showing a themed icon, with the `name` a screen reader says for it (it says
    /// whether it is pressed by itself).
    public init(iconName: String, name: String, tooltip: String) {
        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), iconName)
        super.init(taking: button)
        self.tooltip = tooltip
        setButtonName(name)
        Signal.connect(object, .toggled) { [weak self] in
            guard let self else { return }
            self.onToggle?(self.isActive)
        }
    }

    /// Creates a toggle showing a themed icon, pressed in while the on/off action `action` (`"win.name"`) is
    /// on; pressing it activates the action.
    public convenience init(iconName: String, name: String, tooltip: String, action: String) {
        self.init(iconName: iconName, name: name, tooltip: tooltip)
        gtk_actionable_set_action_name(OpaquePointer(object), action)
    }

    /// Whether the toggle is pressed in. Setting it calls the handler when the state changes.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
    }
}
