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
    /// touch while `replaying`, else the scene's own. `focused` is the keyboard's view, said before the
    /// scene's name.
    func update(session: SceneSession, replaying: ReplaySession?, focused: String? = nil) {
        if let replaying {
            update(
                title: session.title, root: replaying.liveHost.scene.view, narrator: replaying.narrator, fingersDown: 0)
        } else {
            update(
                title: session.title, root: session.host.scene.view, narrator: session.narrator,
                fingersDown: session.host.window.router.activeTouches.count, focused: focused)
        }
    }

    /// Names the canvas after the scene (`title`) and, while no finger is down, describes `root`'s views and
    /// the last touch `narrator` told, with the views it recolored. The views are walked when a touch ended
    /// and otherwise every ``refreshFrames`` frames, not on every frame (a lesson may have thousands).
    func update(title: String, root: View, narrator: TouchNarrator, fingersDown: Int, focused: String? = nil) {
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
        guard isNewStory || framesSinceDescribed >= Self.refreshFrames else { return }
        framesSinceDescribed = 0
        let colors = Self.colors(in: root)
        if isNewStory, lastStory?.0 == story.0 {
            recolored = colors.keys.filter { name in restingColors[name].map { $0 != colors[name] } ?? false }.sorted()
        } else if isNewStory {
            recolored = []  // another scene: nothing to compare with
        }
        lastStory = story
        restingColors = colors
        let touch = CanvasDescription.lastTouch(narrator.narration, recolored: recolored)
        let newDescription = CanvasDescription.describe(root: root, lastTouch: touch)
        guard newDescription != description else { return }
        description = newDescription
        canvas.setAccessibleDescription(newDescription)
    }

    /// How many frames at rest go by before the views are described again (a scene's timers may move them).
    static let refreshFrames = 30
    /// The narrator and its version when the canvas was last described.
    private var lastStory: (ObjectIdentifier, Int)?
    private var framesSinceDescribed = 0
    /// Each view's colour at rest, before the touch being told.
    private var restingColors: [String: Color] = [:]
    /// The views the last touch recolored.
    private var recolored: [String] = []

    /// Each view's background colour, by name.
    private static func colors(in root: View) -> [String: Color] {
        var colors: [String: Color] = [:]
        func visit(_ view: View) {
            if let color = view.backgroundColor { colors[view.name] = color }
            view.subviews.forEach(visit)
        }
        visit(root)
        return colors
    }
}
