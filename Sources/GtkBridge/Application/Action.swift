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

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(action))
    }
}
