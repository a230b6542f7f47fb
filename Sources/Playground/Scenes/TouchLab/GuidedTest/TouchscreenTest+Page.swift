import TouchKit

/// The test as one page to look at rather than read (`certificate.png` in the report): the verdicts, then
/// each line's distance from straight along it, each target's offset before and after the fit, and the
/// time between reports by the number of fingers down.
extension TouchscreenTest {
    /// The page's colours: dark words on white, as a printed page has them.
    private enum PageInk {
        static let text = Color(red: 0.12, green: 0.13, blue: 0.15)
        static let grey = Color(red: 0.45, green: 0.47, blue: 0.5)
        static let fail = Color(red: 0.75, green: 0.12, blue: 0.1)
        static let pass = Color(red: 0.1, green: 0.5, blue: 0.2)
        /// What the limit allows, shaded.
        static let allowed = Color(red: 0.3, green: 0.7, blue: 0.4).withAlpha(0.12)
    }

    /// The page's size, in points (one point a pixel in the PNG).
    public static let pageSize = Size(width: 1000, height: 1090)

    /// The page, for `application` on a display refreshing `refreshRate` times a second (nil: not known).
    public func page(application: String, refreshRate: Double?) -> DisplayList {
        var list = DisplayList()
        let (ink, grey) = (PageInk.text, PageInk.grey)
        list.fill(Rect(origin: .zero, size: Self.pageSize), color: .white)
        func words(_ text: String, _ frame: Rect, size: Double = 14, bold: Bool = false, color: Color? = nil) {
            list.text(
                text, in: frame,
                style: TextStyle(size: size, color: color ?? ink, isBold: bold, alignment: .leading, wraps: false))
        }
        words(tr("Touchscreen test"), Rect(x: 40, y: 24, width: 920, height: 34), size: 26, bold: true)
        var about =
            "\(device.name.isEmpty || device.name == "unknown" ? tr("device not named") : device.name) · \(application) · \(DeviceHealth.format(millimetresPerPoint, 4)) mm/pt"
        if sizeAssumed { about += " (" + tr("size not known: 96 dpi assumed") + ")" }
        about += refreshRate.map { " · \(DeviceHealth.format($0, 1)) Hz" } ?? ""
        words(about, Rect(x: 40, y: 62, width: 920, height: 20), color: grey)
        for (index, check) in checks(refreshRate: refreshRate).enumerated() {
            let color: Color =
                switch check.verdict {
                case .pass: PageInk.pass
                case .fail: PageInk.fail
                case .notExercised: grey
                }
            words(
                TouchLabView.verdictLine(check), Rect(x: 40, y: 96 + Double(index) * 26, width: 920, height: 24),
                size: 15, color: color)
        }
        drawLines(Rect(x: 40, y: 370, width: 440, height: 300), into: &list)
        drawTaps(Rect(x: 520, y: 370, width: 440, height: 300), into: &list)
        drawIntervals(Rect(x: 40, y: 730, width: 920, height: 250), refreshRate: refreshRate, into: &list)
        words(
            tr(
                "Limits from Microsoft's touchscreen tests (Windows Hardware Lab Kit); the figures and their references are in certificate.json."
            ),
            Rect(x: 40, y: 1040, width: 920, height: 20), size: 12, color: grey)
        return list
    }

    /// Each line drawn, a row each: its smoothed path's distance from straight (1 mm = 12 points across),
    /// the limit's ±1 mm shaded.
    private func drawLines(_ box: Rect, into list: inout DisplayList) {
        let (ink, grey) = (PageInk.text, PageInk.grey)
        let title = tr("Lines: distance from straight (mm, across ×12)")
        guard Self.plotFrame(title, box, emptyWords: lines.isEmpty ? tr("no line drawn") : nil, into: &list) else {
            return
        }
        let row = box.height / Double(max(lines.count, 1)), scale = 12.0
        for (index, line) in lines.enumerated() {
            let middle = box.minY + row * (Double(index) + 0.5)
            let plot = Rect(x: box.minX + 60, y: middle - row / 2, width: box.width - 70, height: row)
            list.fill(
                Rect(
                    x: plot.minX, y: middle - DeviceHealth.largestStraightness * scale, width: plot.width,
                    height: 2 * DeviceHealth.largestStraightness * scale),
                color: PageInk.allowed)
            var axis = Path()
            axis.move(to: Point(x: plot.minX, y: middle))
            axis.addLine(to: Point(x: plot.maxX, y: middle))
            list.path(axis, stroke: grey.withAlpha(0.5), lineWidth: 1)
            let along = max(line.length, 1)
            var path = Path()
            for (pointIndex, point) in line.profile.enumerated() {
                let at = Point(
                    x: plot.minX + point.x / along * plot.width,
                    y: middle - max(-row / 2, min(row / 2, point.y * scale)))
                if pointIndex == 0 { path.move(to: at) } else { path.addLine(to: at) }
            }
            let bowed = line.straightness > DeviceHealth.largestStraightness
            list.path(path, stroke: bowed ? PageInk.fail : ink, lineWidth: 1.5)
            list.text(
                "\(index + 1): \(DeviceHealth.format(line.straightness, 2))",
                in: Rect(x: box.minX + 4, y: middle - 9, width: 54, height: 18),
                style: TextStyle(size: 12, color: grey, isBold: false, alignment: .leading, wraps: false))
        }
    }

    /// The targets where they are in the area, each tap's offset before the fit (red) and after it (green),
    /// ten times their size, within a ring of the 1 mm limit (also ten times).
    private func drawTaps(_ box: Rect, into list: inout DisplayList) {
        let (ink, grey) = (PageInk.text, PageInk.grey)
        let empty = accuracy == nil ? tr("not every target tapped") : nil
        guard Self.plotFrame(tr("Taps: offset at each target (×10)"), box, emptyWords: empty, into: &list),
            let accuracy
        else { return }
        list.text(
            tr("red: before the fit · green: after it"),
            in: Rect(x: box.minX + 8, y: box.minY + 4, width: box.width - 16, height: 16),
            style: TextStyle(size: 11, color: grey, isBold: false, alignment: .leading, wraps: false))
        let (low, high) = (
            Point(x: accuracy.targets.map(\.x).min()!, y: accuracy.targets.map(\.y).min()!),
            Point(x: accuracy.targets.map(\.x).max()!, y: accuracy.targets.map(\.y).max()!)
        )
        let inner = box.insetBy(dx: 40, dy: 40)
        let scale = min(inner.width / max(high.x - low.x, 1), inner.height / max(high.y - low.y, 1))
        func place(_ p: Point) -> Point {
            Point(x: inner.minX + (p.x - low.x) * scale, y: inner.minY + (p.y - low.y) * scale)
        }
        for index in accuracy.targets.indices {
            let centre = place(accuracy.targets[index])
            let limit = TapAccuracy.largestOffset * 10 * scale
            list.path(
                .ellipse(in: Rect(x: centre.x - limit, y: centre.y - limit, width: 2 * limit, height: 2 * limit)),
                fill: PageInk.allowed, stroke: grey.withAlpha(0.4), lineWidth: 1)
            var cross = Path()
            cross.move(to: Point(x: centre.x - 6, y: centre.y))
            cross.addLine(to: Point(x: centre.x + 6, y: centre.y))
            cross.move(to: Point(x: centre.x, y: centre.y - 6))
            cross.addLine(to: Point(x: centre.x, y: centre.y + 6))
            list.path(cross, stroke: ink, lineWidth: 1)
            var before = Path()
            before.move(to: centre)
            before.addLine(to: centre + accuracy.before[index] * (10 * scale))
            list.path(before, stroke: PageInk.fail, lineWidth: 2)
            let after = centre + accuracy.after[index] * (10 * scale)
            list.path(
                .ellipse(in: Rect(x: after.x - 3, y: after.y - 3, width: 6, height: 6)),
                fill: PageInk.pass)
        }
    }

    /// The time between reports of moving contacts, a bar per 2 ms for each number of fingers down (each
    /// scaled to its own tallest), and the display's refresh interval.
    private func drawIntervals(_ box: Rect, refreshRate: Double?, into list: inout DisplayList) {
        let (ink, grey) = (PageInk.text, PageInk.grey)
        let groups = intervals.keys.sorted()
        let title = tr("Time between reports (ms), by fingers down")
        guard Self.plotFrame(title, box, emptyWords: groups.isEmpty ? tr("no motion reported") : nil, into: &list)
        else { return }
        let plot = Rect(x: box.minX + 10, y: box.minY + 26, width: box.width - 20, height: box.height - 50)
        let binWidth = plot.width / Double(Self.intervalBins)
        let colors = [
            Color(red: 0.2, green: 0.4, blue: 0.8), Color(red: 0.85, green: 0.5, blue: 0.1),
            Color(red: 0.5, green: 0.3, blue: 0.7), Color(red: 0.2, green: 0.6, blue: 0.6),
            Color(red: 0.7, green: 0.2, blue: 0.4),
        ]
        for (groupIndex, group) in groups.enumerated() {
            let counts = intervals[group] ?? []
            let tallest = Double(max(counts.max() ?? 1, 1))
            let color = colors[groupIndex % colors.count]
            let barWidth = binWidth / Double(groups.count)
            for (bin, count) in counts.enumerated() where count > 0 {
                let height = plot.height * Double(count) / tallest
                list.fill(
                    Rect(
                        x: plot.minX + Double(bin) * binWidth + Double(groupIndex) * barWidth, y: plot.maxY - height,
                        width: max(barWidth - 1, 1), height: height),
                    color: color)
            }
            list.fill(
                Rect(x: box.minX + 12 + Double(groupIndex) * 150, y: box.minY + 8, width: 12, height: 12), color: color)
            list.text(
                tr("{count} down", ["count": group >= 5 ? "5+" : "\(group)"]),
                in: Rect(x: box.minX + 30 + Double(groupIndex) * 150, y: box.minY + 4, width: 120, height: 18),
                style: TextStyle(size: 12, color: ink, isBold: false, alignment: .leading, wraps: false))
        }
        for tick in stride(from: 0, through: Self.intervalBins * 2, by: 10) {
            let x = plot.minX + Double(tick) / 2 * binWidth
            list.text(
                "\(tick)", in: Rect(x: x - 20, y: plot.maxY + 4, width: 40, height: 16),
                style: TextStyle(size: 11, color: grey))
        }
        let limit = 1000 / (refreshRate ?? DeviceHealth.smallestRate)
        let x = plot.minX + limit / (Self.intervalBin * 1000) * binWidth
        var line = Path()
        line.move(to: Point(x: x, y: plot.minY))
        line.addLine(to: Point(x: x, y: plot.maxY))
        list.path(line, stroke: PageInk.fail.withAlpha(0.7), lineWidth: 1.5)
        list.text(
            tr("a refresh: {ms} ms", ["ms": DeviceHealth.format(limit, 1)]),
            in: Rect(x: x + 4, y: plot.minY, width: 160, height: 16),
            style: TextStyle(
                size: 11, color: PageInk.fail, isBold: false, alignment: .leading,
                wraps: false))
    }

    /// A plot's title above its `box` and its frame; with nothing to plot, `emptyWords` in the box and false.
    private static func plotFrame(_ title: String, _ box: Rect, emptyWords: String?, into list: inout DisplayList)
        -> Bool
    {
        list.text(
            title, in: Rect(x: box.minX, y: box.minY - 28, width: box.width, height: 20),
            style: TextStyle(size: 14, color: PageInk.text, isBold: true, alignment: .leading, wraps: false))
        list.stroke(box, color: PageInk.grey.withAlpha(0.5), width: 1)
        guard let emptyWords else { return true }
        list.text(emptyWords, in: box, style: TextStyle(size: 13, color: PageInk.grey))
        return false
    }
}
