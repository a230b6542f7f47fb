import CGtk

/// The C side of a GLib source (a timeout, a Unix signal) that runs a boxed Swift closure on the main loop:
/// the callback, and the destroy notify that releases the box when the source is removed.
///
/// ```swift
/// g_timeout_add_full(G_PRIORITY_DEFAULT, 500, MainLoopCallback.once, MainLoopCallback.retained { print("tick") },
///                    MainLoopCallback.release)
/// ```
enum MainLoopCallback {
    /// What a source runs.
    typealias Body = @MainActor () -> Void

    /// Runs the closure, then removes the source (`G_SOURCE_REMOVE`): a one-shot timer.
    static let once: GSourceFunc = { data in
        // GLib runs the default context's sources on the main thread, where the box is only ever used.
        nonisolated(unsafe) let box = ClosureBox<Body>.from(data)
        MainActor.assumeIsolated { box.body() }
        return 0
    }

    /// Runs the closure and keeps the source (`G_SOURCE_CONTINUE`): a handler that may fire again.
    static let repeating: GSourceFunc = { data in
        nonisolated(unsafe) let box = ClosureBox<Body>.from(data)
        MainActor.assumeIsolated { box.body() }
        return 1
    }

    /// Releases the closure when GLib removes the source.
    static let release: GDestroyNotify = { data in ClosureBox<Body>.release(data) }

    /// Boxes `body` as the source's `user_data`.
    static func retained(_ body: @escaping Body) -> UnsafeMutableRawPointer {
        ClosureBox<Body>.retained(body)
    }
}

extension MainLoopCallback {
    /// Runs `body` on the main thread at the main loop's next turn; callable from any thread (a worker
    /// hands back its result this way, since GLib's loop, not Swift's main queue, drives the window).
    /// `beforeNextFrame` runs it ahead of the next frame's drawing (GDK draws at a priority below
    /// `G_PRIORITY_HIGH_IDLE`), for a result that frame should show; else after it, as idle work.
    nonisolated static func post(beforeNextFrame: Bool = false, _ body: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(beforeNextFrame ? G_PRIORITY_HIGH_IDLE : G_PRIORITY_DEFAULT_IDLE, once, retained(body), release)
    }
}
