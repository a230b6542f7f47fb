import JSON
import TouchKit

/// The test as a report worth attaching to a bug: `touch-cert/1` JSON and one page of Markdown, each with
/// the device, the machine, each step's status and each measure's verdict against its limit and reference.
extension TouchscreenTest {
    /// The report's format name.
    public static let certificateFormat = "touch-cert/1"

    /// The test as `touch-cert/1`: `format`, `application`, `device` (its name, kind, millimetres per point),
    /// `refresh_rate_hz`, `ruled`, `steps` (each with its status), `checks` (as `touch-health/2` has them),
    /// `lines`, `taps` (each target, where it landed, its offset before and after the fit) and `fixes`.
    public func certificate(application: String, refreshRate: Double?) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { DeviceHealth.jsonNumber(value) }
        func point(_ p: Point) -> JSONValue { .array([number(p.x), number(p.y)]) }
        let checks = self.checks(refreshRate: refreshRate)
        let accuracy = self.accuracy
        let taps: [JSONValue] = zip(tappedTargets, self.taps).enumerated().map { index, pair in
            .object([
                ("target_mm", point(pair.0)), ("landed_mm", point(pair.1)),
                ("offset_before_mm", accuracy.map { point($0.before[index]) } ?? .null),
                ("offset_after_mm", accuracy.map { point($0.after[index]) } ?? .null),
            ])
        }
        let fixes = self.fixes(refreshRate: refreshRate)
        return .object([
            ("format", .string(Self.certificateFormat)), ("application", .string(application)),
            (
                "device",
                .object([
                    ("name", .string(device.name)), ("kind", device.source.map(JSONValue.string) ?? .null),
                    ("millimetres_per_point", number(millimetresPerPoint)), ("size_assumed", .bool(sizeAssumed)),
                ])
            ),
            ("refresh_rate_hz", number(refreshRate)), ("ruled", .bool(ruled)),
            (
                "steps",
                .array(
                    Step.allCases.map {
                        .object([
                            ("name", .string($0.rawValue)), ("status", .string((statuses[$0] ?? .notRun).rawValue)),
                        ])
                    })
            ),
            ("checks", .array(checks.map(DeviceHealth.jsonValue(of:)))),
            ("lines", .array(lines.map(DeviceHealth.jsonValue(of:)))), ("taps", .array(taps)),
            ("fixes", .array(fixes.map(DeviceHealth.jsonValue(of:)))),
        ])
    }

    /// The test as one page of Markdown: the device, each step, a table of the verdicts, the lines and taps,
    /// what to do.
    public func markdown(application: String, refreshRate: Double?) -> String {
        let checks = self.checks(refreshRate: refreshRate)
        var text = "# Touchscreen test\n\n"
        text += "- Device: \(VisibleText.escaped(device.name))\(device.source.map { " (\($0))" } ?? "")\n"
        text += "- Application: \(application)\n"
        text +=
            "- Screen: \(DeviceHealth.format(millimetresPerPoint, 4)) mm a point\(sizeAssumed ? " (assumed: the display does not say its size)" : "")"
        text +=
            refreshRate.map { ", \(DeviceHealth.format($0, 1)) Hz\n" } ?? ", refresh rate not known (60 Hz assumed)\n"
        text += "- Lines drawn \(ruled ? "along a ruler's edge" : "free hand")\n\n"
        text += "## Steps\n\n"
        for step in Step.allCases { text += "- \(step.rawValue): \((statuses[step] ?? .notRun).rawValue)\n" }
        text += "\n## Verdicts\n\n| measure | verdict | figure | limit | reference |\n| --- | --- | --- | --- | --- |\n"
        for check in checks {
            let figure = check.measured.map { "\(DeviceHealth.format($0, 2)) \(check.unit ?? "")" } ?? "–"
            let limit = check.limit.map { "\(DeviceHealth.format($0, 1)) \(check.unit ?? "")" } ?? "–"
            let cells = [
                check.name, check.verdict.rawValue + (check.indicative ? " (a hint)" : ""), figure, limit,
                check.reference,
            ]
            text += "| " + cells.map { $0.replacing("|", with: "\\|") }.joined(separator: " | ") + " |\n"
            text += "|  | \(check.detail.replacing("|", with: "\\|")) |  |  |  |\n"
        }
        if let accuracy {
            text += "\n## Taps (mm)\n\n| target | landed | offset before | offset after |\n| --- | --- | --- | --- |\n"
            func pair(_ p: Point) -> String { "\(DeviceHealth.format(p.x, 1)), \(DeviceHealth.format(p.y, 1))" }
            for index in accuracy.targets.indices {
                text +=
                    "| \(pair(accuracy.targets[index])) | \(pair(accuracy.landed[index])) | \(DeviceHealth.format(accuracy.before[index].length, 2)) | \(DeviceHealth.format(accuracy.after[index].length, 2)) |\n"
            }
        }
        let fixes = DeviceHealth.text(of: self.fixes(refreshRate: refreshRate))
        if !fixes.isEmpty { text += "\n## What to do\n\n```\n\(fixes)```\n" }
        return text
    }

    /// How the screen reads, in words, when the taps' correction is a pure turn, mirror, swap, shift or
    /// stretch of the targets' area (each measured across the area, as a calibration measures across the
    /// monitor).
    func screenShape(_ accuracy: TapAccuracy) -> String? {
        let origin = millimetres(area.origin)
        let span = Point(x: area.width * millimetresPerPoint, y: area.height * millimetresPerPoint)
        guard span.x > 0, span.y > 0 else { return nil }
        func across(_ p: Point) -> Point { Point(x: (p.x - origin.x) / span.x, y: (p.y - origin.y) / span.y) }
        let correction = try? TouchCalibration(
            targets: accuracy.targets.map(across), landed: accuracy.landed.map(across))
        return correction?.shape.reportWords
    }

    /// What to do about what the test found: health's fixes for its verdicts, and for taps that land off,
    /// the calibration that corrects them.
    public func fixes(refreshRate: Double?) -> [DeviceHealth.Fix] {
        var report = DeviceHealth(device: device, contacts: [], maxContacts: 0, lines: lines).judged(
            refreshRate: refreshRate, ruled: ruled)
        report.checks = checks(refreshRate: refreshRate)
        report.axes = axes
        var fixes = report.fixes(screenMillimetres: screenMillimetres)
        if let accuracy, accuracy.check.verdict == .fail {
            let shape = screenShape(accuracy).map { "; the screen reads \($0)" } ?? ""
            fixes.insert(
                DeviceHealth.Fix(
                    words:
                        "Taps land up to \(DeviceHealth.format(accuracy.worstBefore, 1)) mm off (\(DeviceHealth.format(accuracy.meanOffset.length, 1)) mm on average\(shape)): Calibrate, in the touch lab, fits the correction on the whole monitor, says when the screen reads turned or mirrored, and gives the udev rule and the xinput command that keep it.",
                    file: nil, lines: [], commands: []),
                at: 0)
        }
        return fixes
    }
}
