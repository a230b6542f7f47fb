import JSON

/// Writes a trace's JSON text as its events come, in pieces handed to `write`, the same text as
/// ``TouchTrace/jsonText()``: a converted recording goes to its file without ever being held whole. The
/// text may be at most ``TraceFile/largestBytes`` long, what `replay` reads: past it, the writing stops
/// with a problem that says so, before the rest of the recording is read.
///
/// ```swift
/// var writer = TraceTextWriter { bytes in file.append(contentsOf: bytes) }
/// try writer.begin(header)
/// try writer.take(event)
/// try writer.finish()
/// ```
public struct TraceTextWriter: TraceEventConsumer {
    /// The most bytes the text may have.
    public let limit: Int
    /// The bytes written so far.
    public private(set) var written = 0
    private var events = 0
    private var buffer: [UInt8] = []
    private let write: ([UInt8]) throws(RecordingProblem) -> Void

    /// A writer handing its text to `write`, a piece at a time, refusing to pass `limit` bytes.
    public init(limit: Int = TraceFile.largestBytes, write: @escaping ([UInt8]) throws(RecordingProblem) -> Void) {
        self.limit = limit
        self.write = write
        buffer.reserveCapacity(1 << 16)
    }

    public mutating func begin(_ header: TouchTrace) throws(RecordingProblem) {
        try append(header.jsonHeader(), at: nil)
    }

    public mutating func take(_ event: InputEvent) throws(RecordingProblem) {
        try append((events == 0 ? "\n    " : ",\n    ") + TouchTrace.json(for: event).serialized(), at: event.time)
        events += 1
    }

    /// Closes the text and hands on the rest.
    public mutating func finish() throws(RecordingProblem) {
        try append(events == 0 ? "]\n}\n" : "\n  ]\n}\n", at: nil)
        try flush()
    }

    private mutating func append(_ text: String, at time: Double?) throws(RecordingProblem) {
        // Room is kept for the closing brackets, so a text that fits here still fits when closed.
        guard written + buffer.count + text.utf8.count + 6 <= limit else {
            let when = time.map { " at \(JSONValue.format(($0 * 1000).rounded() / 1000)) s into the recording" } ?? ""
            throw RecordingProblem(
                message: "its trace would be larger than \(limit >> 20) MB, the most a trace may be (replay reads "
                    + "no more), reached\(when): record or convert a shorter stretch")
        }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    private mutating func flush() throws(RecordingProblem) {
        guard !buffer.isEmpty else { return }
        try write(buffer)
        written += buffer.count
        buffer.removeAll(keepingCapacity: true)
    }
}
