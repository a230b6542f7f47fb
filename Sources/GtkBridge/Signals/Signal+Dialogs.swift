import CGtk

/// The signal shapes of dialogs and drag and drop: a dialog's `response` (one `gint`) and a drop target's
/// `drop` (the dropped value and the point, answering whether it was taken).
extension Signal {
    /// A handler with one `gint` (`response` of a dialog).
    public typealias OneInt = @MainActor (Int32) -> Void
    /// A handler with a pointer and a point that says whether it took it (`drop` of a drop target: the
    /// `GValue` dropped, in widget points).
    public typealias PointerAndPointHandled = @MainActor (OpaquePointer?, Double, Double) -> Bool

    /// Connects a handler with one `gint` argument.
    @discardableResult
    public static func connect(_ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping OneInt) -> UInt {
        let trampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, value, data in
            let box = ClosureBox<OneInt>.from(data)
            MainActor.assumeIsolated { box.body(value) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.int32]),
            ClosureBox<OneInt>.retained(handler), release: { data, _ in ClosureBox<OneInt>.release(data) })
    }

    /// Connects a handler with a pointer and two `gdouble` arguments returning `gboolean`.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping PointerAndPointHandled
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gdouble, gdouble, gpointer?) -> gboolean = {
            _, value, x, y, data in
            let box = ClosureBox<PointerAndPointHandled>.from(data)
            return MainActor.assumeIsolated { box.body(value, x, y) } ? 1 : 0
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self),
            SignalShape([.pointer, .double, .double], returns: .boolean),
            ClosureBox<PointerAndPointHandled>.retained(handler),
            release: { data, _ in ClosureBox<PointerAndPointHandled>.release(data) })
    }
}
