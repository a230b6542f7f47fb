import Foundation

/// Handing the app a file as a person does: typed into the desktop's Open dialog, or dragged from another
/// application's window and dropped on the canvas.
extension RunningApp {
    /// The id of the visible window whose title is `title` (a dialog), once it shows.
    public func windowNamed(_ title: String) throws -> String {
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

    /// Presses Ctrl+O and types `path` into the Open dialog (GTK's location entry), then Enter, until
    /// `opened` says the app has the file. On a loaded machine a key typed while the dialog is still
    /// settling can be lost; the dialog then stays open, and the path is typed again into a cleared
    /// location entry (three tries), rather than waiting on time.
    public func chooseInOpenDialog(_ path: String, until opened: () throws -> Bool) throws {
        let title = "Open a Lesson or a Trace"
        toleratedWarnings.append("Trying to snapshot GtkButton")
        try key("ctrl+o")
        let dialog = try windowNamed(title)
        for attempt in 1...3 {
            // Typing a "/" opens GTK's location entry with it; on a retry the entry has the focus, and Ctrl+A
            // selects what it holds, so what is typed replaces it. (Ctrl+L makes GTK 4.8's dialog warn about
            // snapshotting its buttons before they are allocated.)
            if attempt > 1 { try xdotool(["key", "--window", dialog, "ctrl+a"]) }
            try xdotool(["type", "--window", dialog, "--delay", "20", path])
            try xdotool(["sleep", "0.3", "key", "--window", dialog, "Return"])
            do {
                try Wait.until("the Open dialog to close", timeout: attempt < 3 ? 20 : 60) {
                    try opened() || !isVisible(dialog, titled: title)
                }
            } catch  where attempt < 3 {
                continue  // still open: the path did not arrive whole
            }
            // The dialog closed: the app opens the file, which may take a moment on a busy machine.
            try Wait.until("the file chosen in the Open dialog", timeout: 60, opened)
            return
        }
    }

    /// Whether the window `id`, titled `title`, is still shown.
    private func isVisible(_ id: String, titled title: String) -> Bool {
        let found = (try? display.run("xdotool", ["search", "--onlyvisible", "--name", title])) ?? Data()
        return String(decoding: found, as: UTF8.self).split(separator: "\n").contains { $0 == id }
    }

    /// Drags `path` from a small GTK window of another process (a PyGObject label, as a file manager's icon)
    /// and drops it on the canvas at `point` (canvas points), as a hand does: press, move in steps, release.
    /// Each stage waits for the drag source to say it is done (ready, the drag begun, the file accepted by
    /// the window under the pointer), not for a time, so a busy machine only makes it slower.
    public func dropFile(_ path: String, at point: (x: Double, y: Double)) throws {
        let source = Process()
        source.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        source.arguments = [PackageRoot.path + "/Tests/TestSupport/Desktop/drag_source.py", path]
        source.environment = ProcessInfo.processInfo.environment
            .filter { $0.key != "WAYLAND_DISPLAY" && $0.key != "DBUS_SESSION_BUS_ADDRESS" }
            .merging(["DISPLAY": display.name, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo"]) { $1 }
        let said = LineReader()
        source.standardOutput = said.pipe
        source.standardError = FileHandle.nullDevice
        try source.run()
        defer {
            // SIGKILL: a child started from a test thread inherits that thread's blocked SIGTERM.
            kill(source.processIdentifier, SIGKILL)
            source.waitUntilExit()
        }
        try Wait.until("the drag source drawn") { said.has("ready") }
        let window = try windowNamed("Drag source")
        // Out of the playground's way, in the screen's bottom right corner; then a hand's drag onto the canvas.
        try xdotool(["windowmove", "--sync", window, "1060", "660"])
        let offset = try windowOffset(point.x, point.y)
        let target = (x: Double(windowOrigin.x) + offset.x, y: Double(windowOrigin.y) + offset.y)
        try xdotool(["mousemove", "1160", "720", "sleep", "0.1", "mousedown", "1"])
        // A few points at a time until GTK has started the drag (past its drag threshold).
        var nudge = 0
        try Wait.until("the drag to begin") {
            nudge += 1
            try xdotool(["mousemove", String(1160 - 4 * min(nudge, 20)), String(720 - 2 * min(nudge, 20))])
            return said.has("begin")
        }
        let start = (x: 1160.0 - 4 * Double(min(nudge, 20)), y: 720.0 - 2 * Double(min(nudge, 20)))
        for step in 1...20 {
            let f = Double(step) / 20
            try xdotool([
                "mousemove", String(Int(start.x + (target.x - start.x) * f)),
                String(Int(start.y + (target.y - start.y) * f)), "sleep", "0.02",
            ])
        }
        // Wiggle on the spot until the window under the pointer has said it takes the file.
        var wiggle = 0.0
        try Wait.until("the window to accept the file") {
            wiggle = wiggle == 0 ? 1 : 0
            try xdotool(["mousemove", String(Int(target.x + wiggle)), String(Int(target.y))])
            return said.has("accepted")
        }
        try xdotool(["mouseup", "1"])
        try Wait.until("the drag to end") { said.has("end") || said.has("cancel") }
    }
}

/// The lines a child process writes to a pipe, read without blocking as they come.
public final class LineReader: @unchecked Sendable {
    public let pipe = Pipe()
    private var text = ""

    /// True once a line `word` has been written.
    public func has(_ word: String) -> Bool {
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            text += String(decoding: buffer[..<count], as: UTF8.self)
        }
        return text.split(separator: "\n").contains { $0 == word }
    }
}
