import Foundation

/// Waiting for a launched app's first frame, and saying why it never came: a test that only says "timed out"
/// leaves a failure on CI that nobody can explain (the app exited at once, or hung somewhere in GTK).
enum FirstFrameWait {
    /// Waits until `hasFrame` holds, for at most `timeout` seconds. Fails at once, with the exit status and
    /// what the app wrote on standard error, when `process` exits first; on timeout, with the app's threads'
    /// stacks (read with gdb, when it is installed) and its standard error.
    static func until(
        _ hasFrame: () -> Bool, process: Process, standardError: () -> String, timeout: Double = 120
    ) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !hasFrame() {
            if !process.isRunning {
                throw TestFailure(
                    "the app exited (status \(process.terminationStatus)) before its first frame; it said: "
                        + tail(of: standardError()))
            }
            if Date() > deadline {
                throw TestFailure(
                    "timed out after \(timeout) s waiting for: the window's first frame; the app said: "
                        + tail(of: standardError()) + "\nits threads:\n"
                        + stacks(of: process.processIdentifier))
            }
            usleep(50_000)
        }
    }

    /// The last lines of `text` (or "nothing").
    private static func tail(of text: String) -> String {
        let lines = text.split(separator: "\n").suffix(20)
        return lines.isEmpty ? "nothing" : lines.joined(separator: "\n")
    }

    /// Every thread's stack of process `pid`, its innermost frames first, or why it could not be read.
    private static func stacks(of pid: Int32) -> String {
        guard let gdb = try? Tools.path(of: "gdb") else { return "(gdb is not installed)" }
        let run = Process()
        run.executableURL = gdb
        run.arguments = ["-p", String(pid), "-batch", "-nx", "-ex", "thread apply all bt 25"]
        let output = Pipe()
        run.standardOutput = output
        run.standardError = FileHandle.nullDevice
        guard (try? run.run()) != nil else { return "(gdb did not start)" }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        run.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        return lines.filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }.joined(separator: "\n")
    }
}
