import TouchKit

/// A ring where the last gesture was recognized, with how many fingers made it; it takes no touches.
public final class RecognitionMarker: View {
    /// The ring's middle, in this view's coordinates; `nil` draws nothing.
    public var location: Point?
    /// The number written beside the ring: the gesture's fingers.
    public var fingers = 1

    /// Creates the marker.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    public override func draw(into list: inout DisplayList) {
        guard let location else { return }
        let ring = Rect(x: location.x - 30, y: location.y - 30, width: 60, height: 60)
        list.path(
            .ellipse(in: ring), fill: Color(hex: "#f0c674")!.withAlpha(0.25), stroke: Color(hex: "#f0c674")!,
            lineWidth: 4)
        let tag = Rect(x: location.x + 26, y: location.y - 48, width: 30, height: 24)
        list.fill(tag, color: Color(hex: "#f0c674")!, cornerRadius: 12)
        list.text("\(fingers)", in: tag, style: TextStyle(size: 14, color: .black))
    }
}
