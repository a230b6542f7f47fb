import GtkBridge
import PlaygroundStatus
import TouchKit

/// The window's content arranged for its width, as libadwaita apps do: the scene list at the start and the
/// chain panel at the end sit beside the canvas on a wide window and fold away over it on a narrow one (a
/// Linux phone, an upright tablet), where each comes back only when asked.
///
/// What folds is decided here, from the window's width and what each part would like (``adapt(width:height:)``),
/// never from the sizes folding itself changes, so a layout settles at once: the chain panel folds first,
/// when the scene list, the form, the canvas and the panel do not fit side by side; the scene list folds when
/// the canvas and the form do not fit beside it, or the window is narrower than ``foldingWidth``.
///
/// ```swift
/// let layout = AdaptiveLayout(canvas: canvas, sidebar: sidebar.view, panel: panel.view)
/// toasts.child = layout.root
/// canvas.onResize = { _ in layout.adapt(to: toasts.frameInSurface!) }
/// ```
@MainActor
final class AdaptiveLayout {
    /// Below this window width, in points, both panes fold even where they would fit: an upright tablet
    /// (800 points) gives the canvas its whole width, a 1024-point laptop or projector keeps them.
    static let foldingWidth = 860.0

    /// The whole content, for the window.
    var root: Widget { sidebarFlap }
    /// Called when the panes fold or unfold (after GTK has laid them out), to rearrange the header.
    var onFold: (@MainActor () -> Void)?
    /// Called when a pane is shown or hidden, moves, or the scene list scrolls (the status file follows).
    var onChange: (@MainActor () -> Void)?
    /// Whether the chain panel is wanted beside the canvas (F9); on a narrow window it stays folded away
    /// until ``showsPanel`` is set.
    var wantsPanel = true {
        didSet { if !panelFlap.isFolded, !showsCanvasAlone { panelFlap.isRevealed = wantsPanel } }
    }

    private let sidebarFlap: Flap
    private let panelFlap: Flap
    private let sidebar: Widget
    private let panel: Widget
    private let canvas: Widget
    /// The form (the controls scene's) and the canvas: side by side, or the form above the canvas when narrow.
    private let row = Box(.horizontal)
    private let formSlot = Box(.horizontal)
    private var form: Widget?
    /// Whether the window is under ``foldingWidth``, and the content's height, when last laid out.
    private var isNarrow = false
    private var contentHeight = 0.0
    private var contentWidth = 0.0

    /// Puts `canvas` between the scene list `sidebar` and the chain `panel`.
    init(canvas: Widget, sidebar: ScrolledWindow, panel: Widget) {
        self.sidebar = sidebar
        self.panel = panel
        self.canvas = canvas
        row.append(formSlot)
        row.append(canvas)
        panelFlap = Flap(content: row, pane: panel, side: .end, keepsRevealState: true)
        sidebarFlap = Flap(content: panelFlap, pane: sidebar, side: .start)
        // Folding happens while GTK allocates sizes; what depends on it changes on the next frame.
        sidebarFlap.onFold = { [weak self] _ in canvas.onNextFrame { [weak self] in self?.onFold?() } }
        panelFlap.onFold = { [weak self] _ in
            guard let self else { return }
            // Folded, the panel leaves the canvas to the scene; unfolded, it is back if wanted.
            self.panelFlap.isRevealed = self.panelFlap.isFolded || self.showsCanvasAlone ? false : self.wantsPanel
            canvas.onNextFrame { [weak self] in self?.onFold?() }
        }
        for flap in [sidebarFlap, panelFlap] {
            flap.onSlide = { [weak self] in self?.onChange?() }
            flap.onReveal = { [weak self] _ in self?.onChange?() }
        }
        sidebar.onScroll = { [weak self] in self?.onChange?() }
    }

    /// Whether the scene list is folded over the canvas (the window is narrow).
    var isFolded: Bool { sidebarFlap.isFolded }
    /// Whether the chain panel is folded over the canvas.
    var isPanelFolded: Bool { panelFlap.isFolded }

    /// Whether the scene list shows (always when wide; over the canvas, on request, when narrow).
    var showsScenes: Bool {
        get { sidebarFlap.isRevealed }
        set { sidebarFlap.isRevealed = newValue }
    }

    /// Whether the chain panel shows.
    var showsPanel: Bool {
        get { panelFlap.isRevealed }
        set { panelFlap.isRevealed = newValue }
    }

    /// Whether the canvas has the window to itself (presentation mode): both panes put away and kept away
    /// whatever the width does, then shown as they were.
    var showsCanvasAlone = false {
        didSet {
            guard showsCanvasAlone != oldValue else { return }
            if showsCanvasAlone {
                panesBeforeAlone = (showsScenes, showsPanel)
                sidebarFlap.keepsRevealState = true
                (showsScenes, showsPanel) = (false, false)
            } else {
                sidebarFlap.keepsRevealState = false
                // The panel as it was, unless F9 put it away meanwhile.
                (showsScenes, showsPanel) = (panesBeforeAlone.scenes, panesBeforeAlone.panel && wantsPanel)
            }
            onChange?()
        }
    }
    private var panesBeforeAlone = (scenes: true, panel: true)

    /// Folds the panes for the window's content (`width` × `height` points), and stands the form above the
    /// canvas when the window is narrower than ``foldingWidth``. Every change of the window's width resizes
    /// the canvas, which asks; the width is the same before and after folding.
    func adapt(width: Double, height: Double) {
        guard width > 0 else { return }
        contentWidth = width
        fold()
        let narrow = width < Self.foldingWidth
        guard narrow != isNarrow || abs(height - contentHeight) >= 1 else { return }
        isNarrow = narrow
        contentHeight = height
        row.orientation = narrow ? .vertical : .horizontal
        fitForm()
    }

    /// Folds what does not fit beside the canvas at the width last given: natural widths of the panes' own
    /// content (each with its separator), which folding does not change.
    private func fold() {
        guard contentWidth > 0 else { return }
        let narrow = contentWidth < Self.foldingWidth
        let scenes = sidebar.naturalWidth + 1
        let middle = (narrow ? 0 : form?.naturalWidth ?? 0) + canvas.naturalWidth
        sidebarFlap.folds = narrow || scenes + middle > contentWidth
        panelFlap.folds = sidebarFlap.folds || scenes + middle + panel.naturalWidth + 1 > contentWidth
    }

    /// Shows a scene's own widgets (the controls scene's form) beside the canvas, or takes them away.
    func showForm(_ newForm: Widget?) {
        if let form { formSlot.remove(form) }
        form = newForm
        if let newForm { formSlot.append(newForm) }
        fitForm()
        fold()
    }

    /// The form: a column beside the canvas, or, upright, a band above it of two fifths of the height (at
    /// least 260 points).
    private func fitForm() {
        let band = Int(max(260, contentHeight * 0.4))
        form?.setSizeRequest(width: isNarrow ? -1 : 220, height: isNarrow ? band : -1)
    }

    /// The layout for the status file: each pane folded, shown and how far slid in, and where each scene's
    /// row of the list is (`rows`).
    func status(rows: [(name: String, frame: (x: Double, y: Double, width: Double, height: Double))])
        -> WindowStatus.Layout
    {
        var status = WindowStatus.Layout()
        (status.scenesFolded, status.scenesShown) = (sidebarFlap.isFolded, sidebarFlap.isRevealed)
        (status.panelFolded, status.panelShown) = (panelFlap.isFolded, panelFlap.isRevealed)
        (status.scenesSlid, status.panelSlid) = (sidebarFlap.revealProgress, panelFlap.revealProgress)
        for row in rows {
            status.sceneList[row.name] = .init(
                x: row.frame.x, y: row.frame.y, width: row.frame.width, height: row.frame.height)
        }
        return status
    }
}
