import Foundation

/// A private X display (Xvfb) for one test, so the real window can be driven with `xdotool` and
/// photographed with ImageMagick's `import`, with no screen and no window manager.
public final class VirtualDisplay {
    /// The display name, like `:93`.
    public let name: String
    private let server: Process
    private var windowManager: Process?
    /// The screen size, in pixels: a laptop's unless a test asks for a phone's or a tablet's.
    public let width: Int, height: Int

    /// Starts Xvfb on a display number it picks itself (so displays started at once by tests running in
    /// parallel never collide) and waits until it accepts clients.
    public init(width: Int = 1280, height: Int = 800) throws {
        self.width = width
        self.height = height
        server = Process()
        server.executableURL = try Tools.path(of: "Xvfb")
        // -displayfd 1: Xvfb claims a free display with its own lock and writes the number to stdout when ready.
        server.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { throw TestFailure("Xvfb exited before announcing its display") }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw TestFailure("Xvfb announced no display number: \(text)")
        }
        name = ":\(number)"
    }

    /// Starts a window manager (Openbox) and waits until it runs, for what needs one (full screen). An
    /// Openbox that quits while starting (seen once in a full run with both cores busy) is started again.
    public func startWindowManager() throws {
        var attempts = 0
        func launch() throws {
            attempts += 1
            let manager = Process()
            manager.executableURL = try Tools.path(of: "openbox")
            manager.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
            manager.standardOutput = FileHandle.nullDevice
            manager.standardError = FileHandle.nullDevice
            try manager.run()
            windowManager = manager
        }
        try launch()
        // Openbox announces itself through EWMH, which xdotool reads.
        try Wait.until("the window manager", timeout: 15) {
            if let manager = windowManager, !manager.isRunning, attempts < 3 { try launch() }
            return (try? run("xdotool", ["get_num_desktops"])) != nil
        }
    }

    deinit {
        if let windowManager {
            kill(windowManager.processIdentifier, SIGKILL)
            windowManager.waitUntilExit()
        }
        // SIGKILL: a child started from a test thread inherits that thread's blocked SIGTERM. Xvfb then
        // leaves its lock and socket behind, so remove them.
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        let number = name.dropFirst()
        try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
        try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
    }

    /// Runs a command-line tool (xdotool, import) against this display; returns its standard output.
    @discardableResult
    public func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = try Tools.path(of: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["DISPLAY": name]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("\(tool) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }

    /// The color of one screen pixel, 0–255 per channel.
    public func pixel(x: Int, y: Int) throws -> RGB {
        let bytes = [UInt8](try run("import", ["-window", "root", "-crop", "1x1+\(x)+\(y)", "-depth", "8", "rgb:-"]))
        guard bytes.count >= 3 else { throw TestFailure("no pixel at \(x), \(y)") }
        return RGB(red: Int(bytes[0]), green: Int(bytes[1]), blue: Int(bytes[2]))
    }

    /// Saves the whole screen as a PNG (for a person to look at when a test fails).
    public func screenshot(to path: String) throws {
        try run("import", ["-window", "root", path])
    }
}
