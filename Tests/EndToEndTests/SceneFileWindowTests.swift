import Foundation
import TestSupport
import Testing

/// Scene files in the real window under Xvfb: opened from the command line, the Open dialog and a drop;
/// followed as a teacher edits them in another program, a broken save kept off the stage.
@Suite("Scene files in the window", .serialized)
struct SceneFileWindowTests {
    let lessons = PackageRoot.path + "/data/scenes/"

    /// A copy of a sample lesson in a fresh folder, to edit.
    private func copy(_ lesson: String) throws -> (folder: URL, file: String) {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder.appendingPathComponent("lesson.json").path
        try FileManager.default.copyItem(atPath: lessons + lesson + ".json", toPath: file)
        return (folder, file)
    }

    /// The JSON of the scene file `file` with `change` applied, as text.
    private func edited(_ file: String, _ change: (inout [String: Any]) -> Void) throws -> Data {
        var json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as! [String: Any]
        change(&json)
        return try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
    }

    /// Saves as most editors do: a new file beside, renamed over the old.
    private func saveByRenaming(_ data: Data, to file: String) throws {
        try data.write(to: URL(fileURLWithPath: file + ".swp"))
        #expect(rename(file + ".swp", file) == 0)
    }

    /// Saves as simple editors do: the same file truncated and written again.
    private func saveInPlace(_ data: Data, to file: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.close()
    }

    private func viewNames(_ app: RunningApp) throws -> [String] {
        (try app.state()["views"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
    }

    @Test("--scene-file opens the lesson: its title, its views, its recognizers on a real click")
    func opensALesson() throws {
        let app = try RunningApp(["--scene-file", lessons + "tap-vs-double-tap.json"])
        var status = try app.appStatus()
        #expect(status.scene == "tap-vs-double-tap" && status.sceneFile.path == lessons + "tap-vs-double-tap.json")
        #expect(try viewNames(app) == ["root", "card"])
        // The lessons' rows come once the first frame is drawn.
        try Wait.until("the thirteen sample lessons listed") {
            try app.appStatus().layout.sceneList.keys.filter { $0.hasPrefix("lesson:") }.count == 13
        }
        let (x, y) = try app.center(of: "card")
        try app.click(x, y)
        try Wait.until("single-tap to recognize once double-tap failed") {
            try app.appStatus().narration.contains("single-tap: possible → ended (waited for double-tap)")
        }
        status = try app.appStatus()
        #expect(status.narration.first == "hit test (mouse 1): window → root → card")
        #expect(status.problems.isEmpty)
    }

    @Test(
        "saved in an editor, the scene follows within a second; a broken save shows its error and keeps the last good scene"
    )
    func liveEdit() throws {
        let (folder, file) = try copy("tap-vs-double-tap")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = try RunningApp(["--scene-file", file])
        try app.key("ctrl+t")  // the timeline shown: part of the window's state a reload keeps
        try Wait.until("the timeline") { try app.appStatus().timeline.shown }

        // Broken mid-edit: the error names the file, the JSON path and the problem; the scene stays.
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try saveInPlace(Data(text.replacingOccurrences(of: #""taps": 2,"#, with: #""taps": 2,,"#).utf8), to: file)
        try Wait.until("the problem on the canvas") { try app.appStatus().sceneFile.problem != nil }
        var status = try app.appStatus()
        #expect(status.sceneFile.problem?.hasPrefix("\(file): $.views[0].recognizers[1] (line ") == true)
        #expect(status.sceneFile.problem?.hasSuffix("invalid JSON: expected a key in quotes") == true)
        #expect(status.problems.first == status.sceneFile.problem)
        #expect(status.sceneFile.reloads == 0 && status.scene == "lesson")  // named by its file
        #expect(try viewNames(app) == ["root", "card"])
        let (x, y) = try app.center(of: "card")
        try app.click(x, y)  // the last good scene still takes touches
        try app.waitForInputs(2)
        // The canvas as the timeline pane left it (it settles its height a frame or two after showing).
        let canvas = try app.appStatus().canvas

        // Fixed, with a new view and another color, saved by renaming: the new scene, the window as it was.
        try saveByRenaming(
            try edited(lessons + "tap-vs-double-tap.json") { json in
                var views = json["views"] as! [[String: Any]]
                views[0]["background"] = "#12a594"
                views.append(["name": "note", "frame": ["5%", "85%", "90%", "10%"], "background": "orange"])
                json["views"] = views
            }, to: file)
        // The canvas's problems are those of the last frame drawn, which may be the one before the rebuild.
        try Wait.until("the scene rebuilt, its problem gone from the canvas") {
            let status = try app.appStatus()
            return status.sceneFile.reloads == 1 && status.sceneFile.problem == nil && status.problems.isEmpty
        }
        status = try app.appStatus()
        #expect(try viewNames(app) == ["root", "card", "note"])
        #expect(try app.view("card").color == "#12a594")
        #expect(try #require(status.sceneFile.lastReloadSeconds) < 1.0)
        #expect(status.timeline.shown)
        #expect(
            status.canvas.width == canvas.width && status.canvas.height == canvas.height,
            "\(status.canvas) was \(canvas)")
        #expect(status.scene == "lesson" && status.inputs == 0)  // a new scene: nothing touched it yet

        // Saved in place, a third time; then saved unchanged, which rebuilds nothing.
        let third = try edited(file) { json in json["background"] = "#000000" }
        try saveInPlace(third, to: file)
        try Wait.until("the second reload") { try app.appStatus().sceneFile.reloads == 2 }
        #expect(try app.view("root").color == "#000000")
        try saveInPlace(third, to: file)
        try app.click(x, y)
        try app.waitForInputs(2)
        try app.click(x, y)  // a moment later: the unchanged save has long been seen
        try app.waitForInputs(4)
        #expect(try app.appStatus().sceneFile.reloads == 2)
    }

    @Test(
        "a scene file that does not read at launch: its line on the canvas over a built-in scene, its scene once fixed")
    func brokenAtLaunch() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("bad.json").path
        try #"{"format": "touch-scene/1", "views": [{"name": "A", "frame": [0, 0, -5, 5]}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene-file", file], display: display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        try Wait.until("the problem on the canvas") { try app.appStatus().sceneFile.problem != nil }
        var status = try app.appStatus()
        let line = "\(file): $.views[0].frame[2]: a width cannot be negative (-5)"
        #expect(status.sceneFile.problem == line && status.problems == [line])
        #expect(status.sceneFile.path == file && status.scene == "touch-views")
        // The teacher fixes the width and saves: the lesson shows.
        try #"{"format": "touch-scene/1", "views": [{"name": "A", "frame": [0, 0, 50, 5]}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        try Wait.until("the fixed lesson") { try app.appStatus().scene == "bad" }
        status = try app.appStatus()
        #expect(status.sceneFile.problem == nil && status.problems.isEmpty)
        #expect(try viewNames(app) == ["root", "A"])
        // A path that is not a file at all, given to a second launch, is one line in a toast in the window
        // already open (the path made absolute on the way) and on the second launch's own terminal, with
        // exit status 1; nothing is watched.
        let launch = try CommandRunner.launchAgain(
            ["--scene-file", folder.path + "/missing.json"], display: display, bus: bus)
        #expect(launch.status == 1)
        #expect(launch.standardError == "touch-playground: \(folder.path)/missing.json: cannot read: no such file\n")
        // The status file is written after the next frame: wait for the message itself, not for any message.
        try Wait.until("the message") {
            try app.appStatus().messages.last?.hasPrefix("\(folder.path)/missing.json: ") == true
        }
        #expect(try app.appStatus().scene == "bad")
    }

    @Test("a lesson typed into the Open dialog opens")
    func openDialog() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        try app.chooseInOpenDialog(lessons + "rotated-view.json") { try app.appStatus().scene == "rotated-view" }
        #expect(try viewNames(app) == ["root", "diamond", "scaled"])
        #expect(try app.appStatus().sceneFile.path == lessons + "rotated-view.json")
    }

    // Opened from the command line: the Open dialog's own path is the test above (typing into GTK's dialog is
    // the slowest thing a busy machine does, and one such test is enough); both open a file the same way.
    @Test("a lesson of one's own, opened, joins the scene list's Lessons, and the next launch lists it too")
    func ownLessonListed() throws {
        let (folder, file) = try copy("rotated-view")
        let config = folder.appendingPathComponent("config").path
        let first = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config])
        #expect(try first.appStatus().layout.sceneList["lesson:lesson"] == nil)
        let app = try RunningApp(["--scene-file", file], environment: ["XDG_CONFIG_HOME": config])
        // The samples keep their rows; it comes after them (the rows are laid out a frame after they come).
        try Wait.until("its row in the list, after the samples'") {
            let rows = try app.appStatus().layout.sceneList
            guard let own = rows["lesson:lesson"], let sample = rows["lesson:rotated-view"] else { return false }
            return own.y > sample.y
        }
        // It is remembered as it is opened: another launch (on a built-in scene) lists it too.
        let again = try RunningApp(["--scene", "tray"], environment: ["XDG_CONFIG_HOME": config])
        try Wait.until("its row after the restart") { try again.appStatus().layout.sceneList["lesson:lesson"] != nil }
    }

    @Test("a lesson dragged from another application and dropped on the window opens")
    func drop() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(["--scene", "touch-views"], display: display)
        try app.dropFile(lessons + "hidden-and-transparent.json", at: try app.center(of: "A"))
        try Wait.until("the dropped lesson") { try app.appStatus().scene == "hidden-and-transparent" }
        let status = try app.appStatus()
        #expect(status.sceneFile.path == lessons + "hidden-and-transparent.json")
        #expect(status.inputs == 0, "the drag is not a touch on the scene")
        #expect(!status.replay.open)
    }
}

extension SceneFileWindowTests {
    @Test("a lesson titled with 3900 newlines and a 1900-line description keeps the window's size")
    func hostileTitle() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/hostile.json"
        // Within the 4000 characters a text may have.
        let title = "Hostile" + String(repeating: "\\n", count: 3900) + "lesson\\u001b[31m"
        let description = String(repeating: "x\\n", count: 1900)
        try
            #"{"format": "touch-scene/1", "title": "\#(title)", "description": "\#(description)", "views": [{"name": "A", "frame": [0, 0, 50, 50]}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene-file", file])
        try Wait.until("the lesson") { try app.appStatus().scene == "hostile" }
        let geometry = String(
            decoding: try app.display.run("xdotool", ["getwindowgeometry", app.windowID]), as: UTF8.self)
        #expect(geometry.contains("Geometry: 1100x720"), "\(geometry)")
        let name = String(decoding: try app.display.run("xdotool", ["getwindowname", app.windowID]), as: UTF8.self)
        #expect(name == "Hostile lesson[31m – Touch Playground\n")
    }
}

extension SceneFileWindowTests {
    @Test("of the lessons opened, the one shown and the last four are kept; built-in scenes always are")
    func keptLessons() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene", "drawing-pad"], display: display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let names = [
            "cancels-touches-in-view", "delays-touches-began", "hidden-and-transparent", "image-viewer",
            "interaction-disabled-parent", "out-of-bounds-subview", "rotated-view",
        ]
        for (index, name) in names.enumerated() {
            let launch = try CommandRunner.launchAgain(
                index == 3 ? ["--scene", "lines"] : ["--scene-file", lessons + name + ".json"], display: display,
                bus: bus)
            #expect(launch.status == 0, "\(launch.standardError)")
            try Wait.until("\(name) shown") { try app.appStatus().scene == (index == 3 ? "lines" : name) }
        }
        let kept = try app.appStatus().keptScenes
        #expect(kept.contains("drawing-pad") && kept.contains("lines"))
        let keptLessons = kept.filter { $0.hasSuffix(".json") }.map { ($0 as NSString).lastPathComponent }.sorted()
        // Shown: rotated-view; kept, the four lessons before it (lines in between is built in, and kept too).
        #expect(
            keptLessons == [
                "delays-touches-began.json", "hidden-and-transparent.json", "interaction-disabled-parent.json",
                "out-of-bounds-subview.json",
            ])
    }
}

extension SceneFileWindowTests {
    @Test("a lesson's long press of its own (1.5 s) is named in the panel beside the thresholds in force")
    func ownLongPress() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.path + "/slow-press.json"
        try
            #"{"format": "touch-scene/1", "views": [{"name": "V", "frame": [0, 0, 200, 200], "recognizers": [{"name": "slow", "kind": "long-press", "duration": 1.5, "does": "recolor"}]}]}"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene-file", file])
        try Wait.until("the lesson") { try app.appStatus().scene == "slow-press" }
        let lines = try app.appStatus().thresholds.text
        #expect(lines.count == 3, "\(lines)")
        #expect(lines.last == "slow: long press 1.50 s, 10 pt (its own)")
    }
}

extension SceneFileWindowTests {
    @Test("a lesson's long description pushes the narration below the fold; after a touch the panel shows it")
    func narrationComesIntoView() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let settings = config.appendingPathComponent("touch-playground")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try #"{"window": {"width": 1100, "height": 520}}"#.write(
            to: settings.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let app = try RunningApp(
            ["--scene-file", lessons + "tap-vs-double-tap.json"],
            display: try VirtualDisplay(width: 1100, height: 520), environment: ["XDG_CONFIG_HOME": config.path])
        try Wait.until("the panel laid out") { try app.appStatus().layout.panelSlid == 1 }
        #expect(try !app.appStatus().layout.narrationShown, "the description is long enough to push it down")
        let inputs = try app.inputs()
        let (x, y) = try app.center(of: "card")
        try app.click(x, y)
        try Wait.until("the tap") { try app.inputs() >= inputs + 2 }
        try Wait.until("the narration in view") { try app.appStatus().layout.narrationShown }
    }
}

extension SceneFileWindowTests {
    @Test(
        "a lesson saved while its replay is open: the replay opens again in the new lesson, where it was, and says so")
    func saveDuringReplay() throws {
        let (folder, file) = try copy("tap-vs-double-tap")
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.appendingPathComponent("taps.json").path
        try """
        {"format": "touch-trace/1", "size": [800, 600], "events": [
          {"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": 400, "y": 300},
          {"t": 0.05, "kind": "touch", "id": 1, "phase": "ended", "x": 400, "y": 300},
          {"t": 0.6, "kind": "touch", "id": 2, "phase": "began", "x": 400, "y": 300},
          {"t": 0.65, "kind": "touch", "id": 2, "phase": "ended", "x": 400, "y": 300}
        ]}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene-file", file, "--play", trace])
        try Wait.until("the replay") { try app.appStatus().replay.open }
        for step in 1...3 {
            try app.key("Right")
            try Wait.until("step \(step)") { try app.appStatus().replay.position == step }
        }
        let time = try #require(try app.appStatus().replay.time)
        try saveInPlace(try edited(file) { json in json["background"] = "#000000" }, to: file)
        try Wait.until("the lesson rebuilt, its replay open again") {
            let status = try app.appStatus()
            return status.sceneFile.reloads == 1 && status.replay.open
                && status.messages.last?.hasPrefix(
                    "The lesson changed: the replay of taps.json opened again in it, paused at ") == true
        }
        let status = try app.appStatus()
        #expect(status.replay.time == time && status.replay.position == 3, "\(status.replay)")
        #expect(status.replay.playing == false)
    }
}

extension SceneFileWindowTests {
    @Test(
        "Ctrl+E copies the sample lesson shown into the user's documents, shows the copy and follows it as it is saved")
    func editACopy() throws {
        let documents = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: documents) }
        let sample = PackageRoot.path + "/data/scenes/tap-vs-double-tap.json"
        do {
            let builtIn = try RunningApp(
                ["--scene", "touch-views"], environment: ["XDG_DOCUMENTS_DIR": documents.path])
            try builtIn.key("ctrl+e")
            try Wait.until("the answer on a built-in scene") {
                try builtIn.appStatus().messages.last?.hasPrefix("Only a lesson can be copied to edit") == true
            }
        }
        let app = try RunningApp(["--scene-file", sample], environment: ["XDG_DOCUMENTS_DIR": documents.path])
        try Wait.until("the sample lesson") { try app.appStatus().sceneFile.path == sample }
        try app.key("ctrl+e")
        let copy = documents.path + "/Touch Playground lessons/tap-vs-double-tap.json"
        try Wait.until("the copy shown") { try app.appStatus().sceneFile.path == copy }
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(contentsOf: URL(fileURLWithPath: sample)))
        #expect(try app.appStatus().messages.last?.hasPrefix("Copied to tap-vs-double-tap.json") == true)
        // The copy is the user's: edited and saved, the scene follows.
        try saveInPlace(try edited(copy) { json in json["background"] = "#000000" }, to: copy)
        try Wait.until("the copy's edit shown") { try app.view("root").color == "#000000" }
    }
}
