import FoundationEssentials
import Glibc
import PlaygroundStatus

/// The launch's cost, step by step, up to the window's first frame: each step's end as wall time since the
/// process started and as the CPU the process had used by then. Start-up is measured against a plain GTK
/// program (Benchmarks/Window), and these steps say which part of the difference is whose.
///
/// ```swift
/// let steps = StartupSteps()
/// steps.mark("loaded")        // first thing in the command's run()
/// steps.mark("first-frame")   // at the end of the first draw
/// status.startup = steps.steps
/// ```
@MainActor
final class StartupSteps {
    /// The steps marked so far, in order.
    private(set) var steps: [WindowStatus.StartupStep] = []
    /// When the process started, in seconds on the boot clock (nil where /proc cannot say).
    private let processStart: Double?

    init() {
        processStart = Self.processStartOnBootClock()
    }

    /// Called with each step's name as it is first marked.
    var onMark: ((String) -> Void)?

    /// Marks the end of the step `name`; a step already marked keeps its first time.
    func mark(_ name: String) {
        guard !steps.contains(where: { $0.step == name }) else { return }
        defer { onMark?(name) }
        let wall = processStart.map { (Self.seconds(of: CLOCK_BOOTTIME) - $0) * 1000 } ?? 0
        let cpu = Self.seconds(of: CLOCK_PROCESS_CPUTIME_ID) * 1000
        steps.append(WindowStatus.StartupStep(step: name, wallMs: rounded(wall), cpuMs: rounded(cpu)))
    }

    private func rounded(_ milliseconds: Double) -> Double { (milliseconds * 10).rounded() / 10 }

    private static func seconds(of clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The process's start time (field 22 of /proc/self/stat, in clock ticks since boot), in seconds.
    private static func processStartOnBootClock() -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let end = text.lastIndex(of: ")")
        else { return nil }
        // The command's name, in parentheses, may hold spaces: the fields are counted after it, from the
        // third (the state).
        let fields = text[text.index(after: end)...].split(separator: " ")
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard fields.count > 19, let ticks = Double(fields[19]), ticksPerSecond > 0 else { return nil }
        return ticks / ticksPerSecond
    }
}
