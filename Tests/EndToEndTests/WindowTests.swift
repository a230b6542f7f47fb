import Foundation
import TestSupport
import Testing

/// The real window under Xvfb, driven with xdotool like a person with a mouse and keyboard: every check
/// reads the running app's status or the screen's pixels, polling until they show the outcome.
@Suite("The playground window, with a mouse and keyboard", .serialized)
struct WindowTests {
    @Test("a click on D recolors D and C on screen; A and B keep their colors")
    func clickD() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let before = try ["A", "B", "C", "D"].map { try app.view($0).color }
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
        let after = try ["A", "B", "C", "D"].map { try app.view($0).color }
        #expect(after[0] == before[0] && after[1] == before[1], "A and B must keep their colors")
        #expect(after[2] != before[2] && after[3] != before[3], "D and C must change color")
        // On screen: D's new color at its center, C's beside D, A's unchanged inside A.
        try app.waitForPixel(x, y + 30, try #require(RGB(hex: after[3]!)))
        let c = try app.view("C").frame
        try app.waitForPixel(c[0] + c[2] / 2, c[1] + c[3] * 0.2 + 20, try #require(RGB(hex: after[2]!)))
        let a = try app.view("A").frame
        try app.waitForPixel(a[0] + 40, a[1] + a[3] - 30, try #require(RGB(hex: before[0]!)))
        let narration = try app.appStatus().narration
        #expect(narration.first == "hit test (mouse 1): window → root → C → D")
        #expect(narration.contains("touchesBegan: D → C → root → controller → window → application"))
    }

    @Test("a click where B overlaps A recolors only B (and the root), not A")
    func clickOverlap() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let a = try app.view("A").frame, b = try app.view("B").frame
        let before = try ["A", "B", "C", "D"].map { try app.view($0).color }
        // Inside both: B's top-left area that lies over A.
        let x = (b[0] + min(a[0] + a[2], b[0] + b[2])) / 2, y = (b[1] + min(a[1] + a[3], b[1] + b[3])) / 2
        try app.click(x, y)
        try app.waitForInputs(2)
        let after = try ["A", "B", "C", "D"].map { try app.view($0).color }
        #expect(after[0] == before[0] && after[2] == before[2] && after[3] == before[3])
        #expect(after[1] != before[1])
        try app.waitForPixel(x, y + 30, try #require(RGB(hex: after[1]!)))
    }

    @Test("Alt-drag on the photo pinches and rotates it; Ctrl+wheel zooms it")
    func altDragAndCtrlWheel() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let (x, y) = try app.center(of: "photo")
        #expect(try app.view("photo").transform == [1, 0, 0, 1, 0, 0])
        // Alt: a second finger mirrored about the photo's center; dragging away and around scales and turns.
        var steps = try app.mouseMove(x + 50, y) + ["keydown", "alt", "mousedown", "1"]
        for step in 1...6 {
            steps += try app.mouseMove(x + 50 + Double(step) * 8, y + Double(step) * 10)
        }
        try app.xdotool(steps + ["mouseup", "1", "keyup", "alt"])
        try app.waitForInputs(3)
        try Wait.until("the Alt-drag to end") {
            try app.appStatus().narration.contains {
                $0.hasPrefix("pinch: possible → began") && $0.hasSuffix("→ ended")
            }
        }
        let dragged = try app.view("photo").transform
        let scale = hypot(dragged[0], dragged[1]), angle = atan2(dragged[1], dragged[0])
        #expect(scale > 1.3, "the photo grew: scale \(scale)")
        #expect(angle > 0.3, "the photo turned clockwise: \(angle) rad")

        let inputs = try app.inputs()
        try app.xdotool(try app.mouseMove(x, y) + ["keydown", "ctrl", "click", "4", "keyup", "ctrl"])
        try app.waitForInputs(inputs + 1)
        let zoomed = try app.view("photo").transform
        let zoomedScale = hypot(zoomed[0], zoomed[1])
        #expect(zoomedScale > scale * 1.05, "Ctrl+wheel up zoomed in: \(scale) → \(zoomedScale)")
        #expect(abs(atan2(zoomed[1], zoomed[0]) - angle) < 1e-6, "zooming does not turn the photo")
    }

    @Test("Ctrl+R resets the scene, F9 hides and shows the chain, Ctrl+Q quits and writes the state")
    func keyboard() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let initial = try app.view("D").color
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
        #expect(try app.view("D").color != initial)
        try app.key("ctrl+r")
        try Wait.until("the scene to reset") { try app.view("D").color == initial && app.inputs() == 0 }
        #expect(try app.appStatus().chainShown)
        try app.key("F9")
        try Wait.until("the chain panel to hide") { try !app.appStatus().chainShown }
        try app.key("F9")
        try Wait.until("the chain panel to show") { try app.appStatus().chainShown }
        // The window may be gone before xdotool sends the key release, which xdotool reports as a failure.
        try? app.key("ctrl+q")
        let exit = try app.waitForExit()
        #expect(exit.status == 0)
        let state = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: app.exitStatePath)))
        #expect((state as? [String: Any])?["scene"] as? String == "touch-views")
    }

    @Test("--scene opens that scene; a missing photo folder is shown on the canvas and the rest works")
    func missingPhotos() throws {
        let app = try RunningApp(["--scene", "image-viewer", "--images", "/nonexistent-photos"])
        #expect(try app.appStatus().scene == "image-viewer")
        #expect(try app.appStatus().application == DesktopDataTests.id, "the id names the desktop files")
        let problems = try app.appStatus().problems
        #expect(problems == ["/nonexistent-photos: the photo folder does not exist or cannot be read"])
        // The panel still narrates touches on the placeholder.
        let (x, y) = try app.center(of: "photo")
        try app.click(x, y)
        try app.waitForInputs(2)
        try Wait.until("the tap to be narrated") {
            try app.appStatus().narration.first == "hit test (mouse 1): window → root → photo"
        }
    }

    @Test("a window that never draws says why at once: the launch fails with the app's own words and exit status")
    func launchFailureSaid() throws {
        // The test support's wait for the first frame gives up as soon as the app exits, with what it said
        // (a CI run that only said "timed out after 120 s" could not be explained).
        let started = Date()
        let error = #expect(throws: TestFailure.self) { try RunningApp(["--scene", "no-such-scene"]) }
        #expect(
            error?.description.contains("exited (status 1) before its first frame") == true,
            "\(String(describing: error))")
        #expect(error?.description.contains("unknown scene \"no-such-scene\"") == true, "\(String(describing: error))")
        #expect(Date().timeIntervalSince(started) < 100, "it failed at once, not after the 120 s wait")
    }
}

@Suite("Opening the window with no display")
struct NoDisplayTests {
    @Test("says so in one line, points at replay, exits non-zero")
    func noDisplay() throws {
        let result = try CommandRunner.run(["--scene", "image-viewer"], removing: ["DISPLAY", "WAYLAND_DISPLAY"])
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("touch-playground: cannot open a window: no display") == true)
        #expect(result.standardError.contains("touch-playground replay TRACE.json --scene image-viewer"))
    }
}

/// The window as a desktop app: its sidebar, its size, timers on GLib's loop, damaged photos, one instance.
@Suite("The playground window as a desktop app", .serialized)
struct DesktopAppTests {
    @Test("choosing image-viewer in the sidebar shows the photo")
    func sidebar() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let canvas = try app.canvasOrigin()
        // The second row of the sidebar, left of the canvas.
        try app.xdotool(
            ["mousemove", "--window", app.windowID, String(Int(canvas.x / 2)), String(Int(canvas.y + 120))]
                + RunningApp.humanClick)
        try Wait.until("the image viewer") { try app.appStatus().scene == "image-viewer" }
        #expect(try app.state()["image"] as? String == "astronaut.png")
    }

    @Test("resizing the window resizes the canvas and lays the scene out again")
    func resize() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let before = try app.appStatus().canvas
        try app.xdotool(["windowsize", app.windowID, "1200", "780"])
        try Wait.until("a wider canvas") { try app.appStatus().canvas.width > before.width + 50 }
        let canvas = try app.appStatus().canvas
        let root = try app.view("root").frame, c = try app.view("C").frame, d = try app.view("D").frame
        #expect(root[2] == canvas.width && root[3] == canvas.height, "the root view fills the canvas")
        #expect(c[0] + c[2] <= canvas.width && d[0] >= c[0] && d[0] + d[2] <= c[0] + c[2], "C inside, D inside C")
    }

    @Test("a single tap on the photo is told as such once the double tap's wait runs out on GLib's clock")
    func timerOnMainLoop() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let (x, y) = try app.center(of: "photo")
        try app.click(x, y)
        try Wait.until("the double tap to fail by timeout") {
            try app.appStatus().narration.contains(
                "next-image: possible → failed — no click 2 within the mouse's 0.4 s")
        }
        #expect(try app.appStatus().pendingTimers == 0)
        #expect(try app.state()["image"] as? String == "astronaut.png", "a single tap does not change the photo")
    }

    @Test("a mouse double click 20 px apart is two clicks on this desktop, said why; 2 px apart it is a double click")
    func mouseDoubleClickApart() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let (x, y) = try app.center(of: "photo")
        let (wx, wy) = try app.windowPoint(x, y)
        // The second click follows the first at once (well within any double-click time, even on a busy
        // machine), so only the distance decides.
        func clickTwice(_ apart: Int) throws {
            try app.xdotool(
                ["mousemove", "--window", app.windowID, String(wx), String(wy), "sleep", "0.1"]
                    + ["mousedown", "1", "sleep", "0.05", "mouseup", "1"]
                    + ["mousemove", "--window", app.windowID, String(wx + apart), String(wy)]
                    + ["mousedown", "1", "sleep", "0.05", "mouseup", "1"])
        }
        try clickTwice(20)
        try Wait.until("two clicks") {
            try app.appStatus().narration.contains {
                $0.hasPrefix(
                    "next-image: possible → failed — click 2 landed 20 pt from the first, more than the mouse's")
            }
        }
        #expect(try app.state()["image"] as? String == "astronaut.png")
        try Wait.until("the wait to end") { try app.appStatus().pendingTimers == 0 }
        try clickTwice(2)
        try Wait.until("the double click") { try app.state()["image"] as? String == "chelsea.png" }
        let lines = try app.appStatus().thresholds.text
        #expect(lines.last?.contains(" px · long press ") == true && lines.last?.hasSuffix("(this desktop)") == true)
    }

    @Test("a photo that cannot be decoded is named on the canvas; the others still show")
    func corruptPhoto() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A PNG whose header is intact (its size reads fine) but whose pixels are cut off.
        let png = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.path + "/data/images/astronaut.png"))
        try png.prefix(2_000).write(to: folder.appendingPathComponent("broken.png"))
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/images/chelsea.png",
            toPath: folder.appendingPathComponent("chelsea.png").path)
        let app = try RunningApp(["--scene", "image-viewer", "--images", folder.path])
        #expect(try app.state()["image"] as? String == "broken.png")
        try Wait.until("the problem on the canvas") {
            try app.appStatus().problems.contains { $0.hasPrefix("broken.png: ") }
        }
        // Double tap: the next photo decodes and shows.
        let (x, y) = try app.center(of: "photo")
        try app.xdotool(try app.mouseMove(x, y) + ["click", "--repeat", "2", "--delay", "80", "1"])
        try Wait.until("the next photo") { try app.state()["image"] as? String == "chelsea.png" }
        try Wait.until("the banner to go with the broken photo") {
            try app.appStatus().problems.isEmpty
        }
    }

    @Test("F11 fills the screen and gives it back (with a window manager, which full screen needs)")
    func fullScreen() throws {
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(["--scene", "touch-views"], display: display)
        let before = try app.appStatus().canvas
        try app.typeIntoActiveWindow("F11")
        try Wait.until("full screen") { try app.appStatus().fullscreen }
        // The header bar hides in full screen, so the canvas takes the screen's height, but for the chain's
        // legend row under it.
        do {
            try Wait.until("a canvas as tall as the screen", timeout: 20) {
                let canvas = try app.appStatus().canvas
                return canvas.y <= 10 && canvas.height >= Double(display.height) - 60
            }
        } catch {
            throw TestFailure("\(error): \(try app.appStatus().canvas), screen \(display.height)")
        }
        #expect(before.height < Double(display.height) - 100)
        try app.typeIntoActiveWindow("F11")
        try Wait.until("the window back") { try !app.appStatus().fullscreen }
    }

    @Test("Ctrl+C (SIGINT) or a session ending (SIGTERM) quits cleanly and still writes the state")
    func terminationSignals() throws {
        for signal in [SIGINT, SIGTERM] {
            let app = try RunningApp(["--scene", "touch-views"])
            let (x, y) = try app.center(of: "D")
            try app.click(x, y)
            try app.waitForInputs(2)
            let color = try app.view("D").color
            app.signal(signal)
            let exit = try app.waitForExit()
            #expect(exit.status == 0)
            let data = try Data(contentsOf: URL(fileURLWithPath: app.exitStatePath))
            let state = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let views = state?["views"] as? [[String: Any]] ?? []
            #expect(
                views.first { $0["name"] as? String == "D" }?["color"] as? String == color, "the state after the tap")
        }
    }

    @Test("the window's X11 class and icon are the application id's, as the .desktop file names them")
    func classAndIcon() throws {
        let app = try RunningApp(["--scene", "tray"])
        // The icon is set once the first frame is drawn (it is not needed to draw the window).
        var properties = ""
        try? Wait.until("the window's icon", timeout: 60) {
            properties = String(
                decoding: try app.display.run("xprop", ["-id", app.windowID, "WM_CLASS", "_NET_WM_ICON"]),
                as: UTF8.self)
            return properties.contains("_NET_WM_ICON(CARDINAL)")
        }
        #expect(
            properties.contains(
                #"WM_CLASS(STRING) = "io.github.touchplayground.TouchPlayground", "io.github.touchplayground.TouchPlayground""#
            ))
        // The icon comes from the source tree's data/icons (GTK renders it for the window manager).
        #expect(properties.contains("_NET_WM_ICON(CARDINAL) = \tIcon ("), "\(properties.prefix(300))")
        let desktop = try String(
            contentsOfFile: PackageRoot.path + "/data/io.github.touchplayground.TouchPlayground.desktop",
            encoding: .utf8)
        #expect(desktop.contains("StartupWMClass=io.github.touchplayground.TouchPlayground\n"))
    }

    @Test(
        "a second launch with --scene (in any form the first accepts) switches the open window instead of opening another"
    )
    func singleInstance() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene", "touch-views"], display: display,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let second = try CommandRunner.launchAgain(["--scene", "image-viewer"], display: display, bus: bus)
        #expect(second.status == 0, "\(second.standardError)")
        try Wait.until("the first window to switch scene") { try app.appStatus().scene == "image-viewer" }
        // Every form the first launch accepts works for a later one too: one parser reads both.
        for (arguments, scene) in [(["--scene=gestures"], "gestures"), (["open", "--scene", "tray"], "tray")] {
            let later = try CommandRunner.launchAgain(arguments, display: display, bus: bus)
            #expect(later.status == 0, "\(arguments): \(later.standardError)")
            try Wait.until("the window on \(scene)") { try app.appStatus().scene == scene }
        }
        let windows = String(
            decoding: try display.run("xdotool", ["search", "--onlyvisible", "--name", "Touch Playground"]),
            as: UTF8.self
        ).split(separator: "\n")
        #expect(windows.count == 1)
    }

    @Test("a second launch's mistakes are said on its own terminal, with a non-zero exit; a good one exits 0")
    func secondLaunchErrors() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene", "touch-views"], display: display,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"format": "touch-scene/1", "views": [{"name": "A"}]}"#
            .write(toFile: folder.path + "/broken.json", atomically: true, encoding: .utf8)
        func launch(_ arguments: [String]) throws -> CommandRunner.Result {
            try CommandRunner.launchAgain(arguments, display: display, bus: bus)
        }
        let broken = try launch(["--scene-file", folder.path + "/broken.json"])
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("touch-playground: \(folder.path)/broken.json: $.views[0]"))
        #expect(broken.standardError.split(separator: "\n").count == 1)
        let trace = try launch(["--play", folder.path + "/missing-trace.json"])
        #expect(trace.status == 1)
        #expect(
            trace.standardError == "touch-playground: \(folder.path)/missing-trace.json: cannot read: no such file\n")
        let usage = try launch(["--scene", "gestures", "--no-such-option"])
        #expect(usage.status == 64)
        #expect(usage.standardError.contains("--no-such-option"))
        let good = try launch(["--scene", "gestures"])
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardError.isEmpty)
        try Wait.until("the window on gestures") { try app.appStatus().scene == "gestures" }
    }
}

extension NoDisplayTests {
    @Test("direct manipulation names a missing sticker in the canvas's banner, once; the items still drag")
    func directManipulationProblems() throws {
        let data = try CommandRunner.temporaryFolder()  // a data folder without the stickers
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(
            ["--scene", "direct-manipulation", "--images", PackageRoot.path + "/data/images"],
            environment: ["TOUCH_PLAYGROUND_DATA": data.path])
        let missing = data.path + "/stickers/star.png"
        try Wait.until("the missing sticker in the banner") {
            let problems = try app.appStatus().problems
            return problems.count == 1 && problems[0].contains(missing)
        }
        let line = try app.appStatus().problems[0]
        #expect(try app.appStatus().canvasTexts.contains(line), "drawn on the canvas")
        // Touches still work: the star, a plain square now, is dragged.
        let (x, y) = try app.center(of: "star")
        try app.drag(from: (x, y), to: (x - 60, y - 40))
        try Wait.until("the star to move") { try app.center(of: "star").0 < x - 30 }
        #expect(try app.appStatus().problems == [line])
    }
}
