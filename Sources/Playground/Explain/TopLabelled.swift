import TouchKit

/// A view that writes a label across its top (a touch-views box's name, a lesson view's `label`): the chain's
/// numbers keep out of its way.
///
/// ```swift
/// extension ColorView: TopLabelled { var topLabel: String? { name } }
/// ```
protocol TopLabelled: View {
    /// The words across the view's top, in the band from 6 to 36 points down, centered; nil when none.
    var topLabel: String? { get }
}

extension TopLabelled {
    /// Whether the label, centered, reaches into the view's top-left corner where a number of `size`
    /// points would go (`inset` points in): by an estimate of the text's width at its 20 points, bold.
    func labelReachesCorner(number size: Double, inset: Double) -> Bool {
        guard let text = topLabel, !text.isEmpty else { return false }
        let width = min(bounds.width, Double(text.count) * 20 * 0.6)
        return (bounds.width - width) / 2 < inset + size + 4
    }
}
