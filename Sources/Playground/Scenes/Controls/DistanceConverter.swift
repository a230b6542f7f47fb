import FoundationEssentials

/// The distance converter's model: miles and kilometers that follow each other as either is typed, as in
/// the classic first iOS app. Text in, text out, so the fields can show exactly what it says.
///
/// ```swift
/// var converter = DistanceConverter()
/// converter.milesEdited("10")      // kilometers is now "16.093"
/// converter.kilometersEdited("5")  // miles is now "3.107"
/// ```
public struct DistanceConverter: Equatable, Sendable {
    /// Kilometers in a mile (the international mile).
    public static let kilometersPerMile = 1.609344

    /// The miles field's text.
    public private(set) var miles = ""
    /// The kilometers field's text.
    public private(set) var kilometers = ""
    /// Decimals shown in the converted value.
    public var decimals = 3
    /// Why the last edit could not be converted, in a few words; `nil` when it could.
    public private(set) var problem: String?

    /// Creates an empty converter.
    public init() {}

    /// The distance in kilometers, exactly as typed (not rounded to the shown decimals), when the fields
    /// hold one.
    public private(set) var distanceInKilometers: Double?

    /// The user typed in the miles field: kilometers follow.
    public mutating func milesEdited(_ text: String) {
        miles = text
        (kilometers, problem) = Self.convert(text, by: Self.kilometersPerMile, decimals: decimals)
        distanceInKilometers = problem == nil ? Self.number(text).map { $0 * Self.kilometersPerMile } : nil
    }

    /// The user typed in the kilometers field: miles follow.
    public mutating func kilometersEdited(_ text: String) {
        kilometers = text
        (miles, problem) = Self.convert(text, by: 1 / Self.kilometersPerMile, decimals: decimals)
        distanceInKilometers = problem == nil ? Self.number(text) : nil
    }

    /// Shows the converted side with `decimals` decimals, converting from whichever side was typed.
    public mutating func setDecimals(_ decimals: Int, convertingFromMiles: Bool) {
        self.decimals = decimals
        if convertingFromMiles { milesEdited(miles) } else { kilometersEdited(kilometers) }
    }

    /// `text` times `factor`, formatted; an empty field gives an empty answer, a non-number a problem.
    private static func convert(_ text: String, by factor: Double, decimals: Int) -> (String, String?) {
        let trimmed = trimmingBlanks(text)
        if trimmed.isEmpty { return ("", nil) }
        guard let value = number(trimmed) else { return ("", tr("“{text}” is not a number", ["text": trimmed])) }
        guard value >= 0 else { return ("", tr("a distance cannot be negative")) }
        guard value <= largestDistance else {
            return ("", tr("“{text}” is more than this converter takes (a billion)", ["text": trimmed]))
        }
        return (format(value * factor, decimals: decimals), nil)
    }

    /// A number typed with a point or a comma for decimals (`2.5`, `2,5`); `nil` otherwise.
    /// The largest distance converted, in miles or kilometers: past it (1e308, say) the answer would be a
    /// few hundred digits nobody can read, so it is named instead.
    public static let largestDistance = 1_000_000_000.0

    static func number(_ text: String) -> Double? {
        let normalized = trimmingBlanks(text).replacing(",", with: ".")
        guard let value = Double(normalized), value.isFinite else { return nil }
        return value
    }

    /// A value with `decimals` decimals, trailing zeros kept so the precision shows.
    public static func format(_ value: Double, decimals: Int) -> String {
        let text = value.formatted(digits: max(0, min(decimals, 6)))
        return Translation.decimalSeparator == "." ? text : text.replacing(".", with: Translation.decimalSeparator)
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmingBlanks(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
