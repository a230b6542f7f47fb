import GtkBridge
import Playground
import TouchKit
import TouchRender

/// One scene running in the window: its host (application, window, scene) on the GLib clock, the event log
/// feeding the teaching narration, and the count of inputs handled (reported for tests).
@MainActor
final class SceneSession {
    /// The scene's catalogue name.
    let name: String
    /// The scene in its window.
    let host: SceneHost
    /// How the last touch travelled, for the panel and the overlay.
    let narrator = TouchNarrator()
    /// Input events handled since the scene was made.
    private(set) var inputCount = 0

    /// Builds the scene `name` at `size` points; `notify` shows a message to the user (a drawing saved or not).
    init(
        name: String, size: Size, seed: UInt64, imageDirectory: String, clock: GLibClock,
        notify: @escaping @MainActor (String) -> Void
    ) throws(UnknownSceneError) {
        self.name = name
        let context = SceneContext(
            size: size, seed: seed, imageDirectory: imageDirectory,
            stickerDirectory: DataDirectory.stickers(), alphaReader: RasterAlphaReader())
        host = try SceneHost(sceneNamed: name, context: context, clock: clock)
        if let pad = host.scene as? DrawingPadScene {
            pad.saveHandler = { drawing, size in DrawingSaver.save(drawing, size: size) }
            pad.onMessage = notify  // as a toast, not on the grey line under the paper
        }
        let log = EventLog(keepsEntries: false)
        log.onRecord = { [narrator] in narrator.record($0) }
        host.window.router.eventLog = log
    }

    /// Hands one input event to the scene's router.
    func handle(_ event: InputEvent) {
        let router = host.window.router!
        router.handle(event)
        inputCount += 1
        narrator.inputDidSettle(active: router.hasActiveInput)
    }

    /// Lifts every touch still down (the window lost them, or the scene is going away).
    func cancelInput(at time: Double) {
        host.window.router.cancelAllInput(at: time)
        narrator.inputDidSettle(active: false)
    }

    /// Follows the canvas's size.
    func resize(to size: Size) {
        guard size.width >= 1, size.height >= 1, size != host.window.bounds.size else { return }
        host.window.resize(to: size)
    }

    /// The scene's views, as drawing commands.
    func displayList() -> DisplayList {
        DisplayListBuilder.displayList(for: host.window)
    }

    /// Adds the chain overlay for the last touch on top of `list`.
    func drawChain(into list: inout DisplayList) {
        ChainOverlay.draw(narrator.narration, in: host.window, into: &list)
    }
}
