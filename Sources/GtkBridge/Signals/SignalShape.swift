import CGtk

/// The C signature of a signal handler: its arguments between the instance and `user_data`, and its
/// return value, as GObject records them and as ``Signal``'s trampolines are written.
///
/// A trampoline whose shape differs from the signal's is undefined behaviour, not an error, so every
/// connection checks this first and stops with a sentence naming both shapes.
///
/// ```swift
/// SignalShape.of(signal: "scale-changed", type: gtk_gesture_zoom_get_type())  // (double) -> void
/// ```
public struct SignalShape: Equatable, Sendable, CustomStringConvertible {
    /// One value as C passes it.
    public enum Value: String, Sendable {
        /// No value (a handler returning `void`).
        case none = "void"
        /// A 32-bit integer: `gint`, `guint`, an enum, flags, or a `gboolean` argument.
        case int32
        /// A `gdouble`.
        case double
        /// A pointer: an object, a boxed value, a parameter spec, a variant, a plain pointer.
        case pointer
        /// A `gboolean` result (a handler that says whether it handled the signal).
        case boolean
    }

    /// The arguments between the instance and `user_data`.
    public var parameters: [Value]
    /// What the handler returns.
    public var returns: Value

    /// A shape.
    public init(_ parameters: [Value], returns: Value = .none) {
        self.parameters = parameters
        self.returns = returns
    }

    public var description: String {
        "(\(parameters.map(\.rawValue).joined(separator: ", "))) -> \(returns.rawValue)"
    }

    /// The shape of signal `name` (a detailed name like `notify::folded` too) of instances of `type`, as
    /// GObject records it; nil when the type has no such signal.
    public static func of(signal name: String, type: GType) -> SignalShape? {
        let klass = g_type_is_a(type, g_type_from_name("GObject")) != 0 ? g_type_class_ref(type) : nil
        defer { if let klass { g_type_class_unref(klass) } }
        var id: guint = 0
        var detail: GQuark = 0
        guard g_signal_parse_name(name, type, &id, &detail, 1) != 0, id != 0 else { return nil }
        var query = GSignalQuery()
        g_signal_query(id, &query)
        let parameters = (0..<Int(query.n_params)).map { value(of: query.param_types[$0], isResult: false) }
        return SignalShape(parameters, returns: value(of: query.return_type, isResult: true))
    }

    /// The shape of signal `name` of `object`'s class.
    static func of(signal name: String, on object: UnsafeMutableRawPointer) -> SignalShape? {
        of(signal: name, type: object.assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type)
    }

    /// How C passes a value of `type` (its static-scope flag masked off).
    private static func value(of type: GType, isResult: Bool) -> Value {
        let fundamental = g_type_fundamental(type & ~GType(1))
        func named(_ name: String) -> GType { g_type_from_name(name) }
        switch fundamental {
        case named("void"): return .none
        case named("gdouble"): return .double
        case named("gboolean"): return isResult ? .boolean : .int32
        case named("gint"), named("guint"), named("GEnum"), named("GFlags"): return .int32
        default: return .pointer
        }
    }
}
