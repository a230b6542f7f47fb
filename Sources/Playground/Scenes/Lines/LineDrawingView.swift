import TouchKit

/// The TouchTracker drawing: each finger draws a straight line from where it landed to where it is, several
/// fingers at once. Lines in progress are red, finished ones dark, the selected one green and wider.
public final class LineDrawingView: View {
    /// Finished lines, oldest first.
    public var lines: [Line] = []
    /// Lines still under a finger, by the touch's identifier (drawn in that order, so the same input draws
    /// the same picture every time).
    public private(set) var linesInProgress: [Int: Line] = [:]
    /// The index in ``lines`` of the selected line, if any.
    public var selectedIndex: Int?
    /// Called when a finger starts a new line (the scene hides its menu then).
    public var onLineStarted: (() -> Void)?
    /// The stroke width, in points.
    public static let lineWidth = 8.0

    /// Creates the drawing.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isMultipleTouchEnabled = true
    }

    /// Forgets the lines under fingers (a long press took over).
    public func discardLinesInProgress() {
        linesInProgress.removeAll()
    }

    /// The index of the line nearest `point` within `tolerance` points, if any.
    public func lineIndex(near point: Point, tolerance: Double = 20) -> Int? {
        let candidates = lines.indices.map { ($0, lines[$0].distance(to: point)) }.filter { $0.1 <= tolerance }
        return candidates.min { $0.1 < $1.1 }?.0
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        onLineStarted?()
        for touch in touches {
            // From where the finger landed: the double tap may have held this call back a few points.
            linesInProgress[touch.identifier] = Line(
                begin: touch.startLocation(in: self), end: touch.location(in: self))
        }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches {
            linesInProgress[touch.identifier]?.end = touch.location(in: self)
        }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        // In touch order, so replays keep the same line order.
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) {
            guard var line = linesInProgress.removeValue(forKey: touch.identifier) else { continue }
            line.end = touch.location(in: self)
            lines.append(line)
        }
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { linesInProgress[touch.identifier] = nil }
    }

    public override func draw(into list: inout DisplayList) {
        for (index, line) in lines.enumerated() where index != selectedIndex {
            stroke(line, color: Color(hex: "#24292f")!, width: Self.lineWidth, into: &list)
        }
        for (_, line) in linesInProgress.sorted(by: { $0.key < $1.key }) {
            stroke(line, color: Color(hex: "#e5534b")!, width: Self.lineWidth, into: &list)
        }
        if let selectedIndex, lines.indices.contains(selectedIndex) {
            stroke(lines[selectedIndex], color: Color(hex: "#2da44e")!, width: Self.lineWidth + 4, into: &list)
        }
    }

    /// A line with round ends: a stroke plus a dot at each end, so a tap-sized line still shows.
    private func stroke(_ line: Line, color: Color, width: Double, into list: inout DisplayList) {
        var path = Path()
        path.move(to: line.begin)
        path.addLine(to: line.end)
        list.path(path, stroke: color, lineWidth: width)
        for end in [line.begin, line.end] {
            let r = width / 2
            list.path(.ellipse(in: Rect(x: end.x - r, y: end.y - r, width: width, height: width)), fill: color)
        }
    }
}
