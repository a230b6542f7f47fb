import JSON
import TouchKit

/// Test screen: the guided touchscreen test over the lab (``TouchscreenTest``). Its step's words and
/// buttons sit in a band at the top, its guides below; the lab's own buttons give way to the test's while
/// it shows. Put away (Stop or Escape), it resumes where it was; the summary's step buttons run one again.
extension TouchLabScene {
    /// The band at the top that holds the step's words, its progress and the test's buttons, in points.
    static func testBand(in size: Size) -> Rect {
        let height = size.width < 520 ? 206.0 : 156
        // Clear of the chain's badge in the corner.
        let left = ChainOverlay.clearance(for: size) + 4
        return Rect(x: left, y: 8, width: max(0, size.width - left - 8), height: height)
    }

    /// The area below the band the guides are drawn in.
    static func testArea(in size: Size) -> Rect {
        let band = testBand(in: size)
        return Rect(x: 0, y: band.maxY + 6, width: size.width, height: max(40, size.height - band.maxY - 6))
    }

    /// Shows the guided test (Test screen), resuming it where it was. On a display that does not say its
    /// size, millimetres assume 96 dots per inch, and the band says so.
    public func showGuidedTest() {
        let millimetres = context.millimetresPerPoint
        if lab.healthMode { setHealthMode(false) }
        if lab.targetMode { setTargetMode(false) }
        let area = Self.testArea(in: view.bounds.size)
        let now = clock?.now ?? 0
        let scale = millimetres ?? TouchscreenTest.assumedMillimetresPerPoint
        if lab.guidedTest == nil || lab.guidedTest?.millimetresPerPoint != scale
            || lab.guidedTest?.sizeAssumed != (millimetres == nil)
        {
            lab.guidedTest = TouchscreenTest(area: area, millimetresPerPoint: millimetres, device: testDevice, now: now)
        } else if lab.guidedTest?.area != area {
            lab.guidedTest?.move(to: area, now: now)
        }
        // No message: a toast would cover the bottom row of targets. The step's words are the canvas's
        // description, which a screen reader reads.
        lab.showsGuidedTest = true
        syncTestButtons()
        scheduleTestTick()
    }

    /// Puts the test away (Stop, Done or Escape): it resumes where it was.
    public func hideGuidedTest() {
        lab.showsGuidedTest = false
        cancel(testTimer)
        testTimer = nil
        syncTestButtons()
    }

    /// Starts a new test: every step not run.
    func newGuidedTest() {
        lab.guidedTest = nil
        showGuidedTest()
    }

    /// The device for the test's report.
    private var testDevice: TraceDevice {
        TraceDevice(
            name: lab.device?.name ?? "unknown", source: lab.device?.kind,
            millimetresPerPoint: context.millimetresPerPoint)
    }

    /// Time-based steps (a hold, the quiet) count on while nothing is reported: ticks ten times a second.
    private func scheduleTestTick() {
        cancel(testTimer)
        testTimer = after(0.1) { [weak self] in
            guard let self, self.lab.showsGuidedTest else { return }
            self.testChanged { $0.tick(now: self.clock?.now ?? 0) }
            self.scheduleTestTick()
        }
    }

    /// Changes the test, then its buttons when the step or its part moved on.
    func testChanged(_ change: (inout TouchscreenTest) -> Void) {
        guard var test = lab.guidedTest else { return }
        let before = (test.step, test.part)
        change(&test)
        // On reaching the summary, the device's axes, where they can be read live: a jitter fix's lines.
        if before.0 != nil, test.step == nil, test.axes.isEmpty, let name = lab.device?.name,
            let axes = windowServices.deviceAxes?(name)
        {
            test.axes = axes
            test.screenMillimetres = monitorMillimetres
        }
        lab.guidedTest = test
        if before.0 != test.step || before.1 != test.part { syncTestButtons() }
    }

    /// The touches of the test: those on its buttons are no measure.
    func testTouchesBegan(_ touches: Set<Touch>) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where !isOnTestButton(touch) {
            lab.noteDevice(of: touch)
            testChanged { $0.began(touch.identifier, at: touch.location(in: self.view), time: touch.timestamp) }
        }
    }

    func testTouchesMoved(_ touches: Set<Touch>) {
        for touch in touches {
            testChanged { $0.moved(touch.identifier, to: touch.location(in: self.view), time: touch.timestamp) }
        }
    }

    func testTouchesEnded(_ touches: Set<Touch>, cancelled: Bool) {
        for touch in touches {
            testChanged { $0.ended(touch.identifier, time: touch.timestamp, cancelled: cancelled) }
        }
    }

    func isOnTestButton(_ touch: Touch) -> Bool {
        guard let hit = touch.view else { return false }
        return testButtons.contains { hit.isDescendant(of: $0) }
    }

    /// Shows the lab's buttons or the test's: Skip, Again, Ruler (drawing lines) or Targets (tapping) and
    /// Stop during a step; New test, Save report and Done on the summary, with Copy fixes below its note
    /// and a button per step.
    func syncTestButtons() {
        let shows = lab.showsGuidedTest
        for button in [targetsButton, reportButton, healthButton, calibrateButton, testButton] {
            button.isHidden = shows || lab.calibration != nil
        }
        for button in testButtons { button.isHidden = true }
        guard shows, let test = lab.guidedTest else { return }
        let band = Self.testBand(in: view.bounds.size)
        let shown: [ButtonView]
        if let step = test.step {
            testRulerButton.text = test.ruled ? tr("Ruler: yes") : tr("Ruler: no")
            testTargetsButton.text = test.targetCount == 25 ? tr("Targets: 25") : tr("Targets: 9")
            testStopButton.text = tr("Stop")
            shown =
                [testSkipButton, testAgainButton] + (step == .drawLines ? [testRulerButton] : [])
                + (step == .tapTargets ? [testTargetsButton] : []) + [testStopButton]
        } else {
            testStopButton.text = tr("Done")
            shown = [testNewButton, testSaveButton, testStopButton]
        }
        // In a row at the band's foot, wrapping on a narrow canvas.
        var (x, y) = (band.minX + 12, band.maxY - 44)
        let rowWidth = shown.reduce(0) { $0 + $1.fittingWidth(minimum: 80) + 8 }
        if rowWidth > band.width - 24 { y -= 42 }
        for button in shown {
            let width = button.fittingWidth(minimum: 80)
            if x + width > band.maxX - 12 { (x, y) = (band.minX + 12, y + 42) }
            button.frame = Rect(x: x, y: y, width: width, height: 34)
            button.isHidden = false
            x += width + 8
        }
        guard test.step == nil else { return }
        // The summary: the note on what to do and Copy fixes below it, then a button per step, to run it
        // again, below the verdicts, in reading order.
        let verdicts = TouchLabView.verdictPanel(in: Self.testArea(in: view.bounds.size), count: test.checks().count)
        y = verdicts.maxY + 10
        for note in TouchLabView.fixLines(test.fixes(refreshRate: windowServices.refreshRate?())) {
            y += TouchLabView.fixHeight(of: note, width: verdicts.width - 8)
            testCopyButton.frame = Rect(
                x: verdicts.minX, y: y, width: min(testCopyButton.fittingWidth(minimum: 80), verdicts.width),
                height: 32)
            testCopyButton.isHidden = false
            y += 42
        }
        x = verdicts.minX
        for (button, step) in zip(testStepButtons, TouchscreenTest.Step.allCases) {
            button.text = TouchLabView.stepName(step) + " · " + TouchLabView.statusName(test.statuses[step] ?? .notRun)
            let width = min(button.fittingWidth(minimum: 80), verdicts.width)
            if x + width > verdicts.maxX { (x, y) = (verdicts.minX, y + 38) }
            button.frame = Rect(x: x, y: y, width: width, height: 32)
            button.isHidden = false
            x += width + 8
        }
    }

    /// Copies what to do about the test's findings (Copy fixes): each fix's words, then its file's lines
    /// and its commands, as `health` prints them, in the words a bug report is written in.
    func copyTestFixes() {
        guard let test = lab.guidedTest else { return }
        let text = DeviceHealth.text(of: test.fixes(refreshRate: windowServices.refreshRate?()))
        guard !text.isEmpty, let copyText = windowServices.copyText else { return }
        copyText(text)
        windowServices.showMessage?(tr("Fixes copied"))
    }

    /// The visible size of the monitor showing the lab, in millimetres, when the display says its size.
    var monitorMillimetres: Size? {
        guard let scale = context.millimetresPerPoint, let monitor = windowServices.screenPlacement?()?.monitor
        else { return nil }
        return Size(width: monitor.frame.width * scale, height: monitor.frame.height * scale)
    }

    /// Every button of the test.
    var testButtons: [ButtonView] {
        [
            testSkipButton, testAgainButton, testRulerButton, testTargetsButton, testStopButton, testNewButton,
            testSaveButton, testCopyButton,
        ]
            + testStepButtons
    }

    /// The test for the state: whether it shows, its step, part and progress, each step's status, the last
    /// refusal and each verdict.
    var testState: JSONValue {
        guard let test = lab.guidedTest else { return .object([("on", .bool(false))]) }
        let checks = test.checks(refreshRate: windowServices.refreshRate?()).map { check -> JSONValue in
            .object([
                ("name", .string(check.name)), ("verdict", .string(check.verdict.rawValue)),
                ("measured", check.measured.map(JSONValue.number) ?? .null), ("detail", .string(check.detail)),
            ])
        }
        return .object([
            ("on", .bool(lab.showsGuidedTest)), ("step", test.step.map { .string($0.rawValue) } ?? .null),
            ("part", .number(Double(test.part))), ("progress", .number((test.progress * 1000).rounded() / 1000)),
            (
                "statuses",
                .object(
                    TouchscreenTest.Step.allCases.map {
                        ($0.rawValue, .string((test.statuses[$0] ?? .notRun).rawValue))
                    })
            ),
            ("refusal", test.refusal.map { .string($0.rawValue) } ?? .null), ("ruled", .bool(test.ruled)),
            ("targetCount", .number(Double(test.targetCount))),
            (
                "guides",
                .array(
                    test.guides.map {
                        .array([.number($0.from.x), .number($0.from.y), .number($0.to.x), .number($0.to.y)])
                    })
            ),
            ("targets", .array(test.targets.map { .array([.number($0.x), .number($0.y)]) })),
            ("checks", .array(checks)),
        ])
    }
}
