import TouchKit

/// The drawing pad's paper: each finger draws the current shape in the current color, several fingers at
/// once; a shape is finished when its finger lifts.
public final class PaperView: View {
    /// Finished shapes, oldest first.
    public var strokes: [Stroke] = []
    /// Shapes still under a finger, by the touch's identifier (drawn in that order, so the same input draws
    /// the same picture every time).
    public private(set) var inProgress: [Int: Stroke] = [:]
    /// What a new finger draws.
    public var shape = ShapeKind.scribble
    /// In which color.
    public var color = Color.black
    /// Whether scribbles are smoothed.
    public var smoothsScribbles = true

    /// Creates the paper: white, taking several fingers.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        backgroundColor = .white
        isMultipleTouchEnabled = true
        clipsToBounds = true
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            var stroke = Stroke(
                kind: shape, color: color, points: [touch.location(in: self)], isSmoothed: smoothsScribbles)
            // A pen that reports pressure draws with it; a finger (even one with pressure) keeps one width.
            if touch.type == .pencil, let force = touch.force { stroke.pressures = [force] }
            inProgress[touch.identifier] = stroke
        }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { add(touch) }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            add(touch)
            if let stroke = inProgress.removeValue(forKey: touch.identifier),
                stroke.points.count > 1 || stroke.kind == .scribble
            {
                strokes.append(stroke)
            }
        }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { inProgress[touch.identifier] = nil }
    }

    /// Adds the touch's point to its stroke, in place: copying the stroke out and back would copy all its
    /// points on every move (a long scribble would cost the square of its length).
    private func add(_ touch: Touch) {
        let point = touch.location(in: self), key = touch.identifier
        guard let last = inProgress[key]?.points.last, last != point else { return }
        inProgress[key]?.append(point, pressure: touch.force)
    }

    public override func draw(into list: inout DisplayList) {
        for stroke in strokes { stroke.draw(into: &list) }
        for (_, stroke) in inProgress.sorted(by: { $0.key < $1.key }) { stroke.draw(into: &list) }
    }

    /// The finished drawing alone, on white, in the paper's own points (what Save writes).
    public func drawingDisplayList() -> DisplayList {
        var list = DisplayList()
        list.fill(bounds, color: .white)
        for stroke in strokes { stroke.draw(into: &list) }
        return list
    }
}
