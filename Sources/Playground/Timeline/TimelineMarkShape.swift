import TouchKit

/// How each kind of timeline mark is drawn, so a moment reads by shape as well as color: a diamond where a
/// recognizer recognized, a cross where it failed, a triangle where a continuous one began, a bar across the
/// lane where a touch came down or lifted, a short tick for each move, a target for each hit test.
enum TimelineMarkShape {
    static func draw(_ kind: TimelineMark.Kind, at point: Point, into list: inout DisplayList) {
        switch kind {
        case .began:
            triangle(at: point, size: 7, color: TimelinePalette.running, into: &list)
        case .recognized, .ended:
            diamond(at: point, size: 7, color: TimelinePalette.recognized, into: &list)
        case .failed:
            cross(at: point, size: 5, color: TimelinePalette.failed, into: &list)
        case .cancelled:
            cross(at: point, size: 5, color: TimelinePalette.cancelled, into: &list)
        case .action:
            let dot = Rect(x: point.x - 3, y: point.y - 12, width: 6, height: 6)
            list.fill(dot, color: TimelinePalette.text, cornerRadius: 3)
        case .touchBegan, .touchEnded:
            list.fill(Rect(x: point.x - 1.5, y: point.y - 9, width: 3, height: 18), color: TimelinePalette.text)
        case .touchCancelled:
            cross(at: point, size: 5, color: TimelinePalette.cancelled, into: &list)
        case .touchMoved:
            list.fill(Rect(x: point.x - 0.5, y: point.y - 3, width: 1, height: 6), color: TimelinePalette.text)
        case .hitTest:
            // A target: where the touch landed, looked for front to back.
            list.stroke(
                Rect(x: point.x - 6, y: point.y - 6, width: 12, height: 12), color: TimelinePalette.text,
                width: 2, cornerRadius: 6)
            list.fill(
                Rect(x: point.x - 2, y: point.y - 2, width: 4, height: 4), color: TimelinePalette.text, cornerRadius: 2)
        }
    }

    private static func diamond(at p: Point, size: Double, color: Color, into list: inout DisplayList) {
        var path = Path()
        path.move(to: Point(x: p.x, y: p.y - size))
        path.addLine(to: Point(x: p.x + size, y: p.y))
        path.addLine(to: Point(x: p.x, y: p.y + size))
        path.addLine(to: Point(x: p.x - size, y: p.y))
        path.close()
        list.path(path, fill: color, stroke: .white, lineWidth: 1)
    }

    private static func triangle(at p: Point, size: Double, color: Color, into list: inout DisplayList) {
        var path = Path()
        path.move(to: Point(x: p.x - size * 0.6, y: p.y - size))
        path.addLine(to: Point(x: p.x + size, y: p.y))
        path.addLine(to: Point(x: p.x - size * 0.6, y: p.y + size))
        path.close()
        list.path(path, fill: color, stroke: .white, lineWidth: 1)
    }

    private static func cross(at p: Point, size: Double, color: Color, into list: inout DisplayList) {
        var path = Path()
        path.move(to: Point(x: p.x - size, y: p.y - size))
        path.addLine(to: Point(x: p.x + size, y: p.y + size))
        path.move(to: Point(x: p.x + size, y: p.y - size))
        path.addLine(to: Point(x: p.x - size, y: p.y + size))
        list.path(path, stroke: .white, lineWidth: 4.5)
        list.path(path, stroke: color, lineWidth: 2.5)
    }
}
