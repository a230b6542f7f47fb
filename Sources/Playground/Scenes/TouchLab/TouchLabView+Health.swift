import TouchKit

/// The Health view over the lab: the coverage grid (cells a finger reported in, faintly green; dead zones,
/// never reported in while their neighbours were, red) and each check's verdict, in a panel at the bottom
/// left, above the band the chain's legend keeps.
extension TouchLabView {
    /// Draws the Health view; returns its panel's frame.
    @discardableResult
    func drawHealth(_ health: LiveHealth, into list: inout DisplayList) -> Rect {
        let cell = Size(
            width: bounds.width / Double(LiveHealth.columns), height: bounds.height / Double(LiveHealth.rows))
        let dead = Set(health.deadCells)
        for index in 0..<(LiveHealth.columns * LiveHealth.rows) {
            let rect = Rect(
                x: Double(index % LiveHealth.columns) * cell.width, y: Double(index / LiveHealth.columns) * cell.height,
                width: cell.width, height: cell.height)
            if dead.contains(index) {
                list.fill(rect.insetBy(dx: 1, dy: 1), color: Color(red: 0.85, green: 0.2, blue: 0.2).withAlpha(0.55))
            } else if health.painted.contains(index) {
                list.fill(rect.insetBy(dx: 1, dy: 1), color: Color(red: 0.3, green: 0.75, blue: 0.4).withAlpha(0.18))
            }
            list.stroke(rect, color: Color.white.withAlpha(0.08), width: 1)
        }
        let checks = health.checks(now: health.latest)
        let lineHeight = 20.0
        let lines = Double(checks.count + 1)
        let panel = Rect(
            x: ChainOverlay.clearance(for: bounds.size),
            y: bounds.height - max(ChainOverlay.legendBandHeight, bottomReserved) - 16 - lineHeight * lines,
            width: min(420, bounds.width - ChainOverlay.clearance(for: bounds.size) - 8),
            height: lineHeight * lines + 8)
        list.fill(panel, color: Color.black.withAlpha(0.6), cornerRadius: 8)
        let heading = tr("Health · red cells: dead zones")
        list.text(
            heading, in: Rect(x: panel.minX + 10, y: panel.minY + 4, width: panel.width - 20, height: lineHeight),
            style: TextStyle(size: 13, color: .white, alignment: .leading, wraps: false))
        for (index, check) in checks.enumerated() {
            list.text(
                Self.verdictLine(check),
                in: Rect(
                    x: panel.minX + 10, y: panel.minY + 4 + lineHeight * Double(index + 1), width: panel.width - 20,
                    height: lineHeight),
                style: TextStyle(
                    size: 13, color: Self.verdictColor(check.verdict), isBold: false, alignment: .leading, wraps: false)
            )
        }
        return panel
    }

    /// A check's name in the language shown.
    static func checkName(_ name: String) -> String {
        switch name {
        case "report rate": tr("report rate")
        case "jitter": tr("jitter")
        case "moving jitter": tr("jitter while moving")
        case "straightness": tr("straight lines")
        case "accuracy": tr("accuracy")
        case "contacts": tr("contacts at once")
        case "separation": tr("contacts apart")
        case "stuck": tr("stuck contacts")
        case "ghosts": tr("ghost contacts")
        default: name
        }
    }

    /// What a check measured and its limit, in the language shown ("118 Hz, at least 60"); the verdict's
    /// word where it measured nothing.
    static func measureWords(_ check: DeviceHealth.Check) -> String {
        if !check.culprits.isEmpty {
            return tr("contacts {numbers}", ["numbers": check.culprits.map(String.init).joined(separator: ", ")])
        }
        guard let value = check.measured else {
            return check.verdict == .pass ? tr("none") : verdictName(check.verdict)
        }
        switch check.name {
        case "report rate":
            return tr(
                "{value} Hz, at least {limit}",
                [
                    "value": value.formatted(digits: 0),
                    "limit": (check.limit ?? DeviceHealth.smallestRate).formatted(digits: 0),
                ])
        case "jitter":
            return tr(
                "{value} mm held still, at most {limit}",
                ["value": value.formatted(digits: 2), "limit": DeviceHealth.largestJitter.formatted(digits: 1)])
        case "moving jitter", "straightness", "accuracy":
            let words = tr(
                "{value} mm, at most {limit}",
                ["value": value.formatted(digits: 2), "limit": (check.limit ?? 1).formatted(digits: 0)])
            return check.indicative ? tr("{measure} (free hand)", ["measure": words]) : words
        case "separation":
            return tr("two {value} mm apart stayed two", ["value": value.formatted(digits: 0)])
        default:
            let count = value.formatted(digits: 0)
            return check.verdict == .notExercised ? tr("{count}: not exercised", ["count": count]) : count
        }
    }

    /// A verdict in the language shown.
    static func verdictName(_ verdict: DeviceHealth.Check.Verdict) -> String {
        switch verdict {
        case .pass: tr("pass")
        case .fail: tr("fail")
        case .notExercised: tr("not exercised")
        }
    }
}
