import GtkBridge
import Playground
import TouchKit

/// A lesson's questions in the window: what the ``QuestionControl`` asks of the window (the replay that
/// holds the question's touch, the scene's context), picks on the canvas or the exploded stack, and the
/// teacher's next touch held back.
extension PlaygroundWindow {
    /// The window as the question control uses it, reached through `link` once the window is made.
    static func questionWindow(
        link: OwnerLink<PlaygroundWindow>, canvas: CanvasWidget, options: Options
    ) -> QuestionControl.Window {
        let (seed, images) = (options.seed, options.imageDirectory)
        return QuestionControl.Window(
            openTouch: { file, path in link.owner?.openQuestionTouch(file, path: path) ?? false },
            playTouch: { link.owner?.playQuestionTouch() },
            closeTouch: { link.owner?.replay.close() },
            replaySettings: { link.owner?.replay.session?.settings },
            context: { size in sceneContext(size: size, seed: seed, images: images) },
            canvasSize: { canvas.size },
            changed: { link.owner?.requestFrame() },
            notify: { link.owner?.notify($0) })
    }

    /// Opens a question's touch in the replay, paused before its first event, its bar greyed until the
    /// answer is shown (the class must not scrub ahead; shown, the canvas does not move when it wakes).
    private func openQuestionTouch(_ file: TraceFile, path: String) -> Bool {
        openReplay(file, path: path, announces: false, showsTimeline: false)
        replay.bar.isSensitive = false
        return replay.isOpen
    }

    /// Plays the question's touch from its start, its bar awake.
    private func playQuestionTouch() {
        guard replay.isOpen else { return }
        replay.bar.isSensitive = true
        panes.showTimelineForReplay()
        replay.rewind()
        replay.togglePlaying()
    }

    /// Takes an input event on the flat canvas (or a tap through the exploded stack) while a question waits
    /// for the teacher's touch (held back) or for the class to pick a view (a press picks the view drawn
    /// there); true when the event was the question's. Picks on the exploded stack are its slabs' (`handle`).
    func questionTakes(_ event: InputEvent) -> Bool {
        if questions.capture(event) {
            requestFrame()
            return true
        }
        guard questions.picksViews else { return false }
        guard event.isPress, let session = replay.session else { return true }
        let point = replay.sceneToCanvas(in: canvas.size)?.inverted()?.apply(to: event.location)
        if let point { questions.pick(view: session.layers.shownView(at: point)) }
        return true
    }

    /// Where the question's ghost rings are, in canvas points (for the status file).
    var questionGhosts: [[Double]] {
        let toCanvas = exploded.isShown ? exploded.inFront : replay.isOpen ? replay.sceneToCanvas(in: canvas.size) : nil
        return questions.ghostRings.map { point in
            let shown = toCanvas?.apply(to: point) ?? point
            return [shown.x, shown.y]
        }
    }
}

extension InputEvent {
    /// Whether it is a finger coming down or a mouse button pressed: where a pick is made.
    var isPress: Bool {
        switch kind {
        case .touch(_, .began, _), .pointer(.down, _, _, _): true
        default: false
        }
    }
}
