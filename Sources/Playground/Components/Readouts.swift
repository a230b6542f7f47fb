import Glibc
import TouchKit

extension Point {
    /// The point rounded to whole points, as scenes print it: `(120, 80)`.
    public var rounded: String { "(\(x.wholeNumberText), \(y.wholeNumberText))" }
}

extension Double {
    /// The number with `digits` decimals, for readouts (`1.25`), as C's `%.Nf` writes it: the nearest,
    /// an exact half to even, `-0.00` for a small negative. Readouts change on every touch sample, so it is worked
    /// out in plain Swift (Foundation's formatting took about 2 µs a number).
    public func formatted(digits: Int) -> String {
        let digits = max(0, min(digits, 9))
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let magnitude = abs(self)
        let product = magnitude * scale
        var scaled = product.rounded(.toNearestOrEven)
        // A product that lands on a half may have got there by rounding: the multiplication's exact error
        // (one fused multiply-add) says which side of the half the number really is, as C decides.
        if product - product.rounded(.down) == 0.5 {
            let error = (-product).addingProduct(magnitude, scale)
            if error > 0 { scaled = product.rounded(.up) } else if error < 0 { scaled = product.rounded(.down) }
        }
        // Beyond exact integers (and for nan and infinity), the C formatter's own words.
        guard scaled.isFinite, scaled < 9e15 else { return cFormatted(digits: digits) }
        let units = UInt64(scaled)
        let whole = units / UInt64(scale), fraction = units % UInt64(scale)
        var text = sign == .minus ? "-" : ""
        text += String(whole)
        if digits > 0 {
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }

    /// The number as C's `%.Nf` writes it, with a point for decimals whatever the locale (GTK sets the
    /// user's, where C may write a comma): for numbers past 9e15, nan and infinity.
    private func cFormatted(digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 400)
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            withVaList([digits, self]) { vsnprintf(bytes.baseAddress, bytes.count, "%.*f", $0) }
        }
        let text = String(
            decoding: buffer.prefix(max(0, min(Int(length), buffer.count - 1))).map { UInt8(bitPattern: $0) },
            as: UTF8.self)
        // The last `digits` characters are the fraction; whatever stands between them and the whole part is
        // the locale's decimal separator.
        guard digits > 0, let lastDigit = text.last, lastDigit.isNumber, text.count > digits else { return text }
        let fraction = text.suffix(digits)
        let whole = text.dropLast(digits).prefix { $0.isNumber || $0 == "-" }
        return whole + "." + fraction
    }

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
