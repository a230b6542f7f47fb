import Foundation

/// GNOME's own compositor for one test: mutter, headless, on a private session bus with PipeWire, with a
/// virtual monitor and a remote-desktop session whose virtual touchscreen sends real `wl_touch` events —
/// the path a finger on a GNOME tablet takes (libinput's events become mutter's, then the app's GDK
/// Wayland backend), which Broadway, XTest and `replay` only stand in for.
///
/// ```swift
/// let mutter = try MutterDisplay()
/// let app = try RunningApp(["--scene", "image-viewer"], on: mutter)
/// try mutter.perform(Fingers.drag(from: try app.screenPoint(300, 300), to: try app.screenPoint(500, 300)))
/// ```
///
/// Facts of mutter 43 it handles: the session's touchscreen exists, and clients hear the seat has touch,
/// only after a first touch call (the driver touches a corner before any app starts); mutter sends no
/// `wl_touch.frame` after an `up`. Its first press in a new window can stall about a second: wait on the
/// app's status, never on time.
public final class MutterDisplay {
    /// The monitor's size, in pixels (the app's window is maximized on it, so its surface starts at 0, 0).
    public let width: Int, height: Int
    /// The Wayland socket's name in ``runtimeFolder``.
    public let socket = "tp-wayland-0"
    private let bus: SessionBus
    private let runtimeFolder: URL
    private var servers: [Process] = []
    private var driver: DriverProcess?

    /// Starts PipeWire and mutter on a bus of their own, waits for mutter's Wayland socket and its
    /// remote-desktop service, and opens the remote-desktop session.
    public init(width: Int = 1280, height: Int = 800) throws {
        self.width = width
        self.height = height
        bus = try SessionBus()
        runtimeFolder = try CommandRunner.temporaryFolder()
        // Wayland and PipeWire keep their sockets in a runtime folder only its owner may enter.
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtimeFolder.path)
        try start("pipewire", [])
        try Wait.until("PipeWire's socket", timeout: 60) {
            FileManager.default.fileExists(atPath: runtimeFolder.appendingPathComponent("pipewire-0").path)
        }
        try start(
            "mutter",
            [
                "--headless", "--wayland", "--no-x11", "--wayland-display=\(socket)",
                "--virtual-monitor", "\(width)x\(height)",
            ])
        try Wait.until("mutter's Wayland socket", timeout: 120) {
            if let mutter = servers.last, !mutter.isRunning { throw TestFailure("mutter exited while starting") }
            return FileManager.default.fileExists(atPath: runtimeFolder.appendingPathComponent(socket).path)
        }
        let driver = try DriverProcess(script: "mutter_driver.py", environment: busEnvironment, folder: runtimeFolder)
        let ready = try driver.readAnswer()
        guard ready["ready"] as? Bool == true else { throw TestFailure("the mutter driver did not start: \(ready)") }
        self.driver = driver
    }

    deinit {
        driver = nil
        for server in servers.reversed() where server.isRunning {
            ProcessTree.killDescendants(of: server.processIdentifier)
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: runtimeFolder)
    }

    private var busEnvironment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": bus.address, "XDG_RUNTIME_DIR": runtimeFolder.path]
    }

    private func start(_ tool: String, _ arguments: [String]) throws {
        let server = Process()
        server.executableURL = try Tools.path(of: tool)
        server.arguments = arguments
        server.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "DISPLAY" && $0.key != "WAYLAND_DISPLAY" }
            .merging(busEnvironment) { $1 }
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        servers.append(server)
    }

    /// The environment that puts a GTK app on this compositor, drawing with cairo (no GPU here).
    public var environment: [String: String] {
        busEnvironment.merging([
            "GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket, "GSK_RENDERER": "cairo", "DISPLAY": "",
        ]) { $1 }
    }

    /// Sends `steps` to mutter in order, keeping the waits between them (kept by the driver, so the
    /// test's own pace does not change a gesture's timing); returns once mutter took the last.
    public func perform(_ steps: [Fingers.Step]) throws {
        guard let driver else { throw TestFailure("the mutter driver is gone") }
        let answer = try driver.send(["steps": steps.map(\.command)])
        guard answer["ok"] as? Bool == true else {
            throw TestFailure("mutter refused the steps: \(answer["error"] ?? answer)")
        }
    }
}
