/// A shape made of lines and curves, for custom drawing (finger paths, circles, outlines).
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 0, y: 0))
/// path.addLine(to: Point(x: 100, y: 50))
/// list.path(path, stroke: .black, lineWidth: 3)
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a subpath at a point.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A cubic Bézier curve through two control points to an end point.
        case curve(control1: Point, control2: Point, end: Point)
        /// A line back to the subpath's start.
        case close
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Starts a new subpath at a point.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a straight line to a point.
    public mutating func addLine(to point: Point) { elements.append(.line(point)) }
    /// Adds a cubic Bézier curve.
    public mutating func addCurve(to end: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1: control1, control2: control2, end: end))
    }
    /// Closes the current subpath.
    public mutating func close() { elements.append(.close) }

    /// The smallest rectangle holding every point and control point of the path (a curve never leaves the
    /// hull of its control points, so this holds the whole path); `.zero` for an empty path.
    public var boundingBox: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let c1, let c2, let end): points += [c1, c2, end]
            case .close: break
            }
        }
        return points.isEmpty ? .zero : Rect(boundingBoxOf: points)
    }

    /// An ellipse inscribed in a rectangle, made of four Bézier curves.
    public static func ellipse(in rect: Rect) -> Path {
        let k = 0.5522847498  // control-point distance for a quarter circle
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        var path = Path()
        path.move(to: Point(x: cx + rx, y: cy))
        path.addCurve(
            to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry),
            control2: Point(x: cx + k * rx, y: cy + ry))
        path.addCurve(
            to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry),
            control2: Point(x: cx - rx, y: cy + k * ry))
        path.addCurve(
            to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry),
            control2: Point(x: cx - k * rx, y: cy - ry))
        path.addCurve(
            to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry),
            control2: Point(x: cx + rx, y: cy - k * ry))
        path.close()
        return path
    }
}
