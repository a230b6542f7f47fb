import JSON
import Playground
import Testing
import TouchKit

/// The touch lab's calibration without a window: crosshairs placed in the monitor's units, landings taken
/// from touches that come down alone, the fit, the corrected tries and the advice.
@Suite("The touch lab's calibration")
struct CalibrationRunTests {
    /// A screen that reports touches scaled, skewed and shifted (normalized units).
    static let distortion: [Double] = [0.96, 0.03, 0.02, -0.02, 1.05, -0.03]
    /// The canvas 5 points in on a 1280 × 800 monitor, the only one.
    static let screen = ScreenPlacement(
        monitors: [.init(frame: Rect(x: 0, y: 0, width: 1280, height: 800), connector: "eDP-1")], shown: 0,
        canvasOrigin: Point(x: 5, y: 5))

    /// Where a touch meant for canvas point `target` lands on the distorting screen.
    static func landing(for target: Point, on screen: ScreenPlacement = screen) -> Point {
        screen.canvasPoint(normalized: TouchCalibration.apply(distortion, to: screen.normalized(target)))
    }

    @Test(
        "four and nine crosshairs a tenth in from the monitor's edges; the fit undoes the distortion",
        arguments: [4, 9])
    func fit(count: Int) throws {
        var run = CalibrationRun(count: count, placement: Self.screen, canvasSize: Size(width: 1270, height: 790))
        #expect(run.targets.first == Point(x: 123, y: 75) && run.targets.count == count)
        while let index = run.current { run.touched(at: Self.landing(for: run.targets[index])) }
        #expect(run.phase == .done)
        #expect((run.residual ?? 1) < 1e-6 && run.largestError > 20)
        // Any point of the screen, not only the crosshairs, comes back where it was meant.
        let meant = Point(x: 400, y: 500)
        run.touched(at: Self.landing(for: meant))
        #expect(try #require(run.tries.last).corrected.distance(to: meant) < 1e-6)
        let advice = run.advice(device: "ELAN9008:00 04F3:2C82", ids: "04f3:2c82", kind: "touchscreen")
        #expect(advice.map(\.command).contains { $0.hasPrefix("ATTRS{name}==\"ELAN9008:00 04F3:2C82\"") })
        #expect(advice.map(\.command).contains("sudo udevadm control --reload-rules && sudo udevadm trigger"))
        #expect(CalibrationRun.text(of: advice).contains("\n    xinput set-prop 'ELAN9008:00 04F3:2C82'"))
    }

    @Test("a touchscreen mirrored left to right is said so in words before the matrix's commands")
    func mirroredSaid() throws {
        var run = CalibrationRun(count: 9, placement: Self.screen, canvasSize: Size(width: 1270, height: 790))
        while let index = run.current {
            let normalized = Self.screen.normalized(run.targets[index])
            run.touched(at: Self.screen.canvasPoint(normalized: Point(x: 1 - normalized.x, y: normalized.y)))
        }
        #expect(try #require(run.result).shape == .mirrored(acrossVertical: true))
        let advice = run.advice(device: "ELAN", ids: nil, kind: "touchscreen")
        #expect(
            advice.first?.words
                == "The touchscreen reads mirrored, left and right exchanged: the matrix below mirrors it back.")
        #expect(advice.first?.command == "" && advice.count == 4)
    }

    @Test("a screen already right needs no correction, and says so instead of giving commands")
    func alreadyRight() {
        var run = CalibrationRun(count: 4, placement: Self.screen, canvasSize: Size(width: 1270, height: 790))
        while let index = run.current { run.touched(at: run.targets[index] + Point(x: 1, y: -1)) }
        #expect(run.needsNoCorrection)
        let advice = run.advice(device: "ELAN", ids: nil, kind: "touchscreen")
        #expect(advice.count == 1 && advice[0].command.isEmpty && advice[0].words.hasPrefix("No correction needed"))
    }

    @Test("taps on one line give no fit, said in words")
    func oneLine() {
        var run = CalibrationRun(count: 4, placement: Self.screen, canvasSize: Size(width: 1270, height: 790))
        while run.current != nil { run.touched(at: Point(x: 300, y: 300)) }
        #expect(run.phase == .failed && run.problem?.contains("one line") == true)
    }

    @Test("a touchscreen spanning two monitors is told after its first touch, with the mapping's commands")
    func spanning() {
        let screen = ScreenPlacement(
            monitors: [
                .init(frame: Rect(x: 0, y: 0, width: 1280, height: 800), connector: "eDP-1"),
                .init(frame: Rect(x: 1280, y: 0, width: 1280, height: 800), connector: "HDMI-1"),
            ], shown: 0, canvasOrigin: .zero)
        var run = CalibrationRun(count: 4, placement: screen, canvasSize: Size(width: 1280, height: 800))
        run.touched(at: screen.canvasPoint(normalized: screen.landingIfSpanningAllMonitors(Point(x: 0.1, y: 0.1))))
        #expect(run.looksSpanningAllMonitors && run.phase == .tapping)
        let commands = run.advice(device: "ELAN", ids: "04f3:2c82", kind: "touchscreen").map(\.command)
        #expect(commands.contains { $0.hasPrefix("gsettings set org.gnome.desktop.peripherals.touchscreen:") })
        #expect(commands.contains("xinput map-to-output 'ELAN' 'eDP-1'"))
    }

    @Test("in the lab: Calibrate, four lone touches, a second finger ignored, Escape ends it")
    func inTheLab() throws {
        let harness = try SceneHarness("touch-lab")
        let lab = try #require(harness.host.scene as? TouchLabScene)
        var filled: [Bool] = []
        lab.connect(to: SceneWindowServices(fillScreen: { filled.append($0) }))
        lab.startCalibration(count: 4)
        #expect(filled == [true])
        let run = try #require(lab.lab.calibration)
        #expect(!run.knowsMonitor)  // headless: the canvas stands for the monitor, and the advice says so
        harness.play { trace in
            for (index, target) in run.targets.enumerated() {
                trace.touch(1, .began, at: target + Point(x: 6, y: 4))
                if index == 1 { trace.touch(2, .began, at: Point(x: 10, y: 10)) }  // a palm: not a landing
                trace.wait(0.05)
                trace.touch(1, .ended, at: target + Point(x: 6, y: 4))
                if index == 1 { trace.touch(2, .ended, at: Point(x: 10, y: 10)) }
                trace.wait(0.3)
            }
        }
        let done = try #require(lab.lab.calibration)
        #expect(done.phase == .done && done.landed.count == 4)
        #expect(lab.lab.tracks.isEmpty, "calibration touches are not the lab's measurements")
        #expect(lab.handleKey(.escape))
        #expect(lab.lab.calibration == nil && filled == [true, false])
    }
}

/// What Save report bundles from the lab itself.
@Suite("The touch lab's report bundle")
struct TouchLabReportTests {
    @Test("the lab's files: its numbers, the health test as touch-health/2, the last calibration, the device")
    func files() throws {
        let harness = try SceneHarness("touch-lab")
        let lab = try #require(harness.host.scene as? TouchLabScene)
        lab.connect(to: SceneWindowServices(deviceIDs: { "04f3:2c82" }))
        harness.play { trace in
            trace.drag(from: Point(x: 100, y: 100), to: Point(x: 400, y: 300), duration: 0.5)
        }
        var bundle = lab.reportBundle()
        var names = bundle.files.map(\.name)
        #expect(names == ["report.json", "health.json", "health.txt", "calibration.txt", "device.json"])
        #expect(bundle.files[3].text == "No calibration was made in this session.\n")
        let health = try JSONValue.parse(bundle.files[1].text)
        #expect(health["format"] == .string("touch-health/2") && health["contacts"]?.arrayValue?.count == 1)
        #expect(health["checks"]?.arrayValue?.count == 8)
        let device = try JSONValue.parse(bundle.files[4].text)
        #expect(device["usbIDs"] == .string("04f3:2c82") && device["kind"] == .string("touchscreen"))

        // A calibration finished, then closed: the bundle keeps it, with its commands.
        lab.startCalibration(count: 4)
        let run = try #require(lab.lab.calibration)
        harness.play { trace in
            for target in run.targets {
                trace.tap(at: target + Point(x: 8, y: 5))
                trace.wait(0.3)
            }
        }
        lab.stopCalibration()
        bundle = lab.reportBundle()
        names = bundle.files.map(\.name)
        #expect(names.contains("calibration.json"))
        let calibration = try JSONValue.parse(try #require(bundle.files.first { $0.name == "calibration.json" }).text)
        #expect(calibration["phase"] == .string("done") && calibration["matrix"]?.arrayValue?.count == 6)
        #expect(
            bundle.files.first { $0.name == "calibration.txt" }?.text.contains("LIBINPUT_CALIBRATION_MATRIX") == true)
    }
}
