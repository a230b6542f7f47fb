import TouchKit

/// Where each row of a drawn ``RecognizerTimeline`` sits: the sections in reading order (the hit tests,
/// which may be folded into their heading; the touches, the input; then the recognizers that watch them;
/// then GTK's own gestures, which may be folded too), each a heading and its lanes. The drawing and the pointer's questions (what is under
/// it, which heading folds) use the same rows.
///
/// ```swift
/// let layout = TimelineLayout(timeline: timeline, width: 900, foldsPlatform: true)
/// layout.height          // every row, for a scrolled pane
/// layout.row(at: 120)    // the heading or lane at y = 120
/// ```
public struct TimelineLayout {
    /// The sections of a timeline.
    public enum Section: Hashable, Sendable {
        /// The hit tests: which view each new touch found, and which it passed over.
        case hitTests
        /// The touches, one lane each.
        case touches
        /// The scene's recognizers (the UIKit model).
        case recognizers
        /// GTK's own gestures watching the same input.
        case platform
    }

    /// One row: a section's heading or one lane.
    public struct Row {
        /// What a row shows.
        public enum Content {
            /// A section's heading: its words, and how many lanes it folds away (nil when unfolded).
            case heading(Section, title: String, folded: Int?)
            /// A lane.
            case lane(TimelineLane)
        }

        /// What it shows.
        public var content: Content
        /// Where, in the timeline's points.
        public var frame: Rect
    }

    /// The rows, top to bottom, under the time axis.
    public let rows: [Row]
    /// The height that shows every row, in points.
    public let height: Double

    /// Lays out `timeline`'s sections across `width` points; with `foldsPlatform`, GTK's lanes are folded into
    /// their heading, and with `foldsHitTests` the hit tests' lane into its own.
    public init(timeline: RecognizerTimeline, width: Double, foldsPlatform: Bool, foldsHitTests: Bool = false) {
        var rows: [Row] = []
        var y = TimelineDrawing.axisHeight
        let recognizers = timeline.recognizerLanes.filter { $0.kind == .recognizer }
        let platform = timeline.recognizerLanes.filter { $0.kind == .platform }
        let sections: [(Section, String, [TimelineLane])] = [
            (.hitTests, tr("Hit tests: the view found, and the views passed over"), timeline.hitTestLanes),
            (.touches, tr("Touches"), timeline.touchLanes),
            (.recognizers, tr("Recognizers (the UIKit model)"), recognizers),
            (.platform, tr("GTK's own gestures, watching the same input"), platform),
        ]
        for (section, title, lanes) in sections where !lanes.isEmpty {
            let folds = section == .platform ? foldsPlatform : section == .hitTests && foldsHitTests
            let heading = Rect(x: 0, y: y, width: width, height: TimelineDrawing.headingHeight)
            rows.append(
                Row(content: .heading(section, title: title, folded: folds ? lanes.count : nil), frame: heading))
            y += TimelineDrawing.headingHeight
            guard !folds else { continue }
            for lane in lanes {
                rows.append(
                    Row(content: .lane(lane), frame: Rect(x: 0, y: y, width: width, height: TimelineDrawing.laneHeight))
                )
                y += TimelineDrawing.laneHeight
            }
        }
        self.rows = rows
        height = y + 6
    }

    /// The row at `y` points, if any.
    public func row(at y: Double) -> Row? {
        rows.first { y >= $0.frame.minY && y < $0.frame.maxY }
    }

    /// The section whose heading is at `y` points, for a click that folds or unfolds it.
    public func heading(at y: Double) -> Section? {
        guard case .heading(let section, _, _)? = row(at: y)?.content else { return nil }
        return section
    }
}
