import TouchKit

extension TimelineDrawing {
    /// What the pointer at `point` (in the drawing's points) is over, in whole words, for a tooltip: a lane's
    /// name and detail over its title; over its bars, what it was doing then with the reason uncut ("tap-1
    /// failed: double-tap-1 recognized, and this one waited for it to fail"); a mark's own words near it;
    /// a heading's fold over GTK's heading. Nil over nothing.
    ///
    /// ```swift
    /// let words = TimelineDrawing.hoverText(for: timeline, size: size, options: options, at: Point(x: 400, y: 90))
    /// ```
    public static func hoverText(
        for timeline: RecognizerTimeline, size: Size, options: Options = Options(), at point: Point
    ) -> String? {
        let layout = TimelineLayout(
            timeline: timeline, width: size.width, foldsPlatform: options.foldsPlatform,
            foldsHitTests: options.foldsHitTests)
        guard let row = layout.row(at: point.y) else { return nil }
        switch row.content {
        case .heading(let section, let title, let folded):
            guard section == .platform || section == .hitTests else { return title }
            return folded == nil
                ? tr("{title}: click to fold them away", ["title": title])
                : tr("{title}: click to show them", ["title": title])
        case .lane(let lane):
            let name = lane.detail.map { lane.kind == .recognizer ? "\(lane.title) (\($0))" : "\(lane.title), \($0)" }
            guard point.x >= labelWidth else { return name ?? lane.title }
            let shown = options.range ?? range(from: options.origin, to: timeline.end, width: size.width)
            let axis = axis(shown, origin: options.origin, width: size.width)
            return words(in: lane, near: point.x, axis: axis, present: timeline.end).map { "\(lane.title): \($0)" }
        }
    }

    /// The words of the mark within a few points of `x`, else of the span under it.
    private static func words(in lane: TimelineLane, near x: Double, axis: TimeAxis, present: Double) -> String? {
        let nearest = lane.marks.filter { $0.kind != .touchMoved && $0.kind != .action }
            .min { abs(axis.x($0.time) - x) < abs(axis.x($1.time) - x) }
        if let mark = nearest, abs(axis.x(mark.time) - x) <= 7 {
            let what = markWords(mark.kind)
            return mark.note.map { "\(what): \($0)" } ?? what
        }
        // The last span begun at or before x: an outcome's span runs on after its mark, with its reason.
        guard let span = lane.spans.last(where: { axis.x($0.start) <= x + 1 }),
            axis.x(span.end ?? present) >= x - 1 || span.activity.isOutcome
        else { return nil }
        let what = spanWords(span.activity)
        return span.note.map { span.activity == .waiting ? $0 : "\(what): \($0)" } ?? what
    }

    private static func markWords(_ kind: TimelineMark.Kind) -> String {
        switch kind {
        case .began: tr("began")
        case .recognized: tr("recognized")
        case .ended: tr("ended")
        case .failed: tr("failed")
        case .cancelled: tr("cancelled")
        case .action: tr("action sent")
        case .touchBegan: tr("touchesBegan delivered")
        case .touchMoved: tr("touchesMoved delivered")
        case .touchEnded: tr("touchesEnded delivered")
        case .touchCancelled: tr("touchesCancelled delivered")
        case .hitTest: tr("hit test")
        }
    }

    private static func spanWords(_ activity: TimelineSpan.Activity) -> String {
        switch activity {
        case .possible: tr("watching (possible)")
        case .waiting: tr("waiting")
        case .active: tr("running (began, changed)")
        case .recognized: tr("recognized")
        case .ended: tr("ended")
        case .failed: tr("failed")
        case .cancelled: tr("cancelled")
        case .down: tr("down")
        }
    }
}
