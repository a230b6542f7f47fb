import Foundation
import PlaygroundStatus
import TestSupport
import Testing

/// Presentation mode (F5) in the real window, with a window manager (full screen needs one): the canvas
/// alone on the whole screen, discs under fingers, a caption and a Leave button that fade, and everything
/// back as it was afterwards.
@Suite("Presentation mode in the window", .serialized)
struct PresentationWindowTests {
    /// Whether `canvas` covers the whole of `display`'s screen.
    private static func fillsScreen(_ canvas: WindowStatus.Frame, _ display: VirtualDisplay) -> Bool {
        canvas.x <= 0.5 && canvas.y <= 0.5 && canvas.width >= Double(display.width) - 1
            && canvas.height >= Double(display.height) - 1
    }

    @Test("F5 gives the canvas the whole screen with discs on; the caption fades; Leave gives everything back")
    func presentAndLeave() throws {
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(["--scene", "touch-views"], display: display)
        let before = try app.appStatus()
        #expect(!before.presentation && !before.touchFeedback && before.headerButtons["present"] != nil)
        try app.typeIntoActiveWindow("F5")
        do {
            try Wait.until("the canvas alone on the screen", timeout: 30) {
                let status = try app.appStatus()
                return status.presentation && status.fullscreen && Self.fillsScreen(status.canvas, display)
            }
        } catch {
            throw TestFailure("\(error): \(try app.appStatus().canvas), screen \(display.width)x\(display.height)")
        }
        let on = try app.appStatus()
        #expect(on.headerButtons.isEmpty, "no header: \(on.headerButtons.keys.sorted())")
        #expect(!on.layout.scenesShown && !on.layout.panelShown)
        #expect(on.touchFeedback)
        #expect(on.presentationControls.caption.hasPrefix("Touch views · "))
        let leave = try #require(on.presentationControls.leave)
        #expect(leave.x + leave.width > Double(display.width) - 60 && leave.y < 60, "top right: \(leave)")
        // A finger shows its disc, though the user's choice (F8) is off.
        let (x, y) = try app.center(of: "D")
        try app.xdotool(try app.mouseMove(x, y) + ["mousedown", "1"])
        try Wait.until("a disc under the finger") { try app.appStatus().touchMarkers == 1 }
        try app.xdotool(["mouseup", "1"])
        try Wait.until("the caption and the button to fade", timeout: 60) {
            try app.appStatus().presentationControls.faded
        }
        // The faded button is still there to leave by.
        try app.click(leave.center.x - on.canvas.x, leave.center.y - on.canvas.y)
        try Wait.until("the window back as it was", timeout: 30) {
            let status = try app.appStatus()
            return !status.presentation && !status.fullscreen && status.canvas == before.canvas
        }
        let after = try app.appStatus()
        #expect(after.layout.scenesShown && after.layout.panelShown && !after.touchFeedback)
        #expect(after.headerButtons["present"] != nil && after.presentationControls.leave == nil)
    }

    @Test("the header's Present button presents, and Escape then leaves (the keys go to the canvas)")
    func headerButtonThenEscape() throws {
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(["--scene", "touch-views"], display: display)
        let status = try app.appStatus()
        let button = try #require(status.headerButtons["present"])
        try app.click(button.center.x - status.canvas.x, button.center.y - status.canvas.y)
        try Wait.until("presenting") { try app.appStatus().presentation }
        #expect(try app.appStatus().focus == "canvas")
        try app.typeIntoActiveWindow("Escape")
        try Wait.until("left with Escape") { try !app.appStatus().presentation }
    }

    @Test("Escape first closes a replay, then leaves; full screen from before is kept; never reopened at launch")
    func escapeAndNextLaunch() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(
            ["--scene", "gestures", "--play", "data/traces/double-tap.json"], display: display,
            environment: ["XDG_CONFIG_HOME": config.path])
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        try app.typeIntoActiveWindow("F11")
        try Wait.until("full screen") { try app.appStatus().fullscreen }
        try app.typeIntoActiveWindow("F5")
        try Wait.until("presenting") { try app.appStatus().presentation }
        try app.typeIntoActiveWindow("Escape")
        try Wait.until("the replay closed") { try !app.appStatus().replay.open }
        #expect(try app.appStatus().presentation, "the first Escape closes the replay, not the presentation")
        try app.typeIntoActiveWindow("Escape")
        try Wait.until("left") { try !app.appStatus().presentation }
        try Wait.until("the header back") { try app.appStatus().headerButtons["menu"] != nil }
        #expect(try app.appStatus().fullscreen, "full screen from before the presentation stays")
        // Presenting when the window closes: the next launch opens with its chrome.
        try app.typeIntoActiveWindow("F5")
        try Wait.until("presenting again") { try app.appStatus().presentation }
        try? app.typeIntoActiveWindow("ctrl+q")  // the window may be gone before xdotool sends the release
        _ = try app.waitForExit()
        let again = try RunningApp(
            ["--scene", "gestures"], display: display, environment: ["XDG_CONFIG_HOME": config.path])
        let status = try again.appStatus()
        #expect(!status.presentation && status.headerButtons["menu"] != nil && status.layout.scenesShown)
    }
}
