import Foundation

/// The processes a test's helper started and those they started in turn, read from `/proc`: a D-Bus daemon
/// activates services (the accessibility bus and its registry) that outlive it, and children of a test's
/// thread ignore SIGTERM, so they are ended with SIGKILL, deepest first.
public enum ProcessTree {
    /// Kills every descendant of `pid` (not `pid` itself), children before their parents are gone.
    public static func killDescendants(of pid: Int32) {
        for process in descendants(of: pid).reversed() { kill(process, SIGKILL) }
    }

    /// Every descendant of `pid` (not `pid` itself), each before its own children.
    public static func descendants(of pid: Int32) -> [Int32] {
        var parents: [Int32: [Int32]] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let child = Int32(entry),
                let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")")
            else { continue }
            // After "pid (name) ": state, then the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = Int32(fields[1]) { parents[parent, default: []].append(child) }
        }
        var found: [Int32] = []
        var stack = parents[pid] ?? []
        while let next = stack.popLast() {
            found.append(next)
            stack += parents[next] ?? []
        }
        return found
    }

    /// The name of process `pid`'s command (`dbus-daemon`), or nil when it is gone.
    public static func name(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(
            in: .whitespacesAndNewlines)
    }

    /// Kills every process whose environment holds `entry` (`DBUS_SESSION_BUS_ADDRESS=unix:path=…`): what a
    /// D-Bus daemon activated is reparented away from it, but keeps the bus's address.
    public static func killAll(withEnvironment entry: String) {
        for pid in all(withEnvironment: entry) { kill(pid, SIGKILL) }
    }

    /// Every process (but this one) whose environment holds an entry starting with `entry`.
    public static func all(withEnvironment entry: String) -> [Int32] {
        let wanted = Array(entry.utf8)
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let pid = Int32(name), pid != getpid(),
                let environment = FileManager.default.contents(atPath: "/proc/\(name)/environ")
            else { return nil }
            return environment.split(separator: 0).contains { $0.starts(with: wanted) } ? pid : nil
        }
    }
}
