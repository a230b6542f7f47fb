import Foundation
import PlaygroundStatus
import TestSupport
import Testing

/// The exploded view in the window, as a teacher uses it: F12 pulls the views apart (and is remembered), a
/// click on the stack sends a touch whose ray marks each view's verdict, a drag or Alt+arrows turn it, and a
/// right-click picks a view whose flags the panel changes for the next touch (a reset undoes them).
@Suite("The exploded view", .serialized)
struct ExplodedWindowTests {
    /// Where window point (`x`, `y`) lies on slab `depth`, in canvas points, by the status file's transforms.
    private func onSlab(_ depth: Int, _ x: Double, _ y: Double, _ app: RunningApp) throws -> (Double, Double) {
        let m = try app.appStatus().exploded.slabTransforms[depth]
        return (m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5])
    }

    /// The middle of where B lies over A, in window points.
    private func bOverA(_ app: RunningApp) throws -> (Double, Double) {
        let a = try app.view("A").frame, b = try app.view("B").frame
        let left = max(a[0], b[0]), top = max(a[1], b[1])
        let right = min(a[0] + a[2], b[0] + b[2]), bottom = min(a[1] + a[3], b[1] + b[3])
        #expect(right > left && bottom > top, "B overlaps A")
        return ((left + right) / 2, (top + bottom) / 2)
    }

    /// The stack's yaw once it has turned from `yaw` and stopped (every motion of a drag taken in).
    private func settledYaw(_ app: RunningApp, after yaw: Double) throws -> Double {
        var last = yaw
        try Wait.until("the turn taken in") {
            let now = try app.appStatus().exploded.yaw
            defer { last = now }
            if now == last { return now != yaw }
            Thread.sleep(forTimeInterval: 0.3)
            return false
        }
        return last
    }

    private func spread(_ app: RunningApp) throws {
        try Wait.until("the stack spread") {
            let exploded = try app.appStatus().exploded
            return exploded.on && exploded.progress == 1 && exploded.slabs > 0
        }
    }

    @Test(
        "F12 spreads touch-views into 4 slabs, remembered; a click on B over A draws B hit and A not reached; a drag and Alt+Left turn it"
    )
    func rayAndTurn() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        let (x, y) = try bOverA(app)
        // At launch the panel's "Change a view" is closed, its form not made (a launch does not pay for it).
        let closed = try app.appStatus().viewFlags
        #expect(!closed.open && closed.views == 0 && closed.controls.isEmpty)
        try app.key("F12")
        try spread(app)
        var status = try app.appStatus()
        #expect(status.exploded.slabs == 4 && status.exploded.rays.isEmpty)
        #expect(status.viewFlags.open && status.viewFlags.views == 6, "opened with the exploded view")
        #expect(status.headerButtons["exploded"] != nil)
        let settingsFile = config.appendingPathComponent("touch-playground/settings.json")
        #expect(try String(contentsOf: settingsFile, encoding: .utf8).contains(#""exploded": true"#))
        // A click where B lies over A, on the window's own slab.
        let (cx, cy) = try onSlab(0, x, y, app)
        try app.click(cx, cy)
        try Wait.until("the ray") { try !app.appStatus().exploded.rays.isEmpty }
        status = try app.appStatus()
        let ray = try #require(status.exploded.rays.last)
        #expect(ray.marks == ["window: path", "root: path", "B: hit", "A: behind"])
        #expect(ray.depths == [0, 1, 2, 2])
        #expect(abs(ray.point[0] - x) < 2 && abs(ray.point[1] - y) < 2, "\(ray.point) against \(x), \(y)")
        #expect(status.narration.first == "hit test (mouse 1): window → root → B")
        #expect(status.canvasTexts.contains("B: hit") && status.canvasTexts.contains("A: behind a view hit first"))
        // A drag on the stack turns it and touches nothing: 80 points right, 0.008 radians a point, up to the
        // widest turn (68.75 degrees).
        let inputs = status.inputs
        let yaw = status.exploded.yaw
        try app.drag(from: (cx, cy), to: (cx + 80, cy), steps: 10, pause: 0.03)
        let turned = try settledYaw(app, after: yaw)
        #expect(abs(turned - min(yaw + 80 * 0.008 * 180 / .pi, 68.75)) < 0.5, "\(turned)")
        #expect(try app.appStatus().inputs == inputs, "a drag that turns sends no touch")
        try app.key("alt+Left")
        try Wait.until("Alt+Left turns it back") { try app.appStatus().exploded.yaw < turned - 5 }
        // F12 gathers it, and the choice is remembered.
        try app.key("F12")
        try Wait.until("the stack gathered") {
            let exploded = try app.appStatus().exploded
            return !exploded.on && exploded.progress == 0
        }
        #expect(try String(contentsOf: settingsFile, encoding: .utf8).contains(#""exploded": false"#))
        try app.key("F12")
        try spread(app)
        try? app.key("ctrl+w")
        #expect(try app.waitForExit().status == 0)
        // The next launch opens exploded.
        let again = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        try spread(again)
    }

    @Test(
        "a right-click picks D on the flat canvas, B on the stack; interaction off, the next touch goes to A; alpha below 0.01 too; a reset undoes it"
    )
    func changeAView() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let app = try RunningApp(["--scene", "touch-views"], environment: ["XDG_CONFIG_HOME": config.path])
        let (x, y) = try bOverA(app)
        // On the flat canvas, a right-click picks the view drawn under it.
        let (dx, dy) = try app.center(of: "D")
        try app.xdotool(try app.mouseMove(dx, dy) + ["sleep", "0.1", "click", "3"])
        try Wait.until("D picked") { try app.appStatus().viewFlags.view == "D" }
        try app.key("F12")
        try spread(app)
        let b = try app.view("B").frame
        let (bx, by) = try onSlab(2, b[0] + b[2] / 2, b[1] + b[3] / 2, app)
        try app.xdotool(try app.mouseMove(bx, by) + ["sleep", "0.1", "click", "3"])
        try Wait.until("B picked") { try app.appStatus().viewFlags.view == "B" }
        let origin = try app.canvasOrigin()
        /// A form control's frame in the window, once it has stopped moving (the panel scrolls to the
        /// narration after each touch).
        func settledFrame(_ control: String) throws -> WindowStatus.Frame {
            var last: [Double] = []
            var frame: WindowStatus.Frame?
            try Wait.until("\(control) still") {
                frame = try app.appStatus().viewFlags.controls[control]
                let now = frame.map { [$0.x, $0.y, $0.width, $0.height] } ?? []
                defer { last = now }
                if now.isEmpty || now != last { Thread.sleep(forTimeInterval: 0.2) }
                return !now.isEmpty && now == last
            }
            return try #require(frame)
        }
        /// Clicks the middle of a form control.
        func press(_ control: String) throws {
            let frame = try settledFrame(control)
            try app.click(frame.x + frame.width / 2 - origin.x, frame.y + frame.height / 2 - origin.y)
        }
        try press("isUserInteractionEnabled")
        try Wait.until("B's interaction off") { try !app.appStatus().viewFlags.isUserInteractionEnabled }
        let (cx, cy) = try onSlab(0, x, y, app)
        try app.click(cx, cy)
        try Wait.until("the touch on A") {
            try app.appStatus().exploded.rays.last?.marks == [
                "window: path", "root: path", "B: interaction-off", "A: hit",
            ]
        }
        // Interaction back on; a click by the 0.01 mark (a tenth of the way: the track is alpha's square
        // root): the next touch hits B if alpha came out at 0.01 or more, else passes it over.
        try press("isUserInteractionEnabled")
        try Wait.until("B's interaction on") { try app.appStatus().viewFlags.isUserInteractionEnabled }
        let track = try settledFrame("alpha")
        try app.click(track.x + track.width / 10 - origin.x, track.y + track.height / 2 - origin.y)
        try Wait.until("B's alpha near the mark") { abs(try app.appStatus().viewFlags.alpha - 0.01) < 0.004 }
        let nearMark = try app.appStatus().viewFlags.alpha
        try app.click(cx, cy)
        let expected = nearMark >= 0.01 ? "B: hit" : "B: transparent"
        try Wait.until("\(expected) at alpha \(nearMark)") {
            try app.appStatus().exploded.rays.last?.marks.contains(expected) == true
        }
        // A click at the track's left end: below 0.01, skipped as transparent.
        try app.click(track.x + 1 - origin.x, track.y + track.height / 2 - origin.y)
        try Wait.until("B's alpha below 0.01") { try app.appStatus().viewFlags.alpha < 0.01 }
        try app.click(cx, cy)
        try Wait.until("the touch on A again") {
            try app.appStatus().exploded.rays.last?.marks.contains("B: transparent") == true
        }
        // A reset rebuilds the scene: B takes touches again.
        try app.key("ctrl+r")
        try Wait.until("B as it was") {
            let flags = try app.appStatus().viewFlags
            return flags.isUserInteractionEnabled && flags.alpha == 1
        }
        try app.click(cx, cy)
        try Wait.until("B hit after the reset") {
            try app.appStatus().exploded.rays.last?.marks == ["window: path", "root: path", "B: hit", "A: behind"]
        }
    }

    @Test(
        "on a touchscreen (Broadway), opened exploded as remembered: a finger's tap on the stack draws its ray, its drag turns it"
    )
    func touchscreen() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        let folder = config.appendingPathComponent("touch-playground")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"{"exploded": true}"#.write(
            to: folder.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let display = try BroadwayDisplay()
        let app = try RunningApp(
            ["--scene", "touch-views"],
            environment: display.environment.merging(["XDG_CONFIG_HOME": config.path]) { a, _ in a },
            x11: nil)
        let browser = try TouchBrowser(showing: display)
        try spread(app)
        let (x, y) = try bOverA(app)
        let (cx, cy) = try onSlab(0, x, y, app)
        let origin = try app.canvasOrigin()
        try browser.touch("touchStart", [.init(id: 1, x: origin.x + cx, y: origin.y + cy)])
        try browser.touch("touchEnd", [])
        try Wait.until("the finger's ray") {
            try app.appStatus().exploded.rays.last?.marks == ["window: path", "root: path", "B: hit", "A: behind"]
        }
        #expect(try app.appStatus().narration.first == "hit test (finger 1): window → root → B")
        let yaw = try app.appStatus().exploded.yaw
        // One finger's drag turns the stack.
        let (fx, fy) = (origin.x + cx, origin.y + cy)
        try browser.touch("touchStart", [.init(id: 2, x: fx, y: fy)])
        for step in 1...10 {
            try browser.touch("touchMove", [.init(id: 2, x: fx - 6 * Double(step), y: fy)])
        }
        try browser.touch("touchEnd", [])
        try Wait.until("the finger's turn") { try app.appStatus().exploded.yaw < yaw - 15 }
        _ = display
    }

    @Test("the keyboard finger taps through the exploded view as on the flat canvas")
    func keyboardFinger() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        try app.key("F12")
        try spread(app)
        try app.key("Right")
        try Wait.until("the ring on a view") { try !app.appStatus().keyboardFocus.isEmpty }
        let view = try app.appStatus().keyboardFocus
        try app.key("Return")
        try Wait.until("the keyboard's ray") {
            try app.appStatus().exploded.rays.last?.marks.contains("\(view): hit") == true
        }
        // The keyboard's finger is a touch of its own, aimed at the view's middle through the flat scene.
        let first = try app.appStatus().narration.first ?? ""
        #expect(first.hasPrefix("hit test (finger ") && first.hasSuffix("→ \(view)"), "\(first)")
    }

    @Test("a replay drives the exploded view step by step: no ray before the finger, B's ray after, and back")
    func replaySteps() throws {
        let app = try RunningApp(["--scene", "touch-views", "--play", "data/traces/tap-B-over-A.json"])
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        try app.key("F12")
        try spread(app)
        #expect(try app.appStatus().exploded.rays.isEmpty, "nothing touched at the start")
        try app.key("Right")
        try Wait.until("the finger down") { try app.appStatus().replay.position == 1 }
        try Wait.until("B's ray") {
            try app.appStatus().exploded.rays.last?.marks == ["window: path", "root: path", "B: hit", "A: behind"]
        }
        try app.key("Right")
        try Wait.until("the finger up") { try app.appStatus().replay.position == 2 }
        try app.key("Left")
        try app.key("Left")
        try Wait.until("back at the start, no ray") {
            let status = try app.appStatus()
            return status.replay.position == 0 && status.exploded.rays.isEmpty
        }
    }

    @Test("with the keyboard alone: Tab stops at Change a view, Space opens it, Tab reaches a flag, Space switches it")
    func keyboardFlags() throws {
        let app = try RunningApp(["--scene", "touch-views"])
        #expect(try app.appStatus().focus == "canvas")
        try app.key("Tab")  // after the canvas, the panel's one stop
        try Wait.until("the section's heading focused") { try app.appStatus().viewFlags.focused == "section" }
        try app.key("space")
        try Wait.until("the section open") {
            let flags = try app.appStatus().viewFlags
            return flags.open && flags.views == 6 && flags.view == "A"
        }
        for _ in 0..<6 where try app.appStatus().viewFlags.focused != "isHidden" {
            let before = try app.appStatus().viewFlags.focused
            try app.key("Tab")
            try Wait.until("the focus moved on from \(before ?? "nothing")") {
                try app.appStatus().viewFlags.focused != before
            }
        }
        #expect(try app.appStatus().viewFlags.focused == "isHidden")
        try app.key("space")
        try Wait.until("A hidden") { try app.appStatus().viewFlags.isHidden }
        // A's corner, clear of B: the touch goes through the hidden view to the root.
        let a = try app.view("A").frame
        try app.click(a[0] + 10, a[1] + 10)
        try Wait.until("the hit test past hidden A") {
            try app.appStatus().narration.first == "hit test (mouse 1): window → root"
        }
    }
}
