import Dispatch
import Glibc
import GtkBridge
import Synchronization
import Testing

/// The photo decoder's thread: its work runs in order, off the calling thread, at a lower priority than the
/// app's other threads, and the thread ends when its worker is let go.
@Suite("A worker thread below the main thread's priority")
struct BackgroundWorkerTests {
    /// What one piece of work saw of the thread it ran on.
    struct Seen: Equatable {
        var order: Int
        var thread: pthread_t
        var nice: Int32
        var name: String
    }

    private static func threadID() -> pthread_t { pthread_self() }

    private static func niceness() -> Int32 {
        errno = 0
        return getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)
    }

    private static func threadName() -> String { firstLine(of: "/proc/thread-self/comm") }

    /// A small file's first line (a thread's name).
    private static func firstLine(of path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = fread(&bytes, 1, bytes.count, file)
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        return text.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// Waits (at most a minute, for a busy machine) until `condition` holds; says whether it did.
    private static func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = DispatchTime.now() + 60
        while !condition() {
            if DispatchTime.now() > deadline { return false }
            usleep(5_000)
        }
        return true
    }

    /// The names of the process's threads now (`/proc/self/task/*/comm`).
    private static func threadNames() -> [String] {
        guard let folder = opendir("/proc/self/task") else { return [] }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let id = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard id.first?.isNumber == true else { continue }
            names.append(firstLine(of: "/proc/self/task/\(id)/comm"))
        }
        return names
    }

    @Test("work runs in the order given, on one named thread of its own, ten nice steps below the caller")
    func ordered() throws {
        let seen = Mutex<[Seen]>([])
        let done = DispatchSemaphore(value: 0)
        let callerNice = Self.niceness()
        let worker = BackgroundWorker(name: "test-worker")
        #expect(worker.niceness == 10)
        for order in 0..<20 {
            worker.run {
                let record = Seen(order: order, thread: Self.threadID(), nice: Self.niceness(), name: Self.threadName())
                seen.withLock { $0.append(record) }
                if order == 19 { done.signal() }
            }
        }
        #expect(done.wait(timeout: .now() + 60) == .success)
        let records = seen.withLock { $0 }
        #expect(records.map(\.order) == Array(0..<20))
        #expect(Set(records.map(\.thread)).count == 1)
        #expect(records[0].thread != Self.threadID())
        #expect(records.allSatisfy { $0.nice == min(19, callerNice + 10) && $0.name == "test-worker" })
        // The caller's own priority is untouched: the nice value is the thread's alone.
        #expect(Self.niceness() == callerNice)
    }

    @Test("work given before the worker is let go still runs; then its thread ends")
    func endsWhenReleased() throws {
        let ran = Atomic<Int>(0)
        let release = DispatchSemaphore(value: 0)
        do {
            let worker = BackgroundWorker(name: "ending-worker", niceness: 3)
            worker.run { release.wait() }  // holds the thread until the worker is gone
            for _ in 0..<5 { worker.run { ran.add(1, ordering: .relaxed) } }
            #expect(Self.eventually { Self.threadNames().contains("ending-worker") })
        }
        release.signal()
        #expect(Self.eventually { !Self.threadNames().contains("ending-worker") })
        #expect(ran.load(ordering: .relaxed) == 5)
    }
}
