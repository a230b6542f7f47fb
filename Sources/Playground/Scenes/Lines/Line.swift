import TouchKit

/// A straight line drawn by one finger, in the drawing's points.
public struct Line: Equatable {
    /// Where the finger landed.
    public var begin: Point
    /// Where the finger is, or lifted.
    public var end: Point

    /// Creates a line.
    public init(begin: Point, end: Point) {
        self.begin = begin
        self.end = end
    }

    /// The shortest distance from `point` to the line segment, in points.
    public func distance(to point: Point) -> Double {
        let segment = end - begin
        let lengthSquared = segment.x * segment.x + segment.y * segment.y
        guard lengthSquared > 0 else { return point.distance(to: begin) }
        let offset = point - begin
        let t = min(max((offset.x * segment.x + offset.y * segment.y) / lengthSquared, 0), 1)
        return point.distance(to: begin + segment * t)
    }

    /// The line moved by a vector.
    public func offset(by vector: Point) -> Line { Line(begin: begin + vector, end: end + vector) }
}
