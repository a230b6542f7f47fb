import TouchKit

/// Draws a filled circle under each finger, numbered in the order the fingers landed. It takes no touches
/// itself, so every touch reaches the view behind it.
public final class TouchSpotsView: View {
    /// One finger: where it is (in this view's coordinates) and its number.
    public struct Spot: Equatable {
        /// The finger's position, in points.
        public var location: Point
        /// 1 for the first finger down, 2 for the next…
        public var number: Int
    }

    /// The fingers to draw.
    /// The fingers shown, in the order they landed, each with its number. Their spots are read when drawn,
    /// so a moving finger costs nothing here however many others are down.
    public var fingers: [(touch: Touch, number: Int)] = []

    /// Where each finger is now, in this view's points, in the order they landed.
    public var spots: [Spot] { fingers.map { Spot(location: $0.touch.location(in: self), number: $0.number) } }
    /// The circles' radius, in points: about a fingertip.
    public var radius = 36.0

    /// Creates the view.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        for spot in spots {
            let circle = Rect(
                x: spot.location.x - radius, y: spot.location.y - radius, width: radius * 2, height: radius * 2)
            list.path(
                .ellipse(in: circle), fill: Palette.color(spot.number - 1).withAlpha(0.85), stroke: .white, lineWidth: 2
            )
            list.text("\(spot.number)", in: circle, style: TextStyle(size: 20, color: .white))
        }
    }
}
