/// Either kind of device recording, told apart by its text: a `libinput record` file, else an `evemu-record`
/// one. What `convert`, `health`, `replay` and the window's Open read, in one place.
///
/// ```swift
/// if DeviceRecording.looksLikeRecording(bytes) { let recording = try DeviceRecording.read(text) }
/// ```
extension DeviceRecording {
    /// Whether `bytes` look like a device recording of either kind rather than a JSON trace.
    public static func looksLikeRecording(_ bytes: [UInt8]) -> Bool {
        EvemuReader.looksLikeRecording(bytes)
            || LibinputRecordReader.looksLikeRecord(
                Substring(RecordingText.plain(String(decoding: bytes.prefix(4096), as: UTF8.self))))
    }

    /// Reads `text`: a libinput recording's device `device` (else its first with touch axes), or an evemu
    /// recording after its separate `description` when given. Windows line ends and a byte-order mark read
    /// as their plain twins (``RecordingText``).
    public static func read(_ text: String, device: Int? = nil, description: String? = nil) throws(EvemuReader.Problem)
        -> DeviceRecording
    {
        let text = RecordingText.plain(text)
        if LibinputRecordReader.looksLikeRecord(Substring(text)) {
            return try LibinputRecordReader.read(text, device: device)
        }
        return try EvemuReader.read(text, description: description.map(RecordingText.plain))
    }
}
