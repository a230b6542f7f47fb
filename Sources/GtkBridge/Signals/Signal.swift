import CGtk

/// Connects Swift closures to GObject signals, each named by a ``SignalName`` that carries the type of the
/// handler it takes.
///
/// The closure travels in a retained ``ClosureBox`` and is released by the destroy notify when the handler
/// goes away with its object; the handler's shape is checked against GObject's record of the signal before
/// it is connected (a mismatch would be undefined behaviour, so it stops there, naming both).
///
/// ```swift
/// Signal.connect(button.object, .clicked) { print("clicked") }
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
    /// A handler with one `gint` (`response` of a dialog).
    public typealias OneInt = @MainActor (Int32) -> Void
    /// A handler with a pointer and a point that says whether it took it (`drop` of a drop target: the
    /// `GValue` dropped, in widget points).
    public typealias PointerAndPointHandled = @MainActor (OpaquePointer?, Double, Double) -> Bool
    /// A handler with two pointers and a `gint` (`changed` of a `GFileMonitor`: the event is the `gint`).
    public typealias TwoPointersAndInt = @MainActor (OpaquePointer?, OpaquePointer?, Int32) -> Void
    /// A tooltip asked for (`query-tooltip` of a widget): the point, whether the keyboard asked, and the
    /// `GtkTooltip` to fill; the handler says whether there is one.
    public typealias TooltipQuery = @MainActor (Int32, Int32, Int32, OpaquePointer?) -> Bool

    /// Connects `handler` to `signal` of `object`; returns the handler's id.
    @discardableResult
    public static func connect<Handler>(
        _ object: UnsafeMutableRawPointer, _ signal: SignalName<Handler>, _ handler: Handler
    ) -> UInt {
        let connector = signal.connector
        guard let actual = SignalShape.of(signal: signal.name, on: object) else {
            preconditionFailure("GTK has no signal named \(signal.name) on \(typeName(of: object))")
        }
        precondition(
            actual == connector.shape,
            "\(typeName(of: object))::\(signal.name) is \(actual) in C, but its handler is \(connector.shape)")
        let id = g_signal_connect_data(
            object, signal.name, connector.callback, connector.retain(handler), SignalConnector<Handler>.releaseBox,
            GConnectFlags(rawValue: 0))
        precondition(id != 0, "GTK has no signal named \(signal.name) on \(typeName(of: object))")
        return UInt(id)
    }

    private static func typeName(of object: UnsafeMutableRawPointer) -> String {
        String(cString: g_type_name_from_instance(object.assumingMemoryBound(to: GTypeInstance.self)))
    }
}
