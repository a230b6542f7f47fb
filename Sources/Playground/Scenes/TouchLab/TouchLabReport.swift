import JSON
import TouchKit

/// What Save report bundles for a bug report, as far as the lab knows it: its numbers, the health test so far,
/// the last calibration and the device. The window adds the session's recording and the kernel's description
/// of the device, and writes them all as one `.tar.gz`.
///
/// ```swift
/// scene.connect(to: SceneWindowServices(saveReport: { bundle in
///     for (name, text) in bundle.files { archive.add(name, text: text) }
///     return ""
/// }))
/// ```
public struct TouchLabReport: Sendable {
    /// The lab's numbers, `touch-lab-report/1` (`report.json`).
    public var report: JSONValue
    /// The health test since Health was last pressed (or the lab opened): `touch-health/2`.
    public var health: DeviceHealth
    /// The last calibration finished in this session, if any, and its advice.
    public var calibration: (run: CalibrationRun, advice: [CalibrationRun.Advice])?
    /// The device's name as the system gave it, if a touch has come from one (for the kernel's description).
    public var deviceName: String?
    /// The device as the lab saw it: its name, kind, USB ids, the screen's millimetres per point, the monitors.
    public var device: JSONValue
    /// The device as the session's recording names it (with the screen's millimetres per point), so that
    /// `touch-playground health` measures the recording in millimetres.
    public var traceDevice: TraceDevice? = nil
    /// The guided touchscreen test, if one was begun, as `touch-cert/1`, its page of Markdown and its page
    /// of plots (drawn by the window as `certificate.png`).
    public var certificate: (json: JSONValue, markdown: String, page: DisplayList, size: Size)? = nil

    /// The bundle's files, by name: `report.json`, `health.json`, `health.txt`, `calibration.json` and
    /// `calibration.txt` (or a `calibration.txt` saying none was made), `device.json`, and for a guided test
    /// `certificate.json` and `certificate.md`.
    public var files: [(name: String, text: String)] {
        var files: [(name: String, text: String)] = [
            ("report.json", report.prettyPrinted()), ("health.json", health.jsonValue.prettyPrinted()),
            ("health.txt", health.text),
        ]
        if let calibration {
            files.append(("calibration.json", calibration.run.jsonValue.prettyPrinted()))
            files.append(("calibration.txt", CalibrationRun.text(of: calibration.advice) + "\n"))
        } else {
            files.append(("calibration.txt", "No calibration was made in this session.\n"))
        }
        files.append(("device.json", device.prettyPrinted()))
        if let certificate {
            files.append(("certificate.json", certificate.json.prettyPrinted()))
            files.append(("certificate.md", certificate.markdown))
        }
        return files
    }
}

extension CalibrationRun {
    /// The run as JSON: its phase and crosshairs, the landings, the fit and its figures (points and the
    /// monitor's normalized units), the monitors it was made on.
    public var jsonValue: JSONValue {
        func point(_ p: Point) -> JSONValue { .array([.number(p.x), .number(p.y)]) }
        let monitors = placement.monitors.map { monitor -> JSONValue in
            .object([
                (
                    "frame",
                    .array(
                        [monitor.frame.minX, monitor.frame.minY, monitor.frame.width, monitor.frame.height].map(
                            JSONValue.number))
                ),
                ("connector", monitor.connector.map(JSONValue.string) ?? .null),
                ("manufacturer", monitor.manufacturer.map(JSONValue.string) ?? .null),
                ("model", monitor.model.map(JSONValue.string) ?? .null),
            ])
        }
        return .object([
            ("phase", .string(phase.rawValue)), ("count", .number(Double(count))),
            ("knowsMonitor", .bool(knowsMonitor)),
            ("current", current.map { .number(Double($0)) } ?? .null),
            ("targets", .array(targets.map(point))),
            ("normalizedTargets", .array(targets.map { point(placement.normalized($0)) })),
            ("landed", .array(landed.map(point))),
            ("matrix", result.map { .array($0.matrix.map(JSONValue.number)) } ?? .null),
            ("largestErrorPoints", .number(largestError)),
            ("residualPoints", residual.map(JSONValue.number) ?? .null),
            ("spanningAllMonitors", .bool(looksSpanningAllMonitors)),
            ("tries", .array(tries.map { .array([point($0.landed), point($0.corrected)]) })),
            ("monitors", .array(monitors)), ("shownMonitor", .number(Double(placement.shown))),
        ])
    }
}
