import CGtk

/// A named command (`GSimpleAction`) that shortcuts, buttons and menus can activate.
@MainActor
public final class Action {
    /// The C action; the wrapper owns one reference.
    let action: OpaquePointer

    /// Creates an action called `name` running `handler`.
    public init(name: String, handler: @escaping @MainActor () -> Void) {
        action = g_simple_action_new(name, nil)
        Signal.connect(UnsafeMutableRawPointer(action), "activate") { (_: OpaquePointer?) in handler() }
    }

    /// Creates an action called `name` with a string state, for a choice of one among several (radio items in
    /// a menu, `"win.\(name)::\(value)"`): activating it with a value makes that the state and calls
    /// `handler` with it.
    public init(name: String, state: String, handler: @escaping @MainActor (String) -> Void) {
        let type = g_variant_type_new("s")
        action = g_simple_action_new_stateful(name, type, g_variant_new_string(state))
        g_variant_type_free(type)
        let action = self.action
        Signal.connect(UnsafeMutableRawPointer(action), "activate") { (parameter: OpaquePointer?) in
            guard let parameter else { return }
            g_simple_action_set_state(action, parameter)
            handler(String(cString: g_variant_get_string(parameter, nil)))
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
