import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The recognizer timeline under the canvas (Ctrl+T, and shown with a replay): one lane per recognizer of
/// the scene and per touch, scrolling when they do not fit. Live, it shows the last touch as it happens;
/// in a replay, the whole trace so far with a line at the replay's time.
@MainActor
final class TimelinePane {
    /// The pane, for the window's layout.
    let view: ScrolledWindow
    private let canvas = CanvasWidget()
    /// What was drawn last: the recorder, its version, the range and the cursor (nothing is redrawn
    /// while they stay the same).
    private var shown: (recorder: ObjectIdentifier, version: Int, range: ClosedRange<Double>, cursor: Double?)?
    private var timeline = RecognizerTimeline()
    private var range: ClosedRange<Double> = 0...1
    private var cursor: Double?
    /// The pane's height, in points, in a window of the default size: about six lanes.
    static let height = 210

    init() {
        view = ScrolledWindow(canvas)
        view.setAccessibleLabel(tr("Recognizer timeline"))
        canvas.setAccessibleLabel(tr("Recognizer timeline"))
        view.setSizeRequest(width: 200, height: Self.height)
        view.expandsVertically = false
        canvas.background = Color(red: 0.98, green: 0.98, blue: 0.98)
        canvas.isFocusable = false
        canvas.displayList = { [weak self] in self?.displayList() ?? DisplayList() }
        view.isVisible = false
    }

    /// Takes about a third of a tall window's content (`contentHeight` points), between 150 and 420 points,
    /// so a projector's full screen shows more lanes and a small window keeps its canvas.
    func fit(contentHeight: Double) {
        guard contentHeight.isFinite else { return }
        let height = Int(min(420, max(150, contentHeight * 0.32)))
        view.setSizeRequest(width: 200, height: height)
    }

    /// Whether the pane shows.
    var isShown: Bool {
        get { view.isVisible }
        set { view.isVisible = newValue }
    }

    /// Shows `recorder`'s timeline over `range` seconds (by default its last interaction, from its start to
    /// the present), with a line at `cursor`; redraws only what changed.
    func show(_ recorder: TimelineRecorder, range: ClosedRange<Double>? = nil, cursor: Double? = nil) {
        guard isShown else { return }
        let timeline = recorder.timeline
        let range = range ?? Self.liveRange(of: timeline)
        let key = (ObjectIdentifier(recorder), recorder.version, range, cursor)
        if let shown, shown.recorder == key.0, shown.version == key.1, shown.range == key.2, shown.cursor == key.3 {
            return
        }
        shown = key
        self.timeline = timeline
        self.range = range
        self.cursor = cursor
        let height = Int(TimelineDrawing.height(for: timeline).rounded(.up))
        canvas.setSizeRequest(width: 200, height: height)
        canvas.queueDraw()
    }

    /// The last interaction, from a little before its first hit test to a little after the present, at
    /// least a second.
    static func liveRange(of timeline: RecognizerTimeline) -> ClosedRange<Double> {
        let start = (timeline.interactionStart ?? timeline.start ?? 0) - 0.05
        return start...max(timeline.end + 0.1, start + 1)
    }

    /// The pane for the status file: what it draws, and GTK's lanes' marks as `kind: words`.
    var status: WindowStatus.Timeline {
        var status = WindowStatus.Timeline()
        (status.shown, status.lanes) = (isShown, timeline.lanes.count)
        status.marks = timeline.lanes.reduce(0) { $0 + $1.marks.count }
        (status.range, status.cursor) = ([range.lowerBound, range.upperBound], cursor)
        for lane in timeline.recognizerLanes where lane.kind == .platform {
            status.gtk[lane.title] = lane.marks.map { "\($0.kind)" + ($0.note.map { ": " + $0 } ?? "") }
        }
        return status
    }

    private func displayList() -> DisplayList {
        TimelineDrawing.displayList(for: timeline, size: canvas.size, range: range, cursor: cursor)
    }
}
