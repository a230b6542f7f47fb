import JSON
import TouchKit

/// `touch-lab`: what a touchscreen, a pen or a mouse really reports, in the UIKit model. Each finger leaves a
/// colored trail of its last seconds; a header says how many fingers are down and the most seen; per finger,
/// its position, dX/dY from where it landed (red past the tap slop in force), its speed, pressure and size
/// when the device reports them, its tool, how often the device samples it (Hz) and how steadily it holds
/// still (jitter). Target mode shows crosshairs to tap and how far each touch landed from one.
public final class TouchLabScene: Scene {
    /// The scene's name.
    public static let name = "touch-lab"
    public override var sceneName: String { Self.name }

    /// The measurements.
    public let lab = TouchLab()
    private let canvas = TouchLabView(name: "lab")
    lazy var targetsButton = ButtonView(name: "targets", title: tr("Targets")) { [unowned self] in
        self.setTargetMode(!self.lab.targetMode)
    }
    lazy var healthButton = ButtonView(name: "health", title: tr("Health")) { [unowned self] in
        self.setHealthMode(!self.lab.healthMode)
    }
    lazy var reportButton = ButtonView(name: "report", title: tr("Save report")) { [unowned self] in
        self.saveReport()
    }
    lazy var calibrateButton = ButtonView(name: "calibrate", title: tr("Calibrate")) { [unowned self] in
        self.startCalibration(count: 4)
    }
    lazy var testButton = ButtonView(name: "test", title: tr("Test screen")) { [unowned self] in
        self.showGuidedTest()
    }
    /// The guided test's own buttons (see ``syncTestButtons()``).
    lazy var testSkipButton = ButtonView(name: "test-skip", title: tr("Skip")) { [unowned self] in
        self.testChanged { $0.skip(now: self.clock?.now ?? 0) }
        self.syncTestButtons()
    }
    lazy var testAgainButton = ButtonView(name: "test-again", title: tr("Again")) { [unowned self] in
        self.testChanged { $0.again(now: self.clock?.now ?? 0) }
        self.syncTestButtons()
    }
    lazy var testRulerButton = ButtonView(name: "test-ruler", title: tr("Ruler: no")) { [unowned self] in
        self.testChanged { $0.ruled.toggle() }
        self.syncTestButtons()
    }
    lazy var testTargetsButton = ButtonView(name: "test-targets", title: tr("Targets: 9")) { [unowned self] in
        self.testChanged { test in
            test.setTargetCount(test.targetCount == 9 ? 25 : 9, now: self.clock?.now ?? 0)
        }
        self.syncTestButtons()
    }
    lazy var testStopButton = ButtonView(name: "test-stop", title: tr("Stop")) { [unowned self] in
        self.hideGuidedTest()
    }
    lazy var testNewButton = ButtonView(name: "test-new", title: tr("New test")) { [unowned self] in
        self.newGuidedTest()
    }
    lazy var testSaveButton = ButtonView(name: "test-save", title: tr("Save report")) { [unowned self] in
        self.saveReport()
    }
    lazy var testCopyButton = ButtonView(name: "test-copy", title: tr("Copy fixes")) { [unowned self] in
        self.copyTestFixes()
    }
    /// On the summary, one per step: runs it again.
    lazy var testStepButtons: [ButtonView] = TouchscreenTest.Step.allCases.map { step in
        ButtonView(name: "test-step-" + step.rawValue.split(separator: " ").joined(separator: "-"), title: "") {
            [unowned self] in
            self.testChanged { $0.go(to: step, now: self.clock?.now ?? 0) }
            self.syncTestButtons()
        }
    }
    var testTimer: ClockTimer?

    /// The calibration's own buttons: Cancel (Done once fitted), Again, 4 or 9 crosshairs, Copy commands.
    lazy var calibrationButtons: [ButtonView] = [
        ButtonView(name: "calibration-close", title: tr("Cancel")) { [unowned self] in self.stopCalibration() },
        ButtonView(name: "calibration-again", title: tr("Again")) { [unowned self] in
            self.startCalibration(count: self.lab.calibration?.count ?? 4)
        },
        ButtonView(name: "calibration-points", title: tr("9 points")) { [unowned self] in
            self.startCalibration(count: self.lab.calibration?.count == 9 ? 4 : 9)
        },
        ButtonView(name: "calibration-copy", title: tr("Copy commands")) { [unowned self] in self.copyCommands() },
    ]
    /// The touches down during a calibration: only a touch that comes down alone counts as a landing.
    var calibrationTouches = Set<ObjectIdentifier>()
    private var forgetTimer: ClockTimer?

    /// The last calibration finished in this session, with its advice, for the report.
    var lastCalibration: (run: CalibrationRun, advice: [CalibrationRun.Advice])?
    public override func viewDidLoad() {
        canvas.latency = { [weak self] in self?.windowServices.latency?() }
        view.backgroundColor = Palette.background
        view.isMultipleTouchEnabled = true
        canvas.lab = lab
        canvas.millimetresPerPoint = { [context] in context.millimetresPerPoint }
        canvas.refreshRate = { [weak self] in self?.windowServices.refreshRate?() }
        view.addSubview(canvas)
        view.addSubview(targetsButton)
        view.addSubview(reportButton)
        view.addSubview(healthButton)
        view.addSubview(calibrateButton)
        view.addSubview(testButton)
        for button in calibrationButtons + testButtons {
            button.isHidden = true
            view.addSubview(button)
        }
        canvas.calibrationAdvice = { [unowned self] in self.calibrationAdvice() }
        canvas.willDrawCalibration = { [unowned self] in self.followScreen() }
        // A touchpad gives no fingers, only its pinch: a pinch recognizer that leaves the fingers' touches
        // alone reports it.
        let touchpad = PinchGestureRecognizer(name: "touchpad-pinch")
        touchpad.cancelsTouchesInView = false
        touchpad.delaysTouchesEnded = false
        touchpad.onChange { [unowned self] pinch in
            guard pinch.numberOfTouches == 0 else { return }  // two real fingers: the tracks tell it
            let going = pinch.state == .began || pinch.state == .changed
            self.lab.touchpadPinch(scale: going ? pinch.scale : nil)
        }
        view.addGestureRecognizer(touchpad)
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) {
        layout(in: size)
    }

    private func layout(in size: Size) {
        canvas.frame = Rect(origin: .zero, size: size)
        // Beside the header on a wide canvas; on a narrower one at the bottom, clear of the header's words,
        // in as many rows as the width takes (right to left, the next row above).
        let atBottom = size.width < TouchLabView.buttonsBesideHeaderWidth
        var x = size.width - 12, y = atBottom ? size.height - ChainOverlay.legendBandHeight - 46 : 12
        for (button, minimum) in zip(
            [targetsButton, reportButton, healthButton, calibrateButton, testButton], [100.0, 124, 100, 114, 120])
        {
            let width = min(button.fittingWidth(minimum: minimum), size.width - 20)
            if x - width < 8, x < size.width - 12 {
                (x, y) = (size.width - 12, y - 42)
            }
            button.frame = Rect(x: x - width, y: y, width: width, height: 34)
            x -= width + 8
        }
        canvas.bottomReserved = atBottom ? size.height - y + 4 : 0
        lab.layOutTargets(in: size)
        if lab.calibration != nil { followScreen() }
        if lab.guidedTest != nil, lab.guidedTest?.area != Self.testArea(in: size) {
            testChanged { $0.move(to: Self.testArea(in: size), now: self.clock?.now ?? 0) }
        }
        syncTestButtons()
    }

    /// Shows or hides the crosshairs (the Targets button, or T).
    public func setTargetMode(_ isOn: Bool) {
        lab.targetMode = isOn
        targetsButton.backgroundColor = isOn ? Color(hex: "#2f6f3e") : Color(hex: "#3d444d")
    }

    /// Shows or hides the Health view (the Health button); shown, it starts a new test: its checks and its
    /// coverage grid count the fingers from now on.
    public func setHealthMode(_ isOn: Bool) {
        lab.healthMode = isOn
        if isOn {
            lab.health.reset()
            lab.health.millimetresPerPoint = context.millimetresPerPoint
        }
        healthButton.backgroundColor = isOn ? Color(hex: "#2f6f3e") : Color(hex: "#3d444d")
    }

    /// A pen hovering at `location` (window points), or no longer (nil): the lab draws a ring there.
    public func showHover(at location: Point?, isEraser: Bool = false) {
        lab.hover = location.map { (view.convert($0, from: nil), isEraser) }
    }

    public override func penHovered(at location: Point?, isEraser: Bool) -> Bool {
        showHover(at: location, isEraser: isEraser)
        return true
    }

    /// A calibration under way gives the monitor back before another scene shows; the guided test is put away.
    public override func windowWillReplaceScene() {
        stopCalibration()
        // Put away, not forgotten: its ticks stop, and Test screen resumes it.
        if lab.showsGuidedTest { hideGuidedTest() }
    }

    /// The session's input goes into the bug report.
    public override var keepsSessionForReport: Bool { true }

    /// Once a calibration is fitted, the advice's sentences that stand alone (what the fix undoes, that the
    /// mouse needs none), so a screen reader hears what the panel says; the sentences that lead to a command
    /// are for Copy commands, with their commands.
    public override var spokenWords: [String] {
        if lab.showsGuidedTest, let test = lab.guidedTest {
            let checks = test.step == nil ? test.checks(refreshRate: windowServices.refreshRate?()) : []
            return TouchLabView.testWords(test, checks: checks)
        }
        guard lab.calibration?.phase == .done else { return [] }
        return calibrationAdvice().filter(\.command.isEmpty).map(\.words)
    }

    /// The device's numbers as a report (see ``TouchLab/report(millimetresPerPoint:application:)``).
    public func report() -> JSONValue {
        let report = lab.report(
            millimetresPerPoint: context.millimetresPerPoint, application: windowServices.applicationName)
        guard let (summary, clock) = windowServices.latency?(), case .object(var members) = report else {
            return report
        }
        members.append(("latency", summary.jsonValue(clock: clock)))
        return .object(members)
    }

    /// What Save report bundles, as far as the lab knows it (see ``TouchLabReport``).
    public func reportBundle() -> TouchLabReport {
        let millimetres = context.millimetresPerPoint
        let name = lab.device?.name
        let device = TraceDevice(name: name ?? "unknown", source: lab.device?.kind, millimetresPerPoint: millimetres)
        let calibration = lab.calibration.flatMap { $0.phase == .done ? ($0, calibrationAdvice()) : nil }
        var health = lab.health.report(device: device, now: lab.health.latest)
        // Read live where the device's node is readable: the jitter fix's lines in its own units.
        let axes = name.flatMap { windowServices.deviceAxes?($0) } ?? [:]
        health.axes = axes
        var bundle = TouchLabReport(
            report: report(), health: health,
            calibration: calibration ?? lastCalibration, deviceName: name,
            device: .object([
                ("format", .string("touch-lab-device/1")), ("application", .string(windowServices.applicationName)),
                ("name", name.map(JSONValue.string) ?? .null), ("kind", lab.device.map { .string($0.kind) } ?? .null),
                ("usbIDs", windowServices.deviceIDs?().map(JSONValue.string) ?? .null),
                ("millimetresPerPoint", millimetres.map(JSONValue.number) ?? .null),
                ("canvas", .array([.number(view.bounds.width), .number(view.bounds.height)])),
            ]))
        // The recording names the display's refresh rate too: `health` judges its report rate by it.
        bundle.traceDevice = TraceDevice(
            name: device.name, source: device.source, millimetresPerPoint: millimetres,
            refreshRate: windowServices.refreshRate?())
        bundle.traceDevice?.axes = axes
        if var test = lab.guidedTest {
            test.device = device
            if test.axes.isEmpty { (test.axes, test.screenMillimetres) = (axes, monitorMillimetres) }
            let (name, rate) = (windowServices.applicationName, windowServices.refreshRate?())
            bundle.certificate = (
                test.certificate(application: name, refreshRate: rate),
                test.markdown(application: name, refreshRate: rate), test.page(application: name, refreshRate: rate),
                TouchscreenTest.pageSize
            )
        }
        return bundle
    }

    /// Saves the report bundle through the window (the Save report button).
    public func saveReport() {
        let message = windowServices.saveReport?(reportBundle()) ?? tr("Reports are saved from the window.")
        if !message.isEmpty { windowServices.showMessage?(message) }
    }

    /// The thresholds in force say how far a finger may wander and still be still.
    private func syncSlop() {
        if let settings = view.window?.router.settings { lab.stillRadius = settings.tapSlop }
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if lab.showsGuidedTest {
            testTouchesBegan(touches)
            for touch in touches where !isOnTestButton(touch) {
                lab.touchBegan(touch, at: touch.location(in: view), time: touch.timestamp)
            }
            super.touchesBegan(touches, with: event)
            return
        }
        if lab.calibration != nil {
            calibrationTouchesBegan(touches)
            super.touchesBegan(touches, with: event)
            return
        }
        syncSlop()
        lab.health.millimetresPerPoint = context.millimetresPerPoint  // the window learns it once shown
        // A press on the lab's own buttons is no measurement: it would land as a target and push aside the
        // fingers the report is about.
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where !isOnButton(touch) {
            lab.touchBegan(touch, at: touch.location(in: view), time: touch.timestamp)
        }
        super.touchesBegan(touches, with: event)
    }

    /// Whether `touch` landed on the Targets or the Save report button.
    private func isOnButton(_ touch: Touch) -> Bool {
        guard let hit = touch.view else { return false }
        return [targetsButton, reportButton, healthButton, calibrateButton].contains { hit.isDescendant(of: $0) }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if lab.showsGuidedTest { testTouchesMoved(touches) }
        for touch in touches { lab.touchMoved(touch, at: touch.location(in: view), time: touch.timestamp) }
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if lab.showsGuidedTest { testTouchesEnded(touches, cancelled: false) }
        finish(touches)
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        if lab.showsGuidedTest { testTouchesEnded(touches, cancelled: true) }
        finish(touches)
        super.touchesCancelled(touches, with: event)
    }

    private func finish(_ touches: Set<Touch>) {
        for touch in touches { calibrationTouches.remove(ObjectIdentifier(touch)) }
        for touch in touches { lab.touchEnded(touch, at: touch.location(in: view), time: touch.timestamp) }
        // The trails of lifted fingers go once they are older than the lab looks back.
        cancel(forgetTimer)
        forgetTimer = after(FingerTrack.window + 0.05) { [unowned self] in
            self.lab.forgetLifted(before: self.clock?.now ?? 0)
        }
    }

    public override func handleKey(_ key: SceneKey) -> Bool {
        if key == .escape, lab.calibration != nil {
            stopCalibration()
            return true
        }
        if key == .escape, lab.showsGuidedTest {
            hideGuidedTest()
            return true
        }
        if key == .escape, lab.healthMode {
            setHealthMode(false)
            return true
        }
        guard key == .escape, lab.targetMode else { return false }
        setTargetMode(false)
        return true
    }

    /// The Health view for the state: whether it shows, each check's verdict, the coverage grid's cells.
    private var healthState: JSONValue {
        let checks = lab.health.checks(now: lab.health.latest).map { check -> JSONValue in
            .object([("name", .string(check.name)), ("verdict", .string(check.verdict.rawValue))])
        }
        return .object([
            ("on", .bool(lab.healthMode)), ("checks", .array(checks)),
            ("painted", .number(Double(lab.health.painted.count))),
            ("dead", .array(lab.health.deadCells.map { .number(Double($0)) })),
        ])
    }

    /// Per finger: number, tool, rate (Hz), jitter (points), samples, whether down; the same for the fingers
    /// of the last touch once all lifted (`lastFingers`, kept after the lab forgets their trails, as its
    /// saved report keeps them); the most fingers; the target offsets.
    public override func extraState() -> [(String, JSONValue)] {
        let fingers = lab.tracks.map(Self.state(of:))
        return [
            ("fingers", .array(fingers)), ("lastFingers", .array(lab.lastMeasured.map(Self.state(of:)))),
            ("mostFingers", .number(Double(lab.mostFingers))),
            ("device", lab.device.map { .string($0.kind) } ?? .null),
            ("deviceName", lab.device?.name.map(JSONValue.string) ?? .null),
            ("millimetresPerPoint", context.millimetresPerPoint.map(JSONValue.number) ?? .null),
            ("targetMode", .bool(lab.targetMode)),
            ("health", healthState), ("calibration", calibrationState), ("guidedTest", testState),
            ("touchpadScale", lab.touchpadScale.map(JSONValue.number) ?? .null),
            ("hover", lab.hover.map { .array([.number($0.location.x), .number($0.location.y)]) } ?? .null),
            (
                "targetOffsets",
                .array(lab.targetOffsets.map { .array([.number($0.offset.x), .number($0.offset.y)]) })
            ),
        ]
    }

    /// One finger's track for the state.
    private static func state(of track: FingerTrack) -> JSONValue {
        .object([
            ("number", .number(Double(track.number))), ("tool", .string(track.tool)),
            ("down", .bool(track.isDown)), ("samples", .number(Double(track.sampleCount))),
            ("rate", track.samplingRate.map(JSONValue.number) ?? .null),
            ("jitter", track.jitter.map(JSONValue.number) ?? .null),
            ("displacement", .array([.number(track.displacement.x), .number(track.displacement.y)])),
            ("pastSlop", .bool(track.isPastSlop)),
            ("pressure", track.last?.pressure.map(JSONValue.number) ?? .null),
            ("size", track.last?.size.map(JSONValue.number) ?? .null),
        ])
    }
}
