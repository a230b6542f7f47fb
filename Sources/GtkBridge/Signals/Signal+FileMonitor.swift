import CGtk

/// The signal shape of a file monitor's `changed`: the file, the other file of a move, and the event.
extension Signal {
    /// A handler with two pointers and a `gint` (`changed` of a `GFileMonitor`: the event is the `gint`).
    public typealias TwoPointersAndInt = @MainActor (OpaquePointer?, OpaquePointer?, Int32) -> Void

    /// Connects a handler with two pointers and a `gint`.
    @discardableResult
    public static func connect(
        _ object: UnsafeMutableRawPointer, _ name: String, _ handler: @escaping TwoPointersAndInt
    ) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?, gint, gpointer?) -> Void = {
            _, file, other, event, data in
            let box = ClosureBox<TwoPointersAndInt>.from(data)
            MainActor.assumeIsolated { box.body(OpaquePointer(file), OpaquePointer(other), event) }
        }
        return attach(
            object, name, unsafeBitCast(trampoline, to: GCallback.self), SignalShape([.pointer, .pointer, .int32]),
            ClosureBox<TwoPointersAndInt>.retained(handler),
            release: { data, _ in ClosureBox<TwoPointersAndInt>.release(data) })
    }
}
