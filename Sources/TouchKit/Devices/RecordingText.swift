/// A device recording's text as its readers take it: files people attach to bug reports were often saved
/// on Windows, with CRLF line ends and a UTF-8 byte-order mark. Swift reads `"\r\n"` as one character, so
/// a split on `"\n"` never splits such a file; here both become their plain twins' form.
///
/// ```swift
/// RecordingText.plain("\u{FEFF}N: Touch\r\nA: 35 0 9 0 0 0\r\n")  // "N: Touch\nA: 35 0 9 0 0 0\n"
/// ```
public enum RecordingText {
    /// `text` without a leading byte-order mark, every CRLF (and lone CR) a LF. Text with neither comes
    /// back as it is, uncopied.
    public static func plain(_ text: String) -> String {
        var utf8 = text.utf8
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let hasBOM = utf8.starts(with: bom)
        guard hasBOM || utf8.contains(0x0D) else { return text }
        if hasBOM { utf8 = String(text.dropFirst()).utf8 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var afterCR = false
        for byte in utf8 {
            if byte == 0x0D {
                bytes.append(0x0A)
                afterCR = true
                continue
            }
            if !(byte == 0x0A && afterCR) { bytes.append(byte) }
            afterCR = false
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
