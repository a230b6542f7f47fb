import CGtk

/// A header-bar button that opens a menu of actions: the primary menu ("hamburger") of GNOME apps.
///
/// ```swift
/// let menu = MenuButton(iconName: "open-menu-symbolic", name: "Main menu", tooltip: "Main Menu (F10)", sections: [
///     [("Keyboard Shortcuts", "win.show-help-overlay"), ("Help", "app.help")],
///     [("About Touch Playground", "app.about")],
/// ])
/// header.packEnd(menu)
/// ```
@MainActor
public final class MenuButton: Widget {
    /// The menu's sections, kept so that a section's items can change (recent files).
    private let sections: [OpaquePointer]

    /// Creates the button with a menu of `(label, detailed action)` items, grouped in sections that the menu
    /// separates, and the `name` a screen reader says for it. As the primary menu, F10 opens it.
    ///
    /// The menu's widgets are made the first time it opens (GTK's create-popup function), not with the
    /// button: building a menu of twenty items cost about 5 ms of the window's start-up, for a menu most
    /// launches never open.
    public init(
        iconName: String, name: String, tooltip: String, sections: [[(label: String, action: String)]],
        isPrimary: Bool = true
    ) {
        let menu = g_menu_new()!
        self.sections = sections.map { items in
            let section = g_menu_new()!
            for item in items { g_menu_append(section, item.label, item.action) }
            g_menu_append_section(menu, nil, UnsafeMutableRawPointer(section).assumingMemoryBound(to: GMenuModel.self))
            return section
        }
        (self.menu, self.name) = (menu, name)
        super.init(taking: gtk_menu_button_new())
        let button = OpaquePointer(widget)
        gtk_menu_button_set_icon_name(button, iconName)
        gtk_menu_button_set_primary(button, isPrimary ? 1 : 0)
        self.tooltip = tooltip
        setAccessibleLabel(name)
        // Weak: GTK keeps the function as long as the button, which must not keep itself.
        let makeMenu: @MainActor () -> Void = { [weak self] in self?.makeMenu() }
        gtk_menu_button_set_create_popup_func(
            button,
            { _, data in
                let box = ClosureBox<@MainActor () -> Void>.from(data)
                MainActor.assumeIsolated { box.body() }
            }, ClosureBox.retained(makeMenu), { data in ClosureBox<@MainActor () -> Void>.release(data) })
    }

    /// The menu's model, handed to GTK when the menu first opens.
    private let menu: OpaquePointer
    /// What a screen reader calls the button, and so its menu.
    private let name: String

    /// Makes the menu from its model, as it is about to open for the first time.
    private func makeMenu() {
        let button = OpaquePointer(widget)
        guard gtk_menu_button_get_popover(button) == nil else { return }
        gtk_menu_button_set_menu_model(button, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
        // The open menu and the pane that scrolls it would read as "GtkPopoverMenu" and nothing: name them
        // as the button.
        if let popover = gtk_menu_button_get_popover(button) {
            let menuWidget = UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkWidget.self)
            tp_accessible_set_label(menuWidget, name)
            for pane in WidgetTree.descendants(of: menuWidget)
            where WidgetTree.isA(pane, gtk_scrolled_window_get_type()) {
                tp_accessible_set_label(pane, name)
            }
        }
        PopoverArrows.fit(in: widget)
    }

    /// Replaces the items of section `index` (an empty section shows nothing, not even its separator).
    public func setItems(_ items: [(label: String, action: String)], inSection index: Int) {
        guard sections.indices.contains(index) else { return }
        g_menu_remove_all(sections[index])
        for item in items { g_menu_append(sections[index], item.label, item.action) }
    }

    isolated deinit {
        for section in sections { g_object_unref(UnsafeMutableRawPointer(section)) }
        g_object_unref(UnsafeMutableRawPointer(menu))
    }

    /// Opens the menu, as a click would.
    public func popup() {
        gtk_menu_button_popup(OpaquePointer(widget))
    }
}
