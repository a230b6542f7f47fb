import CGtk

/// The desktop's input settings as GTK has them (`GtkSettings`): what the user chose for double clicks and
/// long presses, which the window's recognizers honor.
///
/// ```swift
/// let time = DesktopSettings.doubleClickTime   // 400 (milliseconds) unless the user changed it
/// DesktopSettings.onChange { window.applyThresholds() }
/// ```
@MainActor
public enum DesktopSettings {
    /// Longest time between the clicks of a double click, in milliseconds (`gtk-double-click-time`).
    public static var doubleClickTime: Int { integer("gtk-double-click-time") ?? 400 }

    /// Farthest apart the clicks of a double click may be, in pixels (`gtk-double-click-distance`).
    public static var doubleClickDistance: Int { integer("gtk-double-click-distance") ?? 5 }

    /// How long a press is held to be a long press, in milliseconds (`gtk-long-press-time`), where this GTK
    /// has the setting.
    public static var longPressTime: Int? { integer("gtk-long-press-time") }

    /// Whether the desktop wants animations (`gtk-enable-animations`; off for people who want less motion).
    public static var enablesAnimations: Bool {
        guard let settings = gtk_settings_get_default(), hasProperty("gtk-enable-animations") else { return true }
        var value = GValue()
        g_value_init(&value, tp_type_boolean())
        g_object_get_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), "gtk-enable-animations", &value)
        defer { g_value_unset(&value) }
        return g_value_get_boolean(&value) != 0
    }

    /// Whether libadwaita's high-contrast style is on (the desktop's setting, or `ADW_DEBUG_HIGH_CONTRAST=1`).
    public static var highContrast: Bool {
        adw_style_manager_get_high_contrast(adw_style_manager_get_default()) != 0
    }

    /// Runs `handler` whenever the user turns high contrast on or off.
    public static func onHighContrastChange(_ handler: @escaping @MainActor () -> Void) {
        guard let manager = adw_style_manager_get_default() else { return }
        Signal.connect(UnsafeMutableRawPointer(manager), .notify("high-contrast")) { (_: OpaquePointer?) in handler() }
    }

    /// Runs `handler` whenever the user changes one of these settings (animations among them).
    public static func onChange(_ handler: @escaping @MainActor () -> Void) {
        guard let settings = gtk_settings_get_default() else { return }
        for name in [
            "gtk-double-click-time", "gtk-double-click-distance", "gtk-long-press-time", "gtk-enable-animations",
        ]
        where hasProperty(name) {
            Signal.connect(UnsafeMutableRawPointer(settings), .notify(name)) { (_: OpaquePointer?) in handler() }
        }
    }

    private static func hasProperty(_ name: String) -> Bool {
        guard let settings = gtk_settings_get_default() else { return false }
        let object = UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self)
        return g_object_class_find_property(
            UnsafeMutableRawPointer(object.pointee.g_type_instance.g_class)
                .assumingMemoryBound(to: GObjectClass.self), name) != nil
    }

    private static func integer(_ name: String) -> Int? {
        guard let settings = gtk_settings_get_default(), hasProperty(name) else { return nil }
        var value = GValue()
        g_value_init(&value, tp_type_int())
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
        defer { g_value_unset(&value) }
        return Int(g_value_get_int(&value))
    }
}
