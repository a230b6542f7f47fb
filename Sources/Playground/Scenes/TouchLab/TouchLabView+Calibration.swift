import TouchKit

/// The calibration over the whole lab: the crosshair to touch now (large), those done and those to come
/// (small), and a panel with what to do; once fitted, every crosshair with where its touch landed (red) and
/// where the correction puts it (green), the figures and the commands that keep the correction, and each
/// try of it.
extension TouchLabView {
    /// The panel of words and buttons: above the middle while crosshairs are touched (clear of the nine's
    /// middle row), over the middle once fitted.
    static func calibrationPanel(in size: Size, phase: CalibrationRun.Phase) -> Rect {
        let width = min(size.width - 24, max(340, size.width * 0.62))
        let height = phase == .tapping ? min(190, size.height * 0.3) : max(200, size.height * 0.66)
        let y = phase == .tapping ? max(8, size.height * 0.3 - height / 2) : max(8, (size.height - height) / 2)
        return Rect(x: (size.width - width) / 2, y: y, width: width, height: min(height, size.height - y - 8))
    }

    /// Below the panel's words: the row its buttons take, in points.
    static let calibrationButtonsHeight = 50.0

    private static let landedColor = Color(red: 1, green: 0.42, blue: 0.36)
    private static let correctedColor = Color(red: 0.4, green: 0.9, blue: 0.5)
    private static let commandColor = Color(red: 1, green: 0.86, blue: 0.55)

    func drawCalibration(_ run: CalibrationRun, advice: [CalibrationRun.Advice], into list: inout DisplayList) {
        list.fill(bounds, color: Palette.background)
        let panel = Self.calibrationPanel(in: bounds.size, phase: run.phase)
        list.fill(panel, color: Color.black.withAlpha(0.72), cornerRadius: 12)
        var words: [(String, TextStyle)] = []
        let plain = TextStyle(size: 14, color: .white, isBold: false, alignment: .leading)
        let heading = TextStyle(size: 17, color: .white, isBold: true, alignment: .leading)
        switch run.phase {
        case .tapping:
            words.append(
                (
                    tr(
                        "Calibration: touch the centre of the large crosshair ({number} of {count}) with one finger.",
                        ["number": "\((run.current ?? 0) + 1)", "count": "\(run.count)"]), heading
                ))
            words.append((tr("Escape or Cancel stops; nothing is written to the system."), plain))
            if run.placement.monitors.count > 1 {
                let monitor = run.placement.monitor.connector ?? "\(run.placement.shown + 1)"
                words.append(
                    (
                        tr(
                            "This calibrates the monitor the window is on ({monitor}): move the window to the touchscreen's first. A touch that shows on another monitor means the touchscreen is mapped to it.",
                            ["monitor": monitor]), plain
                    ))
            }
        case .done:
            words.append((tr("Calibrated from {count} touches", ["count": "\(run.count)"]), heading))
            words.append(
                (
                    tr(
                        "They landed up to {error} pt from their crosshairs; corrected, {residual} pt.",
                        [
                            "error": run.largestError.formatted(digits: 1),
                            "residual": (run.residual ?? 0).formatted(digits: 1),
                        ]), plain
                ))
            words.append(
                (
                    tr(
                        "Touch anywhere to try it: the ring is where the touch landed, the dot where the correction puts it."
                    ), plain
                ))
        case .failed:
            words.append(
                (
                    tr("No calibration: the touches lie on one line. Touch each crosshair where it shows, then Again."),
                    heading
                ))
        }
        for item in advice {
            words.append((item.words, plain))
            if !item.command.isEmpty {
                words.append(
                    (item.command, TextStyle(size: 13, color: Self.commandColor, isBold: false, alignment: .leading)))
            }
        }
        drawLines(words, in: panel.insetBy(dx: 16, dy: 12), bottomClearance: Self.calibrationButtonsHeight, into: &list)
        drawCalibrationMarks(run, into: &list)
    }

    private func drawLines(
        _ lines: [(String, TextStyle)], in area: Rect, bottomClearance: Double, into list: inout DisplayList
    ) {
        let measurer = EstimatedTextMeasurer()
        var y = area.minY
        for (text, style) in lines {
            let height = measurer.height(of: text, style: style, width: area.width)
            guard y + height <= area.maxY - bottomClearance + 4 else { break }
            list.text(text, in: Rect(x: area.minX, y: y, width: area.width, height: height), style: style)
            y += height + 6
        }
    }

    private func drawCalibrationMarks(_ run: CalibrationRun, into list: inout DisplayList) {
        for (index, target) in run.targets.enumerated() {
            let isCurrent = run.current == index
            let arm = isCurrent ? 40.0 : 14.0
            let color = isCurrent ? Color.white : Palette.hint.withAlpha(index < run.landed.count ? 1 : 0.6)
            var cross = Path()
            cross.move(to: Point(x: target.x - arm, y: target.y))
            cross.addLine(to: Point(x: target.x + arm, y: target.y))
            cross.move(to: Point(x: target.x, y: target.y - arm))
            cross.addLine(to: Point(x: target.x, y: target.y + arm))
            list.path(cross, stroke: color, lineWidth: isCurrent ? 2 : 1.5)
            for radius in isCurrent ? [10.0, 24.0] : [5.0] {
                list.path(.ellipse(in: Self.square(around: target, radius: radius)), stroke: color, lineWidth: 1.5)
            }
            guard index < run.landed.count else { continue }
            let landed = run.landed[index]
            var line = Path()
            line.move(to: target)
            line.addLine(to: landed)
            list.path(line, stroke: Self.landedColor, lineWidth: 1.5)
            list.path(.ellipse(in: Self.square(around: landed, radius: 4)), fill: Self.landedColor)
            if run.phase == .done {
                list.path(
                    .ellipse(in: Self.square(around: run.corrected(landed), radius: 4)), fill: Self.correctedColor)
            }
        }
        for (landed, corrected) in run.tries {
            var line = Path()
            line.move(to: landed)
            line.addLine(to: corrected)
            list.path(line, stroke: Self.correctedColor.withAlpha(0.6), lineWidth: 1)
            list.path(.ellipse(in: Self.square(around: landed, radius: 12)), stroke: Palette.hint, lineWidth: 1.5)
            list.path(.ellipse(in: Self.square(around: corrected, radius: 6)), fill: Self.correctedColor)
        }
    }

    private static func square(around point: Point, radius: Double) -> Rect {
        Rect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)
    }
}
