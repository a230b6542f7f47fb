import Foundation
import TestSupport
import Testing

/// The touch lab's Calibrate in the real window: full screen on its monitor (a window manager grants it),
/// crosshairs touched as a mis-calibrated touchscreen would report them (the mouse stands in for it), the
/// distortion recovered, the commands that keep the correction, and the window given back.
@Suite("Calibrating a touchscreen in the touch lab", .serialized)
struct CalibrationWindowTests {
    /// The calibration part of the lab's state.
    private func calibration(_ app: RunningApp) throws -> [String: Any] {
        try app.state()["calibration"] as? [String: Any] ?? [:]
    }

    /// `matrix` (six numbers, rows of a 2 × 3 affine map) applied to `point`.
    private func apply(_ matrix: [Double], _ point: [Double]) -> [Double] {
        [
            matrix[0] * point[0] + matrix[1] * point[1] + matrix[2],
            matrix[3] * point[0] + matrix[4] * point[1] + matrix[5],
        ]
    }

    /// Touches each crosshair where a screen distorting by `distortion` (normalized units) reports it;
    /// returns the state once fitted.
    private func touchCrosshairs(
        _ app: RunningApp, display: VirtualDisplay, distortion: [Double]
    ) throws -> [String: Any] {
        let count = try calibration(app)["count"] as? Int ?? 0
        for index in 0..<count {
            let state = try calibration(app)
            let normalized = try #require((state["normalizedTargets"] as? [[Double]])?[index])
            let target = try #require((state["targets"] as? [[Double]])?[index])
            let landed = apply(distortion, normalized)
            try app.click(
                target[0] + (landed[0] - normalized[0]) * Double(display.width),
                target[1] + (landed[1] - normalized[1]) * Double(display.height))
            try Wait.until("landing \(index + 1)") {
                (try calibration(app)["landed"] as? [Any])?.count == index + 1
            }
        }
        try Wait.until("the fit") { try calibration(app)["phase"] as? String == "done" }
        return try calibration(app)
    }

    @Test("four crosshairs recover a known distortion; the commands, a corrected try; Done gives the window back")
    func fourPoints() throws {
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(["--scene", "touch-lab"], display: display)
        let before = try app.appStatus().canvas
        let (x, y) = try app.center(of: "calibrate")
        try app.click(x, y)
        // The canvas comes to have the monitor to itself (the panes fold away, animated): the crosshairs a
        // tenth in from its corners are on it.
        try Wait.until("the window full screen, the canvas alone on it, the crosshairs on its monitor", timeout: 30) {
            let canvas = try app.appStatus().canvas
            return try calibration(app)["knowsMonitor"] as? Bool == true
                && canvas.width >= Double(display.width) - 12 && canvas.height >= Double(display.height) - 12
        }
        #expect(try app.appStatus().fullscreen)
        let canvas = try app.appStatus().canvas

        // x' = 0.96 x + 0.03 y + 0.02, y' = -0.02 x + 1.05 y - 0.03: a screen that reports 3 % too far down
        // and a little skewed.
        let distortion = [0.96, 0.03, 0.02, -0.02, 1.05, -0.03]
        let fitted = try touchCrosshairs(app, display: display, distortion: distortion)
        let matrix = try #require(fitted["matrix"] as? [Double])
        // The correction undoes the distortion: applied after it, every point comes back (to a pixel).
        for point in [[0.1, 0.1], [0.9, 0.1], [0.5, 0.5], [0.1, 0.9], [0.9, 0.9]] {
            let back = apply(matrix, apply(distortion, point))
            #expect(abs(back[0] - point[0]) < 0.002 && abs(back[1] - point[1]) < 0.002, "\(point) came back at \(back)")
        }
        #expect((fitted["largestErrorPoints"] as? Double ?? 0) > 10)
        #expect((fitted["residualPoints"] as? Double ?? 99) < 1.5)
        let advice = fitted["advice"] as? [String] ?? []
        #expect(advice.contains { $0.contains("ENV{LIBINPUT_CALIBRATION_MATRIX}=") }, "\(advice)")
        #expect(advice.contains { $0.hasPrefix("xinput set-prop ") && $0.contains("'libinput Calibration Matrix'") })
        #expect(advice.contains { $0.contains("mouse") }, "the mouse is said to need no calibration: \(advice)")

        // A try: a touch reported where the distortion puts the screen's middle is drawn at the middle.
        let reported = apply(distortion, [0.5, 0.5])
        try app.click(reported[0] * Double(display.width) - canvas.x, reported[1] * Double(display.height) - canvas.y)
        try Wait.until("the try") { (try calibration(app)["tries"] as? [Any])?.count == 1 }
        let corrected = try #require((try calibration(app)["tries"] as? [[[Double]]])?.first?[1])
        #expect(
            abs(corrected[0] + canvas.x - Double(display.width) / 2) < 2
                && abs(corrected[1] + canvas.y - Double(display.height) / 2) < 2, "\(corrected)")

        let (doneX, doneY) = try app.center(of: "calibration-close")
        try app.click(doneX, doneY)
        try Wait.until("the window back as it was", timeout: 30) {
            let status = try app.appStatus()
            return !status.fullscreen && abs(status.canvas.width - before.width) < 2
        }
        #expect(try calibration(app).isEmpty)

        // Escape stops a calibration half done, and gives the window back too.
        let (again, againY) = try app.center(of: "calibrate")
        try app.click(again, againY)
        try Wait.until("the calibration again", timeout: 30) { try calibration(app)["knowsMonitor"] as? Bool == true }
        try app.typeIntoActiveWindow("Escape")
        try Wait.until("Escape to give the window back", timeout: 30) {
            try !app.appStatus().fullscreen && calibration(app).isEmpty
        }
    }

    @Test("a touchscreen mirrored left to right: the advice says so in words before the commands")
    func mirrored() throws {
        let display = try VirtualDisplay()
        try display.startWindowManager()
        let app = try RunningApp(["--scene", "touch-lab"], display: display)
        let (x, y) = try app.center(of: "calibrate")
        try app.click(x, y)
        // The whole monitor: a canvas still growing into it would start the calibration again.
        try Wait.until("the canvas alone on the whole monitor, the crosshairs on it", timeout: 30) {
            let canvas = try app.appStatus().canvas
            return try calibration(app)["knowsMonitor"] as? Bool == true
                && canvas.width >= Double(display.width) && canvas.height >= Double(display.height)
        }
        // x' = 1 - x: a touch at the left is reported at the right.
        let fitted = try touchCrosshairs(app, display: display, distortion: [-1, 0, 1, 0, 1, 0])
        let advice = fitted["advice"] as? [String] ?? []
        let mirrored = "The touchscreen reads mirrored, left and right exchanged: the matrix below mirrors it back."
        #expect(advice.contains(mirrored), "\(advice)")
        // A screen reader hears it too: the advice's sentences lead the canvas's description.
        try Wait.until("the advice in the canvas's description") {
            try app.appStatus().canvasDescription.contains(mirrored)
        }
        try app.typeIntoActiveWindow("Escape")
    }
}
