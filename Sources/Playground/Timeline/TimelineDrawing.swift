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

    /// What to draw and how: the time shown, where `0 s` is, the cursor, whether GTK's lanes are folded, and
    /// the fonts' measure (so words wrap where they would be cut).
    public struct Options {
        /// The seconds shown; nil for ``range(from:to:width:)`` from ``origin`` to the timeline's end.
        public var range: ClosedRange<Double>?
        /// The time labelled `0 s`, in seconds: a trace's start (0), or a live interaction's first touch.
        public var origin: Double
        /// A vertical line at this time (a replay's position), in seconds.
        public var cursor: Double?
        /// Whether GTK's lanes are folded into their heading.
        public var foldsPlatform: Bool
        /// Whether the hit tests' lane is folded into its heading.
        public var foldsHitTests = false
        /// How wide words are, to wrap a reason onto a second line rather than cut it.
        public var measurer: any TextMeasurer

        /// Options: by default the whole timeline from time 0, GTK's lanes shown, estimated text widths.
        public init(
            range: ClosedRange<Double>? = nil, origin: Double = 0, cursor: Double? = nil, foldsPlatform: Bool = false,
            measurer: any TextMeasurer = EstimatedTextMeasurer()
        ) {
            self.range = range
            self.origin = origin
            self.cursor = cursor
            self.foldsPlatform = foldsPlatform
            self.measurer = measurer
        }
    }

    /// The height, in points, that shows every row of `timeline` (GTK's lanes and the hit tests' folded or
    /// not).
    public static func height(
        for timeline: RecognizerTimeline, foldsPlatform: Bool = false, foldsHitTests: Bool = false
    ) -> Double {
        TimelineLayout(timeline: timeline, width: 1, foldsPlatform: foldsPlatform, foldsHitTests: foldsHitTests).height
    }

    /// Draws `timeline` into `size` points as `options` say.
    public static func displayList(
        for timeline: RecognizerTimeline, size: Size, options: Options = Options()
    ) -> DisplayList {
        let shown = options.range ?? range(from: options.origin, to: timeline.end, width: size.width)
        let axis = axis(shown, origin: options.origin, width: size.width)
        var list = DisplayList()
        list.fill(Rect(origin: .zero, size: size), color: TimelinePalette.background)
        axis.draw(height: size.height, into: &list)
        let layout = TimelineLayout(
            timeline: timeline, width: size.width, foldsPlatform: options.foldsPlatform,
            foldsHitTests: options.foldsHitTests)
        var laneIndex = 0
        // Rows past the bottom (ten thousand fingers) are left out.
        for row in layout.rows where row.frame.minY < size.height {
            switch row.content {
            case .heading(let section, let title, let folded):
                drawHeading(title, section: section, folded: folded, in: row.frame, into: &list)
                laneIndex = 0
            case .lane(let lane):
                if laneIndex.isMultiple(of: 2) { list.fill(row.frame, color: TimelinePalette.stripe) }
                laneIndex += 1
                drawTitle(of: lane, in: row.frame, into: &list)
                list.pushClip(
                    Rect(
                        x: axis.left - 4, y: row.frame.minY, width: axis.right - axis.left + 8, height: row.frame.height
                    ))
                drawSpans(of: lane, in: row.frame, axis: axis, present: timeline.end, into: &list)
                drawMarks(of: lane, in: row.frame, axis: axis, into: &list)
                drawNotes(of: lane, in: row.frame, axis: axis, measurer: options.measurer, into: &list)
                list.pop()
            }
        }
        if let cursor = options.cursor, shown.contains(cursor) {
            let x = axis.x(cursor)
            list.fill(Rect(x: x - 1, y: 0, width: 2, height: size.height), color: TimelinePalette.cursor)
        }
        return list
    }

    /// The one rule every timeline's time follows (the window's, `--timeline`'s, `--frames`'): from a little
    /// before `origin` (a trace's start, or a live interaction's first touch) to `end` seconds, and past it
    /// enough room, about 180 of the `width` points, for the last reason's words; at least 0.4 s.
    public static func range(from origin: Double, to end: Double, width: Double) -> ClosedRange<Double> {
        let elapsed = max(end - origin, 0.4)
        let axisWidth = max(width - labelWidth - 20, 100)
        let room = min(0.45, 180 / axisWidth)
        var total = elapsed / (1 - room)
        // A trace that runs to the largest time a double holds gets no room after it (it would be infinite).
        if !(origin + total).isFinite { total = elapsed }
        let lead = total * 0.02
        return (origin - lead)...(origin + total)
    }

    /// The axis for `range` across `width` points, its ticks counted from `origin`.
    static func axis(_ range: ClosedRange<Double>, origin: Double, width: Double) -> TimeAxis {
        TimeAxis(range: range, left: labelWidth + 8, right: max(labelWidth + 48, width - 12), origin: origin)
    }

    private static func drawHeading(
        _ title: String, section: TimelineLayout.Section, folded: Int?, in frame: Rect, into list: inout DisplayList
    ) {
        var words = title
        if section == .platform || section == .hitTests {
            // The heading folds its lanes: a triangle says which way, and a folded one says how many it hides.
            words =
                folded.map { tr("▸ {title} ({count} folded: click to show)", ["title": title, "count": "\($0)"]) }
                ?? tr("▾ {title} (click to fold)", ["title": title])
        }
        list.text(
            words, in: Rect(x: 8, y: frame.minY + 2, width: frame.width - 16, height: frame.height - 2),
            style: TextStyle(size: 11, color: TimelinePalette.heading, alignment: .leading, wraps: false))
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
    /// recognizer failed or a touch was cancelled (after the mark). Each has the room up to the next words
    /// on the lane: on one line where it fits, else on two smaller ones; words on a bar that do not fit
    /// are left to the pointer's tooltip rather than cut, and only a reason too long for two lines is cut.
    private static func drawNotes(
        of lane: TimelineLane, in row: Rect, axis: TimeAxis, measurer: any TextMeasurer, into list: inout DisplayList
    ) {
        var notes: [(x: Double, text: String?, onBar: Bool, barEnd: Double)] = []
        for span in lane.spans where span.activity == .waiting || span.activity == .down {
            notes.append((axis.x(span.start) + 4, span.note, true, span.end.map(axis.x) ?? axis.right))
        }
        for mark in lane.marks where mark.kind != .touchMoved && mark.kind != .action {
            notes.append((axis.x(mark.time) + 8, mark.note, false, axis.right))
        }
        notes.sort { $0.x < $1.x }
        for (index, note) in notes.enumerated() {
            guard let text = note.text else { continue }
            var limit = notes[(index + 1)...].first { $0.x > note.x + 1 }.map { $0.x - 10 } ?? axis.right
            if note.onBar { limit = min(limit, note.barEnd) }
            noteText(text, from: note.x, to: limit, in: row, onBar: note.onBar, measurer: measurer, into: &list)
        }
    }

    /// Words after a mark or on a bar, in the room before `to`: one line, or two smaller lines, or (off a
    /// bar) one line cut with an ellipsis; nothing where there is no room.
    private static func noteText(
        _ note: String, from: Double, to: Double, in row: Rect, onBar: Bool, measurer: any TextMeasurer,
        into list: inout DisplayList
    ) {
        let left = max(from, labelWidth + 8)
        let width = to - left - 4
        guard width >= 24 else { return }
        let color = onBar ? TimelinePalette.textOnBar : TimelinePalette.text
        for size in onBar ? [10.0] : [10.0, 9.0] {
            let style = TextStyle(size: size, color: color, isBold: false, alignment: .leading, wraps: true)
            let line = measurer.height(of: "Mg", style: style, width: 1000)
            let lines = (measurer.height(of: note, style: style, width: width) / line).rounded()
            if lines <= 1 || (!onBar && lines <= 2 && line * lines <= row.height) {
                list.text(note, in: Rect(x: left, y: row.minY, width: width, height: row.height), style: style)
                return
            }
        }
        guard !onBar, width >= 40 else { return }
        let cut = TextStyle(size: 9, color: color, isBold: false, alignment: .leading, wraps: false)
        list.text(note, in: Rect(x: left, y: row.minY, width: width, height: row.height), style: cut)
    }
}
