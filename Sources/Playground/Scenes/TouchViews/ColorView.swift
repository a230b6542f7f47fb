import TouchKit

/// A named view that takes a new random color when a touch begins or ends in it (or in a subview that
/// passes the touch up), then lets the touch continue up the responder chain.
public final class ColorView: View {
    private let recolor: () -> Color

    /// Creates a view whose new colors come from `recolor`.
    public init(name: String, recolor: @escaping () -> Color) {
        self.recolor = recolor
        super.init(name: name)
        backgroundColor = recolor()
        cornerRadius = 6
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        backgroundColor = recolor()
        super.touchesBegan(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        backgroundColor = recolor()
        super.touchesEnded(touches, with: event)
    }

    /// Draws the view's name at its top, dark or light to read well on the color.
    public override func draw(into list: inout DisplayList) {
        let ink: Color = (backgroundColor?.luminance ?? 1) > 0.55 ? .black : .white
        list.text(name, in: Rect(x: 0, y: 6, width: bounds.width, height: 30), style: TextStyle(size: 20, color: ink))
    }
}

extension ColorView: TopLabelled {
    var topLabel: String? { name }
}
