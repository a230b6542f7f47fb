/// Turns a title that came from a file (a lesson's name, which anyone can write) into the first part of a
/// file name that stays in its folder and reads well in a file manager: no path separators, no control
/// characters, no leading dots or dashes, a bounded length, and a fallback when nothing is left.
///
/// ```swift
/// FileNameStem.make("../../etc/passwd")   // "etc-passwd"
/// FileNameStem.make("a\u{0}b")            // "a-b"
/// FileNameStem.make("...")                // "recording"
/// ```
enum FileNameStem {
    /// The longest stem, in UTF-8 bytes: with a date, a number and `.json` the name stays well under the
    /// 255 bytes every Linux file system allows.
    static let longest = 100

    /// The stem for `title`; `fallback` when nothing usable is left.
    static func make(_ title: String, fallback: String = "recording") -> String {
        var stem = ""
        var pendingDash = false
        for scalar in title.unicodeScalars {
            if isKept(scalar) {
                if pendingDash, !stem.isEmpty { stem.append("-") }
                pendingDash = false
                stem.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        while let first = stem.first, first == "." || first == "-" { stem.removeFirst() }
        while stem.utf8.count > longest { stem.removeLast() }
        while let last = stem.last, last == "." || last == "-" { stem.removeLast() }
        return stem.isEmpty ? fallback : stem
    }

    /// Letters, digits and a few quiet marks are kept; separators, spaces, control and format characters,
    /// and the characters shells and other systems treat specially become one dash.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let byte = UInt8(scalar.value)
            return (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }
}
