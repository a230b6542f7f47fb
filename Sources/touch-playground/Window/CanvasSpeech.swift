import GtkBridge
import Playground
import TouchKit

/// What a screen reader hears of the canvas: its name (the scene's title) and its description (the views a
/// touch could hit, and the last touch in one sentence: ``CanvasDescription``). A change of description is
/// what a screen reader speaks, so it changes once a gesture has ended (no finger down), never per motion
/// event, and only when its words changed.
///
/// ```swift
/// let speech = CanvasSpeech(canvas: canvas)
/// speech.update(session: shelf.session!, replaying: nil)   // once a frame
/// ```
@MainActor
final class CanvasSpeech {
    /// The description last given, for the status file and the tests.
    private(set) var description = ""
    /// The name last given.
    private(set) var label = ""
    private let canvas: Widget

    /// Speaks for `canvas`.
    init(canvas: Widget) {
        self.canvas = canvas
    }

    /// Names the canvas after `session`'s scene and describes what it shows: the replay's scene and last
    /// touch while `replaying`, else the scene's own.
    /// `focused` is the keyboard's view, said before the scene's name.
    func update(session: SceneSession, replaying: ReplaySession?, focused: String? = nil) {
        if let replaying {
            update(
                title: session.title, root: replaying.liveHost.scene.view, narration: replaying.narrator.narration,
                fingersDown: 0)
        } else {
            update(
                title: session.title, root: session.host.scene.view, narration: session.narrator.narration,
                fingersDown: session.host.window.router.activeTouches.count, focused: focused)
        }
    }

    /// Names the canvas after the scene (`title`) and, while no finger is down, describes `root`'s views and
    /// the last touch told by `narration`.
    func update(title: String, root: View, narration: TouchNarration, fingersDown: Int, focused: String? = nil) {
        let scene = tr("{scene}, the scene", ["scene": title])
        // The keyboard's view first: a change of name is what a screen reader says when the ring moves.
        let newLabel = focused.map { tr("{view}. {scene}", ["view": $0, "scene": scene]) } ?? scene
        if newLabel != label {
            label = newLabel
            canvas.setAccessibleLabel(newLabel)
        }
        guard fingersDown == 0 else { return }
        let newDescription = CanvasDescription.describe(root: root, lastTouch: CanvasDescription.lastTouch(narration))
        guard newDescription != description else { return }
        description = newDescription
        canvas.setAccessibleDescription(newDescription)
    }
}
