import CGtk
import Dispatch
import Glibc
import Playground
import Synchronization

/// Keeps a hung accessibility bus from keeping the window from ever showing.
///
/// GTK 4.8 connects each window to the accessibility bus (AT-SPI) synchronously, with no time limit, as the
/// window is first mapped: when the bus accepts the connection but never answers (its daemon hung or
/// stopped), the window never shows and nothing says why (reproduced by stopping the bus's `dbus-daemon`
/// with SIGSTOP before a launch: GTK waits in `g_dbus_connection_new_for_address_sync` for ever). So, when the
/// window has drawn nothing ``grace`` seconds after the app started, this asks the bus itself, on a thread of
/// its own, as a client would: when it does not answer within ``patience`` seconds and the window has still
/// drawn nothing, the app starts again in place (the same process, arguments and environment) with GTK's
/// accessibility off, and says why on standard error and in the window. A launch whose window draws in time
/// costs nothing: asked at once, the question took about 4 ms of CPU on a second thread while the window was
/// being opened (perf, twelve launches on two cores; more where no session bus is found), which is what the
/// first frame waits on.
///
/// ```swift
/// let watch = AccessibilityBusWatch.start()   // before GTK opens the display
/// steps.onMark = { if $0 == "first-frame" { watch?.firstFrameDrawn() } }
/// ```
final class AccessibilityBusWatch: Sendable {
    /// How long the bus has to answer, in seconds: a local daemon answers in microseconds, even on a busy
    /// machine.
    static let patience = 5.0
    /// How long the window has to draw its first frame before the bus is asked, in seconds: a launch takes
    /// about 0.2 s on a two-core machine, and one held up by the bus never draws.
    static let grace = 1.0
    /// Set, to the bus's address, in the launch that runs again without accessibility.
    static let unansweredVariable = "TOUCH_PLAYGROUND_A11Y_UNANSWERED"

    private let drawn = Atomic<Bool>(false)

    /// Starts watching, unless GTK's accessibility is set by the user (`GTK_A11Y`) or this launch is the
    /// one that turned it off; the watch runs on a thread of its own.
    static func start() -> AccessibilityBusWatch? {
        guard getenv("GTK_A11Y") == nil, getenv(unansweredVariable) == nil else { return nil }
        let watch = AccessibilityBusWatch()
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + grace) { watch.run() }
        return watch
    }

    /// The window drew its first frame: whatever the bus does now, the window shows.
    func firstFrameDrawn() {
        drawn.store(true, ordering: .releasing)
    }

    /// What the window says when this launch runs again without accessibility because the launch before
    /// found the bus unanswering; nil for any other launch.
    static var unansweredMessage: String? {
        guard let bus = getenv(unansweredVariable).map({ String(cString: $0) }) else { return nil }
        return tr(
            "The accessibility bus does not answer ({bus}): the window opened without screen reader support. Restart the session's accessibility service (at-spi) to have it back.",
            ["bus": bus])
    }

    private func run() {
        guard !drawn.load(ordering: .acquiring), let address = AccessibilityBusProbe.address(within: Self.patience),
            !AccessibilityBusProbe.answers(address, within: Self.patience),
            !drawn.load(ordering: .acquiring)
        else { return }
        // Its socket, without the bus's id: what a person can look for.
        let bus = address.split(separator: ",").first.map(String.init) ?? address
        StandardError.write(
            "touch-playground: the accessibility bus (\(bus)) does not answer: "
                + "opening the window again without screen reader support")
        Self.startAgainWithoutAccessibility(bus: bus)
    }

    /// Replaces this process with the same program, arguments and environment, plus `GTK_A11Y=none` and
    /// ``unansweredVariable``. The environment is built for `execve` rather than set here: GTK's threads may
    /// be reading it.
    private static func startAgainWithoutAccessibility(bus: String) {
        var entries: [String] = []
        var index = 0
        while let entry = environ[index] {
            let text = String(cString: entry)
            if !text.hasPrefix("GTK_A11Y="), !text.hasPrefix(unansweredVariable + "=") { entries.append(text) }
            index += 1
        }
        entries += ["GTK_A11Y=none", "\(unansweredVariable)=\(bus)"]
        let arguments = CommandLine.arguments
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = entries.map { strdup($0) } + [nil]
        execve("/proc/self/exe", &argv, &envp)
        // Still here: the program could not be started again; the window stays as GTK leaves it.
        StandardError.write(
            "touch-playground: cannot start again without screen reader support: \(FileProblem.describe(errno))")
    }
}
