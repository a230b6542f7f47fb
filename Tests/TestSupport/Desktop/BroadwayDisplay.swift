import Foundation

/// GTK's Broadway display server for one test: GTK apps draw into a web page, and the browser's touch
/// events come back to them as real GDK touch sequences — the way to test multi-touch with no touchscreen.
public final class BroadwayDisplay {
    /// The display name apps connect to (`BROADWAY_DISPLAY`).
    public let name: String
    /// The loopback port of the web page.
    public let port: Int
    private let server: Process

    /// Starts `gtk4-broadwayd` on loopback, on a free port, and waits until it serves.
    public init() throws {
        port = try FreePort.find()
        name = ":\(port % 1000 + 100)"
        server = Process()
        server.executableURL = try Tools.path(of: "gtk4-broadwayd")
        server.arguments = ["--address", "127.0.0.1", "--port", String(port), name]
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        try Wait.until("Broadway to serve on port \(port)", timeout: 15) { FreePort.isListening(port) }
    }

    deinit {
        kill(server.processIdentifier, SIGKILL)  // SIGTERM is blocked in children of test threads
        server.waitUntilExit()
        // broadwayd listens for apps on ~/.cache/broadway<display + 1>.socket and leaves it behind when killed.
        if let number = Int(name.dropFirst()) {
            let cache = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? NSHomeDirectory() + "/.cache"
            try? FileManager.default.removeItem(atPath: "\(cache)/broadway\(number + 1).socket")
        }
    }

    /// The environment that puts a GTK app on this display.
    public var environment: [String: String] { ["GDK_BACKEND": "broadway", "BROADWAY_DISPLAY": name] }

    /// The page that shows the apps.
    public var url: String { "http://127.0.0.1:\(port)/" }
}

/// Headless Chromium showing a Broadway page, sending touches through the DevTools protocol (driven by
/// `Desktop/touch_driver.py`, one JSON command per line).
public final class TouchBrowser {
    private let browser = Process()
    private let driver: DriverProcess
    private let profile: URL

    /// Starts the browser on the Broadway page and waits until the app's window is on it.
    public init(showing display: BroadwayDisplay) throws {
        let devtools = try FreePort.find()
        profile = try CommandRunner.temporaryFolder()
        browser.executableURL = try Tools.path(of: "chromium")
        browser.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=\(devtools)",
            "--user-data-dir=\(profile.path)", "--window-size=1280,800", "about:blank",
        ]
        browser.standardOutput = FileHandle.nullDevice
        browser.standardError = FileHandle.nullDevice
        try browser.run()
        driver = try DriverProcess(
            script: "touch_driver.py", arguments: [display.url, String(devtools)], folder: profile)
        let ready = try driver.readAnswer()
        guard ready["ready"] as? Bool == true else { throw TestFailure("the touch driver did not start: \(ready)") }
    }

    deinit {
        if browser.isRunning {
            kill(browser.processIdentifier, SIGKILL)
            browser.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// One finger of a touch event: its id (from 1) and where, in the window's surface points.
    public struct Finger {
        public var id: Int
        public var x: Double
        public var y: Double

        /// Finger `id` at `x`, `y` surface points.
        public init(id: Int, x: Double, y: Double) {
            (self.id, self.x, self.y) = (id, x, y)
        }
    }

    /// Sends `touchStart`, `touchMove` or `touchEnd` with the fingers down after it (none for the last end),
    /// stamped `time` (seconds since the epoch) when given, else when the browser dispatches it.
    public func touch(_ type: String, _ fingers: [Finger], time: Double? = nil) throws {
        let points = fingers.map { ["id": $0.id, "x": $0.x, "y": $0.y] as [String: Any] }
        var command: [String: Any] = ["type": type, "points": points]
        if let time { command["time"] = time }
        let answer = try driver.send(command)
        guard answer["ok"] as? Bool == true else { throw TestFailure("\(type) failed: \(answer)") }
    }

    /// Saves what the browser shows as a PNG.
    public func screenshot(to path: String) throws {
        _ = try driver.send(["type": "screenshot", "path": path])
    }
}

/// Loopback TCP ports for test servers.
public enum FreePort {
    /// A port nobody listens on now (the kernel's pick).
    public static func find() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw TestFailure("cannot open a socket") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw TestFailure("cannot find a free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on a loopback port.
    public static func isListening(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}
