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
    /// The pen's pressure (0…1) at each of ``points`` when a pen that reports it drew the stroke; empty for
    /// a finger or the mouse, whose lines keep one width.
    public var pressures: [Double] = []
    /// The outline's width, in points (a finger's, and a pen's at half pressure).
    public static let lineWidth = 5.0

    /// A pen's line width at `pressure`: from a quarter of ``lineWidth`` barely touching to 1.75 times it
    /// pressing hard, half pressure giving a finger's width.
    public static func lineWidth(atPressure pressure: Double) -> Double {
        lineWidth * (0.25 + 1.5 * min(max(pressure, 0), 1))
    }

    /// Whether the width follows the pen's pressure.
    public var isPressureSensitive: Bool { !pressures.isEmpty && pressures.count == points.count }

    /// The width of the outline shapes: a pen's at its mean pressure, else ``lineWidth``.
    private var outlineWidth: Double {
        guard isPressureSensitive else { return Self.lineWidth }
        return Self.lineWidth(atPressure: pressures.reduce(0, +) / Double(pressures.count))
    }

    /// Adds a sample; a pressure-sensitive stroke takes `pressure`, or keeps its last one when the pen
    /// gave none.
    public mutating func append(_ point: Point, pressure: Double?) {
        points.append(point)
        if let last = pressures.last { pressures.append(pressure ?? last) }
    }

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
            list.path(.polyline(through: [first, last]), stroke: color, lineWidth: outlineWidth)
        case .ellipse:
            list.path(.ellipse(in: span), stroke: color, lineWidth: outlineWidth)
        case .rectangle:
            list.path(.polyline(through: span.corners + [span.corners[0]]), stroke: color, lineWidth: outlineWidth)
        case .filledEllipse:
            list.path(.ellipse(in: span), fill: color)
        case .filledRectangle:
            list.fill(span, color: color)
        case .scribble where isPressureSensitive && points.count > 1:
            // One segment per pair of samples, as wide as the pen pressed there (the mean of its two ends).
            for index in 1..<points.count {
                let width = Self.lineWidth(atPressure: (pressures[index - 1] + pressures[index]) / 2)
                list.path(.polyline(through: [points[index - 1], points[index]]), stroke: color, lineWidth: width)
            }
        case .scribble:
            let path = isSmoothed ? Path.catmullRom(through: points) : Path.polyline(through: points)
            list.path(path, stroke: color, lineWidth: Self.lineWidth)
        }
    }
}
