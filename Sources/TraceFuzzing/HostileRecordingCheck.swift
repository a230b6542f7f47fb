import TouchKit

/// One fuzz case for device recordings: arbitrary bytes read as an `evemu-record` or a `libinput record` file
/// and converted.
///
/// The promises checked: reading and converting never trap; a problem is one non-empty line; and every trace
/// converted is one the trace reader accepts and reads back as written (times that never go back, touches
/// that begin before they move and end once, a size within the limits), whatever the device sent.
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

    /// Reads and converts `bytes`, checking the promises.
    public static func run(_ bytes: [UInt8]) -> HostileTraceCheck.Outcome {
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
            conversion = try DeviceTraceConverter.convert(recording)
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
            if read.events.count != conversion.trace.events.count {
                return broken("the converted trace reads back with other events")
            }
        } catch {
            return broken("the converted trace does not read: \(error.description)")
        }
        return HostileTraceCheck.Outcome(scene: "recording", readError: nil, problem: nil)
    }

    /// Why `message` is no message a person can read on one line, or nil when it is one.
    private static func oneLine(_ message: String) -> String? {
        if message.isEmpty { return "an empty error" }
        if message.contains("\n") { return "an error of more than one line: \(message)" }
        return nil
    }
}
