import TouchKit

/// Draws the last circle the circle recognizer found, as a ring with its middle marked; takes no touches.
public final class CircleMarkView: View {
    /// The circle, in this view's points; `nil` draws nothing.
    public var circle: (center: Point, radius: Double)?

    /// Creates the view.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        guard let circle else { return }
        let r = circle.radius, c = circle.center
        let color = Color(hex: "#57ab5a")!
        list.path(
            .ellipse(in: Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)), fill: color.withAlpha(0.15),
            stroke: color, lineWidth: 4)
        list.path(.ellipse(in: Rect(x: c.x - 5, y: c.y - 5, width: 10, height: 10)), fill: color)
    }
}
