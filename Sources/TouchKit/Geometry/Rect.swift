/// An axis-aligned rectangle: an origin (top-left corner) and a size, in points.
///
/// ```swift
/// let r = Rect(x: 10, y: 20, width: 100, height: 50)
/// r.contains(Point(x: 50, y: 40)) // true
/// r.maxX                           // 110
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner, in points.
    public var origin: Point
    /// The extent, in points.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and size, in points.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle with zero origin and size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// Left edge, in points.
    @inlinable public var minX: Double { origin.x }
    /// Top edge, in points.
    @inlinable public var minY: Double { origin.y }
    /// Right edge, in points.
    @inlinable public var maxX: Double { origin.x + size.width }
    /// Bottom edge, in points.
    @inlinable public var maxY: Double { origin.y + size.height }
    /// Horizontal center, in points.
    @inlinable public var midX: Double { origin.x + size.width / 2 }
    /// Vertical center, in points.
    @inlinable public var midY: Double { origin.y + size.height / 2 }
    /// Width, in points.
    @inlinable public var width: Double { size.width }
    /// Height, in points.
    @inlinable public var height: Double { size.height }
    /// The center point.
    @inlinable public var center: Point { Point(x: midX, y: midY) }
    /// True when the rectangle encloses no area.
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// True when `point` lies inside the rectangle. As in UIKit, the left and top edges are inside and the right
    /// and bottom edges are not, so adjacent rectangles never both contain a point.
    @inlinable public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when the two rectangles share some area.
    @inlinable public func intersects(_ other: Rect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The smallest rectangle that contains both rectangles.
    @inlinable public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` at the top and bottom (negative grows it).
    @inlinable public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle moved by a vector.
    @inlinable public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The four corners, clockwise on screen from the top left.
    @inlinable public var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// The smallest rectangle containing every point; `.zero` for none.
    @inlinable public init(boundingBoxOf points: [Point]) {
        guard let first = points.first else {
            self = .zero
            return
        }
        var low = first, high = first
        for point in points.dropFirst() {
            low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
            high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
        }
        self.init(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y)
    }

    /// The bounding box of the rectangle's corners after `transform` (as `CGRect.applying` does).
    @inlinable public func applying(_ transform: AffineTransform) -> Rect {
        Rect(boundingBoxOf: corners.map { transform.apply(to: $0) })
    }

    /// True when every coordinate is finite.
    @inlinable public var isFinite: Bool { origin.isFinite && size.width.isFinite && size.height.isFinite }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
