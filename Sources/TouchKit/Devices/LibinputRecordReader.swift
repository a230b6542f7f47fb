/// Reads a `libinput record` file: the small part of YAML it uses, line by line, without a YAML library (so
/// the static binary stays small). Of each device under `devices:` it takes the `evdev` section's `name`,
/// its `absinfo` (`CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]`, codes in decimal) and its `events`, each
/// `[SEC, USEC, TYPE, CODE, VALUE]` in decimal; the rest (`libinput:`, `system:`, `udev:`, `hid:`, `quirks:`,
/// comments) is read past.
///
/// ```swift
/// let recording = try LibinputRecordReader.read(text, device: 0)   // nil: the first touch-capable device
/// ```
public enum LibinputRecordReader {
    /// Whether `text` starts as a `libinput record` file does.
    public static func looksLikeRecord(_ text: Substring) -> Bool {
        // Its first line that is not a comment says the version; the device count follows.
        let head = Substring(RecordingText.plain(String(text.prefix(4096))))
        let first = head.split(separator: "\n").first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        return first?.hasPrefix("version:") == true && head.contains("\nndevices:")
    }

    /// `line` without its YAML comment: from a `#` at the line's start or after a space or tab, outside
    /// double quotes (`name: "Touch #2 panel"` keeps its name).
    static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quoted.toggle() }
            if character == "#", !quoted, previous == " " || previous == "\t" { return line[..<index] }
            previous = character
        }
        return line
    }

    /// Reads `text` and returns device `device` (counted from 0), or the first one with touch axes when nil.
    public static func read(_ text: String, device index: Int? = nil) throws(RecordingProblem) -> DeviceRecording {
        var lines = RecordingLines(text)
        var collected = CollectedRecording()
        try stream(&lines, device: index, into: &collected)
        return collected.recording!
    }

    /// Reads `lines`, handing device `device` (counted from 0; the first with touch axes when nil) and then
    /// each of its events to `consumer` as they are read. Each device's events are in time order on one
    /// clock; a later device's list may start before an earlier one's ends (`libinput record --all`).
    public static func stream(
        _ lines: inout RecordingLines, device index: Int? = nil, into consumer: inout some RecordingConsumer
    ) throws(RecordingProblem) {
        var devices: [RecordedDevice] = []
        var chosen: Int?  // the device whose events go to the consumer, once known
        var section = ""  // the key whose block the lines are in: "absinfo", "events", …
        var sectionIndent = -1
        var lastTime = -Double.infinity  // of the current device
        var eventCount = 0
        func newDevice() { devices.append(RecordedDevice(name: "", axes: [:], source: "libinput record")) }
        while let rawLine = try lines.next() {
            let number = lines.number
            var line = Self.withoutComment(rawLine)
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            let indent = line.prefix { $0 == " " }.count
            let content = line.dropFirst(indent)
            guard !content.isEmpty else { continue }
            if content.first == "\t" {
                throw RecordingProblem(
                    line: number, message: "indented with a tab, which YAML does not allow (libinput writes spaces)")
            }
            // A block ends at a line less indented than its key, or as indented and not one of its list items.
            if indent < sectionIndent || (indent == sectionIndent && !content.hasPrefix("-")) { section = "" }
            if content.hasPrefix("- node:") || (content == "-" && indent == 0) {
                newDevice()
                (section, lastTime) = ("", -.infinity)
                continue
            }
            if content.hasPrefix("name:"), let last = devices.indices.last, devices[last].name.isEmpty {
                devices[last].name = unquoted(content.dropFirst(5))
                continue
            }
            if content == "absinfo:" || content == "events:" {
                section = String(content.dropLast())
                sectionIndent = indent
                if section == "events", chosen == nil, let current = devices.indices.last,
                    index == current || (index == nil && isTouch(devices[current]))
                {
                    chosen = current
                    try consumer.begin(devices[current])
                }
                continue
            }
            guard let current = devices.indices.last else { continue }
            switch section {
            case "absinfo":
                guard let colon = content.firstIndex(of: ":"), let code = Int(content[..<colon]) else {
                    throw RecordingProblem(
                        line: number, message: "an absinfo line is \"CODE: [MIN, MAX, FUZZ, FLAT, RESOLUTION]\"")
                }
                guard chosen != current else {
                    throw RecordingProblem(line: number, message: "a device's absinfo after its events")
                }
                let values = try numbers(content[content.index(after: colon)...], count: 5, line: number)
                devices[current].axes[code] = AxisInfo(
                    minimum: values[0], maximum: values[1], resolution: max(0, values[4]))
            case "events":
                guard content.hasPrefix("- [") || content.hasPrefix("[") else { continue }  // "- evdev:" frames
                let values = try numbers(content.drop { $0 == "-" || $0 == " " }, count: 5, line: number)
                let time = Double(values[0]) + Double(values[1]) / 1_000_000
                guard time >= lastTime else {
                    throw RecordingProblem(line: number, message: "time goes backwards")
                }
                lastTime = time
                eventCount += 1
                guard eventCount <= EvemuReader.largestEventCount else {
                    throw RecordingProblem(
                        line: number, message: "more than \(EvemuReader.largestEventCount) events")
                }
                if chosen == current {
                    try consumer.take(EvdevEvent(time: time, type: values[2], code: values[3], value: values[4]))
                }
            default:
                continue
            }
        }
        guard !devices.isEmpty else {
            throw RecordingProblem(line: nil, message: "not a libinput recording (no devices)")
        }
        guard chosen == nil else { return }
        if let index {
            guard devices.indices.contains(index) else {
                throw RecordingProblem(
                    line: nil,
                    message:
                        "--device \(index): the recording has \(devices.count) device(s), 0 to \(devices.count - 1)")
            }
            try consumer.begin(devices[index])
        } else {
            guard let touch = devices.first(where: isTouch) else {
                throw RecordingProblem(line: nil, message: "none of its \(devices.count) device(s) has touch axes")
            }
            try consumer.begin(touch)
        }
    }

    /// Whether `device` has a touchscreen's (or a pen's) position axes.
    private static func isTouch(_ device: RecordedDevice) -> Bool {
        device.axes[EvdevEvent.mtPositionX] != nil || device.axes[EvdevEvent.absX] != nil
    }

    /// The whole numbers in `text`'s `[…]`, exactly `count` of them.
    private static func numbers(_ text: Substring, count: Int, line: Int) throws(RecordingProblem) -> [Int] {
        guard let open = text.firstIndex(of: "["), let close = text.lastIndex(of: "]"), open < close else {
            throw RecordingProblem(line: line, message: "expected [\(count) numbers]")
        }
        let parts = text[text.index(after: open)..<close].split(separator: ",").map {
            Int($0.trimmingCharacters(in: " "))
        }
        guard parts.count == count, parts.allSatisfy({ $0 != nil }) else {
            throw RecordingProblem(line: line, message: "expected [\(count) whole numbers]")
        }
        return parts.map { $0! }
    }

    private static func unquoted(_ text: Substring) -> String {
        var value = text.trimmingCharacters(in: " ")
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }
}

extension Substring {
    /// The text without the `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
