extension Path {
    /// A smooth curve through every point (a uniform Catmull-Rom spline as cubic Béziers), for smoothing
    /// finger strokes as the Cookbook does: the curve passes through each sample instead of cornering at it.
    /// Fewer than three points give straight lines.
    ///
    /// ```swift
    /// let smooth = Path.catmullRom(through: scribble.points)
    /// list.path(smooth, stroke: .black, lineWidth: 4)
    /// ```
    public static func catmullRom(through points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        guard points.count > 2 else {
            for point in points.dropFirst() { path.addLine(to: point) }
            return path
        }
        for i in 0..<(points.count - 1) {
            let p0 = points[max(i - 1, 0)], p1 = points[i], p2 = points[i + 1],
                p3 = points[min(i + 2, points.count - 1)]
            path.addCurve(to: p2, control1: p1 + (p2 - p0) / 6, control2: p2 - (p3 - p1) / 6)
        }
        return path
    }

    /// Straight lines through every point, in order.
    public static func polyline(through points: [Point]) -> Path {
        var path = Path()
        guard let first = points.first else { return path }
        path.move(to: first)
        for point in points.dropFirst() { path.addLine(to: point) }
        return path
    }
}
