import Foundation
import TouchKit

extension Point {
    /// The point rounded to whole points, as scenes print it: `(120, 80)`.
    public var rounded: String { "(\(x.wholeNumberText), \(y.wholeNumberText))" }
}

extension Double {
    /// The number with `digits` decimals, for readouts (`1.25`).
    public func formatted(digits: Int) -> String { String(format: "%.\(digits)f", self) }

    /// An angle in radians as whole degrees, for readouts (`-12°`).
    public var degrees: String { "\((self * 180 / .pi).wholeNumberText)°" }
}

/// The palette scenes share for things that need telling apart (fingers, lines), readable on dark and light.
public enum Palette {
    /// Eight distinct colors.
    public static let colors: [Color] = [
        "#e5534b", "#57ab5a", "#539bf5", "#c69026", "#b083f0", "#39c5cf",
        "#e275ad", "#8ddb8c",
    ].map { Color(hex: $0)! }

    /// The color for the `index`th thing, wrapping around.
    public static func color(_ index: Int) -> Color { colors[((index % colors.count) + colors.count) % colors.count] }

    /// The scenes' dark background.
    public static let background = Color(hex: "#1e1f22")!
    /// Text on the dark background.
    public static let text = Color(hex: "#e6e6e6")!
    /// Quieter text (hints) on the dark background.
    public static let hint = Color(hex: "#9da5b4")!
}
