/// An sRGB color with straight (not premultiplied) alpha; every component is in 0…1.
///
/// ```swift
/// let c = Color(hex: "#ff8000")!
/// c.hexString // "#ff8000"
/// ```
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue and opacity, each in 0…1.
    public var red, green, blue, alpha: Double

    /// Creates a color from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Parses `#rrggbb` or `#rrggbbaa` (the leading `#` is optional); `nil` for anything else.
    public init?(hex: String) {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? value << 8 | 0xff : value
        self.init(
            red: Double(rgba >> 24 & 0xff) / 255, green: Double(rgba >> 16 & 0xff) / 255,
            blue: Double(rgba >> 8 & 0xff) / 255, alpha: Double(rgba & 0xff) / 255)
    }

    /// `#rrggbb`, the form the `--state` file uses (alpha is left out).
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int(saturating: (min(max(v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The same color with another opacity.
    public func withAlpha(_ alpha: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// Relative luminance (0 black … 1 white), used to pick readable text over a fill.
    public var luminance: Double { 0.2126 * red + 0.7152 * green + 0.0722 * blue }

    public var description: String { hexString }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
