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
    /// What the label was made from (it is made again, with its translations, only when they change).
    private var labelSource: (title: String?, focused: String?) = (nil, nil)
    private let canvas: Widget

    /// Speaks for `canvas`.
    init(canvas: Widget) {
        self.canvas = canvas
    }

    /// Names the canvas after `session`'s scene and describes what it shows: the replay's scene and last
    /// touch while `replaying` (the moment on show, after a step back too), else the scene's own.
    /// `focused` is the keyboard's view, said before the scene's name; `problems` are the ones the canvas's
    /// banner shows, said first.
    func update(session: SceneSession, replaying: ReplaySession?, focused: String? = nil, problems: [String] = []) {
        if let replaying {
            update(
                title: session.title, picture: { replaying.picture }, narrator: replaying.narrator, fingersDown: 0,
                problems: problems, recolored: replaying.shownRecolored)
        } else {
            let root = session.host.scene.view
            update(
                title: session.title, picture: { CanvasPicture(root: root) }, narrator: session.narrator,
                fingersDown: session.host.window.router.activeTouches.count, focused: focused, problems: problems)
        }
    }

    /// Names the canvas after the scene (`title`) and, while no finger is down, describes the views of
    /// `picture` and the last touch `narrator` told, with the views it recolored (`recolored` when a replay's
    /// kept moment says), after the `problems` the banner shows. The views are taken when a touch ended, when the problems change, and otherwise every
    /// ``refreshFrames`` frames, not on every frame (a lesson may have thousands).
    func update(
        title: String, picture: () -> CanvasPicture, narrator: TouchNarrator, fingersDown: Int,
        focused: String? = nil, problems: [String] = [], recolored shownRecolored: [String]? = nil
    ) {
        if labelSource.title != title || labelSource.focused != focused {
            labelSource = (title, focused)
            let scene = tr("{scene}, the scene", ["scene": title])
            // The keyboard's view first: a change of name is what a screen reader says when the ring moves.
            let newLabel = focused.map { tr("{view}. {scene}", ["view": $0, "scene": scene]) } ?? scene
            if newLabel != label {
                label = newLabel
                canvas.setAccessibleLabel(newLabel)
            }
        }
        guard fingersDown == 0 else { return }
        let story = (ObjectIdentifier(narrator), narrator.version)
        let isNewStory = lastStory.map { $0.0 != story.0 || $0.1 != story.1 } ?? true
        framesSinceDescribed += 1
        guard isNewStory || problems != spokenProblems || framesSinceDescribed >= Self.refreshFrames else { return }
        framesSinceDescribed = 0
        let shown = picture()
        if let shownRecolored {
            recolored = shownRecolored  // a replay's kept moment says what its event recolored
        } else if isNewStory, lastStory?.0 == story.0 {
            recolored = shown.recolored(since: resting)
        } else if isNewStory {
            recolored = []  // another scene, or another moment of a replay: nothing to compare with
        }
        lastStory = story
        resting = shown
        spokenProblems = problems
        let touch = CanvasDescription.lastTouch(narrator.narration, recolored: recolored)
        // What the banner says comes first: it is what a sighted person reads first across the canvas.
        let newDescription = (problems + [CanvasDescription.describe(shown, lastTouch: touch)]).joined(separator: " ")
        guard newDescription != description else { return }
        description = newDescription
        canvas.setAccessibleDescription(newDescription)
    }

    /// How many frames at rest go by before the views are described again (a scene's timers may move them).
    static let refreshFrames = 30
    /// The narrator and its version when the canvas was last described.
    private var lastStory: (ObjectIdentifier, Int)?
    private var framesSinceDescribed = 0
    /// The views as last described: their colours at rest, before the touch being told.
    private var resting: CanvasPicture?
    /// The views the last touch recolored.
    private var recolored: [String] = []

    /// The problems last said.
    private var spokenProblems: [String] = []
}
