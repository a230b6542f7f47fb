import Foundation
import TestSupport
import Testing

/// GTK's own gestures watching the same input as the UIKit model, in the timeline's GTK lanes: they see
/// what the scene sees, say what GTK makes of it, and take nothing from it.
@Suite("GTK's verdicts beside the UIKit model", .serialized)
struct GtkVerdictTests {
    @Test("a held mouse press: GTK's long press and click say theirs; the scene gets each event once")
    func longPressWithMouse() throws {
        let app = try RunningApp(["--scene", "gestures"])
        try app.key("ctrl+t")
        try Wait.until("the timeline") { try app.appStatus().timeline.shown }
        let (x, y) = try app.center(of: "stage")
        try app.xdotool(try app.mouseMove(x, y) + ["sleep", "0.1", "mousedown", "1", "sleep", "0.9", "mouseup", "1"])
        try Wait.until("GTK's long press and click") {
            let gtk = try app.appStatus().timeline.gtk
            return gtk["GTK long press"]?.contains { $0.hasPrefix("recognized: held GTK's") } == true
                && gtk["GTK click"]?.contains { $0.hasPrefix("recognized: released") } == true
        }
        let status = try app.appStatus()
        // UIKit's long press began and its taps failed; GTK still reports the release as a press.
        #expect(status.narration.contains { $0.hasPrefix("long-press: possible → began") })
        #expect(status.narration.contains { $0.hasPrefix("tap-1: possible → failed") })
        #expect(status.timeline.gtk["GTK click"]?.first == "began: press 1")
        #expect(status.timeline.gtk["GTK zoom"] == [] && status.timeline.gtk["GTK rotate"] == [])
        // One press and one release reached the scene, as with no watchers.
        #expect(status.inputs == 2)
        #expect(status.narration.filter { $0.hasPrefix("hit test") }.count == 1)
    }

    @Test("two real fingers: GTK's zoom and rotation follow the pinch the scene recognizes, nothing twice")
    func pinchOnTouchscreen() throws {
        let config = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("touch-playground"), withIntermediateDirectories: true)
        try #"{"timeline": true}"#.write(
            to: config.appendingPathComponent("touch-playground/settings.json"), atomically: true, encoding: .utf8)
        let display = try BroadwayDisplay()
        let app = try RunningApp(
            ["--scene", "image-viewer"],
            environment: display.environment.merging(["XDG_CONFIG_HOME": config.path]) { $1 }, x11: nil)
        let browser = try TouchBrowser(showing: display)
        #expect(try app.appStatus().timeline.shown)
        let (px, py) = try app.center(of: "photo")
        let origin = try app.canvasOrigin()
        let (cx, cy) = (origin.x + px, origin.y + py)
        func fingers(_ radius: Double, _ angle: Double) -> [TouchBrowser.Finger] {
            [
                .init(id: 1, x: cx + radius * cos(angle), y: cy + radius * sin(angle)),
                .init(id: 2, x: cx - radius * cos(angle), y: cy - radius * sin(angle)),
            ]
        }
        try browser.touch("touchStart", fingers(40, 0))
        for step in 1...20 { try browser.touch("touchMove", fingers(40 + 2 * Double(step), 0.02 * Double(step))) }
        try browser.touch("touchEnd", [])
        // GTK's gestures end as the first finger lifts; the scene's pinch as the last does, which may come
        // in a later batch of events, after a status file written between them.
        try Wait.until("GTK's zoom and rotation to end, and the scene's pinch") {
            let status = try app.appStatus()
            let gtk = status.timeline.gtk
            return gtk["GTK zoom"]?.contains { $0.hasPrefix("ended: scale") } == true
                && gtk["GTK rotate"]?.contains { $0.hasPrefix("ended: turned") } == true
                && status.narration.contains { $0.hasPrefix("pinch: possible → began") && $0.hasSuffix("→ ended") }
        }
        let status = try app.appStatus()
        let zoom = try #require(status.timeline.gtk["GTK zoom"]?.last)
        let scale = Double(zoom.split(separator: "×").last ?? "") ?? 0
        #expect(abs(scale - 2) < 0.15, "\(zoom)")
        // The fingers turned 0.4 rad clockwise.
        let rotate = try #require(status.timeline.gtk["GTK rotate"]?.last)
        let turned = Double(rotate.split(separator: " ").dropLast().last ?? "") ?? 0
        #expect(abs(turned - 0.4) < 0.05, "\(rotate)")
        #expect(status.narration.contains { $0.hasPrefix("pinch: possible → began") && $0.hasSuffix("→ ended") })
        #expect(status.narration.filter { $0.hasPrefix("hit test") }.count == 2)
        #expect(!status.narration.contains { $0.contains("mouse") })
    }
}
