import TouchKit

/// One fuzz case for device recordings: arbitrary bytes read as an `evemu-record` or a `libinput record` file
/// and converted, under options chosen from the bytes (`--mm-per-point` from the smallest number to 1000,
/// `--size` from 1 × 1 up), as `convert` would.
///
/// The promises checked: reading and converting never trap; a problem is one non-empty line; and every trace
/// converted is one the trace reader accepts and reads back as written, field for field (every event's
/// time, place and details, the size, the device), whatever the device sent; and the same bytes read as a
/// stream, in chunks of a few bytes cut anywhere, convert to the same text with the same warnings.
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
            conversion = try DeviceTraceConverter.convert(recording, options: given ?? Self.options(for: bytes))
        } catch {
            return oneLine(error.message).map(broken)
                ?? HostileTraceCheck.Outcome(
                    scene: "recording", readError: error.message, problem: nil)
        }
        for warning in conversion.warnings {
            if let problem = oneLine(warning) { return broken("a warning: \(problem)") }
        }
        let text = conversion.trace.jsonText()
        let options = given ?? options(for: bytes)
        if String(validating: bytes, as: UTF8.self) != nil,
            let problem = streamedDiffers(bytes, options: options, text: text, warnings: conversion.warnings)
        {
            return broken(problem)
        }
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

    /// How the trace of `bytes` read as a stream (chunks of 1 to 7 bytes, by the bytes' sum) differs from
    /// `text` and `warnings`, converted whole; nil when it does not.
    static func streamedDiffers(
        _ bytes: [UInt8], options: DeviceTraceConverter.Options, text: String, warnings: [String]
    ) -> String? {
        let chunk = bytes.reduce(0) { $0 &+ Int($1) } % 7 + 1
        var offset = 0
        var lines = RecordingLines { buffer throws(RecordingProblem) in
            let end = min(bytes.count, offset + chunk)
            buffer.append(contentsOf: bytes[offset..<end])
            defer { offset = end }
            return end > offset
        }
        var written: [UInt8] = []
        var conversion = TraceConversion(options: options, output: TraceTextWriter { written += $0 })
        var none: RecordingLines?
        do {
            try DeviceRecording.stream(&lines, description: &none, into: &conversion)
            let streamedWarnings = try conversion.finish()
            var writer = conversion.output
            try writer.finish()
            if streamedWarnings != warnings { return "read as a stream, other warnings: \(streamedWarnings)" }
        } catch {
            return "read as a stream, refused: \(error.description)"
        }
        return String(decoding: written, as: UTF8.self) == text ? nil : "read as a stream, another trace"
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
