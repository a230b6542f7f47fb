import TouchKit

/// A question's touch drawn before it is delivered: where each finger will land (a hollow ring with its
/// number, in the replay's magenta) and the way it will go (a thin line to where it lifts), so the class
/// predicts from what it sees. Nothing of the scene reacts: the touch is only drawn.
///
/// ```swift
/// QuestionTouchGhost.draw(trace.events, into: &list)  // [(120, 80)]: one finger's ring and path
/// ```
public enum QuestionTouchGhost {
    /// Draws each touch (and mouse press) of `events`, in the scene's points; returns where each ring is
    /// (where each finger lands), first finger first.
    @discardableResult
    public static func draw(_ events: [InputEvent], into list: inout DisplayList) -> [Point] {
        var paths: [Int: [Point]] = [:], order: [Int] = []
        for event in events {
            let id: Int
            switch event.kind {
            case .touch(let touch, _, _): id = touch
            case .pointer(let phase, _, _, _) where phase != .motion: id = -1
            case .pointer(.motion, _, _, _) where paths[-1] != nil: id = -1
            default: continue
            }
            if paths[id] == nil { order.append(id) }
            paths[id, default: []].append(event.location)
        }
        let color = TouchFeedback.ghostColor
        for (number, id) in order.enumerated() {
            guard let points = paths[id], let start = points.first else { continue }
            if points.count > 1 {
                var line = Path()
                line.move(to: start)
                for point in points.dropFirst() { line.addLine(to: point) }
                list.path(line, stroke: color.withAlpha(0.7), lineWidth: 2)
                if let end = points.last, end != start {
                    let dot = Rect(x: end.x - 5, y: end.y - 5, width: 10, height: 10)
                    list.fill(dot, color: color.withAlpha(0.7), cornerRadius: 5)
                }
            }
            TouchFeedback.drawGhostRing(at: start, number: number + 1, fill: 0.12, into: &list)
        }
        return order.compactMap { paths[$0]?.first }
    }
}
