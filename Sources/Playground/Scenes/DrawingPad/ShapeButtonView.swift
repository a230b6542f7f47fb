import FoundationEssentials
import Glibc
import TouchKit

/// The shape button: it shows the current shape in the current color, and a tap moves on to the next
/// shape.
public final class ShapeButtonView: View {
    /// The shape shown.
    public var shape = ShapeKind.scribble
    /// The color it is shown in.
    public var color = Color.black

    /// Creates the button; its tap recognizer has the view's name.
    public init(name: String, onTap: @escaping () -> Void) {
        super.init(name: name)
        backgroundColor = .white
        cornerRadius = 8
        borderColor = Color(hex: "#8c959f")!
        borderWidth = 1
        addGestureRecognizer(TapGestureRecognizer(name: name) { _ in onTap() })
    }

    public override func draw(into list: inout DisplayList) {
        let icon = Rect(x: 8, y: 8, width: bounds.height - 16, height: bounds.height - 16)
        let samples: [Point]
        switch shape {
        case .line: samples = [Point(x: icon.minX, y: icon.maxY), Point(x: icon.maxX, y: icon.minY)]
        case .scribble:
            samples = (0...12).map { i in
                let f = Double(i) / 12
                return Point(x: icon.minX + f * icon.width, y: icon.midY - sin(f * 2 * .pi) * icon.height * 0.35)
            }
        default:
            samples = [
                Point(x: icon.minX, y: icon.minY + icon.height * 0.15),
                Point(x: icon.maxX, y: icon.maxY - icon.height * 0.15),
            ]
        }
        Stroke(kind: shape, color: color, points: samples, isSmoothed: true).draw(into: &list)
        list.text(
            shape.title, in: Rect(x: icon.maxX + 6, y: 0, width: bounds.width - icon.maxX - 10, height: bounds.height),
            style: TextStyle(size: 13, color: Color(hex: "#24292f")!, isBold: false))
    }
}
