/// A device recording's text, line by line, from a string or from a file read a chunk at a time, so that
/// a recording of ten million events is never held whole. Files people attach to bug reports were often
/// saved on Windows: a leading byte-order mark is skipped and CRLF, a lone CR and LF all end a line. A
/// line longer than ``longestLine`` bytes, or one that is not UTF-8, is refused naming its number, before
/// any more of the file is read.
///
/// ```swift
/// var lines = RecordingLines("N: Touch\r\nA: 35 0 9 0 0 0\r\n")
/// while let line = try lines.next() { print(lines.number, line) }   // 1 N: Touch, 2 A: 35 0 9 0 0 0
/// ```
public struct RecordingLines {
    /// The longest line read, in bytes (1 MiB): a recording's longest real lines, a `libinput record`'s
    /// HID descriptor, are a few kilobytes.
    public static let longestLine = 1 << 20

    /// The number of the line ``next()`` returned last, from 1.
    public private(set) var number = 0

    private var buffer: [UInt8]
    private var start = 0
    private var ended: Bool
    private var afterCR = false
    private let fill: (inout [UInt8]) throws(RecordingProblem) -> Bool

    /// The lines of `text`.
    public init(_ text: String) {
        buffer = Array(text.utf8)
        ended = true
        fill = { _ throws(RecordingProblem) in false }
    }

    /// The lines of bytes that `fill` appends to the array it is given, a chunk a call, returning false
    /// once there are no more (the end of the file).
    public init(reading fill: @escaping (inout [UInt8]) throws(RecordingProblem) -> Bool) {
        buffer = []
        ended = false
        self.fill = fill
    }

    /// Up to the first `count` bytes, without reading them as lines: enough to tell a recording's kind.
    public mutating func head(_ count: Int) throws(RecordingProblem) -> ArraySlice<UInt8> {
        while !ended, buffer.count - start < count { try more() }
        return buffer[start..<min(buffer.count, start + count)]
    }

    /// The next line without its end, or nil after the last.
    public mutating func next() throws(RecordingProblem) -> Substring? {
        var scanned = start
        while true {
            if afterCR {
                // A CR just ended a line: an LF right after it is the same line end.
                if start == buffer.count, !ended {
                    try more()
                    scanned = start
                    continue
                }
                if start < buffer.count, buffer[start] == 0x0A { start += 1 }
                afterCR = false
                scanned = start
            }
            if let end = buffer[scanned...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
                afterCR = buffer[end] == 0x0D
                let line = try text(buffer[start..<end])
                start = end + 1
                return line
            }
            scanned = buffer.count
            if scanned - start > Self.longestLine { throw tooLong() }
            if ended {
                guard start < buffer.count else { return nil }
                let line = try text(buffer[start...])
                start = buffer.count
                return line
            }
            let offset = scanned - start
            try more()
            scanned = start + offset
        }
    }

    /// Reads another chunk, first dropping what has been read.
    private mutating func more() throws(RecordingProblem) {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        if !(try fill(&buffer)) { ended = true }
    }

    private mutating func text(_ bytes: ArraySlice<UInt8>) throws(RecordingProblem) -> Substring {
        number += 1
        guard bytes.count <= Self.longestLine else { throw tooLong() }
        var bytes = bytes
        if number == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let line = String(validating: bytes, as: UTF8.self) else {
            throw RecordingProblem(line: number, message: "not text (not UTF-8): not a recording")
        }
        return Substring(line)
    }

    private func tooLong() -> RecordingProblem {
        RecordingProblem(
            line: number + 1, message: "longer than \(Self.longestLine >> 20) MB, which no recording's line is")
    }
}
