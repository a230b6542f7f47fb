import TouchKit

/// Whether two convex polygons overlap, by the separating axis test: a name tag on one slab of the exploded
/// view against one on a slab behind, both turned into parallelograms on the canvas, whose bounding boxes
/// overlap long before they do.
///
/// ```swift
/// let quad = Rect(x: 0, y: 0, width: 10, height: 4).corners.map(transform.apply(to:))
/// ConvexOverlap.overlap(quad, other, margin: 1)  // false: at least a point of gap between them
/// ```
enum ConvexOverlap {
    /// Whether `a` and `b` (convex, corners in order either way round) share more than a strip `margin`
    /// points wide along some edge's normal.
    static func overlap(_ a: [Point], _ b: [Point], margin: Double = 0) -> Bool {
        for polygon in [a, b] {
            for (index, corner) in polygon.enumerated() {
                let next = polygon[(index + 1) % polygon.count]
                let normal = Point(x: corner.y - next.y, y: next.x - corner.x)
                let length = (normal.x * normal.x + normal.y * normal.y).squareRoot()
                guard length > 0 else { continue }
                func span(_ points: [Point]) -> (Double, Double) {
                    let projected = points.map { ($0.x * normal.x + $0.y * normal.y) / length }
                    return (projected.min() ?? 0, projected.max() ?? 0)
                }
                let (aLow, aHigh) = span(a), (bLow, bHigh) = span(b)
                if min(aHigh, bHigh) - max(aLow, bLow) <= margin { return false }
            }
        }
        return true
    }
}
