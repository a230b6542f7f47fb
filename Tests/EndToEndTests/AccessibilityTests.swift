import Foundation
import TestSupport
import Testing

/// The window as a screen reader reads it: the accessibility tree over AT-SPI, as Orca sees it, with the
/// app on a session bus of its own where the accessibility bus starts on demand.
@Suite("The window, read by a screen reader", .serialized)
struct AccessibilityTests {
    /// The app showing `scene` on its own display and bus, and its tree once the canvas is named.
    private func launch(_ scene: String) throws -> (RunningApp, SessionBus, VirtualDisplay) {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        try bus.startAccessibilityBus(display: display.name)
        let app = try RunningApp(
            ["--scene", scene], display: display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        // Read again until the app is on the accessibility bus and has named its canvas (a busy machine is
        // slow to do both).
        try Wait.until("the canvas to be named", timeout: 120) {
            (try? AccessibilityTree.read(bus: bus))?.all.contains {
                $0.role == "image" && $0.name.hasSuffix("the scene")
            }
                == true
        }
        return (app, bus, display)
    }

    /// The app launched with `arguments` (and `environment`) on a bus of its own whose accessibility bus
    /// answers, for a test that acts before the canvas is named.
    private func launchOnBus(_ arguments: [String], environment: [String: String] = [:]) throws -> (
        RunningApp, SessionBus
    ) {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        try bus.startAccessibilityBus(display: display.name)
        let app = try RunningApp(
            arguments, display: display,
            environment: environment.merging(["DBUS_SESSION_BUS_ADDRESS": bus.address]) { $1 })
        return (app, bus)
    }

    @Test("every control a person can reach has a name a person would say, and the toggles say their state")
    func names() throws {
        let (app, bus, display) = try launch("touch-views")
        _ = (app, display)
        let tree = try AccessibilityTree.read(bus: bus).all
        // What Tab can reach: not what a button holds (a drop-down's list, shown only when it is open).
        func reachable(_ node: AccessibleNode) -> [AccessibleNode] {
            let here = node.states.contains("focusable") && node.states.contains("sensitive") ? [node] : []
            return node.role.hasSuffix("button") ? here : here + node.children.flatMap(reachable)
        }
        let reachable = reachable(try AccessibilityTree.read(bus: bus))
        #expect(reachable.count >= 10)
        for node in reachable {
            #expect(!node.name.isEmpty && !node.name.hasPrefix("Gtk") && !node.name.hasPrefix("Adw"), "\(node.summary)")
            #expect(!node.labelledBy.contains { $0.hasPrefix("Gtk") }, "\(node.summary) labelled by \(node.labelledBy)")
        }
        let named = Dictionary(tree.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for name in ["Show the chain", "Touch feedback", "Record", "Reset the scene", "Second finger for the mouse"] {
            #expect(named[name] != nil, "no control named \(name)")
        }
        #expect(named["Main menu"] != nil)
        // The chain is shown: its toggle is pressed; touch feedback is off.
        #expect(named["Show the chain"]?.states.contains { $0 == "pressed" || $0 == "checked" } == true)
        #expect(named["Touch feedback"]?.states.contains { $0 == "pressed" || $0 == "checked" } == false)
        // Scene rows read the scene's title, then what it shows.
        let row = try #require(tree.first { $0.role == "list item" && $0.name == "Image viewer" })
        #expect(row.description.hasPrefix("A photo to pan, pinch and rotate"))
    }

    @Test("the canvas is an image named by the scene, its description naming its views; a keyboard tap on D is told")
    func canvasSpeaks() throws {
        let (app, bus, display) = try launch("touch-views")
        _ = display
        let canvas = try #require(try AccessibilityTree.read(bus: bus).all.first { $0.role == "image" })
        #expect(canvas.name == "Touch views, the scene")
        #expect(canvas.description.hasPrefix("Views you can touch, front to back: D, "), "\(canvas.description)")
        #expect(canvas.description.contains("D, ") && canvas.description.contains(", in C"))
        #expect(!canvas.description.contains("Last touch"))
        // A keyboard tap, as a screen reader's user makes one: the ring onto D (said in the canvas's name),
        // then Enter.
        try app.key("Right")
        try Wait.until("the ring on D, said in the canvas's name") {
            (try? AccessibilityTree.read(bus: bus))?.all.contains {
                $0.role == "image" && $0.name.hasPrefix("D, ") && $0.name.hasSuffix("Touch views, the scene")
            } == true
        }
        try app.key("Return")
        try Wait.until("the touch told in the canvas's description") {
            let canvas = (try? AccessibilityTree.read(bus: bus))?.all.first { $0.role == "image" }
            // Touch views recolors the views on the chain: said first, in the chain's order.
            return canvas?.description.contains(
                "Last touch: on D: D, C and root recolored; touchesBegan went to D, then C, then root") == true
        }
    }

    @Test(
        "each controls-scene field is labelled by the words shown beside it; the picker's open list reads its options")
    func labelledFields() throws {
        let (app, bus, display) = try launch("controls")
        _ = (app, display)
        let tree = try AccessibilityTree.read(bus: bus).all
        for caption in ["Miles", "Kilometers", "Round trip", "Walked (%)", "Walkers", "Also in", "Decimals", "Date"] {
            #expect(tree.contains { $0.labelledBy.contains(caption) }, "nothing labelled by \(caption)")
        }
        let slider = try #require(tree.first { $0.role == "slider" && $0.labelledBy.contains("Walked (%)") })
        #expect(slider.states.contains("focusable"))
        // The unit picker opened as a screen reader's user opens it: its rows read the options, not GTK's
        // class name.
        try AccessibilityTree.press("Also in", bus: bus)
        try Wait.until("the picker's list to show") {
            (try? AccessibilityTree.read(bus: bus))?.all.contains { $0.role == "list item" && $0.name == "yards" }
                == true
        }
        let open = try AccessibilityTree.read(bus: bus).all
        let options = open.filter { $0.role == "list item" && $0.states.contains("focusable") }.map(\.name)
        for unit in ["meters", "feet", "yards", "nautical miles"] { #expect(options.contains(unit), "\(options)") }
        let unnamed = open.filter { $0.states.contains("focusable") && ($0.name.isEmpty || $0.name.hasPrefix("Gtk")) }
        #expect(unnamed.isEmpty, "\(unnamed.map(\.summary))")
    }

    @Test("a toast's words reach a screen reader as an accessibility event")
    func toastsAreHeard() throws {
        let (app, bus, display) = try launch("touch-views")
        _ = app
        let events = try AccessibilityTree.listen(bus: bus, seconds: 60)
        // A second launch with a trace: the open window replays it and says so in a toast.
        let trace = PackageRoot.path + "/data/traces/double-tap.json"
        _ = try CommandRunner.launchAgain(["--play", trace, "--scene", "gestures"], display: display, bus: bus)
        try Wait.until("the toast's words as a description change") {
            events.heard.contains {
                $0.type == "object:property-change:accessible-description"
                    && $0.value?.hasPrefix("Replaying double-tap.json in Gesture gallery") == true
            }
        }
    }

    @Test("the replay's scrubber tells a screen reader its position in events, and a step is heard")
    func scrubberPosition() throws {
        let trace = PackageRoot.path + "/data/traces/double-tap.json"
        let (app, bus) = try launchOnBus(["--scene", "gestures", "--play", trace])
        _ = app
        func scrubber() -> AccessibleNode? {
            (try? AccessibilityTree.read(bus: bus))?.all.first {
                $0.role == "slider" && $0.name == "Position in the trace"
            }
        }
        // The replay opens paused at its start, before the first of its four events.
        try Wait.until("the scrubber at the start", timeout: 120) { scrubber()?.description == "event 0 of 4" }
        let events = try AccessibilityTree.listen(bus: bus, seconds: 60)
        try AccessibilityTree.press("One event forward", bus: bus)
        try Wait.until("the step heard as the scrubber's new position") {
            events.heard.contains {
                $0.type == "object:property-change:accessible-description" && $0.role == "slider"
                    && $0.value == "event 1 of 4"
            }
        }
        #expect(scrubber()?.description == "event 1 of 4")
    }

    /// The canvas's description as a screen reader reads it, once the tree answers.
    private func canvasDescription(_ bus: SessionBus) -> String? {
        (try? AccessibilityTree.read(bus: bus))?.all.first { $0.role == "image" && $0.name.hasSuffix("the scene") }?
            .description
    }

    @Test(
        "after a step back the canvas tells the moment on screen, the same words as when it was reached going forward")
    func stepBackDescribed() throws {
        let trace = PackageRoot.path + "/data/traces/tap-D.json"
        let (app, bus) = try launchOnBus(["--scene", "touch-views", "--play", trace])
        try Wait.until("the replay at its start", timeout: 120) {
            try app.appStatus().replay.position == 0 && canvasDescription(bus)?.hasPrefix("Views you can touch") == true
        }
        // Forward to the end, keeping what each moment was told as: the start, the tap's two events, the end.
        var told: [String] = [try #require(canvasDescription(bus))]
        for step in 1...3 {
            try app.key("Right")
            try Wait.until("step \(step)") {
                let replay = try app.appStatus().replay
                return replay.position == min(step, 2) && replay.settled == (step == 3)
            }
            try Wait.until("step \(step) described") {
                guard let now = canvasDescription(bus) else { return false }
                return now != told.last || step == 3
            }
            told.append(try #require(canvasDescription(bus)))
        }
        #expect(told[1] != told[0], "the tap's first event recolors D, C and the root")
        // Back with Left, from the end to the start: each moment is told as it was going forward.
        for (step, position) in [(1, 2), (2, 1), (3, 0)] {
            try app.key("Left")
            try Wait.until("step back \(step)") { try app.appStatus().replay.position == position }
            let expected = told[position]
            try Wait.until("step back \(step) told as position \(position) was") { canvasDescription(bus) == expected }
        }
    }

    @Test(
        "an accessibility bus that never answers does not keep the window from showing: it opens without it, and says so"
    )
    func unansweringBus() throws {
        let bus = try SessionBus()
        let display = try VirtualDisplay()
        try bus.startAccessibilityBus(display: display.name)
        // The bus's daemon accepts connections and never answers, as a hung one does: GTK 4.8 alone would wait
        // for it for ever before showing the window.
        // Found by its place under the launcher, which may answer before its daemon is seen there.
        var found: Int32?
        do {
            try Wait.until("the accessibility bus's daemon", timeout: 30) {
                found = bus.accessibilityDaemon
                return found != nil
            }
        } catch {
            // A launcher on a loaded machine may give up on its daemon and go on answering without one.
            try bus.restartAccessibilityBus(display: display.name)
            try Wait.until("the accessibility bus's daemon, the bus started again") {
                found = bus.accessibilityDaemon
                return found != nil
            }
        }
        let daemon = try #require(found)
        kill(daemon, SIGSTOP)
        defer { kill(daemon, SIGCONT) }
        let app = try RunningApp(
            ["--scene", "touch-views"], display: display, environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
        try Wait.until("the window to say why a screen reader cannot read it") {
            try app.appStatus().messages.contains { $0.hasPrefix("The accessibility bus does not answer") }
        }
        #expect(
            app.standardErrorText.contains("does not answer: opening the window again without screen reader support"))
        // It works otherwise: a click on D is handled.
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
    }

    @Test("a problem the canvas's banner shows is the first thing its description says")
    func bannerSpoken() throws {
        let data = try CommandRunner.temporaryFolder()  // a data folder without the stickers
        defer { try? FileManager.default.removeItem(at: data) }
        let (app, bus) = try launchOnBus(
            ["--scene", "direct-manipulation", "--images", PackageRoot.path + "/data/images"],
            environment: ["TOUCH_PLAYGROUND_DATA": data.path])
        let missing = data.path + "/stickers/star.png"
        try Wait.until("the missing sticker in the banner", timeout: 120) {
            try app.appStatus().problems.contains { $0.contains(missing) }
        }
        let line = try #require(try app.appStatus().problems.first)
        try Wait.until("the banner's words first in the canvas's description", timeout: 120) {
            canvasDescription(bus)?.hasPrefix(line) == true
        }
        #expect(canvasDescription(bus)?.contains("Views you can touch") == true)
    }

    @Test("a recording's toast has a Play button that replays it in the window")
    func recordingToastPlays() throws {
        let data = try CommandRunner.temporaryFolder()
        let (app, bus) = try launchOnBus(["--scene", "touch-views"], environment: ["XDG_DATA_HOME": data.path])
        try app.key("ctrl+shift+r")
        try Wait.until("recording") { try app.appStatus().recording.active }
        let inputs = try app.inputs()
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try Wait.until("the tap") { try app.inputs() >= inputs + 2 }
        try app.key("ctrl+shift+r")
        try Wait.until("the recording saved") { try app.appStatus().recording.saved.count == 1 }
        let saved = try #require(try app.appStatus().recording.saved.first)
        // The toast's button, pressed as a screen reader's user does (a mouse would click the same button).
        try Wait.until("the toast's Play button") {
            (try? AccessibilityTree.read(bus: bus))?.all.contains {
                $0.role.hasSuffix("button") && $0.name == "Play"
            } == true
        }
        // Its close button is named too, and no button reads as a class name.
        let buttons = try AccessibilityTree.read(bus: bus).all.filter { $0.role.hasSuffix("button") }
        #expect(buttons.contains { $0.name == "Close the message" })
        #expect(!buttons.contains { $0.name.isEmpty || $0.name.hasPrefix("Gtk") }, "\(buttons.map(\.summary))")
        try AccessibilityTree.press("Play", bus: bus)
        try Wait.until("the recording replayed") {
            let replay = try app.appStatus().replay
            return replay.open && replay.file.map { saved.hasSuffix($0) || $0.hasSuffix(saved) } == true
        }
    }

    @Test(
        "Ctrl+O opens in the recordings folder once there are recordings, with the lessons, recordings and reports at hand"
    )
    func openDialogFolders() throws {
        let data = try CommandRunner.temporaryFolder()
        let recordings = data.appendingPathComponent("touch-playground/recordings")
        let reports = data.appendingPathComponent("touch-playground/reports")
        for folder in [recordings, reports] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/traces/double-tap.json",
            toPath: recordings.appendingPathComponent("gestures-2026-11-26-101500.json").path)
        let (app, bus) = try launchOnBus(["--scene", "touch-views"], environment: ["XDG_DATA_HOME": data.path])
        try app.key("ctrl+o")
        // GTK's own dialog: the sidebar holds the places added, the path bar ends in the folder it opened in
        // ("recordings" twice: in both).
        try Wait.until("the dialog in the recordings folder, with the places at hand") {
            let names = ((try? AccessibilityTree.read(bus: bus))?.all ?? []).map(\.name)
            return names.filter { $0 == "recordings" }.count >= 2 && names.contains("scenes")
                && names.contains("reports")
        }
        try app.key("Escape")
    }

    @Test("the help lists the sample lessons, each a button that opens it in the window")
    func helpOpensLessons() throws {
        let (app, bus) = try launchOnBus(["--scene", "touch-views"])
        try app.key("F1")
        let name = "Open the lesson: Transforms and hit testing: a rotated view"
        try Wait.until("the help's lesson buttons") {
            (try? AccessibilityTree.read(bus: bus))?.all.contains { $0.role.hasSuffix("button") && $0.name == name }
                == true
        }
        try AccessibilityTree.press(name, bus: bus)
        try Wait.until("the lesson open") {
            try app.appStatus().sceneFile.path?.hasSuffix("/data/scenes/rotated-view.json") == true
        }
    }

    @Test("under high contrast each view is outlined dark and light; with animations off the window moves less")
    func desktopStyle() throws {
        let config = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("gtk-4.0"), withIntermediateDirectories: true)
        try "[Settings]\ngtk-enable-animations=false\n".write(
            to: config.appendingPathComponent("gtk-4.0/settings.ini"), atomically: true, encoding: .utf8)
        let app = try RunningApp(
            ["--scene", "touch-views"],
            environment: ["ADW_DEBUG_HIGH_CONTRAST": "1", "XDG_CONFIG_HOME": config.path])
        let status = try app.appStatus()
        #expect(status.highContrast && status.reducedMotion)
        let d = try app.view("D").frame
        // Pixels whole inside each line, wherever the view's edge falls between pixels.
        let (x, y) = (d[0].rounded(.up), (d[1] + d[3] / 2).rounded())
        try app.waitForPixel(x + 0.5, y, RGB(red: 13, green: 13, blue: 13), tolerance: 40)
        try app.waitForPixel(x + 3.5, y, RGB(red: 255, green: 255, blue: 255), tolerance: 40)
        let plain = try RunningApp(["--scene", "touch-views"])
        #expect(try !plain.appStatus().highContrast && !plain.appStatus().reducedMotion)
    }
}
