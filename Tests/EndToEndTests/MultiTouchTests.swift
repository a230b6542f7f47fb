import Foundation
import TestSupport
import Testing

/// Real multi-touch into the real window: the app runs on GTK's Broadway backend and headless Chromium
/// sends two-finger touch events, which GDK delivers as touch sequences, as a touchscreen would.
@Suite("The playground window, with two fingers on a touchscreen", .serialized)
struct MultiTouchTests {
    /// The app on Broadway, the browser touching it, and the photo's center in surface points.
    private func photoOnTouchscreen() throws -> (RunningApp, TouchBrowser, BroadwayDisplay, Double, Double) {
        let display = try BroadwayDisplay()
        let app = try RunningApp(["--scene", "image-viewer"], environment: display.environment, x11: nil)
        let browser = try TouchBrowser(showing: display)
        let (x, y) = try app.center(of: "photo")
        let origin = try app.canvasOrigin()
        return (app, browser, display, origin.x + x, origin.y + y)
    }

    /// Two fingers `radius` points from a center, on a line at `angle` radians (clockwise).
    private func fingers(_ cx: Double, _ cy: Double, radius: Double, angle: Double) -> [TouchBrowser.Finger] {
        [
            .init(id: 1, x: cx + radius * cos(angle), y: cy + radius * sin(angle)),
            .init(id: 2, x: cx - radius * cos(angle), y: cy - radius * sin(angle)),
        ]
    }

    @Test("two fingers spreading and turning scale and rotate the photo, and the panel tells it")
    func pinchAndRotate() throws {
        let (app, browser, display, cx, cy) = try photoOnTouchscreen()
        _ = display
        try browser.touch("touchStart", fingers(cx, cy, radius: 40, angle: 0))
        for step in 1...20 {
            try browser.touch("touchMove", fingers(cx, cy, radius: 40 + 2 * Double(step), angle: 0.02 * Double(step)))
        }
        try browser.touch("touchEnd", [])
        try Wait.until("the pinch to end") {
            try app.appStatus().narration.contains {
                $0.hasPrefix("pinch: possible → began → changed") && $0.hasSuffix("→ ended")
            }
        }
        let narration = try app.appStatus().narration
        #expect(narration.first == "hit test (finger 1): window → root → photo")
        // One physical action arrives once: two fingers, no pointer emulated from them.
        #expect(narration.filter { $0.hasPrefix("hit test") }.count == 2)
        #expect(!narration.contains { $0.contains("mouse") })
        #expect(narration.contains { $0.hasPrefix("rotation: possible → began → changed") && $0.hasSuffix("→ ended") })
        let t = try app.view("photo").transform
        let scale = hypot(t[0], t[1]), angle = atan2(t[1], t[0])
        // The fingers went from 80 to 160 points apart and turned 0.4 rad clockwise.
        #expect(abs(scale - 2) < 0.15, "scale \(scale)")
        #expect(abs(angle - 0.4) < 0.05, "angle \(angle)")
    }

    @Test("a two-finger double tap shows the previous photo")
    func twoFingerDoubleTap() throws {
        let (app, browser, display, cx, cy) = try photoOnTouchscreen()
        _ = display
        let first = try app.state()["image"] as? String
        for _ in 0..<2 {
            try browser.touch("touchStart", fingers(cx, cy, radius: 30, angle: 0))
            try browser.touch("touchEnd", [])
        }
        try Wait.until("the previous photo") {
            try app.appStatus().narration.contains("action: previous-image (photo)")
        }
        let shown = try app.state()["image"] as? String
        #expect(first == "astronaut.png")
        #expect(shown == "rocket.jpg", "the photo before the first, wrapping around")
    }

    @Test("lines: two fingers on the touchscreen draw two lines at once")
    func twoLinesAtOnce() throws {
        let display = try BroadwayDisplay()
        let app = try RunningApp(["--scene", "lines"], environment: display.environment, x11: nil)
        let browser = try TouchBrowser(showing: display)
        let origin = try app.canvasOrigin()
        func at(_ x: Double, _ y: Double) -> (Double, Double) { (origin.x + x, origin.y + y) }
        let (a, b) = (at(100, 150), at(100, 350))
        try browser.touch("touchStart", [.init(id: 1, x: a.0, y: a.1), .init(id: 2, x: b.0, y: b.1)])
        for step in 1...10 {
            let dx = Double(step) * 25
            try browser.touch(
                "touchMove", [.init(id: 1, x: a.0 + dx, y: a.1), .init(id: 2, x: b.0 + dx, y: b.1 + Double(step) * 5)])
        }
        try browser.touch("touchEnd", [])
        try Wait.until("two lines") { (try app.state()["lines"] as? [Any])?.count == 2 }
        let lines = try app.state()["lines"] as? [[Double]] ?? []
        // Each line from where its finger landed to where it lifted (the drawing fills the canvas).
        #expect(
            lines.contains {
                abs($0[0] - 100) < 1 && abs($0[1] - 150) < 1 && abs($0[2] - 350) < 1 && abs($0[3] - 150) < 1
            })
        #expect(
            lines.contains {
                abs($0[0] - 100) < 1 && abs($0[1] - 350) < 1 && abs($0[2] - 350) < 1 && abs($0[3] - 400) < 1
            })
        let narration = try app.appStatus().narration
        #expect(!narration.contains { $0.contains("mouse") }, "no pointer emulated from the fingers")
    }

    @Test("two real fingers recorded with the Record button (tapped) replay headless to the same event log")
    func recordTwoFingers() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let liveLog = data.appendingPathComponent("live.jsonl").path
        let display = try BroadwayDisplay()
        let app = try RunningApp(
            ["--scene", "image-viewer", "--log", liveLog],
            environment: display.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }, x11: nil)
        let browser = try TouchBrowser(showing: display)
        let button = try #require(try app.appStatus().headerButtons["record"])
        func tapRecord() throws {
            try browser.touch("touchStart", [.init(id: 9, x: button.center.x, y: button.center.y)])
            try browser.touch("touchEnd", [])
        }
        try tapRecord()
        try Wait.until("recording") { try app.appStatus().recording.active }

        let (x, y) = try app.center(of: "photo")
        let origin = try app.canvasOrigin()
        let (cx, cy) = (origin.x + x, origin.y + y)
        try browser.touch("touchStart", fingers(cx, cy, radius: 40, angle: 0))
        for step in 1...15 {
            try browser.touch("touchMove", fingers(cx, cy, radius: 40 + 3 * Double(step), angle: 0.03 * Double(step)))
        }
        try browser.touch("touchEnd", [])
        try Wait.until("the pinch to end") {
            try app.appStatus().narration.contains {
                $0.hasPrefix("pinch: possible → began") && $0.hasSuffix("→ ended")
            }
        }
        try tapRecord()
        try Wait.until("the recording saved") { try app.appStatus().recording.saved.count == 1 }
        let saved = try #require(try app.appStatus().recording.saved.first)
        let trace = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(trace.contains(#""kind":"touch","id":"#), "the fingers are recorded as touches")
        #expect(!trace.contains(#""kind":"pointer""#), "and nothing else")

        app.signal(SIGTERM)
        #expect(try app.waitForExit(timeout: 60).status == 0)
        let live = try eventsWithoutTimes(liveLog)
        #expect(live.contains { $0.contains(#""state":"began""#) && $0.contains(#""recognizer":"pinch""#) })
        #expect(try replayedEvents(of: saved, scene: "image-viewer", in: data) == live)
    }
}

extension MultiTouchTests {
    @Test("a finger's double tap with taps 20 pt and 0.3 s apart shows the next photo; the panel names a finger's")
    func fingerDoubleTapApart() throws {
        let (app, browser, display, cx, cy) = try photoOnTouchscreen()
        _ = display
        // The taps are stamped 0.3 s apart, but the app waits for the second on its own clock, as UIKit does:
        // on a busy machine the browser may hand the second over after the 0.35 s are up. That, and only
        // that, is worth another try; any other verdict is the app's.
        var verdicts: [String] = []
        for _ in 1...4 {
            let handled = try app.appStatus().inputs
            let epoch = Date().timeIntervalSince1970
            let start = Date()
            // Paced against the clock, each event stamped with the time it is sent for.
            for (due, type, x) in [
                (0.0, "touchStart", cx), (0.06, "touchEnd", cx), (0.3, "touchStart", cx + 20),
                (0.36, "touchEnd", cx + 20),
            ] {
                let wait = due - Date().timeIntervalSince(start)
                if wait > 0 { usleep(useconds_t(wait * 1_000_000)) }
                try browser.touch(type, type == "touchEnd" ? [] : [.init(id: 1, x: x, y: cy)], time: epoch + due)
            }
            try Wait.until("the four touch events handled and the taps judged") {
                let status = try app.appStatus()
                return status.inputs >= handled + 4 && status.pendingTimers == 0
            }
            let narration = try app.appStatus().narration
            if narration.contains("action: next-image (photo)") { break }
            verdicts.append(narration.first { $0.hasPrefix("next-image: ") } ?? "\(narration)")
            guard verdicts.last!.hasPrefix("next-image: possible → failed — no tap 2 within ") else { break }
        }
        #expect(try app.appStatus().narration.contains("action: next-image (photo)"), "\(verdicts)")
        #expect(try app.state()["image"] as? String == "chelsea.png")
        let lines = try app.appStatus().thresholds.text
        #expect(
            lines.first?.hasPrefix("finger: double tap within ") == true && lines.first?.contains(" and 40 pt") == true,
            "\(lines)")
        #expect(lines.last?.hasPrefix("mouse: double click within ") == true, "\(lines)")
    }
}
