import CGtk

/// How a handler of one shape is connected: the `@convention(c)` trampoline whose parameter types match the
/// C signal exactly (`gint` is `Int32`, `gdouble` is `Double`, `gboolean` is `Int32`), the shape GObject must
/// record for the signal, and how the closure travels in a retained ``ClosureBox`` released by the destroy
/// notify. One per shape; ``SignalName`` carries the one its handler type needs.
@MainActor
struct SignalConnector<Handler> {
    let shape: SignalShape
    let callback: GCallback

    /// `handler` in a retained box, as the signal's `user_data` (released by ``releaseBox``).
    func retain(_ handler: Handler) -> UnsafeMutableRawPointer {
        ClosureBox<Handler>.retained(handler)
    }

    /// GLib's destroy notify for the box: releasing needs no knowledge of the closure's type.
    static var releaseBox: GClosureNotify { { data, _ in ClosureBoxRelease.release(data) } }

    fileprivate static func make<Trampoline>(_ shape: SignalShape, _ trampoline: Trampoline) -> Self {
        Self(shape: shape, callback: unsafeBitCast(trampoline, to: GCallback.self))
    }
}

extension SignalConnector where Handler == Signal.NoArguments {
    static var noArguments: Self {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body() }
        }
        return make(SignalShape([]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.NoArgumentsHandled {
    static var noArgumentsHandled: Self {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }
        return make(SignalShape([], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.OneDouble {
    static var oneDouble: Self {
        let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, a, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(a) }
        }
        return make(SignalShape([.double]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.TwoDoubles {
    static var twoDoubles: Self {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, a, b, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(a, b) }
        }
        return make(SignalShape([.double, .double]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.TwoDoublesHandled {
    static var twoDoublesHandled: Self {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, a, b, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body(a, b) } ? 1 : 0
        }
        return make(SignalShape([.double, .double], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.CountAndPoint {
    static var countAndPoint: Self {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(n, x, y) }
        }
        return make(SignalShape([.int32, .double, .double]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.OnePointer {
    static var onePointer: Self {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(OpaquePointer(argument)) }
        }
        return make(SignalShape([.pointer]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.OnePointerHandled {
    static var onePointerHandled: Self {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, argument, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body(OpaquePointer(argument)) } ? 1 : 0
        }
        return make(SignalShape([.pointer], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.KeyPress {
    static var keyPress: Self {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body(keyval, keycode, state) } ? 1 : 0
        }
        return make(SignalShape([.int32, .int32, .int32], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.OneInt {
    static var oneInt: Self {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(value) }
        }
        return make(SignalShape([.int32]), trampoline)
    }
}

extension SignalConnector where Handler == Signal.PointerAndPointHandled {
    static var pointerAndPointHandled: Self {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean = {
            _, value, x, y, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body(value, x, y) } ? 1 : 0
        }
        return make(SignalShape([.pointer, .double, .double], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.TooltipQuery {
    static var tooltipQuery: Self {
        let trampoline: @convention(c) (gpointer?, gint, gint, gboolean, gpointer?, gpointer?) -> gboolean = {
            _, x, y, keyboard, tooltip, data in
            let box = ClosureBox<Handler>.from(data)
            return MainActor.assumeIsolated { box.body(x, y, keyboard, OpaquePointer(tooltip)) } ? 1 : 0
        }
        return make(SignalShape([.int32, .int32, .int32, .pointer], returns: .boolean), trampoline)
    }
}

extension SignalConnector where Handler == Signal.TwoPointersAndInt {
    static var twoPointersAndInt: Self {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?, gint, gpointer?) -> Void = {
            _, file, other, event, data in
            let box = ClosureBox<Handler>.from(data)
            MainActor.assumeIsolated { box.body(OpaquePointer(file), OpaquePointer(other), event) }
        }
        return make(SignalShape([.pointer, .pointer, .int32]), trampoline)
    }
}
