import FoundationEssentials
import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit
import TouchRender

/// The canvas's exploded view in the window: its camera animated on the canvas's frame clock, a hand on it
/// turning it or tapping through it (``ExplodedGesture``), Alt+arrows turning it, and what it drew for the
/// status file.
///
/// ```swift
/// let stage = ExplodedStage(ticker: canvas)
/// stage.onChange = { window.requestFrame() }
/// stage.setOn(true)                     // spreads over a third of a second
/// stage.draw(layers, narration: narration, in: canvas.size, into: &list)
/// ```
@MainActor
final class ExplodedStage {
    /// Where it is looked at from and how far it is spread.
    private(set) var camera = ExplodedCamera()
    /// Called when it needs drawing again (a frame of its animation, a turn, a flag changed).
    var onChange: (() -> Void)? {
        didSet { flags.onChange = onChange }
    }
    /// The chain panel's section that changes a view's flags; a right-click on the stack picks its view.
    let flags = ViewFlagsSection()
    /// Called after a right-click picked a view for the form (the window shows the form).
    var onPicked: (() -> Void)?
    /// The scene's window while the canvas is flat and shows it (not a replay): a right-click there picks
    /// the frontmost view drawn under the pointer.
    var flatScene: (() -> View?)?
    private let secondaryClick = GestureClick()
    private var drawnLayers: ViewLayers?
    private var gesture = ExplodedGesture()
    /// The projection of the last frame drawn, to map a tap back to the scene.
    private var projection: ExplodedProjection?
    private var drawnRays: [HitTestRay] = []
    /// The words the last frame wrote, their sizes and whether each was whole.
    private var drawnWords: ExplodedWords?
    /// The words' widths, measured as the canvas draws them, once per text.
    private let widths = TextWidths(measurer: PangoTextMeasurer())
    private var ticking = false
    private let ticker: Widget

    /// A stage animated on `ticker`'s frame clock, switched off.
    init(ticker: Widget) {
        self.ticker = ticker
        secondaryClick.button = 3
        secondaryClick.onPressed { [weak self] _, x, y in
            guard let self else { return }
            self.pick(at: Point(x: x / self.zoom, y: y / self.zoom))
        }
        ticker.addController(secondaryClick)
    }

    /// Picks the view drawn frontmost at `point` (canvas points) for the flags form: on the stack, or on
    /// the flat canvas.
    private func pick(at point: Point) {
        let picked: (ViewLayers, Int)?
        if isShown {
            guard let projection, let layers = drawnLayers else { return }
            picked = layers.layer(at: point, projection: projection).map { (layers, $0) }
        } else {
            guard let window = flatScene?() else { return }
            let layers = ViewLayers(of: window)
            let flat = ExplodedProjection(
                window: layers.windowSize, depthCount: layers.depthCount, yaw: 0, pitch: 0, spreading: 0,
                into: Rect(origin: .zero, size: layers.windowSize))
            picked = layers.layer(at: point, projection: flat, shownOnly: true).map { (layers, $0) }
        }
        guard let (layers, index) = picked else { return }
        flags.select(id: layers.layers[index].id)
        onPicked?()
        onChange?()
    }

    /// The name of the view whose slab is drawn frontmost at `point` (canvas points), on the last frame: a
    /// class's guess pointed at on the stack.
    func viewName(at point: Point) -> String? {
        guard isShown, let projection, let layers = drawnLayers else { return nil }
        return layers.layer(at: point, projection: projection).map { layers.layers[$0].name }
    }

    /// From window points to the plane in front of the stack where a touch's ray begins, on the last frame:
    /// where a touch not yet delivered is drawn.
    var inFront: AffineTransform? {
        guard isShown, let projection else { return nil }
        return projection.slab(Double(projection.depthCount - 1) + ExplodedProjection.rayInFront)
    }

    /// How many of the canvas widget's points make one of its own (the canvas's zoom): a right-click's
    /// position is divided by it.
    var zoom = 1.0

    /// Where the last frame wrote the answer (the latest ray's words), in canvas points, while it shows.
    var answer: Rect? { camera.isShown ? drawnWords?.answer : nil }

    /// Whether it shows (on, or still gathering after being switched off).
    var isShown: Bool { camera.isShown }

    /// Switches it on or off: spread or gathered over a third of a second, at once when `animated` is
    /// false (the launch, the desktop's reduced motion).
    func setOn(_ isOn: Bool, animated: Bool = true) {
        camera.isOn = isOn
        camera.reducedMotion = !animated
        if !animated { camera.advance(to: 0) }
        if !ticking { tick() }
    }

    /// Draws `layers` exploded with the rays of `narration`'s hit tests, in a canvas of `size` points.
    func draw(_ layers: ViewLayers, narration: TouchNarration, in size: Size, into list: inout DisplayList) {
        drawnRays = HitTestRay.rays(of: narration, in: layers)
        drawnLayers = layers
        var words = ExplodedWords(canvas: size, widths: widths)
        projection = ExplodedDrawing.draw(
            layers, rays: drawnRays, camera: camera,
            selected: flags.isPicked ? flags.selected.map(ObjectIdentifier.init) : nil, in: size, words: &words,
            into: &list)
        drawnWords = words
    }

    /// Draws a replay's scene exploded, in a canvas of `size` points.
    func draw(replay: ReplaySession, in size: Size, into list: inout DisplayList) {
        draw(replay.layers, narration: replay.narrator.narration, in: size, into: &list)
    }

    /// Takes an input event on the canvas: a drag turns the stack, a tap comes back as the events to send
    /// to the scene, in window points.
    func handle(_ event: InputEvent) -> ExplodedGesture.Outcome {
        let outcome = gesture.handle(event, camera: &camera, projection: projection)
        if outcome == .turned { onChange?() }
        return outcome
    }

    /// Turns the stack by one Alt+arrow step: `dx` and `dy` are -1, 0 or 1.
    func turn(dx: Int, dy: Int) {
        camera.turn(yaw: Double(dx) * ExplodedCamera.keyStep, pitch: Double(-dy) * ExplodedCamera.keyStep)
        onChange?()
    }

    private func tick() {
        camera.advance(to: ProcessInfo.processInfo.systemUptime)
        onChange?()
        ticking = camera.isAnimating
        if ticking { ticker.onNextFrame { [weak self] in self?.tick() } }
    }

    /// What it shows, for the status file.
    var status: WindowStatus.Exploded {
        var status = WindowStatus.Exploded()
        (status.on, status.progress) = (camera.isOn, camera.progress)
        (status.yaw, status.pitch) = (camera.yaw * 180 / .pi, camera.pitch * 180 / .pi)
        guard camera.isShown, let projection else { return status }
        status.slabs = projection.depthCount
        status.slabTransforms = (0..<projection.depthCount).map { projection.slab($0).entries }
        status.rays = drawnRays.map { ray in
            var status = WindowStatus.Exploded.Ray()
            status.point = [ray.point.x, ray.point.y]
            status.marks = ray.marks.map { "\($0.view): \($0.verdict.rawValue)" }
            status.depths = ray.marks.map(\.depth)
            return status
        }
        if let drawnWords {
            status.wordSize = drawnWords.size
            status.words = drawnWords.written.map { .init(text: $0.text, size: $0.size, whole: $0.isWhole) }
            status.tagsOverLabels = drawnWords.tagsOverLabels
            status.namesUnderAnswer = drawnWords.namesUnderAnswer
        }
        return status
    }
}
