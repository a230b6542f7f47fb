import JSON
import TouchKit

/// One fuzz case for `health`: arbitrary bytes read as a device recording and judged, as `touch-playground
/// health` judges a file someone sent.
///
/// The promises checked: reading and judging never trap, whatever numbers the file holds (axes spanning
/// every `Int`, backwards axes, times that overflow); a problem is one non-empty line; the report's JSON is
/// JSON that reads back, its text is one check a line with no control character but the line ends, and
/// every check has a verdict and every figure is finite.
///
/// ```swift
/// HostileHealthCheck.run(Array("N: x\nA: 2f 0 9223372036854775807 0 0 0\n".utf8)).problem  // nil
/// ```
public enum HostileHealthCheck {
    /// Reads and judges `bytes`, checking the promises.
    public static func run(_ bytes: [UInt8]) -> HostileTraceCheck.Outcome {
        func outcome(_ problem: String?, readError: String? = nil) -> HostileTraceCheck.Outcome {
            HostileTraceCheck.Outcome(scene: "health", readError: readError, problem: problem)
        }
        let recording: DeviceRecording
        do {
            recording = try DeviceRecording.read(String(decoding: bytes, as: UTF8.self))
        } catch {
            return outcome(oneLine(error.description), readError: error.description)
        }
        let health: DeviceHealth
        do {
            health = try DeviceHealth(recording: recording)
        } catch {
            return outcome(oneLine(error.message), readError: error.message)
        }
        let json = health.jsonValue.serialized()
        if (try? JSONValue.parse(json)) == nil { return outcome("the report's JSON does not read back") }
        let controls = health.text.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || $0.value == 0x7f }
        if !controls.isEmpty { return outcome("the report's text holds control characters") }
        if health.checks.count != 8 { return outcome("the report has \(health.checks.count) checks, not 8") }
        var figures: [Double] = health.checks.flatMap { check -> [Double] in
            [check.measured, check.limit].compactMap { $0 }
        }
        figures += health.lines.flatMap { line -> [Double] in [line.length, line.straightness, line.jitter ?? 0] }
        figures.append(health.separation.closest ?? 0)
        if figures.contains(where: { !$0.isFinite }) { return outcome("the report has a figure that is not finite") }
        return outcome(nil)
    }

    private static func oneLine(_ message: String) -> String? {
        if message.isEmpty { return "an empty error" }
        if message.contains("\n") { return "an error of more than one line: \(message)" }
        return nil
    }
}
