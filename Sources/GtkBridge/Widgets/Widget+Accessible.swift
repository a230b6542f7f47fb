import CGtk

/// What a screen reader (Orca, through AT-SPI) says of a widget: GTK names most widgets from what they
/// show, but an icon-only button reads as its image ("GtkImage") and a custom widget as its type until
/// the app names them.
///
/// ```swift
/// let record = Button(iconName: "media-record-symbolic", tooltip: "Record (Ctrl+Shift+R)") {}
/// record.setAccessibleLabel("Record")
/// field.labelled(by: caption)
/// ```
extension Widget {
    /// Names the widget as a person would say it (what a screen reader reads first); a change sends
    /// AT-SPI's `object:property-change:accessible-name`. (GTK 4.8 cannot read it back.)
    public func setAccessibleLabel(_ label: String) {
        tp_accessible_set_label(widget, label)
    }

    /// Says what the widget shows or does now (read after its name); a change sends
    /// `object:property-change:accessible-description`, which is how GTK 4.8 can make a screen reader
    /// speak a change (it has no announcement call).
    public func setAccessibleDescription(_ description: String) {
        tp_accessible_set_description(widget, description)
    }

    /// The words a screen reader says for the widget's value, where the number alone says little.
    public func setAccessibleValueText(_ text: String) {
        tp_accessible_set_value_text(widget, text)
    }

    /// Names the widget by `label`'s words (the labelled-by relation), as a form's caption names its field.
    /// A drop-down has the button inside it named too: that button is what a screen reader reaches.
    public func labelled(by label: Widget) {
        tp_accessible_set_labelled_by(widget, label.widget)
        if gtk_accessible_get_accessible_role(OpaquePointer(widget)) == GTK_ACCESSIBLE_ROLE_COMBO_BOX,
            let inner = gtk_widget_get_first_child(widget), Self.isButton(inner)
        {
            tp_accessible_set_labelled_by(inner, label.widget)
        }
    }

    /// Names a button showing an icon `name`, and only that: GTK says a button is labelled by its content,
    /// which reads as "GtkImage".
    public func setButtonName(_ name: String) {
        setAccessibleLabel(name)
        tp_accessible_reset_labelled_by(widget)
    }

    /// Names the buttons inside the widget, in the order they come (depth first), `names[0]` first: the
    /// arrows of a calendar, which GTK leaves unnamed.
    public func nameInnerButtons(_ names: [String]) {
        let buttons = WidgetTree.descendants(of: widget, stoppingAt: Self.isButton).filter(Self.isButton)
        for (button, name) in zip(buttons, names) {
            tp_accessible_set_label(button, name)
            tp_accessible_reset_labelled_by(button)
        }
    }

    private static func isButton(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let role = gtk_accessible_get_accessible_role(OpaquePointer(widget))
        return role == GTK_ACCESSIBLE_ROLE_BUTTON
    }
}
