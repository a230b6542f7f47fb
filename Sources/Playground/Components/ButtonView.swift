import TouchKit

/// A push button drawn in the canvas: a rounded label that runs its action on a tap. Its tap recognizer
/// has the view's name, so the event log says which button was pressed.
public final class ButtonView: LabelView {
    /// What the button does.
    public var action: () -> Void

    /// Creates a button.
    public init(name: String, title: String, action: @escaping () -> Void) {
        self.action = action
        super.init(name: name)
        text = title
        style = TextStyle(size: 14, color: .white)
        backgroundColor = Color(hex: "#3d444d")
        cornerRadius = 8
        isUserInteractionEnabled = true
        addGestureRecognizer(TapGestureRecognizer(name: name) { [unowned self] _ in self.action() })
    }

    /// The width, in points, its title needs on one line with its padding (an estimate for bold text, which
    /// a translation may lengthen), and at least `minimum`.
    public func fittingWidth(minimum: Double) -> Double {
        max(minimum, (Double(text.count) * style.size * 0.64 + 28).rounded(.up))
    }
}
