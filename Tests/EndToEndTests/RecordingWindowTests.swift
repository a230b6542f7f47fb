import Foundation
import TestSupport
import Testing

/// Replays a recording headless into `scene`, as its description says to (under the thresholds the window
/// had), and returns its log, without times.
func replayedEvents(of recording: String, scene: String, in folder: URL) throws -> [String] {
    let log = folder.appendingPathComponent("replayed.jsonl").path
    let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recording)))
    let description = try #require((file as? [String: Any])?["description"] as? String)
    let command = try #require(description.range(of: "touch-playground replay FILE ")).upperBound
    let options = description[command...].split(separator: " ").map(String.init)
    #expect(options.starts(with: ["--scene", scene, "--profile", "uikit", "--double-tap-time"]), "\(description)")
    let result = try CommandRunner.run(["replay", recording, "--seed", "7", "--log", log] + options)
    #expect(result.status == 0, "\(result.standardError)")
    return try eventsWithoutTimes(log)
}

/// Recording in the real window (Record button, Ctrl+Shift+R): what is saved, where, and that it replays
/// headless to the very log the live session wrote.
@Suite("Recording in the window", .serialized)
struct RecordingWindowTests {
    @Test("a mouse session recorded with Ctrl+Shift+R replays headless to the same event log")
    func recordAndReplay() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let liveLog = data.appendingPathComponent("live.jsonl").path
        let app = try RunningApp(
            ["--scene", "gestures", "--log", liveLog], environment: ["XDG_DATA_HOME": data.path])
        try app.key("ctrl+shift+r")
        try Wait.until("recording") { try app.appStatus().recording.active }
        // Short enough for a toast on a phone-sized window, which cuts a longer one.
        #expect(try app.appStatus().messages.last == "Recording Gesture gallery: Ctrl+Shift+R saves")

        let (x, y) = try app.center(of: "stage")
        // A double click, a drag across the stage, then a long press.
        try app.xdotool(
            try app.mouseMove(x, y) + [
                "sleep", "0.1", "mousedown", "1", "sleep", "0.05", "mouseup", "1", "sleep", "0.1", "mousedown", "1",
                "sleep", "0.05", "mouseup", "1",
            ])
        try Wait.until("the double tap") { try app.appStatus().narration.contains("action: double-tap-1 (stage)") }
        // Slowly (1 s), so it is a pan, not a swipe.
        try app.drag(from: (x - 100, y), to: (x + 60, y + 20), steps: 20, pause: 0.05)
        try Wait.until("the drag") { try app.appStatus().narration.contains { $0.hasPrefix("pan: possible → began") } }
        try app.xdotool(
            try app.mouseMove(x + 30, y - 30) + ["sleep", "0.1", "mousedown", "1", "sleep", "0.9", "mouseup", "1"])
        try Wait.until("the long press") {
            try app.appStatus().narration.contains { $0.hasPrefix("long-press: possible → began") }
        }

        try app.key("ctrl+shift+r")
        try Wait.until("the recording saved") { try app.appStatus().recording.saved.count == 1 }
        let status = try app.appStatus()
        #expect(!status.recording.active)
        let saved = try #require(status.recording.saved.first)
        let folder = data.appendingPathComponent("touch-playground/recordings").path
        #expect(saved.hasPrefix(folder + "/gestures-"))
        #expect(saved.range(of: #"/gestures-\d{4}-\d\d-\d\d-\d{6}\.json$"#, options: .regularExpression) != nil)
        // The message counts the events the file holds.
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: saved)))
        let events = try #require((file as? [String: Any])?["events"] as? [Any])
        #expect(events.count >= 20)
        // The recording starts with the first click, not when Record was pressed.
        #expect((events.first as? [String: Any])?["t"] as? Double == 0)
        #expect(status.messages.last == "Saved \(events.count) events to \((saved as NSString).lastPathComponent)")
        #expect(status.recentRecordings == [saved], "the main menu offers it")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1, "no temporary left")

        try? app.key("ctrl+q")  // the window may be gone before xdotool sends the key release
        #expect(try app.waitForExit(timeout: 60).status == 0)
        let live = try eventsWithoutTimes(liveLog)
        #expect(live.count > 100)
        let replayed = try replayedEvents(of: saved, scene: "gestures", in: data)
        #expect(replayed == live)
        // The file carries the thresholds it was judged by: replayed with no option, the same verdicts.
        #expect((file as? [String: Any])?["format"] as? String == "touch-trace/4")
        #expect((file as? [String: Any])?["scene"] as? String == "gestures")  // where it plays, unless told
        let plainLog = data.appendingPathComponent("plain.jsonl").path
        let plain = try CommandRunner.run(["replay", saved, "--scene", "gestures", "--seed", "7", "--log", plainLog])
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(try eventsWithoutTimes(plainLog) == live)
    }

    @Test("the Record button: the scene does what it does; a reset saves; nothing recorded is said so")
    func recordButton() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_DATA_HOME": data.path])
        let button = try #require(try app.appStatus().headerButtons["record"])
        let origin = try app.canvasOrigin()
        // The header is outside the canvas: canvas points of the button's center.
        func pressRecord() throws { try app.click(button.center.x - origin.x, button.center.y - origin.y) }

        try pressRecord()
        try Wait.until("recording") { try app.appStatus().recording.active }
        let before = try app.view("D").color
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try Wait.until("D recolored while recording") { try app.view("D").color != before }
        try app.key("ctrl+r")
        try Wait.until("the reset to save the recording") { try app.appStatus().recording.saved.count == 1 }
        #expect(try !app.appStatus().recording.active)

        try pressRecord()
        try Wait.until("recording again") { try app.appStatus().recording.active }
        try pressRecord()
        try Wait.until("nothing recorded") {
            try app.appStatus().messages.last == "Nothing was recorded: no input reached the scene."
        }
        #expect(try app.appStatus().recording.saved.count == 1)
    }

    @Test("the window changing size ends the recording (a trace has one size) and saves what it has")
    func resizeEndsRecording() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_DATA_HOME": data.path])
        try app.key("ctrl+shift+r")
        try Wait.until("recording") { try app.appStatus().recording.active }
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
        let canvas = try app.appStatus().canvas
        try app.xdotool(["windowsize", app.windowID, "900", "650"])
        try Wait.until("the recording saved") { try app.appStatus().recording.saved.count == 1 }
        let status = try app.appStatus()
        #expect(status.canvas.width != canvas.width || status.canvas.height != canvas.height)
        #expect(!status.recording.active)
        #expect(
            status.messages.last?.hasPrefix(
                "The window changed size, which moves what each touch lands on. Saved 2 events to ") == true,
            "\(status.messages)")
    }

    @Test("a recordings folder that cannot be made is said in one line; the window goes on")
    func unwritableFolder() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let file = data.appendingPathComponent("a-file")
        try Data("x".utf8).write(to: file)
        let app = try RunningApp(
            ["--scene", "touch-views"], environment: ["XDG_DATA_HOME": file.path + "/data"])
        try app.key("ctrl+shift+r")
        try Wait.until("recording") { try app.appStatus().recording.active }
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
        try app.key("ctrl+shift+r")
        try Wait.until("the problem") { try app.appStatus().recording.problem != nil }
        let status = try app.appStatus()
        #expect(
            status.recording.problem?.contains("cannot make the recordings folder: Not a directory") == true,
            "\(status.recording.problem ?? "")")
        #expect(status.messages.last?.hasPrefix("The recording could not be saved: ") == true)
        try app.click(x, y)
        try app.waitForInputs(4)
    }
}

extension RecordingWindowTests {
    /// Presses the mouse at the stage's center and moves it `moves` times in one xdotool run, then lifts. The
    /// moves are 12 ms apart: GTK folds the motion of one frame into one event.
    private func scribble(_ app: RunningApp, moves: Int) throws {
        let (x, y) = try app.center(of: "stage")
        var arguments = try app.mouseMove(x, y) + ["mousedown", "1"]
        for step in 0..<moves {
            arguments += try app.mouseMove(x + Double(step % 80) - 40, y + Double(step % 7)) + ["sleep", "0.012"]
        }
        try app.xdotool(arguments + ["mouseup", "1"])
    }

    /// Scribbles until the recording holds at least `events` events: how many moves make an event depends on
    /// how GTK folds motion into frames, which a busy machine draws fewer of.
    private func scribbleUntil(_ app: RunningApp, events: Int) throws {
        for _ in 0..<20 where try app.appStatus().recording.events < events {
            try scribble(app, moves: 150)
            // The last moves reach the status file a frame later.
            try? Wait.until("the moves recorded", timeout: 5) { try app.appStatus().recording.events >= events }
        }
        #expect(try app.appStatus().recording.events >= events)
    }

    @Test("a recording killed with SIGKILL is recovered at the next launch, every event written before the kill")
    func recoveredAfterKill() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let folder = data.appendingPathComponent("touch-playground/recordings").path
        var events = 0
        do {
            let app = try RunningApp(["--scene", "gestures"], environment: ["XDG_DATA_HOME": data.path])
            try app.key("ctrl+shift+r")
            try Wait.until("recording") { try app.appStatus().recording.journal != nil }
            try scribbleUntil(app, events: 40)
            events = try app.appStatus().recording.events
            app.signal(SIGKILL)
            _ = try app.waitForExit()
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".partial") }.count == 1)
        let again = try RunningApp(["--scene", "gestures"], environment: ["XDG_DATA_HOME": data.path])
        try Wait.until("the recovery") { try again.appStatus().recording.recovered.count == 1 }
        let status = try again.appStatus()
        let saved = try #require(status.recording.recovered.first)
        #expect(saved.hasPrefix(folder + "/gestures-") && saved.hasSuffix(".json"))
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: saved)))
        let recorded = try #require((file as? [String: Any])?["events"] as? [Any])
        #expect(recorded.count >= events)
        // The thresholds it was recorded under come back with it.
        #expect((file as? [String: Any])?["format"] as? String == "touch-trace/4")
        #expect((file as? [String: Any])?["scene"] as? String == "gestures")
        #expect(((file as? [String: Any])?["thresholds"] as? [String: Any])?["profile"] as? String == "uikit")
        #expect(status.messages.contains { $0.hasPrefix("A recording interrupted at the last launch was recovered: ") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == [(saved as NSString).lastPathComponent])
        // It replays headless like any recording.
        let replay = try CommandRunner.run(["replay", saved])
        #expect(replay.status == 0, "\(replay.standardError)")
    }

    @Test("a recording the disk has no room for is kept, said, and saved once there is room")
    func fullDisk() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let folder = data.appendingPathComponent("touch-playground/recordings").path
        // No file the app writes may pass 12 KB: the journal and the recording (about 70 bytes an event) stop
        // being written after some 160 events; the status file (about 6 KB) stays under it. (Only this soft limit is set:
        // raising a hard one takes a privilege root may not have in a container.)
        let app = try RunningApp(
            ["--scene", "gestures"], environment: ["XDG_DATA_HOME": data.path], limits: ["--fsize=12000:unlimited"])
        try app.key("ctrl+shift+r")
        try Wait.until("recording") { try app.appStatus().recording.active }
        try scribbleUntil(app, events: 220)
        try app.key("ctrl+shift+r")
        try Wait.until("the failure said") { try app.appStatus().recording.unsaved == 1 }
        let status = try app.appStatus()
        #expect(status.recording.saved.isEmpty)
        #expect(status.recording.problem?.contains("File too large") == true, "\(status.recording.problem ?? "")")
        let message = try #require(status.messages.last)
        let count = try #require(message.firstMatch(of: /Its (\d+) events are kept in memory/)?.1)
        let recorded = try #require(Int(count))
        #expect(recorded >= 220)
        // Room again: closing the window saves it, every event.
        let raised = Process()
        raised.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
        raised.arguments = ["--pid", String(app.pid), "--fsize=unlimited"]
        try raised.run()
        raised.waitUntilExit()
        try? app.xdotool(["windowfocus", "--sync", app.windowID, "key", "ctrl+w"])
        let exit = try app.waitForExit(timeout: 60)
        #expect(exit.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
        try #require(files.count == 1, "\(exit.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == files, "its journal removed")
        let file = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: folder + "/" + (files.first ?? ""))))
        #expect(((file as? [String: Any])?["events"] as? [Any])?.count == recorded)
    }
}

extension RecordingWindowTests {
    @Test("lessons named with a NUL, ../ or / record into the recordings folder, each to its own file; SIGTERM ends")
    func hostileLessonNames() throws {
        let home = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: home) }
        let lessons = home.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let names = [#"a\u0000"#, #"../../escaped"#, #"x/y"#]
        for (index, name) in names.enumerated() {
            try
                #"{"format": "touch-scene/1", "name": "\#(name)", "views": [{"name": "V", "frame": [0, 0, 300, 300], "onTouch": "recolor"}]}"#
                .write(to: lessons.appendingPathComponent("l\(index).json"), atomically: true, encoding: .utf8)
        }
        // Only HOME: every folder the app writes in comes from it.
        let environment = ["HOME": home.path, "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": ""]
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene-file", lessons.appendingPathComponent("l0.json").path], display: display,
            environment: environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 })
        var saved = 0
        for index in [0, 0, 1, 2] {
            if index > 0 {
                let launch = try CommandRunner.launchAgain(
                    ["--scene-file", lessons.appendingPathComponent("l\(index).json").path], display: display, bus: bus)
                #expect(launch.status == 0, "\(launch.standardError)")
                try Wait.until("lesson \(index)") {
                    try app.appStatus().sceneFile.path?.hasSuffix("l\(index).json") == true
                }
            }
            try app.key("ctrl+shift+r")
            try Wait.until("recording") { try app.appStatus().recording.active }
            let (x, y) = try app.center(of: "V")
            let inputs = try app.inputs()
            try app.click(x, y)
            try app.waitForInputs(inputs + 2)
            try app.key("ctrl+shift+r")
            saved += 1
            try Wait.until("saved \(saved)") { try app.appStatus().recording.saved.count == saved }
        }
        let paths = try app.appStatus().recording.saved
        let folder = home.path + "/.local/share/touch-playground/recordings"
        #expect(Set(paths).count == 4)
        for path in paths {
            #expect((path as NSString).deletingLastPathComponent == folder && path.hasSuffix(".json"), "\(path)")
            #expect(FileManager.default.fileExists(atPath: path))
        }
        app.signal(SIGTERM)
        #expect(try app.waitForExit(timeout: 60).status == 0)
        // Nothing written outside the app's own folders (and the lessons the test wrote, and dconf's cache,
        // which GLib's settings keep for every GTK app).
        let written = try FileManager.default.subpathsOfDirectory(atPath: home.path).filter { path in
            !path.hasPrefix("lessons") && !path.hasPrefix(".local/share/touch-playground")
                && !path.hasPrefix(".config/touch-playground") && !path.hasPrefix(".cache/dconf")
        }
        #expect(Set(written).isSubset(of: [".local", ".local/share", ".config", ".cache"]), "\(written)")
    }
}

extension RecordingWindowTests {
    @Test("the main menu lists recent recordings, newest first; choosing one replays it in the window")
    func recentInTheMenu() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_DATA_HOME": data.path])
        let (x, y) = try app.center(of: "D")
        for round in 1...2 {
            try app.key("ctrl+shift+r")
            try Wait.until("recording \(round)") { try app.appStatus().recording.active }
            try app.click(x, y)
            try app.waitForInputs(2 * round)
            try app.key("ctrl+shift+r")
            try Wait.until("recording \(round) saved") { try app.appStatus().recentRecordings.count == round }
        }
        let recent = try app.appStatus().recentRecordings
        #expect(recent == (try app.appStatus().recording.saved).reversed(), "newest first: \(recent)")
        // F10, then down past the window's thirteen actions (`WindowAction.menuSections`' first) to the newest
        // recording.
        try app.key("F10")
        try app.xdotool(Array(repeating: ["key", "--window", app.windowID, "Down"], count: 13).flatMap { $0 })
        try app.key("Return")
        try Wait.until("the newest recording replayed") {
            let status = try app.appStatus()
            return status.replay.open && status.replay.file == recent[0]
        }
    }
}
