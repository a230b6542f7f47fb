import Foundation
import PlaygroundStatus
import Testing

/// The real `touch-playground` window running on a ``VirtualDisplay`` (X11, driven with xdotool) or on a
/// ``BroadwayDisplay`` (driven by a browser's touch events), with the hooks a test reads: the status file
/// the app rewrites after every frame (scene state, canvas position, narration) and the state it writes
/// when it quits.
public final class RunningApp {
    /// The X display, when the app runs on X11.
    public let x11: VirtualDisplay?
    /// The X display; only for tests that run on X11.
    public var display: VirtualDisplay { x11! }
    public let folder: URL
    private let process = Process()
    private let errorPipe = Pipe()
    private let standardError = StandardErrorCollector()
    /// Whether GLib warnings and criticals from the app are expected (a test that provokes one); otherwise
    /// any of them fails the test when the app goes away.
    public var allowsGLibWarnings = false
    /// Words of warnings GTK itself logs in what a test does, which are no fault of the app: GTK 4.8's Open
    /// dialog, typed into on a busy machine, sometimes warns that it snapshots its own buttons before they
    /// are allocated.
    public var toleratedWarnings: [String] = []
    /// The X window id of the app's window.
    public private(set) var windowID = ""
    /// The window's top-left corner on the screen, in pixels.
    public private(set) var windowOrigin = (x: 0, y: 0)

    public var statusPath: String { folder.appendingPathComponent("status.json").path }
    /// The app's process id (its windows are found by it).
    public var pid: Int32 { process.processIdentifier }
    public var exitStatePath: String { folder.appendingPathComponent("exit-state.json").path }

    /// Opens the window on X11 with `arguments` (after `--seed 7` and the status hooks) and waits for its
    /// first frame. GSK draws with cairo unless `environment` says otherwise (`"GSK_RENDERER": ""` leaves it
    /// unset, for the app to choose).
    ///
    /// `limits` are `prlimit` options the app runs under (`["--fsize=65536:unlimited"]`: no file it writes may
    /// grow past 64 KB, as on a disk that is full, until the test raises the soft limit again).
    public convenience init(
        _ arguments: [String] = [], display: VirtualDisplay? = nil,
        environment: [String: String] = [:], limits: [String] = []
    ) throws {
        let display = try display ?? VirtualDisplay()
        // No GPU under Xvfb: GSK's Cairo renderer. (Broadway has its own renderer and must keep it.)
        try self.init(
            arguments,
            environment: environment.merging([
                "DISPLAY": display.name, "GDK_BACKEND": "x11",
                "GSK_RENDERER": "cairo",
            ]) { given, _ in given }, x11: display, limits: limits)
    }

    /// Opens the window with `arguments` in `environment` (which picks GDK's backend) and waits for its
    /// first frame. `settings`, when given, is the settings file the app finds (JSON, as
    /// docs/settings-file.md has it).
    public init(
        _ arguments: [String], environment: [String: String], x11: VirtualDisplay?, limits: [String] = [],
        settings: String? = nil
    ) throws {
        self.x11 = x11
        folder = try CommandRunner.temporaryFolder()
        if let settings {
            let file = folder.appendingPathComponent("config/touch-playground/settings.json")
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(settings.utf8).write(to: file)
        }
        let own = ["--seed", "7", "--status-file", statusPath, "--state-on-exit", exitStatePath] + arguments
        if limits.isEmpty {
            process.executableURL = URL(fileURLWithPath: CommandRunner.executable)
            process.arguments = own
        } else {
            // prlimit sets the limits and then becomes the app (exec), keeping its process id.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
            process.arguments = limits + ["--", CommandRunner.executable] + own
        }
        process.currentDirectoryURL = URL(fileURLWithPath: PackageRoot.path)
        // No Wayland, no session bus unless the test brings its own, and settings and data of its own (not
        // the user's, nor another test's: a recording one window leaves going would be recovered by the
        // next that shares its data folder): a test may pass its own XDG_CONFIG_HOME or XDG_DATA_HOME to
        // see what is kept between launches. A variable given as "" is left out (to see what the app does
        // when it is unset).
        process.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "WAYLAND_DISPLAY" && $0.key != "DBUS_SESSION_BUS_ADDRESS" }
            .merging([
                "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path,
                "XDG_DATA_HOME": folder.appendingPathComponent("data").path,
            ]) { $1 }
            .merging(environment) { $1 }
            .filter { !$0.value.isEmpty }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        let collector = standardError
        errorPipe.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        try process.run()
        let collected = standardError
        try FirstFrameWait.until(
            { ((try? appStatus())?.frame ?? 0) >= 1 }, process: process, standardError: { collected.text })
        guard let display = x11 else { return }
        let pid = String(process.processIdentifier)
        try Wait.until("the window to be mapped") {
            let found = String(
                decoding: (try? display.run("xdotool", ["search", "--onlyvisible", "--pid", pid])) ?? Data(),
                as: UTF8.self
            ).split(separator: "\n").first
            windowID = found.map(String.init) ?? ""
            return !windowID.isEmpty
        }
        let geometry = String(
            decoding: try display.run("xdotool", ["getwindowgeometry", "--shell", windowID]), as: UTF8.self)
        var values: [String: Int] = [:]
        for line in geometry.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2 { values[String(parts[0])] = Int(parts[1]) }
        }
        windowOrigin = (values["X"] ?? 0, values["Y"] ?? 0)
    }

    deinit {
        if !allowsGLibWarnings {
            for problem in Self.glibProblems(in: standardError.text)
            where !toleratedWarnings.contains(where: { problem.contains($0) }) {
                Issue.record("the app logged: \(problem)")
            }
        }
        if process.isRunning {
            // SIGKILL: a child started from a test thread inherits that thread's blocked SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Reading the app

    /// The status the app wrote after its last frame, untyped: only for the scene's own state, which differs
    /// from scene to scene (everything else is read through ``appStatus()``).
    private func status() throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: statusPath))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw TestFailure("the status file is not a JSON object")
        }
        return object
    }

    /// The scene's state from the last frame's status.
    public func state() throws -> [String: Any] {
        try status()["state"] as? [String: Any] ?? [:]
    }

    /// A view of the scene from the last frame's status: frame in canvas points, color.
    public func view(_ name: String) throws -> (frame: [Double], color: String?, transform: [Double]) {
        let views = try state()["views"] as? [[String: Any]] ?? []
        guard let view = views.first(where: { $0["name"] as? String == name }) else {
            throw TestFailure("no view \(name) in the state")
        }
        return (view["frame"] as? [Double] ?? [], view["color"] as? String, view["transform"] as? [Double] ?? [])
    }

    /// Input events handled so far.
    public func inputs() throws -> Int { try appStatus().inputs }

    /// The status the app wrote after its last frame, typed (every field the window writes).
    public func appStatus() throws -> WindowStatus { try WindowStatus(contentsOf: statusPath) }

    /// Waits until the app has handled `count` input events and drawn a frame after them.
    public func waitForInputs(_ count: Int) throws {
        try Wait.until("\(count) input events handled") { try inputs() >= count }
    }

    /// The canvas's top-left corner in the window, in points.
    public func canvasOrigin() throws -> (x: Double, y: Double) {
        let canvas = try appStatus().canvas
        return (canvas.x, canvas.y)
    }

    /// A point in the canvas (window points of the scene) as a point in the X window.
    public func windowPoint(_ x: Double, _ y: Double) throws -> (Int, Int) {
        let point = try windowOffset(x, y)
        return (Int(point.x.rounded()), Int(point.y.rounded()))
    }

    /// A point in the canvas (points of the scene) in the window's points: the canvas's origin, and its zoom
    /// (a canvas point is `canvasZoom` window points).
    public func windowOffset(_ x: Double, _ y: Double) throws -> (x: Double, y: Double) {
        let status = try appStatus()
        return (status.canvas.x + x * status.canvasZoom, status.canvas.y + y * status.canvasZoom)
    }

    /// The center of a view, in canvas points.
    public func center(of name: String) throws -> (Double, Double) {
        let frame = try view(name).frame
        return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }

    /// The screen color at a canvas point.
    public func pixel(_ x: Double, _ y: Double) throws -> RGB {
        let (wx, wy) = try windowPoint(x, y)
        return try display.pixel(x: windowOrigin.x + wx, y: windowOrigin.y + wy)
    }

    /// Waits until the screen shows `color` at a canvas point (the frame may still be on its way).
    public func waitForPixel(_ x: Double, _ y: Double, _ color: RGB, tolerance: Int = 3) throws {
        var seen = RGB(red: -1, green: -1, blue: -1)
        do {
            try Wait.until("color \(color) at \(x), \(y)", timeout: 60) {
                seen = try pixel(x, y)
                return seen.isClose(to: color, tolerance: tolerance)
            }
        } catch {
            try? display.screenshot(to: folder.deletingLastPathComponent().appendingPathComponent("tp-failed.png").path)
            throw TestFailure("\(error); the screen shows \(seen) (screenshot: /tmp/tp-failed.png)")
        }
    }

    // MARK: Driving the app

    /// Runs xdotool against the app's window.
    public func xdotool(_ arguments: [String]) throws {
        try display.run("xdotool", arguments)
    }

    /// Moves the mouse to a canvas point.
    public func mouseMove(_ x: Double, _ y: Double) throws -> [String] {
        let (wx, wy) = try windowPoint(x, y)
        return ["mousemove", "--window", windowID, String(wx), String(wy)]
    }

    /// A click as a hand makes one (xdotool's `click` presses and releases in the same instant, which a
    /// loaded machine can deliver before the widget under the pointer has seen it arrive): a pause after
    /// the move, then the button held for 80 ms.
    public static let humanClick = ["sleep", "0.1", "mousedown", "1", "sleep", "0.08", "mouseup", "1"]

    /// Clicks at a canvas point with the primary button.
    public func click(_ x: Double, _ y: Double) throws {
        try xdotool(try mouseMove(x, y) + Self.humanClick)
    }

    /// Drags with the primary button from one canvas point to another in `steps` moves, `pause` seconds
    /// apart (a fast flick or a slow drag), holding still for `hold` seconds after pressing and `rest`
    /// seconds before releasing.
    public func drag(
        from start: (Double, Double), to end: (Double, Double), steps: Int = 10, pause: Double = 0.02,
        hold: Double = 0, rest: Double = 0
    ) throws {
        var arguments = try mouseMove(start.0, start.1) + ["mousedown", "1"]
        if hold > 0 { arguments += ["sleep", String(hold)] }
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            arguments += try mouseMove(start.0 + (end.0 - start.0) * f, start.1 + (end.1 - start.1) * f)
            arguments += ["sleep", String(pause)]
        }
        if rest > 0 { arguments += ["sleep", String(rest)] }
        try xdotool(arguments + ["mouseup", "1"])
    }

    /// Presses keys (`"ctrl+r"`, `"F9"`) in the window.
    public func key(_ keys: String) throws {
        try xdotool(["key", "--window", windowID, keys])
    }

    /// Activates the window through the window manager and types keys into it, as a person would. (With a
    /// window manager GTK takes keys from the keyboard, not ones sent to its window directly.)
    public func typeIntoActiveWindow(_ keys: String) throws {
        try xdotool(["windowactivate", "--sync", windowID, "key", keys])
    }

    /// Sends a signal to the app.
    public func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits for the app to exit; returns its status and standard error.
    public func waitForExit(timeout: Double = 10) throws -> (status: Int32, standardError: String) {
        try Wait.until("the app to quit", timeout: timeout) { !process.isRunning }
        errorPipe.fileHandleForReading.readabilityHandler = nil
        standardError.append(errorPipe.fileHandleForReading.readDataToEndOfFile())
        return (process.terminationStatus, standardError.text)
    }

    /// The app's standard error so far.
    public var standardErrorText: String { standardError.text }

    /// The GLib warnings and criticals (GTK's, GObject's, the app's own) in `text`, a line each, leaving out
    /// those the tests' environment causes on purpose: no session bus unless a test brings one, so GTK cannot
    /// reach it and the file dialog cannot save its settings to dconf (both say they tried `dbus-launch`).
    public static func glibProblems(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            (line.contains("-WARNING **") || line.contains("-CRITICAL **") || line.contains("-ERROR **"))
                && !line.contains("Unable to acquire session bus") && !line.contains("“dbus-launch”")
        }
    }
}

/// What the app writes on standard error, gathered as it comes (a pipe left unread would stop the app once
/// full), from GLib's reading thread.
private final class StandardErrorCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ data: Data) {
        lock.lock()
        bytes.append(data)
        lock.unlock()
    }

    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
