import Foundation
import PlaygroundStatus
import TestSupport
import Testing

/// The canvas's zoom for the back row of a class (issue 54): Ctrl+plus, Ctrl+minus and Ctrl+0 draw the whole
/// canvas larger or smaller, a click lands where it is seen, the zoom is remembered, and the keyboard
/// finger's own `+` still pinches.
@Suite("The canvas's zoom", .serialized)
struct CanvasZoomTests {
    @Test(
        "Ctrl+plus twice: 125 %, the scene laid out in fewer points, drawn larger, a click hits what is seen; remembered; Ctrl+0"
    )
    func zoomsRemembersResets() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        let before = try app.appStatus()
        #expect(before.canvasZoom == 1)
        let dBefore = try app.view("D").frame
        try app.key("ctrl+plus")
        try app.key("ctrl+plus")
        try Wait.until("125 %") { try app.appStatus().canvasZoom == 1.25 }
        try Wait.until("the scene laid out for the zoomed canvas") {
            let canvas = try app.appStatus().canvas
            return abs(canvas.width * 1.25 - before.canvas.width) < 1.5
                && abs(canvas.height * 1.25 - before.canvas.height) < 1.5
        }
        let status = try app.appStatus()
        // One toast, saying the last zoom (the first press's gave way to it).
        #expect(status.messages.last == "Canvas zoom: 125 % (Ctrl+0 for 100 %)", "\(status.messages)")
        // D is laid out in the smaller canvas's points and drawn 1.25 times as large on the screen.
        let d = try app.view("D").frame
        #expect(abs(d[2] * 1.25 - dBefore[2]) < 2, "\(d) against \(dBefore)")
        let (x, y) = try app.center(of: "D")
        try Wait.until("D's colour where D is drawn") {
            let seen = try app.pixel(x + d[2] / 2 - 6, y)
            let drawn = try app.pixel(x + d[2] / 2 + 6, y)
            return seen != drawn  // D's right edge lies where the zoomed points put it
        }
        try app.click(x, y)
        try Wait.until("a click on D hits D") {
            try app.appStatus().narration.first == "hit test (mouse 1): window → root → C → D"
        }
        // The keyboard finger's own plus pinches the view in its ring; it never zooms the canvas.
        let inputsBefore = try app.inputs()
        try app.key("Right")
        try app.key("plus")
        try Wait.until("the keyboard finger's pinch") { try app.inputs() > inputsBefore }
        #expect(try app.appStatus().canvasZoom == 1.25)
        try? app.key("ctrl+w")
        #expect(try app.waitForExit().status == 0)

        let again = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(try again.appStatus().canvasZoom == 1.25, "remembered")
        try again.key("ctrl+0")
        try Wait.until("100 % again") {
            let status = try again.appStatus()
            return status.canvasZoom == 1 && abs(status.canvas.width - before.canvas.width) < 1.5
        }
        #expect(try again.appStatus().messages.last == "Canvas zoom: 100 %")
        try again.key("ctrl+minus")
        try Wait.until("90 %") { try again.appStatus().canvasZoom == 0.9 }
    }
}
