import TouchKit

/// One fuzz case for device recordings: arbitrary bytes read as an `evemu-record` or a `libinput record` file
/// and converted, under options chosen from the bytes (`--mm-per-point` from the smallest number to 1000,
/// `--size` from 1 × 1 up), as `convert` would.
///
/// The promises checked: reading and converting never trap; a problem is one non-empty line; and every trace
/// converted is one the trace reader accepts and reads back as written, field for field (every event's
/// time, place and details, the size, the device), whatever the device sent.
///
/// ```swift
/// HostileRecordingCheck.run(Array("N: x\nA: 35 0 10 0 0 1\nA: 36 0 10 0 0 1\n".utf8)).problem  // nil
/// ```
public enum HostileRecordingCheck {
    /// True for bytes to check as a recording: they have evemu's lines.
    public static func handles(_ bytes: [UInt8]) -> Bool {
        let text = RecordingText.plain(String(decoding: bytes.prefix(4096), as: UTF8.self))
        return text.hasPrefix("# EVEMU") || text.hasPrefix("N: ") || text.contains("\nE: ") || text.contains("\nA: ")
            || LibinputRecordReader.looksLikeRecord(Substring(text))
    }

    /// Reads and converts `bytes` under `options` (by default, ones chosen from the bytes), checking the
    /// promises.
    public static func run(_ bytes: [UInt8], options given: DeviceTraceConverter.Options? = nil)
        -> HostileTraceCheck.Outcome
    {
        func broken(_ what: String) -> HostileTraceCheck.Outcome {
            HostileTraceCheck.Outcome(scene: "recording", readError: nil, problem: what)
        }
        let recording: DeviceRecording
        do {
            recording = try DeviceRecording.read(String(decoding: bytes, as: UTF8.self))
        } catch {
            return oneLine(error.description).map(broken)
                ?? HostileTraceCheck.Outcome(
                    scene: "recording", readError: error.description, problem: nil)
        }
        let conversion: DeviceTraceConverter.Conversion
        do {
            conversion = try DeviceTraceConverter.convert(recording, options: given ?? options(for: bytes))
        } catch {
            return oneLine(error.message).map(broken)
                ?? HostileTraceCheck.Outcome(
                    scene: "recording", readError: error.message, problem: nil)
        }
        for warning in conversion.warnings {
            if let problem = oneLine(warning) { return broken("a warning: \(problem)") }
        }
        let text = conversion.trace.jsonText()
        do {
            let read = try TouchTrace(json: text)
            if read.events != conversion.trace.events {
                return broken("the converted trace reads back with other events")
            }
            if read.size != conversion.trace.size { return broken("the converted trace reads back with another size") }
            if read.device != conversion.trace.device {
                return broken("the converted trace reads back with another device")
            }
        } catch {
            return broken("the converted trace does not read: \(error.description)")
        }
        return HostileTraceCheck.Outcome(scene: "recording", readError: nil, problem: nil)
    }

    /// The options `convert` could be given, picked by the bytes' sum so that mutations reach each.
    static func options(for bytes: [UInt8]) -> DeviceTraceConverter.Options {
        let scales = [25.4 / 96, Double.leastNonzeroMagnitude, 1e-9, 0.001, 1000]
        let sizes = [Size(width: 800, height: 600), Size(width: 1, height: 1), Size(width: 16384, height: 200)]
        let sum = bytes.reduce(0) { $0 &+ Int($1) }
        return .init(
            millimetresPerPoint: scales[sum % scales.count], fitSize: sizes[(sum / scales.count) % sizes.count])
    }

    /// Why `message` is no message a person can read on one line, or nil when it is one.
    private static func oneLine(_ message: String) -> String? {
        if message.isEmpty { return "an empty error" }
        if message.contains("\n") { return "an error of more than one line: \(message)" }
        return nil
    }
}
