import Foundation

/// A private D-Bus session bus for one test, so GApplication's single-instance handling can be seen: a
/// second launch on the same bus hands its command line to the first.
public final class SessionBus {
    private let daemon = Process()
    private let folder: URL
    /// The address clients use (`DBUS_SESSION_BUS_ADDRESS`).
    public let address: String

    /// Starts `dbus-daemon --session` on a socket in a temporary folder and waits until it is up.
    public init() throws {
        folder = try CommandRunner.temporaryFolder()
        let socket = folder.appendingPathComponent("bus").path
        address = "unix:path=\(socket)"
        daemon.executableURL = try Tools.path(of: "dbus-daemon")
        daemon.arguments = ["--session", "--nofork", "--nopidfile", "--address=\(address)"]
        // What the bus starts on demand (the accessibility bus, when an app asks for it) makes its sockets in
        // this bus's folder: in ~/.cache they would be one for every test's bus, and a test whose bus went
        // away meanwhile left the next app a socket to nothing ("Unable to connect to the accessibility bus").
        daemon.environment = ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": folder.path]) { $1 }
        daemon.standardOutput = FileHandle.nullDevice
        daemon.standardError = FileHandle.nullDevice
        try daemon.run()
        try Wait.until("the session bus", timeout: 30) { FileManager.default.fileExists(atPath: socket) }
    }

    deinit {
        // What the buses started (the accessibility bus, its daemon and registry) would outlive them.
        for process in [launcher, daemon].compactMap({ $0 }) where process.isRunning {
            ProcessTree.killDescendants(of: process.processIdentifier)
        }
        // And what it activated, which D-Bus hands to init but which keeps the bus's address.
        ProcessTree.killAll(withEnvironment: "DBUS_SESSION_BUS_ADDRESS=" + address)
        for process in [launcher, daemon].compactMap({ $0 }) where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    private var launcher: Process?

    /// The process id of the accessibility bus's own `dbus-daemon` (the launcher's child), once
    /// ``startAccessibilityBus(display:)`` has started it.
    public var accessibilityDaemon: Int32? {
        guard let launcher else { return nil }
        let isDaemon = { (pid: Int32) in ProcessTree.name(of: pid) == "dbus-daemon" }
        // Under the launcher; or, reparented away from it, any dbus-daemon started with this bus's own folder
        // as its runtime folder (the session bus's daemon itself is this bus's `daemon`).
        return ProcessTree.descendants(of: launcher.processIdentifier).first(where: isDaemon)
            ?? ProcessTree.all(withEnvironment: "XDG_RUNTIME_DIR=" + folder.path).first {
                isDaemon($0) && $0 != daemon.processIdentifier
            }
    }

    /// Stops the accessibility bus (its launcher and what it started) and starts it again for `display`: a
    /// launcher on a loaded machine may give up on its daemon and answer without one.
    public func restartAccessibilityBus(display: String) throws {
        if let launcher, launcher.isRunning {
            ProcessTree.killDescendants(of: launcher.processIdentifier)
            kill(launcher.processIdentifier, SIGKILL)
            launcher.waitUntilExit()
        }
        try startAccessibilityBus(display: display)
    }

    /// Starts the accessibility bus on this bus (`at-spi-bus-launcher`, for `display`) and waits until it
    /// answers, before the app and a screen reader look for it: started on demand instead, a busy machine
    /// can take longer than D-Bus waits, and both would give up on it.
    public func startAccessibilityBus(display: String) throws {
        let launcher = Process()
        launcher.executableURL = URL(fileURLWithPath: "/usr/libexec/at-spi-bus-launcher")
        launcher.arguments = ["--launch-immediately"]
        // Its socket in this bus's own folder (it would be named after the display in ~/.cache, where a
        // daemon left by an earlier run may hold it).
        launcher.environment = ProcessInfo.processInfo.environment.merging([
            "DBUS_SESSION_BUS_ADDRESS": address, "DISPLAY": display, "XDG_RUNTIME_DIR": folder.path,
        ]) { $1 }
        launcher.standardOutput = FileHandle.nullDevice
        launcher.standardError = FileHandle.nullDevice
        try launcher.run()
        self.launcher = launcher
        try Wait.until("the accessibility bus", timeout: 120) {
            let ask = Process()
            ask.executableURL = try Tools.path(of: "dbus-send")
            ask.arguments = [
                "--bus=\(address)", "--dest=org.a11y.Bus", "--print-reply", "--reply-timeout=5000", "/org/a11y/bus",
                "org.a11y.Bus.GetAddress",
            ]
            ask.standardOutput = FileHandle.nullDevice
            ask.standardError = FileHandle.nullDevice
            try ask.run()
            ask.waitUntilExit()
            return ask.terminationStatus == 0
        }
    }
}
