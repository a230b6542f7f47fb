/// The top of a view hierarchy: shows a root view controller's view, owns the event router, and passes what
/// nobody handled to the application.
///
/// ```swift
/// let window = Window(size: Size(width: 800, height: 600), clock: ManualClock())
/// window.rootViewController = MyScene()
/// window.router.handle(InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 50, y: 50))))
/// ```
open class Window: View {
    /// The application that the window belongs to (the end of the responder chain). Weak: the application
    /// owns its windows.
    public internal(set) weak var application: Application?
    /// Turns input into touches, runs the recognizers and delivers touches to views.
    public private(set) var router: EventRouter!
    /// The event ``explainHitTest(at:)`` hands to hit tests, kept rather than made for each.
    let explainingEvent = TouchEvent()

    /// Creates a window of a size, in points, whose timers run on `clock`.
    public init(size: Size, clock: any Clock, name: String = "window") {
        super.init(name: name, frame: Rect(origin: .zero, size: size))
        router = EventRouter(window: self, clock: clock)
    }

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            if let old = oldValue, old !== rootViewController, old.isViewLoaded { old.view.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            controller.view.frame = bounds
            addSubview(controller.view)
        }
    }

    /// Resizes the window and its root view, and tells the root view controller.
    public func resize(to size: Size) {
        frame = Rect(origin: .zero, size: size)
        guard let controller = rootViewController else { return }
        controller.view.frame = bounds
        controller.viewDidResize(to: size)
    }

    /// The next responder: the application.
    open override var next: Responder? { application }
}
