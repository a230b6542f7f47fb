import CGtk

/// How GTK writes a key for people, in their language: `<Control>r` is "Ctrl+R", `<Shift>F9` "Shift+F9".
///
/// ```swift
/// AcceleratorLabel.text(for: "<Control><Shift>r")  // "Shift+Ctrl+R"
/// ```
@MainActor
public enum AcceleratorLabel {
    /// The label of `accelerator` (GTK's syntax); the accelerator itself when GTK cannot read it.
    public static func text(for accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0,
            let label = gtk_accelerator_get_label(key, modifiers)
        else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }
}
