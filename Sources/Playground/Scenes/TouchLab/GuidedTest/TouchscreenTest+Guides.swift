import TouchKit

/// What the lab draws for the step under way: spots to hold, lines to draw along, crosshairs to tap, all in
/// the test's area and in the lab's points.
extension TouchscreenTest {
    /// The guides of the step and part under way; none for *Leave it alone* and the summary.
    public var guides: [Guide] {
        switch step {
        case .holdStill:
            let spots = part == 0 ? [area.center] : handSpots(around: area.center)
            return spots.map { Guide(kind: .spot, from: $0, to: $0, isCurrent: true, isDone: false) }
        case .drawLines:
            return lineGuides.enumerated().map { index, line in
                Guide(kind: .line, from: line.from, to: line.to, isCurrent: index == part, isDone: index < part)
            }
        case .tapTargets:
            return targets.enumerated().map { index, target in
                Guide(kind: .crosshair, from: target, to: target, isCurrent: index == part, isDone: index < part)
            }
        case .fingersApart:
            // Side by side (their centres 12 mm apart) at the left, or five spread; a line to slide along.
            let start = Point(x: area.minX + area.width * 0.25, y: area.midY)
            let gap = 6 / millimetresPerPoint
            let spots =
                part == 0
                ? [Point(x: start.x, y: start.y - gap), Point(x: start.x, y: start.y + gap)] : handSpots(around: start)
            let slide = Guide(
                kind: .line, from: start, to: Point(x: area.minX + area.width * 0.75, y: start.y), isCurrent: true,
                isDone: false)
            return spots.map { Guide(kind: .spot, from: $0, to: $0, isCurrent: true, isDone: false) } + [slide]
        case .leaveAlone, nil:
            return []
        }
    }

    /// The six lines of *Draw along the lines*: across the middle, down the middle, both diagonals, then along
    /// the bottom and the right edge, 8 mm in (a screen's edges are where it bends most).
    var lineGuides: [(from: Point, to: Point)] {
        let margin = min(12 / millimetresPerPoint, area.width * 0.08, area.height * 0.08)
        let edge = min(8 / millimetresPerPoint, margin)
        let (left, right) = (area.minX + margin, area.maxX - margin)
        let (top, bottom) = (area.minY + margin, area.maxY - margin)
        return [
            (Point(x: left, y: area.midY), Point(x: right, y: area.midY)),
            (Point(x: area.midX, y: top), Point(x: area.midX, y: bottom)),
            (Point(x: left, y: top), Point(x: right, y: bottom)),
            (Point(x: left, y: bottom), Point(x: right, y: top)),
            (Point(x: left, y: area.maxY - edge), Point(x: right, y: area.maxY - edge)),
            (Point(x: area.maxX - edge, y: top), Point(x: area.maxX - edge, y: bottom)),
        ]
    }

    /// The crosshairs of *Tap the targets*, row by row: a 3 × 3 grid a tenth in from the area's edges, or
    /// with 25 a 5 × 5 one over the same span.
    public var targets: [Point] {
        TouchCalibration.targets(count: targetCount).map {
            Point(x: area.minX + $0.x * area.width, y: area.minY + $0.y * area.height)
        }
    }

    /// Five spots where a right hand's fingertips rest, around `centre`, shrunk to fit the area.
    func handSpots(around centre: Point) -> [Point] {
        // Thumb low at the left, then the fingers in an arc; in millimetres from the centre.
        let hand = [
            Point(x: -45, y: 25), Point(x: -25, y: -25), Point(x: 0, y: -35), Point(x: 25, y: -25), Point(x: 45, y: -5),
        ]
        let reach = hand.map { abs($0.x) }.max()!, rise = 35.0
        let room = min(
            1, (min(centre.x - area.minX, area.maxX - centre.x) - 20) * millimetresPerPoint / reach,
            (min(centre.y - area.minY, area.maxY - centre.y) - 20) * millimetresPerPoint / rise)
        let scale = max(room, 0.3) / millimetresPerPoint
        return hand.map { centre + $0 * scale }
    }
}
