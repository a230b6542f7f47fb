/// A Swift closure kept alive for exactly as long as GLib may call it.
///
/// A box is retained when it is handed to GLib (a signal handler, a timeout, a tick callback) and released
/// by the destroy notify GLib calls when the handler is disconnected, its object finalized or its source
/// removed, so no handler outlives its closure and no closure outlives its handler.
final class ClosureBox<Body> {
    /// The closure GLib's trampoline calls.
    let body: Body

    init(_ body: Body) {
        self.body = body
    }

    /// Retains a box around `body` and returns it as GLib's `gpointer user_data`.
    static func retained(_ body: Body) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(ClosureBox(body)).toOpaque()
    }

    /// The box behind a `user_data` pointer, not retained again.
    static func from(_ data: UnsafeMutableRawPointer?) -> ClosureBox<Body> {
        Unmanaged<ClosureBox<Body>>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Releases the box behind a `user_data` pointer (GLib's destroy notify).
    static func release(_ data: UnsafeMutableRawPointer?) {
        guard let data else { return }
        Unmanaged<ClosureBox<Body>>.fromOpaque(data).release()
    }
}

/// Releases a box behind a `user_data` pointer whatever the closure it holds: a destroy notify written once
/// for every kind of handler.
enum ClosureBoxRelease {
    static func release(_ data: UnsafeMutableRawPointer?) {
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }
}
