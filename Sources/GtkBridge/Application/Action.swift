import CGtk

/// A named command (`GSimpleAction`) that shortcuts, buttons and menus can activate.
@MainActor
public final class Action {
    /// The C action; the wrapper owns one reference.
    let action: OpaquePointer

    /// Creates an action called `name` running `handler`.
    public init(name: String, handler: @escaping @MainActor () -> Void) {
        action = g_simple_action_new(name, nil)
        Signal.connect(UnsafeMutableRawPointer(action), .activate) { (_: OpaquePointer?) in handler() }
    }

    /// Creates an action called `name` that takes a string (a menu item's `"win.\(name)::\(value)"`, one of a
    /// list that changes, such as recent files), calling `handler` with it.
    public init(name: String, taking handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        action = g_simple_action_new(name, type)
        g_variant_type_free(type)
        Signal.connect(UnsafeMutableRawPointer(action), .activate) { (parameter: OpaquePointer?) in
            guard let parameter else { return }
            handler(String(cString: g_variant_get_string(parameter, nil)))
        }
    }

    /// Creates an action called `name` with a string state, for a choice of one among several (radio items in
    /// a menu, `"win.\(name)::\(value)"`): activating it with a value makes that the state and calls
    /// `handler` with it.
    public init(name: String, state: String, handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        action = g_simple_action_new_stateful(name, type, g_variant_new_string(state))
        g_variant_type_free(type)
        let action = self.action
        Signal.connect(UnsafeMutableRawPointer(action), .activate) { (parameter: OpaquePointer?) in
            guard let parameter else { return }
            g_simple_action_set_state(action, parameter)
            handler(String(cString: g_variant_get_string(parameter, nil)))
        }
    }

    /// Creates an action called `name` with an on/off state (a check item in a menu, a toggle button bound
    /// to `"win.\(name)"`): activating it flips the state and calls `handler` with the new one.
    public init(name: String, isOn: Bool, handler: @escaping @MainActor (Bool) -> Void) {
        action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        let action = self.action
        Signal.connect(UnsafeMutableRawPointer(action), .activate) { (_: OpaquePointer?) -> Void in
            guard let state = g_action_get_state(action) else { return }
            let isOn = g_variant_get_boolean(state) == 0
            g_variant_unref(state)
            g_simple_action_set_state(action, g_variant_new_boolean(isOn ? 1 : 0))
            handler(isOn)
        }
    }

    /// The on/off state of an action made with `isOn`; setting it updates menus and bound buttons without
    /// calling the handler.
    public var isOn: Bool {
        get {
            guard let state = g_action_get_state(action) else { return false }
            defer { g_variant_unref(state) }
            return g_variant_get_boolean(state) != 0
        }
        set { g_simple_action_set_state(action, g_variant_new_boolean(newValue ? 1 : 0)) }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
