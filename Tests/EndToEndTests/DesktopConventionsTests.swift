import Foundation
import TestSupport
import Testing

/// What every GNOME app has, in the real window: the primary menu, About, the shortcuts window, help,
/// Ctrl+W, and a window that opens as the user left it.
@Suite("The window's GNOME conventions", .serialized)
struct DesktopConventionsTests {
    /// Switches the running `app` to `scene` as a second launch does (GLib hands it the command line), and
    /// waits until it shows.
    private func switchScene(_ app: RunningApp, to scene: String, display: VirtualDisplay, bus: SessionBus) throws {
        let launch = try CommandRunner.launchAgain(["--scene", scene], display: display, bus: bus)
        #expect(launch.status == 0, "\(launch.standardError)")
        try Wait.until("the \(scene) scene") { try app.appStatus().scene == scene }
    }

    /// The names of the app's visible windows.
    private func windowNames(_ app: RunningApp) throws -> [String] {
        let ids = String(
            decoding: try app.display.run("xdotool", ["search", "--onlyvisible", "--pid", String(app.pid)]),
            as: UTF8.self
        ).split(separator: "\n")
        return try ids.map { id in
            String(decoding: try app.display.run("xdotool", ["getwindowname", String(id)]), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("F1 opens the help, Ctrl+? the shortcuts, the primary menu (F10) About; Escape closes each")
    func menuAboutShortcutsHelp() throws {
        let app = try RunningApp(["--scene", "tray"])
        #expect(try windowNames(app) == ["Tray – Touch Playground"])
        for (keys, name) in [
            (["F1"], "Touch Playground Help"), (["ctrl+question"], "Shortcuts"),
            (["F10", "Up", "Return"], "About"),
        ] {
            try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "--delay", "300"] + keys)
            try Wait.until("the \(name) window") { try windowNames(app).contains(name) }
            try app.xdotool(["key", "Escape"])  // to the window with the keyboard focus: the new one
            try Wait.until("the \(name) window to close") { try !windowNames(app).contains(name) }
        }
        #expect(try windowNames(app) == ["Tray – Touch Playground"])
    }

    @Test("Ctrl+Q quits from every window the app opens: the help, the shortcuts and About")
    func quitFromEveryWindow() throws {
        for (keys, name) in [
            (["F1"], "Touch Playground Help"), (["ctrl+question"], "Shortcuts"), (["F10", "Up", "Return"], "About"),
        ] {
            let app = try RunningApp(["--scene", "tray"])
            try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "--delay", "300"] + keys)
            try Wait.until("the \(name) window") { try windowNames(app).contains(name) }
            // To the window with the keyboard focus: the new one. The app may be gone before xdotool sends
            // the key release, which xdotool reports as a failure.
            try? app.xdotool(["key", "ctrl+q"])
            let exit = try app.waitForExit(timeout: 60)
            #expect(exit.status == 0, "Ctrl+Q in \(name)")
        }
    }

    @Test("without a compositor (a bare X server), the main menu and a picker's list have no black frame")
    func opaqueMenus() throws {
        let app = try RunningApp(["--scene", "controls"])
        /// The pixels of the app's open popup (a menu), nil while none shows.
        func popupPixels() throws -> [UInt8]? {
            let ids = String(
                decoding: try app.display.run("xdotool", ["search", "--onlyvisible", "--pid", String(app.pid)]),
                as: UTF8.self
            ).split(separator: "\n").map(String.init).filter { $0 != app.windowID }
            guard let popup = ids.first else { return nil }
            return [UInt8](try app.display.run("import", ["-window", popup, "-depth", "8", "rgb:-"]))
        }
        /// The share of pure black pixels: what a bare X server shows where a window is transparent.
        func blackShare(_ pixels: [UInt8]) -> Double {
            let black = stride(from: 0, to: pixels.count - 2, by: 3).filter {
                pixels[$0] < 8 && pixels[$0 + 1] < 8 && pixels[$0 + 2] < 8
            }
            return Double(black.count) / Double(max(pixels.count / 3, 1))
        }
        // A popup is black until it is first drawn: wait for it drawn, with no black left.
        func expectOpaquePopup(_ name: String) throws {
            var share = 1.0
            try Wait.until("\(name) drawn with no black frame (black: \(share))") {
                guard let pixels = try popupPixels(), pixels.count > 3 * 60 * 60 else { return false }
                share = blackShare(pixels)
                return share < 0.001
            }
        }
        try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "F10"])
        try expectOpaquePopup("the main menu")
        try app.xdotool(["key", "Escape"])
        try Wait.until("the main menu to close") { try popupPixels() == nil }
        let picker = try #require(try app.appStatus().widgets["picker"], "no picker")
        try app.xdotool(
            ["mousemove", "--window", app.windowID, String(Int(picker.center.x)), String(Int(picker.center.y))]
                + RunningApp.humanClick)
        try expectOpaquePopup("the picker's list")
    }

    @Test(
        "closing is clean after every scene, help, shortcuts and About: no GLib warning, under glibc's malloc checks"
    )
    func cleanClose() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        // glibc 2.36 checks the heap on every malloc and free only with its debugging library preloaded.
        let app = try RunningApp(
            ["--scene", "touch-views"], display: display,
            environment: [
                "DBUS_SESSION_BUS_ADDRESS": bus.address, "MALLOC_CHECK_": "3",
                "LD_PRELOAD": "libc_malloc_debug.so.0",
            ])
        for scene in [
            "image-viewer", "gestures", "tray", "multi-touch", "drawing-pad", "lines", "direct-manipulation",
            "controls", "touch-lab", "touch-views",
        ] {
            try switchScene(app, to: scene, display: display, bus: bus)
        }
        for (keys, name) in [
            (["F1"], "Touch Playground Help"), (["ctrl+question"], "Shortcuts"),
            (["F10", "Up", "Return"], "About"),
        ] {
            try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "--delay", "300"] + keys)
            try Wait.until("the \(name) window") { try windowNames(app).contains(name) }
            try app.xdotool(["key", "Escape"])
            try Wait.until("the \(name) window to close") { try !windowNames(app).contains(name) }
        }
        // The window may be gone before xdotool sends the key release, which xdotool reports as a failure.
        try? app.xdotool(["windowfocus", "--sync", app.windowID, "key", "ctrl+w"])
        let exit = try app.waitForExit(timeout: 60)
        #expect(exit.status == 0)
        // Checked here too, not only when the app goes away: the close is what this test is about.
        #expect(RunningApp.glibProblems(in: exit.standardError) == [])
        #expect(!exit.standardError.contains("malloc"), "\(exit.standardError)")
    }

    @Test("Ctrl+W closes the window; the next launch opens at its size, on the scene it showed")
    func remembersWindow() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let first = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        try first.xdotool(["windowsize", first.windowID, "1000", "700"])
        try Wait.until("the bigger window") { try first.appStatus().canvas.height > 600 }
        let canvas = try first.canvasOrigin()
        // The second row of the sidebar: the image viewer.
        try first.xdotool(
            ["mousemove", "--window", first.windowID, String(Int(canvas.x / 2)), String(Int(canvas.y + 120))]
                + RunningApp.humanClick)
        try Wait.until("the image viewer") { try first.appStatus().scene == "image-viewer" }
        try? first.key("ctrl+w")
        #expect(try first.waitForExit().status == 0)
        let settings =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: config.appendingPathComponent("touch-playground/settings.json")))
            as? [String: Any]
        #expect(settings?["lastScene"] as? String == "image-viewer")
        let window = settings?["window"] as? [String: Any]
        #expect(
            window?["width"] as? Double == 1000 && window?["height"] as? Double == 700
                && window?["maximized"] as? Bool == false)

        let second = try RunningApp([], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try second.appStatus().scene == "image-viewer")
        #expect(try windowNames(second) == ["Image viewer – Touch Playground"])
        let geometry = String(
            decoding: try second.display.run("xdotool", ["getwindowgeometry", second.windowID]), as: UTF8.self)
        #expect(geometry.contains("Geometry: 1000x700"), "\(geometry)")
    }
}

extension DesktopConventionsTests {
    @Test("a settings file edited into nonsense (a huge window, an unknown scene) opens the defaults")
    func nonsenseSettings() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let folder = config.appendingPathComponent("touch-playground")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            #"{"touchFeedback": "yes", "window": {"width": 1e300, "height": -5, "maximized": 3}, "lastScene": "no-such-scene"}"#
            .write(to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let app = try RunningApp([], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try app.appStatus().scene == "touch-views")
        #expect(try !app.appStatus().touchFeedback)
        let geometry = String(
            decoding: try app.display.run("xdotool", ["getwindowgeometry", app.windowID]), as: UTF8.self)
        #expect(geometry.contains("Geometry: 1100x720"), "\(geometry)")
    }
}

extension DesktopConventionsTests {
    @Test("under LANGUAGE=fr the window speaks French: its title, the sidebar's scenes, the panel (po/fr.po)")
    func translatedWindow() throws {
        let folder = try Self.frenchLocales()
        let app = try RunningApp(
            ["--scene", "drawing-pad"],
            environment: [
                "LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": "fr", "TOUCH_PLAYGROUND_LOCALEDIR": folder,
            ])
        #expect(try windowNames(app) == ["Bloc à dessin – Touch Playground"])
        // The state and the status stay in English, for scripts.
        #expect(try app.appStatus().scene == "drawing-pad")
        // The panel's narration of a touch, and the canvas's own words, too.
        try app.click(200, 300)
        try Wait.until("the narration, in French") {
            try app.appStatus().narration.contains {
                $0.hasPrefix("test de toucher (souris 1) : window → root")
            }
        }
        #expect((try app.state()["shape"] as? String) == "scribble")
        try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "F1"])
        try Wait.until("the help, in French") { try windowNames(app).contains("Aide de Touch Playground") }
    }
}

extension DesktopConventionsTests {
    @Test("a drawing is still there after a visit to another scene; Ctrl+R starts the scene afresh")
    func nothingLost() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene", "drawing-pad"], display: display,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        let paper = try app.view("paper").frame
        let (x0, y0) = (paper[0] + 60, paper[1] + 120)
        var steps = try app.mouseMove(x0, y0) + ["mousedown", "1"]
        for i in 1...10 { steps += try app.mouseMove(x0 + Double(i) * 15, y0 + Double(i) * 5) + ["sleep", "0.01"] }
        try app.xdotool(steps + ["mouseup", "1"])
        try Wait.until("the scribble") { (try app.state()["strokes"] as? [Any])?.count == 1 }
        // Another scene, then back, as a second launch asks (the sidebar does the same).
        for scene in ["tray", "drawing-pad"] { try switchScene(app, to: scene, display: display, bus: bus) }
        #expect((try app.state()["strokes"] as? [Any])?.count == 1, "the drawing came back with the scene")
        try app.key("ctrl+r")
        try Wait.until("a fresh drawing pad") { (try app.state()["strokes"] as? [Any])?.isEmpty == true }
    }
}

extension DesktopConventionsTests {
    /// Drags away from the photo's center with `keys` held (none, or the second-finger key), and returns the
    /// photo's scale afterwards.
    private func dragOnPhoto(_ app: RunningApp, holding keys: [String]) throws -> Double {
        let (x, y) = try app.center(of: "photo")
        var steps = try app.mouseMove(x + 50, y) + keys.flatMap { ["keydown", $0] } + ["mousedown", "1"]
        for step in 1...6 { steps += try app.mouseMove(x + 50 + Double(step) * 10, y + Double(step) * 6) }
        let inputs = try app.inputs()
        try app.xdotool(steps + ["mouseup", "1"] + keys.flatMap { ["keyup", $0] })
        try app.waitForInputs(inputs + 3)
        try Wait.until("the drag to settle") { try app.appStatus().pendingTimers == 0 }
        let transform = try app.view("photo").transform
        return hypot(transform[0], transform[1])
    }

    @Test("F7 (the header's mouse toggle) gives every drag its second finger: a plain drag pinches; remembered")
    func secondFingerToggle() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let app = try RunningApp(["--scene", "image-viewer"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try dragOnPhoto(app, holding: []) == 1, "a plain drag pans")
        try app.key("F7")
        try Wait.until("the toggle") {
            try app.appStatus().secondFinger.always
        }
        #expect(try dragOnPhoto(app, holding: []) > 1.2, "the same drag now pinches")
        let settings = try String(
            contentsOf: config.appendingPathComponent("touch-playground/settings.json"), encoding: .utf8)
        #expect(settings.contains(#""alwaysSecondFinger": true"#))
    }

    @Test("the scenes' mouse hints follow F7 and the second finger's key")
    func hintsFollowTheMouseMode() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let app = try RunningApp(["--scene", "multi-touch"], environment: ["XDG_CONFIG_HOME": config.path])
        func hint() throws -> String? { try app.state()["hint"] as? String }
        #expect(try hint() == "Mouse: drag for one finger, Alt+drag for two")
        try app.key("F7")
        try Wait.until("the hint for every drag") {
            try hint() == "Mouse: every drag has two fingers (F7 turns it off)"
        }
        try app.key("F7")
        try Wait.until("the hint back") { try hint() == "Mouse: drag for one finger, Alt+drag for two" }
        // Super chosen in the main menu (its radio item, as the menu activates it).
        try app.xdotool(["windowfocus", "--sync", app.windowID, "key", "--delay", "300", "F10", "Up", "Up", "Return"])
        try Wait.until("Super chosen") { try app.appStatus().secondFinger.key == "super" }
        try Wait.until("the hint with Super") { try hint() == "Mouse: drag for one finger, Super+drag for two" }
    }

    @Test("with Super chosen for the second finger (where Alt+drag moves windows), Super+drag pinches")
    func superKey() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let folder = config.appendingPathComponent("touch-playground")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"secondFingerKey": "super"}"#.write(
            to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene", "image-viewer"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try app.appStatus().secondFinger.key == "super")
        #expect(try dragOnPhoto(app, holding: ["alt"]) == 1, "Alt is just a key now")
        #expect(try dragOnPhoto(app, holding: ["super"]) > 1.2, "Super gives the second finger")
    }
}

extension DesktopConventionsTests {
    @Test("a settings file that cannot be written is said in a toast (and on standard error), not lost")
    func unwritableSettings() throws {
        // XDG_CONFIG_HOME is a file, so no settings folder can be made in it.
        let blocker = try CommandRunner.temporaryFolder().appendingPathComponent("not-a-folder")
        try "x".write(to: blocker, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene", "tray"], environment: ["XDG_CONFIG_HOME": blocker.path])
        try app.key("F8")
        try Wait.until("the toast") {
            try app.appStatus().messages.contains {
                $0.hasPrefix("Settings not saved: ") && $0.contains("cannot make the settings folder")
            }
        }
        #expect(try app.appStatus().touchFeedback, "the choice still applies for this launch")
    }
}

extension DesktopConventionsTests {
    @Test("opening the controls scene leaves the window's size alone, even a small window, and so does leaving it")
    func controlsKeepWindowSize() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        let app = try RunningApp(
            ["--scene", "touch-views"], display: display,
            environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        try app.xdotool(["windowsize", app.windowID, "1000", "700"])
        try Wait.until("the smaller window") { try app.appStatus().canvas.height < 680 }
        func geometry() throws -> String {
            String(decoding: try display.run("xdotool", ["getwindowgeometry", app.windowID]), as: UTF8.self)
        }
        #expect(try geometry().contains("Geometry: 1000x700"))
        for scene in ["controls", "touch-views"] {
            try switchScene(app, to: scene, display: display, bus: bus)
            try Wait.until("a frame of \(scene)") { try app.appStatus().frame > 2 }
            let now = try geometry()
            #expect(now.contains("Geometry: 1000x700"), "\(scene): \(now)")
        }
    }
}

extension DesktopConventionsTests {
    /// The words each scene draws on its canvas, before and after a tap in its middle, in `language`.
    private func canvasWords(scene: String, language: String, locales: String) throws -> Set<String> {
        let app = try RunningApp(
            ["--scene", scene],
            environment: ["LANG": "C.UTF-8", "LC_ALL": "", "LANGUAGE": language, "TOUCH_PLAYGROUND_LOCALEDIR": locales])
        try Wait.until("\(scene) drawn") { try app.appStatus().frame > 1 }
        var words = Set(try app.appStatus().canvasTexts)
        let canvas = try app.appStatus().canvas
        let inputs = try app.inputs()
        try app.click(canvas.width / 2, canvas.height * 0.6)
        try Wait.until("\(scene): the tap") { try app.inputs() >= inputs + 2 }
        try Wait.until("\(scene): settled") { try app.appStatus().pendingTimers == 0 }
        words.formUnion(try app.appStatus().canvasTexts)
        return words
    }

    @Test("every word a scene draws on its canvas is translated in French (names from code and numbers aside)")
    func canvasTranslated() throws {
        let locales = try Self.frenchLocales()
        // What stays as written in every language: the views' names from code, photo files, numbers.
        func isName(_ text: String) -> Bool {
            let letters = text.unicodeScalars.filter { CharacterSet.letters.contains($0) }
            return letters.count <= 2 || text.hasSuffix(".png") || text.hasSuffix(".jpg")
                || Self.namesFromCode.contains(text)
        }
        var untranslated: [String] = []
        for scene in [
            "touch-views", "image-viewer", "gestures", "tray", "multi-touch", "drawing-pad", "lines",
            "direct-manipulation", "controls", "touch-lab",
        ] {
            let english = try canvasWords(scene: scene, language: "en", locales: locales)
            let french = try canvasWords(scene: scene, language: "fr", locales: locales)
            untranslated += english.intersection(french).filter { !isName($0) }.map { "\(scene): \($0)" }
        }
        #expect(untranslated.isEmpty, "\(untranslated.sorted())")
    }

    /// A locale folder holding po/fr.po compiled, for `TOUCH_PLAYGROUND_LOCALEDIR`.
    static func frenchLocales() throws -> String {
        let locale = try CommandRunner.temporaryFolder().appendingPathComponent("locale/fr/LC_MESSAGES")
        try FileManager.default.createDirectory(at: locale, withIntermediateDirectories: true)
        let compile = Process()
        compile.executableURL = URL(fileURLWithPath: "/usr/bin/msgfmt")
        compile.arguments = [
            "--check", "-o", locale.appendingPathComponent("touch-playground.mo").path, PackageRoot.path + "/po/fr.po",
        ]
        try compile.run()
        compile.waitUntilExit()
        #expect(compile.terminationStatus == 0)
        return locale.deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// Words the scenes draw that are names, the same in every language.
    private static let namesFromCode: Set<String> = ["root", "Touch Playground"]
}
