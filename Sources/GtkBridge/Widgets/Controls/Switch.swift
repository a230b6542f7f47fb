import CGtk

/// An on/off switch (`GtkSwitch`), target-action style: ``addTarget(_:)`` runs when it flips.
///
/// ```swift
/// let wifi = Switch()
/// wifi.addTarget { toggle in print(toggle.isOn) }
/// ```
@MainActor
public final class Switch: Widget {
    private var toggle: OpaquePointer { OpaquePointer(object) }

    /// Creates a switch that is off.
    public init() {
        super.init(taking: gtk_switch_new())
        valign = .center
    }

    /// On or off; setting it calls the targets when it changes.
    public var isOn: Bool {
        get { gtk_switch_get_active(toggle) != 0 }
        set { gtk_switch_set_active(toggle, newValue ? 1 : 0) }
    }

    /// Runs `action` after the switch flips.
    public func addTarget(_ action: @escaping @MainActor (Switch) -> Void) {
        Signal.connect(object, .notify("active")) { [weak self] (_: OpaquePointer?) -> Void in
            if let self { action(self) }
        }
    }
}
