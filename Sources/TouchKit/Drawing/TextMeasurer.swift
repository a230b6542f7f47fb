/// How tall a text is once wrapped to a width: what a drawing that must hold its text (a banner that grows
/// with a long message, a caption that must not cover the scene) asks before it lays out. The window and
/// `replay` measure with the same fonts that draw (Pango, in `TouchRender`); the core, with no fonts, falls
/// back on ``EstimatedTextMeasurer``.
///
/// ```swift
/// let height = measurer.height(of: "rocket.jpg: Premature end of JPEG file", style: style, width: 400)
/// ```
public protocol TextMeasurer {
    /// The height in points of `text` drawn in `style` and wrapped to `width` points (one line's height
    /// for a style that does not wrap).
    func height(of text: String, style: TextStyle, width: Double) -> Double
    /// The width in points of `text` drawn in `style` on one line, however long: what a box must be to hold
    /// it whole (a view's name on its slab is never cut).
    func width(of text: String, style: TextStyle) -> Double
}

/// A measure without fonts: an average character width of 0.55 of the size and lines 1.25 of it apart,
/// which sizes generously for Latin text in DejaVu Sans; for tests and a core with no renderer.
public struct EstimatedTextMeasurer: TextMeasurer {
    /// Measures by estimate.
    public init() {}

    public func height(of text: String, style: TextStyle, width: Double) -> Double {
        let lineHeight = style.size * 1.25
        guard style.wraps, width > 0 else { return lineHeight }
        let perLine = max(1, Int(width / (style.size * 0.55)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).reduce(0) {
            $0 + max(1, ($1.count + perLine - 1) / perLine)
        }
        return Double(lines) * lineHeight
    }

    public func width(of text: String, style: TextStyle) -> Double {
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        return Double(longest) * style.size * (style.isBold ? 0.62 : 0.55)
    }
}
