import TouchKit

/// The guided test drawn over the lab: the band with the step's title, words and progress (the test's
/// buttons sit in it), the step's guides below, and at the end the verdicts.
extension TouchLabView {
    /// Draws the test under way, or its summary.
    func drawGuidedTest(_ test: TouchscreenTest, checks: [DeviceHealth.Check], into list: inout DisplayList) {
        let band = TouchLabScene.testBand(in: bounds.size)
        list.fill(band, color: Color.black.withAlpha(0.72), cornerRadius: 10)
        let inner = band.insetBy(dx: 14, dy: 10)
        list.text(
            Self.testTitle(test), in: Rect(x: inner.minX, y: inner.minY, width: inner.width, height: 22),
            style: TextStyle(size: 16, color: .white, isBold: true, alignment: .leading, wraps: false))
        if test.sizeAssumed {
            list.text(
                tr("size not known: 96 dpi assumed"),
                in: Rect(x: inner.minX, y: inner.minY + 2, width: inner.width, height: 18),
                style: TextStyle(
                    size: 11, color: Color(hex: "#ffb86b")!, isBold: false, alignment: .trailing, wraps: false))
        }
        var words = Self.testInstruction(test)
        if let refusal = test.refusal { words = Self.refusalWords(refusal) + " " + words }
        list.text(
            words, in: Rect(x: inner.minX, y: inner.minY + 26, width: inner.width, height: 50),
            style: TextStyle(
                size: 13, color: test.refusal == nil ? Palette.text : Color(hex: "#ffb86b")!, isBold: false,
                alignment: .leading, wraps: true))
        if test.step != nil {
            let bar = Rect(x: inner.minX, y: inner.minY + 80, width: inner.width, height: 6)
            list.fill(bar, color: Color.white.withAlpha(0.15), cornerRadius: 3)
            list.fill(
                Rect(x: bar.minX, y: bar.minY, width: bar.width * test.progress, height: bar.height),
                color: Color(red: 0.45, green: 0.85, blue: 0.5), cornerRadius: 3)
            drawGuides(test, into: &list)
        } else {
            let area = TouchLabScene.testArea(in: bounds.size)
            drawVerdicts(checks, in: area, into: &list)
            let panel = Self.verdictPanel(in: area, count: checks.count)
            for words in Self.fixLines(test.fixes(refreshRate: refreshRate())) {
                list.text(
                    words,
                    in: Rect(
                        x: panel.minX + 4, y: panel.maxY + 8, width: panel.width - 8,
                        height: Self.fixHeight(of: words, width: panel.width - 8) - 4),
                    style: TextStyle(
                        size: 12, color: Color(hex: "#ffb86b")!, isBold: false, alignment: .leading, wraps: true))
            }
        }
    }

    /// The height, in points, the summary's note `words` takes `width` points wide (12-point text, a
    /// translation's length counted: an estimate a little generous, so the next row never covers it).
    static func fixHeight(of words: String, width: Double) -> Double {
        let perLine = max(20, (width / (12 * 0.56)).rounded(.down))
        return (Double(words.count) / perLine).rounded(.up) * 16 + 6
    }

    /// The summary's note when there is something to do: the fixes themselves (hardware-database lines,
    /// commands, where to report) are in the report's certificate, in the words a bug report is written in.
    static func fixLines(_ fixes: [DeviceHealth.Fix]) -> [String] {
        fixes.isEmpty
            ? []
            : [
                tr(
                    "There is something to do about {count}: Copy fixes puts each, with its lines and commands, on the clipboard; Save report writes them in certificate.md.",
                    [
                        "count": fixes.count == 1
                            ? tr("one finding") : tr("{number} findings", ["number": "\(fixes.count)"])
                    ])
            ]
    }

    private func drawGuides(_ test: TouchscreenTest, into list: inout DisplayList) {
        let green = Color(red: 0.45, green: 0.85, blue: 0.5)
        let spotRadius = 7 / test.millimetresPerPoint
        for guide in test.guides {
            switch guide.kind {
            case .spot:
                let disc = Rect(
                    x: guide.from.x - spotRadius, y: guide.from.y - spotRadius, width: spotRadius * 2,
                    height: spotRadius * 2)
                list.path(
                    .ellipse(in: disc), fill: green.withAlpha(0.12 + 0.5 * test.partProgress), stroke: .white,
                    lineWidth: 2)
            case .line:
                let color = guide.isDone ? green : Color.white.withAlpha(guide.isCurrent ? 0.9 : 0.18)
                var path = Path()
                path.move(to: guide.from)
                path.addLine(to: guide.to)
                list.path(path, stroke: color, lineWidth: guide.isCurrent ? 4 : 2)
                if guide.isCurrent {
                    let dot = Rect(x: guide.from.x - 7, y: guide.from.y - 7, width: 14, height: 14)
                    list.path(.ellipse(in: dot), fill: color)
                    let length = guide.from.distance(to: guide.to)
                    if length > 40 {
                        let back = guide.to + (guide.from - guide.to) / length * 30
                        list.path(Self.arrow(from: back, to: guide.to), stroke: color, lineWidth: 4)
                    }
                }
            case .crosshair:
                let color = guide.isDone ? green : Color.white.withAlpha(guide.isCurrent ? 1 : 0.2)
                let arm = guide.isCurrent ? 22.0 : 10
                var path = Path()
                path.move(to: Point(x: guide.from.x - arm, y: guide.from.y))
                path.addLine(to: Point(x: guide.from.x + arm, y: guide.from.y))
                path.move(to: Point(x: guide.from.x, y: guide.from.y - arm))
                path.addLine(to: Point(x: guide.from.x, y: guide.from.y + arm))
                list.path(path, stroke: color, lineWidth: guide.isCurrent ? 2.5 : 1.5)
                if guide.isCurrent {
                    let ring = Rect(x: guide.from.x - 12, y: guide.from.y - 12, width: 24, height: 24)
                    list.path(.ellipse(in: ring), stroke: color, lineWidth: 2)
                }
            }
        }
        if test.step == .leaveAlone {
            let area = TouchLabScene.testArea(in: bounds.size)
            let left = Int((TouchscreenTest.aloneTime * (1 - test.partProgress)).rounded(.up))
            list.text(
                tr("{seconds} s", ["seconds": "\(left)"]),
                in: Rect(x: area.minX, y: area.midY - 40, width: area.width, height: 80),
                style: TextStyle(size: 56, color: Color.white.withAlpha(0.8), isBold: true))
        }
    }

    /// The summary's verdicts, a line each: mark, the measure's name, its figure and limit.
    private func drawVerdicts(_ checks: [DeviceHealth.Check], in area: Rect, into list: inout DisplayList) {
        let lineHeight = Self.verdictLineHeight(in: area)
        let panel = Self.verdictPanel(in: area, count: checks.count)
        list.fill(panel, color: Color.black.withAlpha(0.6), cornerRadius: 8)
        for (index, check) in checks.enumerated() {
            list.text(
                Self.verdictLine(check),
                in: Rect(
                    x: panel.minX + 12, y: panel.minY + 6 + lineHeight * Double(index), width: panel.width - 24,
                    height: lineHeight),
                style: TextStyle(
                    size: 14, color: Self.verdictColor(check.verdict), isBold: false, alignment: .leading, wraps: false)
            )
        }
    }

    /// A verdict's line height: closer on a short canvas, where the step buttons must fit below.
    static func verdictLineHeight(in area: Rect) -> Double { area.height < 600 ? 20 : 24 }

    /// Where the summary's verdicts are, `count` lines of them, in the test's `area`.
    static func verdictPanel(in area: Rect, count: Int) -> Rect {
        Rect(
            x: area.minX + 12, y: area.minY + 4, width: area.width - 24,
            height: verdictLineHeight(in: area) * Double(count) + 12)
    }

    /// A verdict's line: "✓ report rate: 118 Hz, at least 60".
    static func verdictLine(_ check: DeviceHealth.Check) -> String {
        let mark =
            switch check.verdict {
            case .pass: "✓"
            case .fail: "✗"
            case .notExercised: "–"
            }
        let measure =
            check.measured == nil && check.verdict == .notExercised ? testDetail(check.detail) : measureWords(check)
        return tr("{mark} {check}: {measure}", ["mark": mark, "check": checkName(check.name), "measure": measure])
    }

    /// A verdict's colour: green passes, red fails, grey was not exercised (the Health view's and the summary's).
    static func verdictColor(_ verdict: DeviceHealth.Check.Verdict) -> Color {
        switch verdict {
        case .pass: Color(red: 0.45, green: 0.85, blue: 0.5)
        case .fail: Color(red: 1, green: 0.45, blue: 0.4)
        case .notExercised: Color.white.withAlpha(0.6)
        }
    }

    /// Why a measure was not taken, in the language shown.
    static func testDetail(_ detail: String) -> String {
        switch detail {
        case "skipped": tr("skipped")
        case "not run yet": tr("not run yet")
        default: verdictName(.notExercised)
        }
    }

    /// "Step 2 of 5 · Draw along the lines", or the summary's title.
    static func testTitle(_ test: TouchscreenTest) -> String {
        guard let step = test.step else { return tr("Touchscreen test · results") }
        let number = (TouchscreenTest.Step.allCases.firstIndex(of: step) ?? 0) + 1
        return tr(
            "Step {number} of {count} · {step}",
            ["number": "\(number)", "count": "\(TouchscreenTest.Step.allCases.count)", "step": stepName(step)])
    }

    /// A step's name in the language shown.
    static func stepName(_ step: TouchscreenTest.Step) -> String {
        switch step {
        case .holdStill: tr("Hold still")
        case .drawLines: tr("Draw along the lines")
        case .tapTargets: tr("Tap the targets")
        case .fingersApart: tr("Fingers apart")
        case .leaveAlone: tr("Leave it alone")
        }
    }

    /// A step's status in the language shown.
    static func statusName(_ status: TouchscreenTest.Status) -> String {
        switch status {
        case .notRun: tr("not run")
        case .done: tr("done")
        case .skipped: tr("skipped")
        }
    }

    /// What to do now.
    static func testInstruction(_ test: TouchscreenTest) -> String {
        switch (test.step, test.part) {
        case (.holdStill, 0): tr("Rest one finger on the spot and keep it still for 3 seconds.")
        case (.holdStill, _): tr("Rest five fingers on the five spots and keep them still for 3 seconds.")
        case (.drawLines, let part):
            tr(
                "Draw slowly along the bright line, from its dot to its arrow ({number} of {count}). Along a ruler's edge? Say so with Ruler.",
                ["number": "\(min(part + 1, TouchscreenTest.lineCount))", "count": "\(TouchscreenTest.lineCount)"])
        case (.tapTargets, let part):
            tr(
                "Tap the centre of the bright crosshair and lift ({number} of {count}). More targets find where a screen bends: Targets.",
                ["number": "\(min(part + 1, test.targetCount))", "count": "\(test.targetCount)"])
        case (.fingersApart, 0):
            tr("Put two fingers side by side, touching, on the two spots, and slide them slowly together to the right.")
        case (.fingersApart, _):
            tr("Put five fingers on the spots, spread, and slide them slowly together to the right.")
        case (.leaveAlone, _): tr("Take your hands off the screen and touch nothing for 10 seconds.")
        case (nil, _):
            tr(
                "Each measure against its limit (Microsoft's touchscreen tests). A step's button runs it again; Save report keeps it all."
            )
        }
    }

    /// Why the last stroke or tap was not taken.
    static func refusalWords(_ refusal: TouchscreenTest.Refusal) -> String {
        switch refusal {
        case .notAlongTheLine: tr("That was not along the line.")
        case .notATap: tr("That was not a tap.")
        case .tooFast: tr("That was too fast to measure: slower.")
        }
    }

    /// What a screen reader hears of the test: the title, what to do, how far it came; on the summary, each
    /// verdict.
    static func testWords(_ test: TouchscreenTest, checks: [DeviceHealth.Check]) -> [String] {
        var words = [testTitle(test)]
        if test.sizeAssumed { words.append(tr("The display does not say its size: 96 dots per inch are assumed.")) }
        if let refusal = test.refusal { words.append(refusalWords(refusal)) }
        words.append(testInstruction(test))
        if test.step != nil {
            words.append(
                tr("Progress: {percent} percent.", ["percent": "\(Int((test.progress * 100).rounded(.down)))"]))
        } else {
            words += checks.map(verdictLine)
            words += fixLines(test.fixes(refreshRate: nil))
        }
        return words
    }
}
