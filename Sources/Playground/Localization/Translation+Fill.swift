extension Translation {
    /// `template` with each `{name}` replaced by its value in `values` (and `{count}` by `count`, when
    /// given), in one pass: a placeholder with no value stays as it is, and a value is never searched again
    /// for placeholders. Scenes fill their readouts on every touch sample, so this stays in plain Swift
    /// (Foundation's `replacingOccurrences` took 10 µs a readout, most of a gesture's cost).
    ///
    /// ```swift
    /// Translation.fill("Pinch · scale {scale}", ["scale": "1.5"])  // "Pinch · scale 1.5"
    /// ```
    static func fill(_ template: String, _ values: KeyValuePairs<String, String>, count: String? = nil) -> String {
        let bytes = template.utf8
        guard var open = bytes.firstIndex(of: UInt8(ascii: "{")) else { return template }
        var result = ""
        result.reserveCapacity(bytes.count + 16)
        var copied = bytes.startIndex
        // Braces are ASCII, so their UTF-8 positions are character boundaries of the template.
        while true {
            guard let close = bytes[open...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = template[bytes.index(after: open)..<close]
            if let value = values.first(where: { $0.key == name })?.value ?? (name == "count" ? count : nil) {
                result += template[copied..<open]
                result += value
                copied = bytes.index(after: close)
            }
            guard let next = bytes[bytes.index(after: close)...].firstIndex(of: UInt8(ascii: "{")) else { break }
            open = next
        }
        result += template[copied...]
        return result
    }
}
