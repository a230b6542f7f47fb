import JSON
import TouchKit

extension TouchLab {
    /// The report's format name, for whoever reads the file (a bug report, a script).
    public static let reportFormat = "touch-lab-report/1"

    /// The device's numbers as JSON, for a bug report: the device, the screen's millimetres per point, the
    /// most fingers, and per finger seen in the last seconds its tool, samples, sampling rate, jitter (points
    /// and millimetres), the pressure and size ranges it reported (the last gesture's, when no finger shows
    /// any more); the target mode's landings.
    ///
    /// ```swift
    /// lab.report(millimetresPerPoint: 0.26, application: "Touch Playground 0.7")
    /// ```
    public func report(millimetresPerPoint: Double?, application: String) -> JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        func range(_ values: [Double]) -> JSONValue {
            guard let low = values.min(), let high = values.max() else { return .null }
            return .array([.number(low), .number(high)])
        }
        // The fingers on the lab now, or, once their trails have faded, those of the last gesture.
        let fingers = (tracks.isEmpty ? lastMeasured : tracks).map { track -> JSONValue in
            .object([
                ("number", .number(Double(track.number))), ("tool", .string(track.tool)),
                ("down", .bool(track.isDown)), ("samples", .number(Double(track.sampleCount))),
                ("samplingRateHz", number(track.samplingRate)),
                ("jitterPoints", number(track.jitter)),
                (
                    "jitterMillimetres",
                    number(track.jitter.flatMap { jitter in millimetresPerPoint.map { jitter * $0 } })
                ),
                ("stillSamples", .number(Double(track.stillSamples))),
                ("pressureRange", range(track.trail.compactMap(\.pressure))),
                ("sizeRange", range(track.trail.compactMap(\.size))),
            ])
        }
        let landings = targetOffsets.map { landing -> JSONValue in
            .object([
                ("finger", .number(Double(landing.number))),
                ("target", .array([.number(landing.target.x), .number(landing.target.y)])),
                ("offset", .array([.number(landing.offset.x), .number(landing.offset.y)])),
            ])
        }
        return .object([
            ("format", .string(Self.reportFormat)), ("application", .string(application)),
            ("device", device.map { .string($0.kind) } ?? .null),
            ("deviceName", device?.name.map(JSONValue.string) ?? .null),
            ("millimetresPerPoint", number(millimetresPerPoint)),
            ("mostFingers", .number(Double(mostFingers))), ("stillRadiusPoints", .number(stillRadius)),
            ("fingers", .array(fingers)), ("targetLandings", .array(landings)),
        ])
    }
}
