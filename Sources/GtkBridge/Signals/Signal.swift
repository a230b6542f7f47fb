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
    public typealias Plain = @MainActor () -> Void
    /// A handler with two doubles (`drag-begin`, `drag-update`, `pressed` of a long press, `swipe`,
    /// `angle-changed`).
    public typealias Doubles = @MainActor (Double, Double) -> Void
    /// A handler with one double (`scale-changed`).
    public typealias Double1 = @MainActor (Double) -> Void
    /// A handler with a count and a point (`pressed` and `released` of a click gesture).
    public typealias CountAndPoint = @MainActor (Int32, Double, Double) -> Void
    /// A handler with two doubles that says whether it handled the event (`scroll`).
    public typealias HandledDoubles = @MainActor (Double, Double) -> Bool
    /// A handler with one pointer argument (an event, a list row, an action's parameter, a sequence).
    public typealias Pointer = @MainActor (OpaquePointer?) -> Void
    /// A handler with one pointer argument that says whether it handled it (`event` of the legacy
    /// controller).
    public typealias HandledPointer = @MainActor (OpaquePointer?) -> Bool
    /// A key press (`key-pressed`: keyval, keycode, modifier state) that says whether it used the key.
    public typealias KeyPress = @MainActor (UInt32, UInt32, UInt32) -> Bool
    /// A handler with no arguments that says whether it handled the signal (`close-request`: true keeps
    /// the window open).
    public typealias Handled = @MainActor () -> Bool

    /// Connects a handler with no arguments.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping Plain) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let box = ClosureBox<Plain>.from(data)
            MainActor.assumeIsolated { box.body() }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([]),
            ClosureBox<Plain>.retained(handler),
            release: { data, _ in ClosureBox<Plain>.release(data) })
    }

    /// Connects a handler with two `gdouble` arguments.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping Doubles) -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> Void = { _, a, b, data in
            let box = ClosureBox<Doubles>.from(data)
            MainActor.assumeIsolated { box.body(a, b) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.double, .double]),
            ClosureBox<Doubles>.retained(handler), release: { data, _ in ClosureBox<Doubles>.release(data) })
    }

    /// Connects a handler with one `gdouble` argument.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping Double1) -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gdouble, gpointer?) -> Void = { _, a, data in
            let box = ClosureBox<Double1>.from(data)
            MainActor.assumeIsolated { box.body(a) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.double]),
            ClosureBox<Double1>.retained(handler), release: { data, _ in ClosureBox<Double1>.release(data) })
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
        _ handler: @escaping HandledDoubles
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gdouble, gdouble, gpointer?) -> gboolean = { _, a, b, data in
            let box = ClosureBox<HandledDoubles>.from(data)
            return MainActor.assumeIsolated { box.body(a, b) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self),
            SignalShape([.double, .double], returns: .boolean),
            ClosureBox<HandledDoubles>.retained(handler),
            release: { data, _ in ClosureBox<HandledDoubles>.release(data) })
    }

    /// Connects a handler with one pointer argument.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping Pointer) -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
            let box = ClosureBox<Pointer>.from(data)
            MainActor.assumeIsolated { box.body(OpaquePointer(argument)) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.pointer]),
            ClosureBox<Pointer>.retained(handler),
            release: { data, _ in ClosureBox<Pointer>.release(data) })
    }

    /// Connects a handler with one pointer argument returning `gboolean`.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String,
        _ handler: @escaping HandledPointer
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = { _, argument, data in
            let box = ClosureBox<HandledPointer>.from(data)
            return MainActor.assumeIsolated { box.body(OpaquePointer(argument)) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.pointer], returns: .boolean),
            ClosureBox<HandledPointer>.retained(handler),
            release: { data, _ in ClosureBox<HandledPointer>.release(data) })
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
    public static func connectHandled(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping Handled)
        -> UInt
    {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let box = ClosureBox<Handled>.from(data)
            return MainActor.assumeIsolated { box.body() } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([], returns: .boolean),
            ClosureBox<Handled>.retained(handler),
            release: { data, _ in ClosureBox<Handled>.release(data) })
    }

    /// Connects `callback`, a trampoline of shape `shape`, after checking that shape against GObject's record
    /// of the signal: a mismatch would be undefined behaviour, so it stops here, naming both.
    private static func attach(
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
