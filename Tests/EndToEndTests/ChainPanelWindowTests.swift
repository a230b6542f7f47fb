import Foundation
import TestSupport
import Testing

/// The chain panel in the real window under Xvfb: what its labels show, read from the status file's
/// `layout.panelLines` (the labels' own text, not the narrator's).
@Suite("The chain panel, in the real window", .serialized)
struct ChainPanelWindowTests {
    @Test(
        "the panel tells a drag a line per label: the pan's count ticks while it lasts; at the release it shows the narration"
    )
    func linesFollowADrag() throws {
        let app = try RunningApp(["--scene", "image-viewer"])
        try Wait.until("the panel to say nothing was touched yet, a line for each section") {
            try app.appStatus().layout.panelLines == [
                "Nothing touched yet.", "No responder got touches.", "No recognizer changed state.", "None.",
            ]
        }
        let (x, y) = try app.center(of: "photo")
        var steps = try app.mouseMove(x, y) + ["mousedown", "1"]
        for step in 1...20 {
            steps += try app.mouseMove(x + Double(step) * 4, y + Double(step) * 2) + ["sleep", "0.03"]
        }
        try app.xdotool(steps)
        // Held down: the pan has begun and its count shows, not yet ended.
        try Wait.until("the pan's count in the panel while the button is held") {
            try app.appStatus().layout.panelLines.contains {
                $0.hasPrefix("pan: possible → began → changed ×") && !$0.hasSuffix("ended")
            }
        }
        try app.xdotool(["mouseup", "1"])
        try Wait.until("the panel to show the whole story, as the narrator tells it") {
            let status = try app.appStatus()
            return status.layout.panelLines == status.narration
                && status.narration.contains { $0.hasPrefix("pan: ") && $0.hasSuffix("→ ended") }
        }
        let lines = try app.appStatus().layout.panelLines
        #expect(lines.first == "hit test (mouse 1): window → root → photo")
        #expect(lines.contains { $0.hasPrefix("touchesBegan: photo → root") })
        #expect(lines.contains { $0.hasPrefix("action: pan (photo) ×") })
    }
}
