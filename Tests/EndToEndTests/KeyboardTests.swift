import Foundation
import TestSupport
import Testing

/// The window with the keyboard alone: Tab walks the canvas, the header and the scene list (never the chain
/// panel's text), focus alone switches no scene, and Enter on a scene's row does.
@Suite("The window with the keyboard", .serialized)
struct KeyboardTests {
    /// Presses `key` and returns where the focus is, once the app has drawn the frame that follows.
    private func press(_ key: String, in app: RunningApp) throws -> String {
        let frame = try app.appStatus().frame
        try app.key(key)
        try Wait.until("a frame after \(key)") { try app.appStatus().frame > frame }
        return try app.appStatus().focus
    }

    /// Presses Tab and returns where the focus went, once the app's status says it moved: a frame alone may
    /// have been on its way before the key (the scene list scrolling after the focus), and would tell where
    /// the focus was.
    private func tab(in app: RunningApp) throws -> String {
        let moves = try app.appStatus().focusMoves
        try app.key("Tab")
        try Wait.until("the focus to move after Tab") { try app.appStatus().focusMoves > moves }
        return try app.appStatus().focus
    }

    @Test(
        "Tab reaches the canvas, the header and the scene list, passes the chain panel's text by, stops at its Change a view, and switches no scene"
    )
    func tabOrder() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        #expect(try app.appStatus().focus == "canvas", "the canvas has the focus at first")
        var visited: [String] = []
        // Round the header's buttons, the scenes' and the lessons' rows and the canvas (30 stops), and on.
        for _ in 0..<36 { visited.append(try tab(in: app)) }
        #expect(Set(visited) == ["canvas", "header", "scenes", "panel"], "\(visited)")
        // In the panel, one stop: the Change a view heading (its text is read, not tabbed through).
        #expect(!zip(visited, visited.dropFirst()).contains { $0 == "panel" && $1 == "panel" }, "\(visited)")
        // Round and round: the canvas comes back after the header's buttons and the list's rows.
        #expect(visited.filter { $0 == "canvas" }.count >= 1)
        #expect(try app.appStatus().scene == "touch-views", "focus alone switched the scene")
        #expect(try app.appStatus().chainShown)
    }

    @Test("Enter on a scene's row switches to it; the arrow keys only move the focus")
    func enterChooses() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        var focus = "canvas"
        for _ in 0..<12 where focus != "scenes" { focus = try tab(in: app) }
        try #require(focus == "scenes")
        _ = try press("Down", in: app)
        _ = try press("Down", in: app)
        #expect(try app.appStatus().scene == "touch-views", "the arrows switched the scene")
        try app.key("Return")
        try Wait.until("the third scene") { try app.appStatus().scene == "gestures" }
    }

    @Test("a keyboard finger: the arrows put a ring on D, Enter taps it as a finger would, Escape leaves the canvas")
    func keyboardTap() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let before = try app.view("D").color
        _ = try press("Right", in: app)
        try Wait.until("the ring on D") { try app.appStatus().keyboardFocus == "D" }
        #expect(try app.appStatus().focus == "canvas", "the arrow left the canvas")
        try app.key("Return")
        try Wait.until("D to recolor") { try app.view("D").color != before }
        let status = try app.appStatus()
        #expect(status.narration.first?.hasSuffix("window → root → C → D") == true, "\(status.narration)")
        #expect(status.narration.contains { $0.hasPrefix("touchesBegan: D → C → root") })
        // Left from the first view goes round to the root, the last of the views a touch could hit.
        _ = try press("Left", in: app)
        try Wait.until("the ring on the root") { try app.appStatus().keyboardFocus == "root" }
        // With nothing open on the canvas, Escape hands the focus to the header.
        #expect(try press("Escape", in: app) == "header")
    }

    @Test("on the photo, + and - pinch, ] and [ turn and Ctrl+arrows drag it, step by step")
    func keyboardPhoto() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let start = try app.view("photo")
        func scaleAndAngle() throws -> (Double, Double, Double) {
            let t = try app.view("photo").transform
            return (hypot(t[0], t[1]), atan2(t[1], t[0]), t[4])
        }
        _ = try press("Right", in: app)
        try Wait.until("the ring on the photo") { try app.appStatus().keyboardFocus == "photo" }
        try app.key("plus")
        try Wait.until("the photo bigger") { try scaleAndAngle().0 > 1.2 }
        try app.key("bracketright")
        try Wait.until("the photo turned") { try scaleAndAngle().1 > 0.2 }
        let x = try app.view("photo").frame[0] + (try scaleAndAngle().2)
        try app.key("ctrl+Right")
        try Wait.until("the photo dragged right") {
            try app.view("photo").frame[0] + (try scaleAndAngle().2) > x + 20
        }
        #expect(start.frame.count == 4)
    }

    @Test("in the gallery, a prepared swipe (Shift+Left) and a two-finger tap (2) are recognized as fingers' would be")
    func preparedGestures() throws {
        let app = try RunningApp(["--scene", "gestures"])
        func recognized() throws -> [String] {
            (try app.state()["recognitions"] as? [[String: Any]] ?? []).map {
                "\($0["gesture"] as? String ?? "")/\($0["fingers"] as? Int ?? 0)"
            }
        }
        // Right until the ring is on the stage, each press waited for by the ring's move (not by a frame: the
        // gallery draws frames of its own).
        var focus = ""
        for _ in 0..<4 where focus != "stage" {
            let before = try app.appStatus().keyboardFocus
            try app.key("Right")
            try Wait.until("the ring to move") { try app.appStatus().keyboardFocus != before }
            focus = try app.appStatus().keyboardFocus
        }
        try #require(focus == "stage")
        try app.key("shift+Left")
        try Wait.until("a swipe left") { try recognized().contains("swipe left/1") }
        try app.key("2")
        do {
            try Wait.until("a two-finger tap") { try recognized().contains("tap/2") }
        } catch {
            throw TestFailure("\(error); recognized \(try recognized()); told \(try app.appStatus().narration)")
        }
    }
}
