/// A view that shows a line or two of text, centered, as UIKit's `UILabel`. Labels take no touches by
/// default, so a touch goes to the view behind them.
///
/// ```swift
/// let status = LabelView(name: "status", frame: Rect(x: 0, y: 0, width: 300, height: 30))
/// status.text = "Double tap · 2 fingers"
/// status.style = TextStyle(size: 15, color: .white)
/// ```
open class LabelView: View {
    /// The text; empty draws nothing.
    public var text = ""
    /// Font size (points), color and weight.
    public var style = TextStyle(size: 15, color: .black, isBold: false)
    /// Space kept clear inside the bounds on the left and right, in points.
    public var horizontalPadding = 6.0

    /// Creates a label; it ignores touches until you turn ``View/isUserInteractionEnabled`` on.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    open override func draw(into list: inout DisplayList) {
        guard !text.isEmpty else { return }
        list.text(text, in: bounds.insetBy(dx: horizontalPadding, dy: 0), style: style)
    }
}
