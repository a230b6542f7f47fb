extension String {
    /// The longest start of the string, whole characters only, that takes at most `bytes` bytes in UTF-8:
    /// for fields measured in bytes (a tar member's name, a trace's device name) that must never split a
    /// character.
    ///
    /// ```swift
    /// "Écran tactile".prefix(utf8Bytes: 3)   // "Éc"
    /// ```
    public func prefix(utf8Bytes bytes: Int) -> String {
        guard utf8.count > bytes else { return self }
        var kept = "", used = 0
        for character in self {
            let size = character.utf8.count
            guard used + size <= bytes else { break }
            kept.append(character)
            used += size
        }
        return kept
    }
}
