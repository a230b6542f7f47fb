/// Either kind of device recording, told apart by its text: a `libinput record` file, else an `evemu-record`
/// one. What `convert`, `health`, `replay` and the window's Open read, in one place.
///
/// ```swift
/// if DeviceRecording.looksLikeRecording(bytes) { let recording = try DeviceRecording.read(text) }
/// try DeviceRecording.stream(&lines, into: &consumer)   // a file a chunk at a time, event by event
/// ```
extension DeviceRecording {
    /// Whether `bytes` (a file's first few kilobytes will do) look like a device recording of either kind
    /// rather than a JSON trace.
    public static func looksLikeRecording(_ bytes: some Collection<UInt8>) -> Bool {
        EvemuReader.looksLikeRecording(bytes)
            || LibinputRecordReader.looksLikeRecord(Substring(String(decoding: bytes.prefix(4096), as: UTF8.self)))
    }

    /// Reads `text`: a libinput recording's device `device` (else its first with touch axes), or an evemu
    /// recording after its separate `description` when given. Windows line ends and a byte-order mark read
    /// as their plain twins (``RecordingLines``).
    public static func read(_ text: String, device: Int? = nil, description: String? = nil) throws(RecordingProblem)
        -> DeviceRecording
    {
        var lines = RecordingLines(text)
        var descriptionLines = description.map(RecordingLines.init)
        var collected = CollectedRecording()
        try stream(&lines, device: device, description: &descriptionLines, into: &collected)
        return collected.recording!
    }

    /// Reads `lines` as `read` does, handing the device and then each event to `consumer` as it is read.
    public static func stream(
        _ lines: inout RecordingLines, device: Int? = nil, description: inout RecordingLines?,
        into consumer: inout some RecordingConsumer
    ) throws(RecordingProblem) {
        let head = try lines.head(4096)
        if LibinputRecordReader.looksLikeRecord(Substring(String(decoding: head, as: UTF8.self))) {
            try LibinputRecordReader.stream(&lines, device: device, into: &consumer)
        } else {
            try EvemuReader.stream(&lines, description: &description, into: &consumer)
        }
    }
}
