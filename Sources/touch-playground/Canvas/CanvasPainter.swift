import GtkBridge
import Playground
import TouchKit
import TouchRender

/// What the canvas draws each frame: the replay while one is open, else the scene shown, with the banner
/// naming what cannot be shown (a photo, a lesson that does not read, a scene's missing sticker or photo
/// folder that the scene does not draw itself), the chain overlay (F9) and the
/// discs under fingers (touch feedback). It remembers what it drew for the status file.
///
/// ```swift
/// let painter = CanvasPainter(canvas: canvas, replay: replay, shelf: shelf, keyboard: keyboard)
/// canvas.displayList = { painter.frame(showsChain: true, touchFeedback: false, millimetresPerPoint: nil) }
/// ```
@MainActor
final class CanvasPainter {
    /// Discs drawn under fingers on the last frame.
    private(set) var markersDrawn = 0
    /// Measures text as the canvas draws it, for what must hold its words (the banner).
    private let measurer = PangoTextMeasurer()
    /// The problems the last frame's banner named.
    private(set) var shownProblems: [String] = []
    private let canvas: CanvasWidget
    private let replay: ReplayControl
    private let shelf: SceneShelf
    private let keyboard: CanvasKeyboard
    private let exploded: ExplodedStage

    /// A painter of the replay or of the scene on `shelf`, for `canvas`, with `keyboard`'s focus ring, flat
    /// or `exploded`.
    init(
        canvas: CanvasWidget, replay: ReplayControl, shelf: SceneShelf, keyboard: CanvasKeyboard,
        exploded: ExplodedStage
    ) {
        self.canvas = canvas
        self.replay = replay
        self.shelf = shelf
        self.keyboard = keyboard
        self.exploded = exploded
    }

    /// Whether ``drawnTexts`` is kept (for the status file; off, the frame costs nothing more).
    var recordsTexts = false
    /// The words the last frame drew on the canvas, each once, in order of first appearance.
    private(set) var drawnTexts: [String] = []

    /// Whether `list` draws `text` as one of its words.
    static func draws(_ text: String, in list: DisplayList) -> Bool {
        list.commands.contains { command in
            if case .text(let drawn, _, _) = command { return drawn == text }
            return false
        }
    }

    /// The texts a display list draws, each once.
    static func texts(in list: DisplayList) -> [String] {
        var seen = Set<String>()
        return list.commands.compactMap { command -> String? in
            guard case .text(let text, _, _) = command, seen.insert(text).inserted else { return nil }
            return text
        }
    }

    /// Drawn over the scene, in its points, flat (a question's touch, not yet delivered); nil for nothing.
    var overlay: ((inout DisplayList) -> Void)?

    /// Whether the desktop's high-contrast style is on: the views are outlined.
    var highContrast = false

    /// The frame's drawing; the scene learns the monitor's millimetres per point (nil when the display does
    /// not say), for what it shows in millimetres.
    func frame(showsChain: Bool, touchFeedback: Bool, millimetresPerPoint: Double?) -> DisplayList {
        if exploded.isShown { return explodedFrame() }
        if replay.isOpen { return replay.frame(in: canvas.size, showsChain: showsChain, overlay: overlay) }
        guard let session = shelf.session else { return DisplayList() }
        session.host.scene.context.millimetresPerPoint = millimetresPerPoint
        var list = session.displayList()
        if highContrast { HighContrastOutlines.draw(root: session.host.scene.view, into: &list) }
        shownProblems = [shelf.sceneFile.problem].compactMap { $0 } + imageProblems(in: list)
        // The scene's own problem (a sticker or photo folder missing), unless the scene draws it already,
        // as a photo view does in place of its photo.
        if let problem = session.host.scene.problem, !shownProblems.contains(problem), !Self.draws(problem, in: list) {
            shownProblems.append(problem)
        }
        if !shownProblems.isEmpty {
            ProblemBanner.draw(shownProblems, width: canvas.size.width, measurer: measurer, into: &list)
        }
        if showsChain { session.drawChain(into: &list) }  // over the banner, so no number hides under it
        keyboard.drawRing(in: session.host.scene.view, into: &list)
        let router = session.host.window.router!
        if let pin = router.pinnedFinger { TouchFeedback.drawPin(at: pin, into: &list) }
        overlay?(&list)
        markersDrawn = touchFeedback ? TouchFeedback.draw(router.activeTouches, into: &list) : 0
        if recordsTexts { drawnTexts = Self.texts(in: list) }
        return list
    }

    /// The frame of the exploded view: the replay's scene while one is open, else the scene shown.
    private func explodedFrame() -> DisplayList {
        var list = DisplayList()
        markersDrawn = 0
        if let replaySession = replay.session, replay.isOpen {
            replaySession.keepsLayers = true
            exploded.draw(replay: replaySession, in: canvas.size, into: &list)
            if let overlay, let inFront = exploded.inFront {
                list.pushTransform(inFront)
                overlay(&list)
                list.pop()
            }
        } else if let session = shelf.session {
            exploded.draw(
                ViewLayers(of: session.host.window), narration: session.narrator.narration, in: canvas.size,
                into: &list)
        }
        shownProblems = imageProblems(in: list)
        if recordsTexts { drawnTexts = Self.texts(in: list) }
        return list
    }

    /// Problems of the photos this frame shows (not of one shown before and since left). Asking the texture
    /// cache decodes a photo the first time, so a photo that fails is named in the very frame that shows it.
    private func imageProblems(in list: DisplayList) -> [String] {
        var problems = Set<String>()
        for case .image(let image, _) in list.commands {
            if let problem = canvas.textures.problems[image.path] { problems.insert(problem) }
        }
        return problems.sorted()
    }
}
