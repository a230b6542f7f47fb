import JSON
import TouchKit

/// Calibrate: the window fills its monitor (the matrix is in that monitor's units), the lab shows one
/// crosshair at a time, and once each was touched, the fit, its figures and the commands that keep it. The
/// lab's own buttons give way to the calibration's while it shows.
extension TouchLabScene {
    /// Starts a calibration of `count` crosshairs (4 or 9), asking the window to fill its monitor first.
    public func startCalibration(count: Int) {
        if lab.calibration == nil {
            windowServices.fillScreen?(true)
            // Said as a message too, which a screen reader reads: the canvas's words are only drawn.
            windowServices.showMessage?(
                tr("Calibration: touch the centre of each crosshair as it shows. Escape cancels."))
        }
        if lab.healthMode { setHealthMode(false) }
        if lab.targetMode { setTargetMode(false) }
        if lab.showsGuidedTest { hideGuidedTest() }
        lab.calibration = CalibrationRun(
            count: count, placement: windowServices.screenPlacement?(), canvasSize: view.bounds.size)
        calibrationTouches.removeAll()
        syncCalibrationButtons()
    }

    /// Ends the calibration (Cancel, Done or Escape) and gives the window back as it was.
    public func stopCalibration() {
        guard let run = lab.calibration else { return }
        if run.phase == .done { lastCalibration = (run, calibrationAdvice()) }
        lab.calibration = nil
        windowServices.fillScreen?(false)
        syncCalibrationButtons()
    }

    /// Starts the run again when the canvas moved on the screens (the window filled its monitor, or left
    /// it): crosshairs placed for another place would calibrate the wrong units.
    func followScreen() {
        guard let run = lab.calibration else { return }
        let placement = windowServices.screenPlacement?()
        let moved =
            (placement != nil) != run.knowsMonitor || (placement.map { $0 != run.placement } ?? false)
            || (!run.knowsMonitor && run.placement.monitor.frame.size != view.bounds.size)
        if moved {
            lab.calibration = CalibrationRun(count: run.count, placement: placement, canvasSize: view.bounds.size)
            syncCalibrationButtons()
        }
    }

    /// The touches that came down during a calibration: one coming down alone is the current crosshair's
    /// landing (or, once fitted, a try); a press on the calibration's buttons is neither.
    func calibrationTouchesBegan(_ touches: Set<Touch>) {
        followScreen()
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            let alone = calibrationTouches.isEmpty
            calibrationTouches.insert(ObjectIdentifier(touch))
            guard alone, !calibrationButtons.contains(where: { touch.view?.isDescendant(of: $0) == true }) else {
                continue
            }
            lab.noteDevice(of: touch)
            let wasTapping = lab.calibration?.phase == .tapping
            lab.calibration?.touched(at: touch.location(in: view))
            if wasTapping, let run = lab.calibration, run.phase == .done {
                windowServices.showMessage?(
                    tr(
                        "Calibrated: touches landed up to {error} pt off. Copy commands puts the fix on the clipboard.",
                        ["error": run.largestError.formatted(digits: 1)]))
            }
        }
        syncCalibrationButtons()
    }

    /// The advice for the device the touches came from.
    func calibrationAdvice() -> [CalibrationRun.Advice] {
        guard let run = lab.calibration else { return [] }
        return run.advice(device: lab.device?.name, ids: windowServices.deviceIDs?(), kind: lab.device?.kind)
    }

    /// Copies the advice's words and commands (Copy commands).
    func copyCommands() {
        let text = CalibrationRun.text(of: calibrationAdvice())
        guard !text.isEmpty, let copyText = windowServices.copyText else {
            windowServices.showMessage?(tr("Nothing to copy yet: touch every crosshair first."))
            return
        }
        copyText(text)
        windowServices.showMessage?(tr("Commands copied"))
    }

    /// Shows the lab's buttons or the calibration's, laid out in the calibration's panel.
    func syncCalibrationButtons() {
        let run = lab.calibration
        for button in [targetsButton, reportButton, healthButton, calibrateButton, testButton] {
            button.isHidden = run != nil
        }
        guard let run else {
            for button in calibrationButtons { button.isHidden = true }
            return
        }
        let panel = TouchLabView.calibrationPanel(in: view.bounds.size, phase: run.phase)
        let shown = run.phase == .done ? calibrationButtons : Array(calibrationButtons.prefix(3))
        calibrationButtons[0].text = run.phase == .done ? tr("Done") : tr("Cancel")
        calibrationButtons[2].text = run.count == 9 ? tr("4 points") : tr("9 points")
        var x = panel.minX + 16
        for button in calibrationButtons {
            button.isHidden = !shown.contains { $0 === button }
            let width = button.fittingWidth(minimum: 90)
            button.frame = Rect(x: x, y: panel.maxY - 46, width: width, height: 34)
            if !button.isHidden { x += width + 8 }
        }
    }
    /// The calibration for the state: the run (``CalibrationRun/jsonValue``) and its advice, a line each
    /// (the command where there is one).
    var calibrationState: JSONValue {
        guard let run = lab.calibration, case .object(var members) = run.jsonValue else { return .null }
        members.append(
            ("advice", .array(calibrationAdvice().map { .string($0.command.isEmpty ? $0.words : $0.command) })))
        return .object(members)
    }
}
