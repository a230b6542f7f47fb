import TouchKit

/// `touch-views`: views A, B, C and D (D inside C, B in front of A) in the root view. Touching a view
/// recolors it and every view the touch passes through on its way up the responder chain; the controller
/// recolors the root's background when the touch reaches it.
///
/// Lessons refer to these names: try a touch on D (D, C and the root change) and one where B overlaps A
/// (only B and the root change: B is in front, and A is not B's superview).
public final class TouchViewsScene: Scene {
    /// The scene's fixed name.
    public static let name = "touch-views"
    public override var sceneName: String { Self.name }

    private var views: [String: View] = [:]

    public override func viewDidLoad() {
        view.backgroundColor = context.randomColor()
        for name in ["A", "B", "C"] {
            let colorView = ColorView(name: name) { [context] in context.randomColor() }
            views[name] = colorView
            view.addSubview(colorView)
        }
        let d = ColorView(name: "D") { [context] in context.randomColor() }
        views["D"] = d
        views["C"]!.addSubview(d)
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) {
        layout(in: size)
    }

    /// Places the views as fractions of the window, so they keep their arrangement at any size.
    private func layout(in size: Size) {
        func place(_ name: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, in container: Size) {
            views[name]?.frame = Rect(
                x: x * container.width, y: y * container.height,
                width: w * container.width, height: h * container.height)
        }
        place("A", 0.06, 0.08, 0.38, 0.40, in: size)
        place("B", 0.28, 0.30, 0.32, 0.34, in: size)
        place("C", 0.64, 0.10, 0.30, 0.80, in: size)
        if let c = views["C"] { place("D", 0.15, 0.45, 0.70, 0.40, in: c.bounds.size) }
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        view.backgroundColor = context.randomColor()
        super.touchesBegan(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        view.backgroundColor = context.randomColor()
        super.touchesEnded(touches, with: event)
    }
}
