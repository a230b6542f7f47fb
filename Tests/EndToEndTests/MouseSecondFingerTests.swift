import Foundation
import TestSupport
import Testing

/// The mouse's second finger in the real window: keys that count mid-drag, and the pinned finger.
@Suite("The mouse's second finger, mid-drag and pinned", .serialized)
struct MouseSecondFingerTests {
    @Test("Alt pressed mid-drag adds the second finger at once, released lifts it; the drag goes on")
    func altMidDrag() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let (x, y) = try app.center(of: "photo")
        try app.xdotool(try app.mouseMove(x + 60, y) + ["mousedown", "1"] + (try app.mouseMove(x + 70, y)))
        try Wait.until("the mouse's finger down") { try app.appStatus().secondFinger.fingersDown == 1 }
        // No motion: the key alone brings the second finger.
        try app.xdotool(["keydown", "alt"])
        try Wait.until("the second finger added by Alt") { try app.appStatus().secondFinger.fingersDown == 2 }
        try app.xdotool(["keyup", "alt"])
        try Wait.until("the second finger lifted") { try app.appStatus().secondFinger.fingersDown == 1 }
        try app.xdotool(try app.mouseMove(x + 80, y + 10) + ["mouseup", "1"])
        try Wait.until("the drag to end") { try app.appStatus().secondFinger.fingersDown == 0 }
        let narration = try app.appStatus().narration
        #expect(!narration.contains { $0.contains("cancelled") }, "\(narration)")
    }

    @Test("Alt+Ctrl+click pins the second finger; an Alt drag then pans, pinches and rotates the photo at once")
    func pinnedFinger() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        let (x, y) = try app.center(of: "photo")
        let frame = try app.view("photo").frame
        try app.xdotool(
            try app.mouseMove(x - 80, y) + ["keydown", "ctrl", "keydown", "alt"] + RunningApp.humanClick
                + ["keyup", "alt", "keyup", "ctrl"])
        try Wait.until("the pin placed") { try app.appStatus().secondFinger.pinned != nil }
        let pin = try #require(try app.appStatus().secondFinger.pinned)
        #expect(abs(pin[0] - (x - 80)) <= 2 && abs(pin[1] - y) <= 2, "pinned at \(pin)")
        #expect(try app.view("photo").transform == [1, 0, 0, 1, 0, 0], "placing the pin touched nothing")
        var steps = try app.mouseMove(x + 80, y) + ["keydown", "alt", "mousedown", "1"]
        for step in 1...8 {
            steps += try app.mouseMove(x + 80 + Double(step) * 8, y + Double(step) * 12) + ["sleep", "0.02"]
        }
        try app.xdotool(steps + ["mouseup", "1", "keyup", "alt"])
        try Wait.until("the pinned drag to end") {
            let narration = try app.appStatus().narration
            return ["pan", "pinch", "rotation"].allSatisfy { name in
                narration.contains { $0.hasPrefix("\(name): possible → began") && $0.hasSuffix("→ ended") }
            }
        }
        let moved = try app.view("photo").transform
        let scale = hypot(moved[0], moved[1]), angle = atan2(moved[1], moved[0])
        #expect(scale > 1.2, "the photo grew: \(scale)")
        #expect(angle > 0.2, "the photo turned clockwise: \(angle) rad")
        // The pan moves the view itself (its center), the pinch and rotation its transform.
        let (movedX, movedY) = try app.center(of: "photo")
        let movedFrame = try app.view("photo").frame
        #expect(hypot(movedX - x, movedY - y) > 10, "the photo moved: \(frame) → \(movedFrame)")
        #expect(try app.appStatus().secondFinger.pinned != nil, "the pin stays for the next drag")
        try app.key("Escape")
        try Wait.until("Escape to lift the pin") { try app.appStatus().secondFinger.pinned == nil }
    }
}
