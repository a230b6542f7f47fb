import CGtk

/// The window of keyboard shortcuts and mouse chords GNOME apps open with Ctrl+? (a `GtkShortcutsWindow`),
/// built from groups of `(what it does, accelerator)` rows.
///
/// ```swift
/// window.useHelpOverlay(ShortcutsWindow(groups: [
///     ShortcutsWindow.Group(title: "Scene", shortcuts: [("Reset the scene", "<Control>r")]),
/// ]))
/// application.setShortcuts(["<Control>question"], for: "win.show-help-overlay")
/// ```
@MainActor
public final class ShortcutsWindow: Widget {
    /// A titled group of rows.
    public struct Group {
        /// The group's heading.
        public var title: String
        /// Each row: what it does and its accelerator in GTK's syntax (`"<Control>r"`, `"F11"`, `"<Alt>"`).
        public var shortcuts: [(title: String, accelerator: String)]

        /// Creates a group.
        public init(title: String, shortcuts: [(title: String, accelerator: String)]) {
            self.title = title
            self.shortcuts = shortcuts
        }
    }

    /// Builds the window (hidden until shown by its action), titled for task switchers and screen readers.
    public init(title: String = "Shortcuts", groups: [Group]) {
        var xml = #"<interface><object class="GtkShortcutsWindow" id="shortcuts"><property name="modal">1</property>"#
        xml += #"<child><object class="GtkShortcutsSection"><property name="section-name">shortcuts</property>"#
        xml += #"<property name="max-height">10</property>"#
        for group in groups {
            xml +=
                #"<child><object class="GtkShortcutsGroup"><property name="title">\#(Self.escaped(group.title))</property>"#
            for shortcut in group.shortcuts {
                xml += #"<child><object class="GtkShortcutsShortcut">"#
                xml += #"<property name="title">\#(Self.escaped(shortcut.title))</property>"#
                xml +=
                    #"<property name="accelerator">\#(Self.escaped(shortcut.accelerator))</property></object></child>"#
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        let builder = gtk_builder_new_from_string(xml, -1)!
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        let object = gtk_builder_get_object(builder, "shortcuts")!
        super.init(taking: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
        gtk_window_set_title(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self), title)
    }

    /// Text as XML character data.
    static func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
            .replacing("\"", with: "&quot;")
    }
}
