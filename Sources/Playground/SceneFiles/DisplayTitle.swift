/// A title from a file (a lesson's, which anyone can write) as one line fit for a window title, a header, a
/// list row or a toast: line breaks and tabs become spaces, runs of spaces one, other control and format
/// characters (a terminal escape, a right-to-left override) are left out, and a title longer than
/// ``longest`` characters ends with "…". A header given 4000 newlines would
/// otherwise be 4000 lines tall, and the window with it.
///
/// ```swift
/// DisplayTitle.make("Tap\nvs\n\ndouble tap")   // "Tap vs double tap"
/// ```
public enum DisplayTitle {
    /// The most characters shown.
    public static let longest = 120

    /// `text` on one line, bounded.
    public static func make(_ text: String) -> String {
        var line = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !line.isEmpty
                continue
            }
            if character.unicodeScalars.allSatisfy(isControl) { continue }
            if pendingSpace { line.append(" ") }
            pendingSpace = false
            line.append(character)
            if line.count > longest {
                line.removeLast()
                return line + "…"
            }
        }
        return line
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
            || scalar.properties.generalCategory == .format
                && scalar.value != 0x200D
    }
}
