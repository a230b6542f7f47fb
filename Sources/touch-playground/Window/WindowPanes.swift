import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The panes around the canvas: the chain panel that narrates each touch, the recognizer timeline and the
/// replay's bar under the canvas, and the scene list, arranged for the window's width
/// (``AdaptiveLayout``). It refreshes what they tell from the scene shown, or from the replay while one
/// is open, once a frame.
///
/// ```swift
/// let panes = WindowPanes(
///     canvas: canvas, questionBar: questions.bar.view, replayBar: replay.bar, sidebar: shelf.sidebar.view, panel: panel, showsTimeline: true)
/// toasts.child = panes.root
/// panes.refresh(replay: nil, session: shelf.session)   // on each frame
/// ```
@MainActor
final class WindowPanes {
    /// The chain panel at the window's end.
    let panel: ChainPanel
    /// The recognizer timeline under the canvas (Ctrl+T, and with a replay).
    let timeline = TimelinePane()
    /// The scene list, the canvas column and the panel, arranged for the window's width.
    let layout: AdaptiveLayout
    /// The actions whose toggles follow the panes (set when the window declares its actions).
    var showScenesAction: Action?, showNarrationAction: Action?, showTimelineAction: Action?
    /// Whether the chain overlay and panel show (F9).
    private(set) var showsChain = true
    /// The canvas with the replay bar and the timeline under it.
    private let column = Box(.vertical)
    /// What lies under the canvas: the legend, the replay bar and the timeline.
    private let under = Box(.vertical)
    /// The chain's numbers for responders that are not views ("then 3 controller · 4 window"), under the
    /// canvas where they cover nothing; shown with the chain.
    let legend = Label()
    private var legendDimmed = false
    /// What the legend shows words for: the chain, in the scene's window (nil: not made yet).
    private var legendKey: LegendKey?
    private struct LegendKey: Equatable {
        var chain: [String]
        var window: ObjectIdentifier?
    }

    /// Lays out `canvas`, with `questionBar` above it and `replayBar` and the timeline under it, between
    /// `sidebar` and `panel`.
    init(
        canvas: Widget, questionBar: Widget, replayBar: Widget, sidebar: ScrolledWindow, panel: ChainPanel,
        showsTimeline: Bool
    ) {
        self.panel = panel
        column.append(questionBar)
        column.append(canvas)
        column.append(under)
        legend.addStyleClass("chain-legend")
        legend.wraps = true
        legend.naturalWidthInCharacters = 12  // it wraps to the canvas's width, never widening the column
        legend.horizontalAlignment = 0
        under.append(legend)
        under.append(replayBar)
        under.append(timeline.view)
        layout = AdaptiveLayout(canvas: column, sidebar: sidebar, panel: panel.view)
        timeline.isShown = showsTimeline
    }

    /// The window's content.
    var root: Widget { layout.root }

    /// Shows what the replay tells while one is open, else what the scene shown tells.
    func refresh(replay: ReplaySession?, session: SceneSession?) {
        var inLesson = false
        if case .file? = session?.choice { inLesson = true }
        legend.isVisible = showsChain
        if showsChain { refreshLegend(replay: replay, session: session) }
        if let replay {
            panel.show(replay.narrator)
            // The whole trace from its start, as `--frames` draws it.
            timeline.show(replay.timeline, origin: 0, end: replay.duration, cursor: replay.time, inLesson: inLesson)
        } else if let session {
            panel.show(session.narrator)
            timeline.show(session.timeline, inLesson: inLesson)
        }
    }

    /// The legend under the canvas: whom the overlay's numbers name, or what they are before a touch. Made
    /// only while it shows, and again only when the chain or the scene changed (making it on every frame
    /// took 1 % of the CPU of a drag).
    private func refreshLegend(replay: ReplaySession?, session: SceneSession?) {
        let chain = (replay?.narrator ?? session?.narrator)?.beganChain ?? []
        let window = replay?.liveHost.window ?? session?.host.window
        let key = LegendKey(chain: chain, window: window.map(ObjectIdentifier.init))
        guard key != legendKey else { return }
        legendKey = key
        let words = window.flatMap { ChainOverlay.legend(chain: chain, in: $0) }
        let text = words ?? tr("The numbers on the canvas: the order responders got touchesBegan")
        if legend.text != text { legend.text = text }
        if legendDimmed != (words == nil) {
            legendDimmed = words == nil
            if legendDimmed { legend.addStyleClass("dim-label") } else { legend.removeStyleClass("dim-label") }
        }
    }

    /// Whether the canvas has the window's content to itself (presentation mode): no scene list, panel,
    /// legend, replay bar or timeline, each back as it was afterwards. A scene's own form stays beside it: it
    /// is part of the scene.
    var showsCanvasAlone: Bool {
        get { layout.showsCanvasAlone }
        set {
            layout.showsCanvasAlone = newValue
            under.isVisible = !newValue
        }
    }

    /// Shows or hides the chain panel beside the canvas (the overlay follows in the canvas's drawing).
    func setShowsChain(_ isOn: Bool) {
        showsChain = isOn
        layout.wantsPanel = isOn
    }

    /// Shows the timeline for a replay (remembered only when the user asks for it).
    func showTimelineForReplay() {
        showTimelineAction?.isOn = true
        timeline.isShown = true
    }

    /// Fits the panes to the window's content, `width` × `height` points: folded when narrow, the timeline
    /// a third of the height.
    func fit(width: Double, height: Double) {
        layout.adapt(width: width, height: height)
        timeline.fit(contentHeight: height)
    }

    /// The pane buttons (and their keys) pressed in while their pane shows; the chain panel's only while it
    /// is folded (beside the canvas it follows F9).
    func syncActions() {
        showScenesAction?.isOn = layout.showsScenes
        showNarrationAction?.isOn = layout.isPanelFolded && layout.showsPanel
    }

    /// Folds the scene list away after a pick, when it is over the canvas.
    func foldScenesIfNarrow() {
        if layout.isFolded { layout.showsScenes = false }
    }
}
