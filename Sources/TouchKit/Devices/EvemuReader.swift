/// Reads an `evemu-record` file: the device's description (`N:` its name, `A:` each absolute axis as
/// `code min max fuzz flat [resolution]`, the code in hex; `I:`, `P:`, `B:`, `L:`, `S:` are read past) and
/// its events (`E: SEC.USEC TYPE CODE VALUE`, type and code in hex, value in decimal), `#` starting a
/// comment. The description comes first, or from a separate `.desc` file read before the events.
///
/// ```swift
/// let recording = try EvemuReader.read(text)          // or read(events, description: descText)
/// recording.axes[EvdevEvent.mtPositionX]?.resolution  // units per mm, 0 when unsaid
/// var lines = RecordingLines(text)                    // or a file's, a chunk at a time
/// try EvemuReader.stream(&lines, into: &consumer)     // event by event, never held whole
/// ```
public enum EvemuReader {
    /// The most events one recording may hold (about 125 MB of evemu text): past it, the file is refused.
    public static let largestEventCount = 10_000_000

    /// Why a recording could not be read.
    public typealias Problem = RecordingProblem

    /// Whether `bytes` look like an evemu recording rather than a JSON trace: evemu's header, or its `N:`,
    /// `A:` or `E:` lines, in the first few kilobytes, and no `{` first.
    public static func looksLikeRecording(_ bytes: some Collection<UInt8>) -> Bool {
        let text = RecordingText.plain(String(decoding: bytes.prefix(4096), as: UTF8.self))
        guard text.first(where: { !$0.isWhitespace }) != "{" else { return false }
        return text.hasPrefix("# EVEMU")
            || text.split(separator: "\n").contains {
                $0.hasPrefix("N: ") || $0.hasPrefix("A: ") || $0.hasPrefix("E: ")
            }
    }

    /// Reads `text`, the recording, after `description` (a `.desc` file's text) when given.
    public static func read(_ text: String, description: String? = nil) throws(Problem) -> DeviceRecording {
        var lines = RecordingLines(text)
        var descriptionLines = description.map(RecordingLines.init)
        var collected = CollectedRecording()
        try stream(&lines, description: &descriptionLines, into: &collected)
        return collected.recording!
    }

    /// Reads `lines`, after `description`'s when given, handing the device and then each event to
    /// `consumer` as it is read.
    public static func stream(
        _ lines: inout RecordingLines, description: inout RecordingLines?, into consumer: inout some RecordingConsumer
    ) throws(Problem) {
        var reader = Reader()
        if description != nil { try reader.read(&description!, into: &consumer, eventsAllowed: false) }
        try reader.read(&lines, into: &consumer, eventsAllowed: true)
        if !reader.begun {
            guard reader.sawDescription else {
                throw Problem(line: nil, message: "not an evemu recording (no N:, A: or E: lines)")
            }
            try reader.begin(&consumer)
        }
    }

    /// Reads `lines` with no separate description.
    public static func stream(_ lines: inout RecordingLines, into consumer: inout some RecordingConsumer)
        throws(Problem)
    {
        var none: RecordingLines?
        try stream(&lines, description: &none, into: &consumer)
    }

    /// What has been read so far: the description, and where the events are.
    private struct Reader {
        var device = RecordedDevice(name: "", axes: [:], source: "evemu-record")
        var sawDescription = false
        var begun = false
        var lastTime = -Double.infinity
        var events = 0

        mutating func begin(_ consumer: inout some RecordingConsumer) throws(Problem) {
            guard !device.axes.isEmpty else {
                throw Problem(
                    line: nil,
                    message:
                        "the recording describes no absolute axes (A: lines): give its description with --device-desc")
            }
            begun = true
            try consumer.begin(device)
        }

        mutating func read(
            _ lines: inout RecordingLines, into consumer: inout some RecordingConsumer, eventsAllowed: Bool
        ) throws(Problem) {
            while let rawLine = try lines.next() {
                let number = lines.number
                var line = rawLine.drop { $0 == " " || $0 == "\t" }
                // A comment runs from "#" to the line's end, except in a name (`N: Touch #2 panel`), which is
                // the whole rest of its line.
                if !line.hasPrefix("N:"), let hash = line.firstIndex(of: "#") { line = line[..<hash] }
                while let last = line.last, last == " " || last == "\t" { line.removeLast() }
                guard !line.isEmpty else { continue }
                guard line.count >= 2, line.dropFirst().first == ":" else {
                    throw Problem(line: number, message: "expected a line like \"E: 0.000000 0003 0035 1234\"")
                }
                let kind = line.first!
                if begun, kind == "N" || kind == "A" {
                    throw Problem(
                        line: number,
                        message:
                            "the device's description (N:, A:) after its events: a recording describes its device first"
                    )
                }
                switch kind {
                case "N":
                    device.name = String(line.dropFirst(2).drop { $0 == " " })
                    sawDescription = true
                case "A":
                    let fields = line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" })
                    guard fields.count >= 5, let code = Int(fields[0], radix: 16), let minimum = Int(fields[1]),
                        let maximum = Int(fields[2])
                    else {
                        throw Problem(line: number, message: "an A: line is \"A: CODE MIN MAX FUZZ FLAT [RESOLUTION]\"")
                    }
                    let resolution = fields.count >= 6 ? Int(fields[5]) ?? 0 : 0
                    device.axes[code] = AxisInfo(minimum: minimum, maximum: maximum, resolution: max(0, resolution))
                    sawDescription = true
                case "E":
                    guard eventsAllowed else { throw Problem(line: number, message: "events in the description file") }
                    let event = try Self.event(line.dropFirst(2), line: number)
                    // A recording's clock never runs backwards; a cut or mangled line is named rather than replayed.
                    guard event.time >= lastTime else {
                        throw Problem(line: number, message: "time goes backwards (\(event.time) after \(lastTime))")
                    }
                    lastTime = event.time
                    events += 1
                    guard events <= largestEventCount else {
                        throw Problem(line: number, message: "more than \(largestEventCount) events")
                    }
                    if !begun { try begin(&consumer) }
                    try consumer.take(event)
                case "I", "P", "B", "L", "S":
                    sawDescription = true
                default:
                    throw Problem(
                        line: number,
                        message: "unknown line \"\(line.prefix(2))\" (expected N:, I:, P:, B:, A:, L:, S: or E:)")
                }
            }
        }

        /// An `E:` line's fields: `SEC.USEC TYPE CODE VALUE`.
        private static func event(_ text: Substring, line: Int) throws(Problem) -> EvdevEvent {
            let fields = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 4, let time = Double(fields[0]), time.isFinite,
                let type = Int(fields[1], radix: 16), let code = Int(fields[2], radix: 16), let value = Int(fields[3])
            else { throw Problem(line: line, message: "an E: line is \"E: SEC.USEC TYPE CODE VALUE\"") }
            return EvdevEvent(time: time, type: type, code: code, value: value)
        }
    }
}
