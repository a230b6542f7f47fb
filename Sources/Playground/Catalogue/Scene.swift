import JSON
import TouchKit

/// A playground scene: a view controller that builds a view hierarchy, attaches recognizers and reports its
/// state for `replay --state` and the tests.
///
/// ```swift
/// final class Hello: Scene {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(View(name: "A", frame: Rect(x: 10, y: 10, width: 50, height: 50)))
///     }
/// }
/// ```
open class Scene: ViewController {
    /// What the scene was made with: window size, random colors, photo folder.
    public let context: SceneContext

    /// Creates a scene; the catalogue calls this.
    public init(context: SceneContext) {
        self.context = context
        super.init()
    }

    /// The root view, already the size of the window so ``viewDidLoad()`` can lay out.
    open override func loadView() -> View {
        View(name: "root", frame: Rect(origin: .zero, size: context.size))
    }

    /// The scene's name in the catalogue (`"touch-views"`).
    open var sceneName: String { "" }

    /// Something the scene cannot show as it should (a missing photo, say), as one line naming the file;
    /// `nil` when all is well. `replay` warns about it and the state file reports it.
    open var problem: String? { nil }

    /// The window's clock, for the scene's own timers and animations; `nil` until the scene is in a window.
    public var clock: (any Clock)? { view.window?.router.clock }

    /// Runs `body` after `delay` seconds on the window's clock (virtual time in replays); keep the timer to
    /// cancel it. Does nothing, and returns `nil`, before the scene is in a window. A timer that falls due
    /// after the scene is gone (the window switched scenes) does nothing, so `body` may capture the scene
    /// unowned.
    @discardableResult
    public func after(_ delay: Double, _ body: @escaping () -> Void) -> ClockTimer? {
        clock?.schedule(after: delay) { [weak self] in
            if self != nil { body() }
        }
    }

    /// Cancels a timer made with ``after(_:_:)``; `nil` is ignored.
    public func cancel(_ timer: ClockTimer?) {
        if let timer { clock?.cancel(timer) }
    }

    /// How the mouse makes a second finger now; the window sets it as the user changes it, and the scene's
    /// hints follow (``mouseHintsChanged()``).
    public var mouseHints = MouseHints() {
        didSet { if mouseHints != oldValue { mouseHintsChanged() } }
    }

    /// Called after ``mouseHints`` changed: a scene that tells a mouse user what to do says it again. The
    /// default does nothing.
    open func mouseHintsChanged() {}

    /// A key pressed while the canvas has the keyboard focus; returns true when the scene used it. The
    /// default uses none.
    open func handleKey(_ key: SceneKey) -> Bool { false }

    /// What the window the scene is shown in does for it (see ``SceneWindowServices``); none until the window
    /// connects (``connect(to:)``), and none headless.
    public private(set) var windowServices = SceneWindowServices()

    /// Connects the scene to the window it is shown in (the window calls it once, before the first frame);
    /// the scene reads ``windowServices`` whenever it needs one.
    ///
    /// ```swift
    /// scene.connect(to: SceneWindowServices(showMessage: { toast($0) }))
    /// ```
    public func connect(to services: SceneWindowServices) {
        windowServices = services
    }

    /// The real widgets the scene wants beside the canvas (the controls scene's text fields, switch, slider…),
    /// described for the window to build; nil for none, the default.
    open var form: SceneForm? { nil }

    /// A pen hovering over the canvas at `location` (window points), or no longer (nil); returns true when
    /// the scene shows it and wants a frame. The default ignores it.
    open func penHovered(at location: Point?, isEraser: Bool) -> Bool { false }

    /// Called just before the window replaces the scene (another scene chosen, a rebuild): put back whatever
    /// the scene asked of the window (a full screen for a calibration). The default does nothing.
    open func windowWillReplaceScene() {}

    /// True when the window should keep the session's input for the scene's report (the touch lab's bug
    /// report bundles it); the default keeps none.
    open var keepsSessionForReport: Bool { false }

    /// What a screen reader should hear of the scene besides its views, said before them, in the language
    /// shown: the words of a panel the scene draws on its canvas (the touch lab's calibration advice). The
    /// default is none.
    open var spokenWords: [String] { [] }

    /// What the scene shows besides its views, for the `--state` file (the photo on screen, say).
    open func extraState() -> [(String, JSONValue)] { [] }

    /// The scene after replay, as the `--state` file's JSON: its name, every view under the root (root
    /// included) with its frame in window points, transform and color, then ``extraState()``.
    public func stateJSON() -> JSONValue {
        var views: [JSONValue] = []
        func visit(_ view: View) {
            let frame = view.superview == nil ? view.frame : view.convert(view.bounds, to: nil)
            views.append(
                .object([
                    ("name", .string(view.name)),
                    (
                        "frame",
                        .array([frame.minX, frame.minY, frame.width, frame.height].map { JSONValue.number($0) })
                    ),
                    ("transform", .array(view.transform.entries.map { JSONValue.number($0) })),
                    ("color", view.backgroundColor.map { .string($0.hexString) } ?? .null),
                ]))
            for subview in view.subviews { visit(subview) }
        }
        visit(view)
        return .object([("scene", .string(sceneName)), ("views", .array(views))] + extraState())
    }
}
