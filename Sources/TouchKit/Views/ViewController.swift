/// Owns a root view and sits behind it in the responder chain, as UIKit's `UIViewController`.
///
/// Subclass it to build a scene: create the view hierarchy in ``viewDidLoad()`` and handle what the views
/// pass up the chain.
///
/// ```swift
/// final class Hello: ViewController {
///     override func viewDidLoad() {
///         view.addSubview(View(name: "A", frame: Rect(x: 10, y: 10, width: 50, height: 50)))
///     }
/// }
/// ```
open class ViewController: Responder {
    private var loadedView: View?

    /// Creates a view controller; its name is `"controller"` in the event log unless told otherwise.
    public override init(name: String = "controller") {
        super.init(name: name)
    }

    deinit {
        loadedView?.owningViewController = nil
    }

    /// The root view, created on first use by ``loadView()`` then set up by ``viewDidLoad()``.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        view.owningViewController = self
        loadedView = view
        viewDidLoad()
        return view
    }

    /// True once ``view`` has been created.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Makes the root view; the default is an empty view named `"root"`.
    open func loadView() -> View {
        View(name: "root")
    }

    /// Called once the root view exists; build the hierarchy here.
    open func viewDidLoad() {}

    /// Called when the root view changes size, so the scene can lay itself out again.
    open func viewDidResize(to size: Size) {}

    /// The next responder: the window that shows the root view.
    open override var next: Responder? { loadedView?.superview }
}
