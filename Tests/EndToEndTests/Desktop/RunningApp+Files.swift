import Foundation
import TestSupport

/// Handing the app a file as a person does: typed into the desktop's Open dialog, or dragged from another
/// application's window and dropped on the canvas.
extension RunningApp {
    /// The id of the visible window whose title is `title` (a dialog), once it shows.
    func windowNamed(_ title: String) throws -> String {
        var found = ""
        try Wait.until("the window \"\(title)\"") {
            found =
                String(
                    decoding: (try? display.run("xdotool", ["search", "--onlyvisible", "--name", title])) ?? Data(),
                    as: UTF8.self
                ).split(separator: "\n").first.map(String.init) ?? ""
            return !found.isEmpty
        }
        return found
    }

    /// Presses Ctrl+O and types `path` into the Open dialog (GTK's location entry), then Enter.
    func chooseInOpenDialog(_ path: String) throws {
        try key("ctrl+o")
        let dialog = try windowNamed("Open a Lesson or a Trace")
        try xdotool(["type", "--window", dialog, "--delay", "20", path])
        try xdotool(["sleep", "0.3", "key", "--window", dialog, "Return"])
    }

    /// Drags `path` from a small GTK window of another process (a PyGObject label, as a file manager's icon)
    /// and drops it on the canvas at `point` (canvas points), as a hand does: press, move in steps, release.
    func dropFile(_ path: String, at point: (x: Double, y: Double)) throws {
        let source = Process()
        source.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        source.arguments = [PackageRoot.path + "/Tests/EndToEndTests/Tools/drag_source.py", path]
        source.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "WAYLAND_DISPLAY" && $0.key != "DBUS_SESSION_BUS_ADDRESS" }
            .merging(["DISPLAY": display.name, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo"]) { $1 }
        source.standardError = FileHandle.nullDevice
        try source.run()
        defer {
            // SIGKILL: a child started from a test thread inherits that thread's blocked SIGTERM.
            kill(source.processIdentifier, SIGKILL)
            source.waitUntilExit()
        }
        let window = try windowNamed("Drag source")
        // Out of the playground's way, in the screen's bottom right corner; then a hand's drag onto the canvas.
        try xdotool(["windowmove", "--sync", window, "1060", "660"])
        let canvas = try canvasOrigin()
        let target = (x: Double(windowOrigin.x) + canvas.x + point.x, y: Double(windowOrigin.y) + canvas.y + point.y)
        var steps = ["mousemove", "1160", "720", "sleep", "0.2", "mousedown", "1", "sleep", "0.2"]
        for step in 1...20 {
            let f = Double(step) / 20
            steps += [
                "mousemove", String(Int(1160 + (target.x - 1160) * f)), String(Int(720 + (target.y - 720) * f)),
                "sleep", "0.05",
            ]
        }
        try xdotool(steps + ["sleep", "0.3", "mouseup", "1"])
    }
}
