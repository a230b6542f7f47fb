/// Reads an `evemu-record` file: the device's description (`N:` its name, `A:` each absolute axis as
/// `code min max fuzz flat [resolution]`, the code in hex; `I:`, `P:`, `B:`, `L:`, `S:` are read past) and
/// its events (`E: SEC.USEC TYPE CODE VALUE`, type and code in hex, value in decimal), `#` starting a
/// comment. The description may come from a separate `.desc` file, read first.
///
/// ```swift
/// let recording = try EvemuReader.read(text)          // or read(events, description: descText)
/// recording.axes[EvdevEvent.mtPositionX]?.resolution  // units per mm, 0 when unsaid
/// ```
public enum EvemuReader {
    /// The most events one recording may hold (about 400 MB of text): past it, the file is refused.
    public static let largestEventCount = 10_000_000

    /// Why a recording could not be read: the line (from 1) and the problem.
    public struct Problem: Error, CustomStringConvertible {
        /// The line, from 1; nil for the whole file.
        public var line: Int?
        /// What is wrong.
        public var message: String
        public var description: String { line.map { "line \($0): \(message)" } ?? message }
    }

    /// Whether `bytes` look like an evemu recording rather than a JSON trace: evemu's header, or its `N:`,
    /// `A:` or `E:` lines, in the first few kilobytes, and no `{` first.
    public static func looksLikeRecording(_ bytes: [UInt8]) -> Bool {
        let text = RecordingText.plain(String(decoding: bytes.prefix(4096), as: UTF8.self))
        guard text.first(where: { !$0.isWhitespace }) != "{" else { return false }
        return text.hasPrefix("# EVEMU")
            || text.split(separator: "\n").contains {
                $0.hasPrefix("N: ") || $0.hasPrefix("A: ") || $0.hasPrefix("E: ")
            }
    }

    /// Reads `text`, the recording, after `description` (a `.desc` file's text) when given.
    public static func read(_ text: String, description: String? = nil) throws(Problem) -> DeviceRecording {
        let text = RecordingText.plain(text), description = description.map(RecordingText.plain)
        var recording = DeviceRecording(name: "", axes: [:], events: [], source: "evemu-record")
        var sawDescription = false
        if let description {
            try read(description, into: &recording, sawDescription: &sawDescription, eventsAllowed: false)
        }
        try read(text, into: &recording, sawDescription: &sawDescription, eventsAllowed: true)
        guard sawDescription || !recording.events.isEmpty else {
            throw Problem(line: nil, message: "not an evemu recording (no N:, A: or E: lines)")
        }
        guard !recording.axes.isEmpty else {
            throw Problem(
                line: nil,
                message: "the recording describes no absolute axes (A: lines): give its description with --device-desc")
        }
        return recording
    }

    private static func read(
        _ text: String, into recording: inout DeviceRecording, sawDescription: inout Bool, eventsAllowed: Bool
    ) throws(Problem) {
        var number = 0
        var lastTime = -Double.infinity
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            // A comment runs from "#" to the line's end, except in a name (`N: Touch #2 panel`), which is the
            // whole rest of its line.
            if !line.hasPrefix("N:"), let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            guard !line.isEmpty else { continue }
            guard line.count >= 2, line.dropFirst().first == ":" else {
                throw Problem(line: number, message: "expected a line like \"E: 0.000000 0003 0035 1234\"")
            }
            let fields = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
            switch line.first {
            case "N":
                recording.name = String(line.dropFirst(2).drop { $0 == " " })
                sawDescription = true
            case "A":
                guard fields.count >= 5, let code = Int(fields[0], radix: 16), let minimum = Int(fields[1]),
                    let maximum = Int(fields[2])
                else {
                    throw Problem(line: number, message: "an A: line is \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\"")
                }
                let resolution = fields.count >= 6 ? Int(fields[5]) ?? 0 : 0
                recording.axes[code] = AxisInfo(minimum: minimum, maximum: maximum, resolution: max(0, resolution))
                sawDescription = true
            case "E":
                guard eventsAllowed else {
                    throw Problem(line: number, message: "events in the description file")
                }
                guard fields.count == 4, let time = Double(fields[0]), time.isFinite,
                    let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16),
                    let value = Int(fields[3])
                else { throw Problem(line: number, message: "an E: line is \"E: SEC.USEC TYPE CODE VALUE\"") }
                // A recording's clock never runs backwards; a cut or mangled line is named rather than replayed.
                guard time >= lastTime else {
                    throw Problem(line: number, message: "time goes backwards (\(time) after \(lastTime))")
                }
                lastTime = time
                guard recording.events.count < largestEventCount else {
                    throw Problem(line: number, message: "more than \(largestEventCount) events")
                }
                recording.events.append(EvdevEvent(time: time, type: type, code: code, value: value))
            case "I", "P", "B", "L", "S":
                sawDescription = true
            default:
                throw Problem(
                    line: number,
                    message: "unknown line \"\(line.prefix(2))\" (expected N:, I:, P:, B:, A:, L:, S: or E:)")
            }
        }
    }
}
