import GtkBridge
import Playground
import PlaygroundStatus

/// Presentation mode (F5): the window full screen with nothing but the canvas, for a projector or a screen
/// recording. No header, scene list, panel, legend, replay bar or timeline; a disc under every finger; a
/// floating **Leave** button and a one-line caption (the scene and what to try) that fade a few seconds
/// after they show (the button to a faint mark that comes back under the pointer, so a finger can always
/// leave). Leaving puts the chrome, full screen and touch feedback back as they were. It is never
/// remembered: a launch always starts with the chrome.
///
/// ```swift
/// let presentation = PresentationMode(content: panes.root, window: window, header: header.bar, panes: panes)
/// presentation.enter(caption: "Photo viewer · pan, pinch and rotate the photo")
/// presentation.leave()
/// ```
@MainActor
final class PresentationMode {
    /// Seconds the caption and the Leave button stay fully shown before they fade.
    static let shownFor = 5.0

    /// The window's content with the Leave button and the caption floating over it.
    let root: Overlay
    /// Whether the window is presenting.
    private(set) var isOn = false
    /// Whether discs are drawn under fingers while presenting (on at first; F8 changes it for this
    /// presentation only).
    var showsTouchFeedback = true
    /// The presentation action (F5), whose state follows however the presentation is left.
    var toggleAction: Action?
    /// The touch feedback action (F8), whose toggle shows the presentation's feedback while presenting.
    var touchFeedbackAction: Action?
    /// Told after it starts or ends (the window redraws; its header rearranges).
    var onChange: (@MainActor () -> Void)?

    private let window: DesktopWindow
    private let header: Widget
    private let panes: WindowPanes
    private let leaveButton: Button
    private let caption = Label()
    private var fade: Countdown?
    /// What leaving puts back.
    private var before = (fullscreen: false, touchFeedback: false)

    /// Presentation of `content` in `window`, whose `header` and `panes` it puts away while on.
    init(content: Widget, window: DesktopWindow, header: Widget, panes: WindowPanes) {
        self.window = window
        self.header = header
        self.panes = panes
        root = Overlay(content)
        // Through the window's action, so F5, the menu and the button agree.
        leaveButton = Button(label: tr("Leave"), action: WindowAction.presentation.detailedName)
        leaveButton.tooltip = tr("Leave the presentation (F5 or Escape)")
        leaveButton.setAccessibleLabel(tr("Leave the presentation"))
        leaveButton.addStyleClass("osd")
        leaveButton.addStyleClass("presentation-leave")
        leaveButton.halign = .end
        leaveButton.valign = .start
        leaveButton.margin = 16
        caption.addStyleClass("osd")
        caption.addStyleClass("presentation-caption")
        caption.ellipsizes = true
        caption.receivesInput = false  // a touch on the caption is the canvas's
        caption.halign = .center
        caption.valign = .start
        caption.margin = 16
        // Each its own overlay: a box holding both would span the screen's top and take every touch there
        // from the canvas (a finger on mutter, measured: a tap at 20, 20 never reached the scene).
        for part in [leaveButton, caption] as [Widget] {
            part.isVisible = false
            root.addOverlay(part)
        }
        fade = Countdown { [weak self] in self?.setFaded(true) }
    }

    /// Fills the screen with the canvas, `caption` floating over it until it fades.
    func enter(caption text: String) {
        guard !isOn else { return }
        isOn = true
        toggleAction?.isOn = true
        before = (window.isFullscreen, touchFeedbackAction?.isOn ?? false)
        showsTouchFeedback = true
        touchFeedbackAction?.isOn = true
        header.isVisible = false
        panes.showsCanvasAlone = true
        window.isFullscreen = true
        leaveButton.isVisible = true
        caption.isVisible = true
        // 8 points below the button (whose natural height counts its margins of 16 above and below).
        caption.marginTop = Int(leaveButton.naturalHeight.rounded(.up)) - 16 + 8
        show(caption: text)
        onChange?()
    }

    /// Puts the window back as it was before presenting.
    func leave() {
        guard isOn else { return }
        isOn = false
        toggleAction?.isOn = false
        fade?.cancel()
        leaveButton.isVisible = false
        caption.isVisible = false
        setFaded(false)
        window.isFullscreen = before.fullscreen
        panes.showsCanvasAlone = false
        header.isVisible = true
        touchFeedbackAction?.isOn = before.touchFeedback
        onChange?()
    }

    /// Shows `text` as the caption (a new scene shown while presenting), fully again until it fades.
    func show(caption text: String) {
        caption.text = text
        caption.setAccessibleLabel(tr("Presenting: {caption}", ["caption": text]))
        guard isOn else { return }
        setFaded(false)
        fade?.start(seconds: Self.shownFor)
    }

    /// What the status file says of it.
    func status() -> WindowStatus.Presentation {
        var status = WindowStatus.Presentation()
        guard isOn else { return status }
        (status.caption, status.faded) = (caption.text, isFaded)
        if let frame = leaveButton.frameInSurface {
            status.leave = .init(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        return status
    }

    private var isFaded = false

    private func setFaded(_ faded: Bool) {
        guard faded != isFaded else { return }
        isFaded = faded
        for part in [leaveButton, caption] as [Widget] {
            if faded { part.addStyleClass("faded") } else { part.removeStyleClass("faded") }
        }
        onChange?()
    }
}
