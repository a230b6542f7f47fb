/// Why a recognizer failed, in words with the numbers that decided it, written as an interpolated string
/// literal: `"moved \(moved.pointsText), more than the \(slop.pointsText) tap slop"`. It keeps the words
/// (`"moved {0}, more than the {1} tap slop"`) apart from the values, so the window can show the words in
/// the user's language and put the numbers back; the log and the command line write it in English.
///
/// Two reasons are equal when they read the same.
///
/// ```swift
/// let reason: Reason = "no tap \(2) within \(0.35.secondsText)"
/// reason.template      // "no tap {0} within {1}"
/// reason.description   // "no tap 2 within 0.35 s"
/// reason.filled(into: "pas de tape {0} en {1}")  // "pas de tape 2 en 0.35 s"
/// ```
public struct Reason: ExpressibleByStringInterpolation, Hashable, Sendable, CustomStringConvertible {
    /// The words, with `{0}`, `{1}`… where the values go, in English.
    public let template: String
    /// The values, in the order of their placeholders.
    public let values: [String]

    /// A reason from its words and values.
    public init(template: String, values: [String] = []) {
        self.template = template
        self.values = values
    }

    /// A reason with no values.
    public init(stringLiteral value: String) {
        self.init(template: value)
    }

    /// A reason written with interpolations: each becomes a value.
    public init(stringInterpolation: StringInterpolation) {
        self.init(template: stringInterpolation.template, values: stringInterpolation.values)
    }

    /// The English text.
    public var description: String { filled(into: template) }

    /// `template` (the words, translated) with the values in place of `{0}`, `{1}`…; a placeholder with no
    /// value stays as it is.
    public func filled(into template: String) -> String {
        guard !values.isEmpty else { return template }
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let digits = rest[rest.index(after: open)...].prefix { $0.isASCII && $0.isNumber }
            let close = digits.endIndex
            if !digits.isEmpty, close < rest.endIndex, rest[close] == "}", let index = Int(digits),
                values.indices.contains(index)
            {
                text += values[index]
                rest = rest[rest.index(after: close)...]
            } else {
                text += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return text + rest
    }

    public static func == (lhs: Reason, rhs: Reason) -> Bool { lhs.description == rhs.description }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    /// Builds a reason's words and values from an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var template = ""
        var values: [String] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            template.reserveCapacity(literalCapacity + 3 * interpolationCount)
            values.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            template += literal
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            template += "{\(values.count)}"
            values.append(value.description)
        }
    }
}
