import TouchKit

/// What a finger draws on the drawing pad.
public enum ShapeKind: String, CaseIterable, Sendable {
    /// A straight line from where the finger landed to where it is.
    case line
    /// An ellipse outline in the rectangle the finger spans.
    case ellipse
    /// A rectangle outline.
    case rectangle
    /// A filled ellipse.
    case filledEllipse = "filled-ellipse"
    /// A filled rectangle.
    case filledRectangle = "filled-rectangle"
    /// Freehand: every point the finger passed.
    case scribble

    /// The name on the shape button.
    public var title: String {
        switch self {
        case .line: tr("Line")
        case .ellipse: tr("Ellipse")
        case .rectangle: tr("Rectangle")
        case .filledEllipse: tr("Filled ellipse")
        case .filledRectangle: tr("Filled rectangle")
        case .scribble: tr("Scribble")
        }
    }
}

/// One finished or in-progress shape, in the paper's points.
public struct Stroke: Equatable {
    /// Which shape.
    public var kind: ShapeKind
    /// Its color.
    public var color: Color
    /// The finger's samples: the first and last make the line or the rectangle; a scribble uses them all.
    public var points: [Point]
    /// Whether a scribble is drawn as a smooth Catmull-Rom curve instead of straight segments.
    public var isSmoothed: Bool
    /// The outline's width, in points.
    public static let lineWidth = 5.0

    /// The rectangle between the first and the last sample.
    public var span: Rect {
        guard let first = points.first, let last = points.last else { return .zero }
        return Rect(boundingBoxOf: [first, last])
    }

    /// Adds the shape to a display list.
    public func draw(into list: inout DisplayList) {
        guard let first = points.first, let last = points.last else { return }
        switch kind {
        case .line:
            list.path(.polyline(through: [first, last]), stroke: color, lineWidth: Self.lineWidth)
        case .ellipse:
            list.path(.ellipse(in: span), stroke: color, lineWidth: Self.lineWidth)
        case .rectangle:
            list.path(.polyline(through: span.corners + [span.corners[0]]), stroke: color, lineWidth: Self.lineWidth)
        case .filledEllipse:
            list.path(.ellipse(in: span), fill: color)
        case .filledRectangle:
            list.fill(span, color: color)
        case .scribble:
            let path = isSmoothed ? Path.catmullRom(through: points) : Path.polyline(through: points)
            list.path(path, stroke: color, lineWidth: Self.lineWidth)
        }
    }
}
