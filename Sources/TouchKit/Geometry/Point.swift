/// A location in a two-dimensional coordinate space, in points.
///
/// As in UIKit, the origin is the top-left corner and `y` grows downward.
///
/// ```swift
/// let a = Point(x: 3, y: 4)
/// a.length            // 5
/// a + Point(x: 1, y: 1) // (4, 5)
/// ```
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal coordinate, in points; grows to the right.
    public var x: Double
    /// Vertical coordinate, in points; grows downward.
    public var y: Double

    /// Creates a point from its coordinates, in points.
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// Distance from the origin, in points (the length of the point seen as a vector).
    @inlinable public var length: Double { (x * x + y * y).squareRoot() }

    /// Distance to another point, in points.
    @inlinable public func distance(to other: Point) -> Double { (self - other).length }

    /// True when both coordinates are finite (neither NaN nor infinite).
    @inlinable public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The point half-way between this point and `other`.
    @inlinable public func midpoint(_ other: Point) -> Point { Point(x: (x + other.x) / 2, y: (y + other.y) / 2) }

    public var description: String { "(\(x), \(y))" }

    /// Component-wise sum: moves a point by a vector.
    @inlinable public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference: the vector from `rhs` to `lhs`.
    @inlinable public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    /// Scales both coordinates.
    @inlinable public static func * (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x * rhs, y: lhs.y * rhs) }
    /// Divides both coordinates.
    @inlinable public static func / (lhs: Point, rhs: Double) -> Point { Point(x: lhs.x / rhs, y: lhs.y / rhs) }
    /// Adds a vector in place.
    @inlinable public static func += (lhs: inout Point, rhs: Point) { lhs = lhs + rhs }
    /// Subtracts a vector in place.
    @inlinable public static func -= (lhs: inout Point, rhs: Point) { lhs = lhs - rhs }
}
