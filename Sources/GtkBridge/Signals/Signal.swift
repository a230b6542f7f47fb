import CGtk

/// Connects Swift closures to GObject signals.
///
/// Each signal shape has one `@convention(c)` trampoline whose parameter types match the C signal exactly
/// (`gint` is `Int32`, `gdouble` is `Double`, `gboolean` is `Int32`); the closure travels in a retained
/// ``ClosureBox`` and is released by the destroy notify when the handler goes away with its object.
///
/// ```swift
/// Signal.connect(button.object, "clicked") { print("clicked") }
/// ```
@MainActor
public enum Signal {
    /// A handler with no arguments (`clicked`, `activate`, `stopped`, `cancelled`).
    public typealias NoArguments = @MainActor () -> Void
    /// A handler with two doubles (`drag-begin`, `drag-update`, `pressed` of a long press, `swipe`,
    /// `angle-changed`).
    public typealias TwoDoubles = @MainActor (Double, Double) -> Void
    /// A handler with one double (`scale-changed`).
    public typealias OneDouble = @MainActor (Double) -> Void
    /// A handler with a count and a point (`pressed` and `released` of a click gesture).
    public typealias CountAndPoint = @MainActor (Int32, Double, Double) -> Void
    /// A handler with two doubles that says whether it handled the event (`scroll`).
    public typealias TwoDoublesHandled = @MainActor (Double, Double) -> Bool
    /// A handler with one pointer argument (an event, a list row, an action's parameter, a sequence).
    public typealias OnePointer = @MainActor (OpaquePointer?) -> Void
    /// A handler with one pointer argument that says whether it handled it (`event` of the legacy
    /// controller).
    public typealias OnePointerHandled = @MainActor (OpaquePointer?) -> Bool
    /// A key press (`key-pressed`: keyval, keycode, modifier state) that says whether it used the key.
    public typealias KeyPress = @MainActor (UInt32, UInt32, UInt32) -> Bool
    /// A handler with no arguments that says whether it handled the signal (`close-request`: true keeps
    /// the window open).
    public typealias NoArgumentsHandled = @MainActor () -> Bool

    /// Connects a handler with no arguments.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping NoArguments)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<NoArguments>.from(data)
            MainActor.assumeIsolated { box.body() }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([]),
            ClosureBox<NoArguments>.retained(handler),
            release: { data, _ in ClosureBox<NoArguments>.release(data) })
    }

    /// Connects a handler with two `gdouble` arguments.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping TwoDoubles)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, a, b, data in
            let box = ClosureBox<TwoDoubles>.from(data)
            MainActor.assumeIsolated { box.body(a, b) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.double, .double]),
            ClosureBox<TwoDoubles>.retained(handler), release: { data, _ in ClosureBox<TwoDoubles>.release(data) })
    }

    /// Connects a handler with one `gdouble` argument.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping OneDouble)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, a, data in
            let box = ClosureBox<OneDouble>.from(data)
            MainActor.assumeIsolated { box.body(a) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.double]),
            ClosureBox<OneDouble>.retained(handler), release: { data, _ in ClosureBox<OneDouble>.release(data) })
    }

    /// Connects a handler with a `gint` and two `gdouble` arguments.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String,
        _ handler: @escaping CountAndPoint
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gint, gdouble, gdouble, gpointer?) -> Void = { _, n, x, y, data in
            let box = ClosureBox<CountAndPoint>.from(data)
            MainActor.assumeIsolated { box.body(n, x, y) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.int32, .double, .double]),
            ClosureBox<CountAndPoint>.retained(handler),
            release: { data, _ in ClosureBox<CountAndPoint>.release(data) })
    }

    /// Connects a handler with two `gdouble` arguments returning `gboolean`.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String,
        _ handler: @escaping TwoDoublesHandled
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, a, b, data in
            let box = ClosureBox<TwoDoublesHandled>.from(data)
            return MainActor.assumeIsolated { box.body(a, b) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self),
            SignalShape([.double, .double], returns: .boolean),
            ClosureBox<TwoDoublesHandled>.retained(handler),
            release: { data, _ in ClosureBox<TwoDoublesHandled>.release(data) })
    }

    /// Connects a handler with one pointer argument.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping OnePointer)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = ClosureBox<OnePointer>.from(data)
            MainActor.assumeIsolated { box.body(OpaquePointer(argument)) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.pointer]),
            ClosureBox<OnePointer>.retained(handler),
            release: { data, _ in ClosureBox<OnePointer>.release(data) })
    }

    /// Connects a handler with one pointer argument returning `gboolean`.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String,
        _ handler: @escaping OnePointerHandled
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, argument, data in
            let box = ClosureBox<OnePointerHandled>.from(data)
            return MainActor.assumeIsolated { box.body(OpaquePointer(argument)) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.pointer], returns: .boolean),
            ClosureBox<OnePointerHandled>.retained(handler),
            release: { data, _ in ClosureBox<OnePointerHandled>.release(data) })
    }

    /// Connects a key-press handler (`guint keyval, guint keycode, GdkModifierType state`) returning `gboolean`.
    @discardableResult
    public static func connectKeyPress(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping KeyPress)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> gboolean = {
            _, keyval, keycode, state, data in
            let box = ClosureBox<KeyPress>.from(data)
            return MainActor.assumeIsolated { box.body(keyval, keycode, state) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self),
            SignalShape([.int32, .int32, .int32], returns: .boolean), ClosureBox<KeyPress>.retained(handler),
            release: { data, _ in ClosureBox<KeyPress>.release(data) })
    }

    /// Connects a handler with no arguments returning `gboolean`.
    @discardableResult
    public static func connectHandled(
        _ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping NoArgumentsHandled
    )
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = ClosureBox<NoArgumentsHandled>.from(data)
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([], returns: .boolean),
            ClosureBox<NoArgumentsHandled>.retained(handler),
            release: { data, _ in ClosureBox<NoArgumentsHandled>.release(data) })
    }

    /// Connects `callback`, a trampoline of shape `shape`, after checking that shape against GObject's record
    /// of the signal: a mismatch would be undefined behaviour, so it stops here, naming both.
    static func attach(
        _ object: UnsafeMutableRawPointer, _ name: String, _ callback: GCallback, _ shape: SignalShape,
        _ data: UnsafeMutableRawPointer, release: GClosureNotify
    ) -> UInt {
        guard let actual = SignalShape.of(signal: name, on: object) else {
            preconditionFailure("GTK has no signal named \(name) on \(typeName(of: object))")
        }
        precondition(actual == shape, "\(typeName(of: object))::\(name) is \(actual) in C, but its handler is \(shape)")
        let id = g_signal_connect_data(object, name, callback, data, release, GConnectFlags(rawValue: 0))
        precondition(id != 0, "GTK has no signal named \(name) on \(typeName(of: object))")
        return UInt(id)
    }

    private static func typeName(of object: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self)))
    }
}
