import Foundation
import TestSupport
import Testing

/// The timeline pane as a newcomer reads it: a lane per touch, reasons whole under the pointer, GTK's
/// lanes folded away on a click or Ctrl+Shift+T (and folded in lessons until asked for).
@Suite("The timeline pane", .serialized)
struct TimelineWindowTests {
    @Test("each mouse press is a lane of its own, first; Ctrl+Shift+T folds GTK's lanes and unfolds them")
    func lanesAndFold() throws {
        let app = try RunningApp(["--scene", "gestures"])
        try app.key("ctrl+t")
        try Wait.until("the timeline") { try app.appStatus().timeline.shown }
        let (x, y) = try app.center(of: "stage")
        try app.click(x, y)
        // The hit tests' lane first, then the touches'.
        try Wait.until("the first press's lane") {
            try app.appStatus().timeline.drawn.prefix(2) == ["hit tests", "mouse 1"]
        }
        // Another press, after the first one's double-tap wait: a new interaction, its finger counted from 1
        // again (a person's first finger), in a lane of its own that replaced the first press's.
        // Settled: the tap recognized once the double tap's wait ran out (a press before that is finger 2,
        // the first's end still held back for the double tap).
        try Wait.until("the first tap settled") {
            try app.appStatus().narration.contains { $0.hasPrefix("tap-1: possible → ended") }
        }
        try app.drag(from: (x - 60, y), to: (x + 40, y + 10), steps: 12, pause: 0.05)
        do {
            try Wait.until("the drag's lane") {
                let status = try app.appStatus()
                return status.narration.contains { $0.hasPrefix("pan: possible → began") }
                    && status.timeline.drawn.prefix(2) == ["hit tests", "mouse 1"]
                    && status.timeline.drawn.filter { $0.hasPrefix("mouse ") } == ["mouse 1"]
            }
        } catch {
            let status = try app.appStatus()
            throw TestFailure("\(error): \(status.narration), \(status.timeline.drawn)")
        }
        var status = try app.appStatus()
        #expect(!status.timeline.gtkFolded, "GTK's lanes show in a built-in scene")
        #expect(status.timeline.drawn.contains("GTK click"))
        try app.key("ctrl+shift+t")
        try Wait.until("GTK's lanes folded") { try app.appStatus().timeline.gtkFolded }
        status = try app.appStatus()
        #expect(!status.timeline.drawn.contains("GTK click") && status.timeline.rows["[platform]"] != nil)
        try app.key("ctrl+shift+t")
        try Wait.until("GTK's lanes back") { try !app.appStatus().timeline.gtkFolded }
    }

    @Test("the hit tests' lane names the view found and the ones passed over; Ctrl+Shift+H or its heading folds it")
    func hitTestLane() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        let tall = try app.appStatus().canvas.height
        try app.key("ctrl+t")
        try Wait.until("the timeline") { try app.appStatus().timeline.shown }
        // The views are placed as fractions of the canvas, which the timeline shortens: read them once the
        // scene has been laid out for the shorter canvas (the flag can come a frame before that, and a click
        // aimed at the overlap of the old layout then lands on B alone).
        try Wait.until("the views laid out above the timeline") {
            let status = try app.appStatus()
            let views = status.state["views"]?.arrayValue ?? []
            let a = views.first { $0["name"]?.stringValue == "A" }?["frame"]?.arrayValue?.compactMap(\.numberValue)
            return status.canvas.height < tall && a.map { abs($0[3] - 0.40 * status.canvas.height) < 0.5 } == true
        }
        // Where B lies over A: the hit test finds B and never asks A.
        let a = try app.view("A").frame, b = try app.view("B").frame
        let left = max(a[0], b[0]), top = max(a[1], b[1])
        let right = min(a[0] + a[2], b[0] + b[2]), bottom = min(a[1] + a[3], b[1] + b[3])
        #expect(right > left && bottom > top, "B overlaps A")
        try app.click((left + right) / 2, (top + bottom) / 2)
        try Wait.until("the hit test's words") { try !app.appStatus().timeline.hitTests.isEmpty }
        var status = try app.appStatus()
        #expect(status.timeline.hitTests == ["mouse 1 → B; passed over: A (behind a view hit first)"])
        #expect(status.timeline.drawn.first == "hit tests")
        #expect(status.narration.contains("  passed over: A (behind a view hit first)"))
        try app.key("ctrl+shift+h")
        try Wait.until("the hit tests folded") { try app.appStatus().timeline.hitTestsFolded }
        status = try app.appStatus()
        #expect(!status.timeline.drawn.contains("hit tests"))
        // A click on the folded heading shows the lane again.
        let pane = try #require(status.timeline.frame), heading = try #require(status.timeline.rows["[hitTests]"])
        let origin = try app.canvasOrigin()
        try app.click(pane.x + 120 - origin.x, pane.y + heading + 10 - origin.y)
        try Wait.until("the hit tests back") { try !app.appStatus().timeline.hitTestsFolded }
        #expect(try app.appStatus().timeline.drawn.first == "hit tests")
    }

    @Test("in a lesson GTK's lanes start folded, a click on their heading shows them; the pointer gets a reason whole")
    func lessonFoldAndTooltip() throws {
        let app = try RunningApp(["--scene-file", "data/scenes/tap-vs-double-tap.json"])
        try app.key("ctrl+t")
        try Wait.until("the timeline, GTK's lanes folded") {
            let timeline = try app.appStatus().timeline
            return timeline.shown && timeline.gtkFolded && timeline.frame != nil
        }
        let (x, y) = try app.center(of: "card")
        try app.click(x, y)
        try Wait.until("the double tap's failure") {
            try app.appStatus().narration.contains { $0.hasPrefix("double-tap: possible → failed") }
        }
        try Wait.until("the tap's lane") { try app.appStatus().timeline.drawn.prefix(2) == ["hit tests", "mouse 1"] }
        var status = try app.appStatus()
        #expect(!status.timeline.drawn.contains { $0.hasPrefix("GTK ") })
        let pane = try #require(status.timeline.frame)
        let origin = try app.canvasOrigin()
        // Canvas points of a point in the pane's drawing (the pane is not scrolled).
        func inPane(_ px: Double, _ py: Double) -> (Double, Double) { (pane.x + px - origin.x, pane.y + py - origin.y) }
        // The pointer resting on double-tap's lane, over its failure: the tooltip's words are the reason, whole.
        let laneTop = try #require(status.timeline.rows["double-tap"])
        // Right of its failure mark, where its reason is drawn (the failed span runs on to the reset).
        let point = inPane(pane.width - 60, laneTop + 14)
        try app.xdotool(
            try app.mouseMove(point.0, point.1) + ["sleep", "0.2"] + (try app.mouseMove(point.0 + 2, point.1)))
        try Wait.until("the tooltip's words") {
            try app.appStatus().timeline.hover?.hasPrefix("double-tap: failed: ") == true
        }
        let words = try #require(try app.appStatus().timeline.hover)
        #expect(!words.contains("…") && words.count > 30, "\(words)")
        // A click on GTK's folded heading shows its lanes.
        let heading = try #require(status.timeline.rows["[platform]"])
        let click = inPane(200, heading + 10)
        try app.click(click.0, click.1)
        try Wait.until("GTK's lanes shown") { try !app.appStatus().timeline.gtkFolded }
        status = try app.appStatus()
        #expect(status.timeline.drawn.contains("GTK click"))
    }
}

extension TimelineWindowTests {
    @Test("the chain's legend sits under the canvas, never over the scene; toasts float above the timeline")
    func legendAndToasts() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        try app.key("ctrl+t")
        // The canvas gives the timeline its room on a later frame: the views' places are read once it has
        // (clicked before, the click lands where D was and hits the root).
        try Wait.until("the timeline, the canvas above it, and the legend's hint") {
            let status = try app.appStatus()
            guard status.timeline.shown, let timeline = status.timeline.frame, !status.chainLegend.isEmpty else {
                return false
            }
            return status.canvas.y + status.canvas.height <= timeline.y + 1
        }
        // A click the layout moved away from D (the timeline's rows still coming in) is made again where D is
        // now: the legend tells the last touch's chain.
        try Wait.until("the legend of a click on D") {
            let (x, y) = try app.center(of: "D")
            try app.click(x, y)
            return try Wait.poll(for: 3) {
                try app.appStatus().chainLegend == "then 4 controller  ·  5 window  ·  6 application"
            }
        }
        var status = try app.appStatus()
        #expect(!status.canvasTexts.contains { $0.hasPrefix("then ") }, "the canvas draws no legend over the scene")
        // A toast: above everything under the canvas (legend and timeline).
        try app.key("ctrl+shift+r")
        try Wait.until("the recording's toast") { try app.appStatus().messages.last?.hasPrefix("Recording") == true }
        status = try app.appStatus()
        let timeline = try #require(status.timeline.frame)
        #expect(
            Double(status.toastClearance) >= timeline.height,
            "toasts \(status.toastClearance) pt up, timeline \(timeline.height) pt")
        try app.key("F9")
        try Wait.until("the chain hidden, its legend too") { try app.appStatus().chainLegend.isEmpty }
    }

    @Test(
        "the replay's toast, shown as the window opens, never covers the replay bar or the timeline, and its hint is read whole in a narrow window"
    )
    func replayToastClear() throws {
        // A data folder of its own: a recording another test leaves going is not this window's to recover.
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(
            ["--scene", "tap-vs-double-tap", "--play", "data/traces/double-tap.json"],
            environment: ["XDG_DATA_HOME": data.path])
        try app.xdotool(["windowsize", app.windowID, "760", "720"])
        try Wait.until("the replay, its timeline and its toast", timeout: 120) {
            let status = try app.appStatus()
            return status.replay.open && status.timeline.shown
                && status.messages.contains { $0.hasPrefix("Replaying double-tap.json") }
        }
        // Measured again once laid out: above the legend, the replay bar and the timeline under the canvas.
        try Wait.until("the toast above everything under the canvas", timeout: 60) {
            let status = try app.appStatus()
            guard let timeline = status.timeline.frame else { return false }
            return Double(status.toastClearance) >= timeline.height + 40
        }
        try Wait.until("the hint whole, wrapped rather than cut", timeout: 60) { try !app.appStatus().toastWordsCut }
    }
}
