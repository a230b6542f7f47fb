import TouchKit

/// A ``RecognizerTimeline`` drawn as lanes against a time axis: the lane names in a column on the left,
/// then each lane's spans as colored bars (watching gray, waiting amber, running blue, recognized green,
/// failed red, cancelled orange, a touch violet), its marks on them, and the reasons in words after each
/// failure. The window's timeline pane and `replay --timeline` draw the same list.
///
/// ```swift
/// let size = Size(width: 900, height: TimelineDrawing.height(for: timeline))
/// let list = TimelineDrawing.displayList(for: timeline, size: size)
/// ```
public enum TimelineDrawing {
    /// The lane names' column, in points.
    public static let labelWidth = 156.0
    /// One lane's height, in points.
    public static let laneHeight = 28.0
    /// The time axis along the top, in points.
    public static let axisHeight = 22.0
    /// A section's heading ("Recognizers", "Touches"), in points.
    public static let headingHeight = 20.0
    private static let barHeight = 12.0

    /// The height, in points, that shows every lane of `timeline` with its section headings.
    public static func height(for timeline: RecognizerTimeline) -> Double {
        let sections = sections(of: timeline)
        return axisHeight + sections.reduce(0) { $0 + headingHeight + Double($1.lanes.count) * laneHeight } + 6
    }

    /// Draws `timeline` into `size` points, showing `range` (seconds; by default ``defaultRange(of:)``), with
    /// a vertical line at `cursor` (seconds) when given.
    public static func displayList(
        for timeline: RecognizerTimeline, size: Size, range: ClosedRange<Double>? = nil, cursor: Double? = nil
    ) -> DisplayList {
        let shown = range ?? defaultRange(of: timeline)
        let axis = TimeAxis(range: shown, left: labelWidth + 8, right: max(labelWidth + 48, size.width - 12))
        var list = DisplayList()
        list.fill(Rect(origin: .zero, size: size), color: TimelinePalette.background)
        axis.draw(height: size.height, into: &list)

        var y = axisHeight
        for section in sections(of: timeline) {
            list.text(
                section.title, in: Rect(x: 8, y: y + 2, width: size.width - 16, height: headingHeight - 2),
                style: TextStyle(size: 11, color: TimelinePalette.heading, alignment: .leading, wraps: false))
            y += headingHeight
            // Lanes past the bottom (ten thousand fingers) are left out.
            for (index, lane) in section.lanes.enumerated() where y < size.height {
                let row = Rect(x: 0, y: y, width: size.width, height: laneHeight)
                if index.isMultiple(of: 2) { list.fill(row, color: TimelinePalette.stripe) }
                drawTitle(of: lane, in: row, into: &list)
                list.pushClip(
                    Rect(x: axis.left - 4, y: row.minY, width: axis.right - axis.left + 8, height: row.height))
                drawSpans(of: lane, in: row, axis: axis, present: timeline.end, into: &list)
                drawMarks(of: lane, in: row, axis: axis, into: &list)
                drawNotes(of: lane, in: row, axis: axis, into: &list)
                list.pop()
                y += laneHeight
            }
        }
        if let cursor, shown.contains(cursor) {
            let x = axis.x(cursor)
            list.fill(Rect(x: x - 1, y: 0, width: 2, height: size.height), color: TimelinePalette.cursor)
        }
        return list
    }

    /// From the first record to the present with a little room after it, at least half a second.
    public static func defaultRange(of timeline: RecognizerTimeline) -> ClosedRange<Double> {
        let start = timeline.start ?? 0
        let elapsed = timeline.end - start
        // A trace that runs to the largest time a double holds gets no room after it (it would be infinite).
        let roomy = elapsed * 1.06
        let span = max(0.5, roomy.isFinite && (start + roomy).isFinite ? roomy : elapsed)
        return start...(start + span)
    }

    /// The lanes grouped under their headings, empty groups left out.
    static func sections(of timeline: RecognizerTimeline) -> [(title: String, lanes: [TimelineLane])] {
        let recognizers = timeline.recognizerLanes.filter { $0.kind == .recognizer }
        let platform = timeline.recognizerLanes.filter { $0.kind == .platform }
        return [
            (tr("Recognizers (the UIKit model)"), recognizers),
            (tr("GTK's own gestures, watching the same input"), platform),
            (tr("Touches"), timeline.touchLanes),
        ].filter { !$0.1.isEmpty }
    }

    private static func drawTitle(of lane: TimelineLane, in row: Rect, into list: inout DisplayList) {
        let titleStyle = TextStyle(size: 11, color: TimelinePalette.text, alignment: .leading, wraps: false)
        let detailStyle = TextStyle(
            size: 9, color: TimelinePalette.detail, isBold: false, alignment: .leading, wraps: false)
        guard let detail = lane.detail else {
            list.text(
                lane.title, in: Rect(x: 8, y: row.minY, width: labelWidth - 8, height: row.height), style: titleStyle)
            return
        }
        list.text(lane.title, in: Rect(x: 8, y: row.minY + 1, width: labelWidth - 8, height: 15), style: titleStyle)
        list.text(
            lane.kind == .recognizer ? tr("on {view}", ["view": detail]) : detail,
            in: Rect(x: 8, y: row.minY + 15, width: labelWidth - 8, height: 12), style: detailStyle)
    }

    private static func drawSpans(
        of lane: TimelineLane, in row: Rect, axis: TimeAxis, present: Double, into list: inout DisplayList
    ) {
        let bar = row.minY + (row.height - barHeight) / 2
        var drawnTo = -Double.infinity
        for span in lane.spans {
            let from = axis.x(span.start)
            let to = axis.x(span.end ?? present)
            guard to >= axis.left - 4, from <= axis.right + 4 else { continue }
            // Hours of taps squeezed into a few hundred points: spans inside a point already drawn add nothing.
            if to < drawnTo + 1 { continue }
            drawnTo = to
            let rect = Rect(x: from, y: bar, width: max(2, to - from), height: barHeight)
            list.fill(rect, color: TimelinePalette.color(of: span.activity), cornerRadius: 3)
        }
    }

    private static func drawMarks(of lane: TimelineLane, in row: Rect, axis: TimeAxis, into list: inout DisplayList) {
        let middle = row.midY
        var lastX: [TimelineMark.Kind: Double] = [:]
        for mark in lane.marks {
            let x = axis.x(mark.time)
            guard x >= axis.left - 6, x <= axis.right + 6 else { continue }
            // Marks of a kind closer than their own size are drawn once (a drag's moves, hours of taps).
            if let previous = lastX[mark.kind], x - previous < (mark.kind == .touchMoved ? 2 : 10) { continue }
            lastX[mark.kind] = x
            TimelineMarkShape.draw(mark.kind, at: Point(x: x, y: middle), into: &list)
        }
    }

    /// The lane's words: what a waiting span waits for and the view a touch is bound to (on the bar), why a
    /// recognizer failed or a touch was cancelled (after the mark). Each runs until the next mark or words
    /// on the lane, cut with an ellipsis there.
    private static func drawNotes(of lane: TimelineLane, in row: Rect, axis: TimeAxis, into list: inout DisplayList) {
        var notes: [(x: Double, text: String?, onBar: Bool)] = []
        for span in lane.spans where span.activity == .waiting || span.activity == .down {
            notes.append((axis.x(span.start) + 4, span.note, true))
        }
        for mark in lane.marks where mark.kind != .touchMoved && mark.kind != .action {
            notes.append((axis.x(mark.time) + 8, mark.note, false))
        }
        notes.sort { $0.x < $1.x }
        for (index, note) in notes.enumerated() {
            guard let text = note.text else { continue }
            let limit = notes[(index + 1)...].first { $0.x > note.x + 1 }.map { $0.x - 10 } ?? axis.right
            noteText(text, from: note.x, to: limit, in: row, onBar: note.onBar, into: &list)
        }
    }

    /// Words after a mark or on a bar, cut with an ellipsis before `to`; left out where there is no room.
    private static func noteText(
        _ note: String, from: Double, to: Double, in row: Rect, onBar: Bool, into list: inout DisplayList
    ) {
        let left = max(from, labelWidth + 8)
        guard to - left >= 40 else { return }
        let style = TextStyle(
            size: 10, color: onBar ? TimelinePalette.textOnBar : TimelinePalette.text, isBold: false,
            alignment: .leading, wraps: false)
        list.text(note, in: Rect(x: left, y: row.minY, width: to - left - 4, height: row.height), style: style)
    }
}

/// Seconds to points along a timeline, and the axis drawn with round ticks.
struct TimeAxis {
    var range: ClosedRange<Double>
    var left: Double
    var right: Double

    func x(_ time: Double) -> Double {
        let span = max(range.upperBound - range.lowerBound, 1e-6)
        guard span.isFinite else { return left }
        return left + (time - range.lowerBound) / span * (right - left)
    }

    /// Ticks at the roundest step that keeps labels at least 64 points apart, each labelled in seconds from
    /// the start of the range.
    func draw(height: Double, into list: inout DisplayList) {
        let span = max(range.upperBound - range.lowerBound, 1e-6)
        guard span.isFinite else { return }
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        let step = steps.first { $0 / span * (right - left) >= 64 } ?? span
        let style = TextStyle(size: 9, color: TimelinePalette.detail, isBold: false)
        var tick = 0.0
        // At most one tick per 64 points (and a few): a step lost in a huge start time still ends.
        var ticks = 0
        while tick <= span + 1e-9, ticks <= Int((right - left) / 64) + 2 {
            ticks += 1
            let x = self.x(range.lowerBound + tick)
            list.fill(
                Rect(x: x, y: TimelineDrawing.axisHeight - 6, width: 1, height: height), color: TimelinePalette.grid)
            list.text(Self.label(tick), in: Rect(x: x - 32, y: 2, width: 64, height: 14), style: style)
            tick += step
        }
    }

    /// `0 s`, `0.25 s`, `2 s`: hundredths, without a trailing `.0`.
    static func label(_ seconds: Double) -> String {
        let hundredths = (seconds * 100).rounded() / 100
        // Whole seconds without the ".0", where they fit an integer (a trace may run for 1e19 seconds).
        guard hundredths == hundredths.rounded(), abs(hundredths) < 1e15 else { return "\(hundredths) s" }
        return "\(Int(hundredths)) s"
    }
}
