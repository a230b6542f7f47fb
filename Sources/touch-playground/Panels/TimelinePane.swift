import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit
import TouchRender

/// The recognizer timeline under the canvas (Ctrl+T, and shown with a replay): the touches' lanes, then one
/// lane per recognizer of the scene, then GTK's own gestures (folded away in lessons until asked for; a click
/// on their heading folds or unfolds them), scrolling when they do not fit. Live, it shows the last touch as
/// it happens, from its first touch; in a replay, the whole trace from its start with a line at the replay's
/// time. The pointer's tooltip gives any reason whole.
@MainActor
final class TimelinePane {
    /// The pane, for the window's layout.
    let view: ScrolledWindow
    private let canvas = CanvasWidget()
    private let clicks = GestureClick()
    /// What was drawn last: the recorder, its version, the range, the cursor and the fold (nothing is redrawn
    /// while they stay the same).
    private var shown:
        (
            recorder: ObjectIdentifier, version: Int, range: ClosedRange<Double>, cursor: Double?, folds: Bool,
            foldsHitTests: Bool
        )?
    private var timeline = RecognizerTimeline()
    private var options = TimelineDrawing.Options(measurer: PangoTextMeasurer())
    /// Whether the scene shown is a lesson, where GTK's lanes start folded.
    private var inLesson = false
    /// The user's own choice of folding GTK's lanes (a click on their heading), kept for this launch.
    private var userFolds: Bool?
    /// The words of the last tooltip given.
    private var hover: String?
    /// Asked to draw again after a fold changes (and for a status after a tooltip's words change).
    var onChange: (() -> Void)?
    /// The window's on/off action for GTK's lanes (Ctrl+Shift+T, the main menu), kept in step with the fold.
    var platformAction: Action?
    /// Whether the hit tests' lane is folded into its heading (a click on it, Ctrl+Shift+H), for this launch.
    private var foldsHitTests = false
    /// The window's on/off action for the hit tests' lane, kept in step with the fold.
    var hitTestAction: Action?
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
        canvas.onTooltip { [weak self] x, y in self?.tooltip(at: Point(x: x, y: y)) }
        clicks.onPressed { [weak self] _, _, y in self?.clicked(at: y) }
        canvas.addController(clicks)
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

    /// Whether GTK's lanes are folded now: as the user chose, else folded in a lesson only.
    var foldsPlatform: Bool { userFolds ?? inLesson }

    /// Shows `recorder`'s timeline from `origin` (by default its last interaction's first touch), labelled
    /// `0 s`, to `end` seconds (by default the present), with a line at `cursor`; `inLesson` says whether
    /// GTK's lanes start folded. Redraws only what changed.
    func show(
        _ recorder: TimelineRecorder, origin: Double? = nil, end: Double? = nil, cursor: Double? = nil, inLesson: Bool
    ) {
        self.inLesson = inLesson
        guard isShown else { return }
        let timeline = recorder.timeline
        let origin = origin ?? timeline.interactionStart ?? timeline.start ?? 0
        let range = TimelineDrawing.range(from: origin, to: end ?? timeline.end, width: canvas.size.width)
        let key = (ObjectIdentifier(recorder), recorder.version, range, cursor, foldsPlatform, foldsHitTests)
        if let shown, shown.recorder == key.0, shown.version == key.1, shown.range == key.2, shown.cursor == key.3,
            shown.folds == key.4, shown.foldsHitTests == key.5
        {
            return
        }
        shown = key
        if platformAction?.isOn == key.4 { platformAction?.isOn = !key.4 }
        if hitTestAction?.isOn == key.5 { hitTestAction?.isOn = !key.5 }
        self.timeline = timeline
        (options.range, options.origin, options.cursor, options.foldsPlatform) = (range, origin, cursor, key.4)
        options.foldsHitTests = key.5
        let height = Int(
            TimelineDrawing.height(for: timeline, foldsPlatform: key.4, foldsHitTests: key.5).rounded(.up))
        canvas.setSizeRequest(width: 200, height: height)
        canvas.queueDraw()
    }

    /// The pane for the status file: what it draws, and GTK's lanes' marks as `kind: words`.
    var status: WindowStatus.Timeline {
        var status = WindowStatus.Timeline()
        (status.shown, status.lanes) = (isShown, timeline.lanes.count)
        status.marks = timeline.lanes.reduce(0) { $0 + $1.marks.count }
        let range = options.range ?? 0...1
        (status.range, status.cursor, status.origin) = (
            [range.lowerBound, range.upperBound], options.cursor, options.origin
        )
        for lane in timeline.recognizerLanes where lane.kind == .platform {
            status.gtk[lane.title] = lane.marks.map { "\($0.kind)" + ($0.note.map { ": " + $0 } ?? "") }
        }
        (status.gtkFolded, status.hitTestsFolded, status.hover) = (foldsPlatform, foldsHitTests, hover)
        status.hitTests = timeline.hitTestLanes.first?.marks.compactMap(\.note) ?? []
        // What is drawn, only while it is (laying the lanes out costs more than the rest of the status).
        guard isShown else { return status }
        let layout = currentLayout()
        status.drawn = layout.rows.compactMap { row in
            guard case .lane(let lane) = row.content else { return nil }
            return lane.title
        }
        for row in layout.rows {
            switch row.content {
            case .heading(let section, _, _): status.rows["[\(section)]"] = row.frame.minY
            case .lane(let lane): status.rows[lane.title] = row.frame.minY
            }
        }
        if let frame = view.frameInSurface {
            status.frame = .init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        return status
    }

    private func displayList() -> DisplayList {
        TimelineDrawing.displayList(for: timeline, size: canvas.size, options: options)
    }

    private func tooltip(at point: Point) -> String? {
        let words = TimelineDrawing.hoverText(for: timeline, size: canvas.size, options: options, at: point)
        if words != hover {
            hover = words
            onChange?()  // a frame, after which the status file says it
        }
        return words
    }

    /// Shows GTK's lanes (`isOn`) or folds them into their heading, as the user asks, for the rest of the launch.
    func setShowsPlatform(_ isOn: Bool) {
        userFolds = !isOn
        shown = nil
        onChange?()
    }

    /// Shows the hit tests' lane (`isOn`) or folds it into its heading, for the rest of the launch.
    func setShowsHitTests(_ isOn: Bool) {
        foldsHitTests = !isOn
        shown = nil
        onChange?()
    }

    /// The rows as drawn now, with the folds in force.
    private func currentLayout() -> TimelineLayout {
        TimelineLayout(
            timeline: timeline, width: canvas.size.width, foldsPlatform: foldsPlatform, foldsHitTests: foldsHitTests)
    }

    /// A click on GTK's heading, or the hit tests', folds or unfolds its lanes.
    private func clicked(at y: Double) {
        let layout = currentLayout()
        switch layout.heading(at: y) {
        case .platform: setShowsPlatform(foldsPlatform)
        case .hitTests: setShowsHitTests(foldsHitTests)
        default: break
        }
    }
}
