import TouchKit

/// `tray`: a slide-out tray at the bottom, panned up and down. On release the pan's vertical velocity
/// decides whether it opens (moving up) or closes (moving down), and a spring carries it there starting at
/// the finger's speed, as in the gesture-recognizer guide's tray. A slow release goes to the nearer end; a
/// tap on the handle toggles it.
public final class TrayScene: Scene {
    /// The scene's name.
    public static let name = "tray"
    public override var sceneName: String { Self.name }

    /// How much of the tray shows when closed, in points: the handle.
    public static let closedVisibleHeight = 64.0
    /// Releases slower than this (points per second) go to the nearer end instead of following the flick.
    public static let flickSpeed = 60.0
    /// The spring's damping ratio: a little bounce, as the guide's example.
    public static let dampingRatio = 0.72
    /// The spring's duration, in seconds.
    public static let springDuration = 0.5

    /// Where the tray is headed or resting.
    public enum Position: String {
        /// Only the handle shows.
        case closed
        /// The whole tray shows.
        case open
    }

    private let tray = View(name: "tray")
    private let handle = View(name: "handle")
    private let arrow = LabelView(name: "arrow")
    private let title = LabelView(name: "title")
    private let hint = LabelView(name: "hint")
    private var swatches: [View] = []
    /// Where the tray rests or is animating to.
    public private(set) var position = Position.closed
    private var trayTopAtPanStart = 0.0
    private var slide: Animation?
    /// The velocity of the last release, in points per second (positive is down).
    public private(set) var lastReleaseVelocity: Double?
    /// The spring's initial velocity for the last release, as a fraction of the distance per second.
    public private(set) var lastSpringVelocity: Double?

    public override func viewDidLoad() {
        view.backgroundColor = Color(hex: "#2b3a4a")
        // Clear of the chain overlay's number on the root's top-left corner.
        hint.horizontalPadding = 36
        hint.style = TextStyle(size: 17, color: Palette.text, isBold: false)
        hint.text = "Drag the tray up or down, or flick it: the release speed decides"
        view.addSubview(hint)

        tray.backgroundColor = Color(hex: "#f4f1ea")
        tray.cornerRadius = 18
        tray.isMultipleTouchEnabled = true
        handle.backgroundColor = Color(hex: "#c9c3b6")
        handle.cornerRadius = 3
        arrow.style = TextStyle(size: 18, color: Color(hex: "#6b6358")!)
        title.style = TextStyle(size: 16, color: Color(hex: "#3b362f")!)
        title.text = "Tray"
        tray.addSubview(handle)
        tray.addSubview(arrow)
        tray.addSubview(title)
        for index in 0..<5 {
            let swatch = View(name: "swatch-\(index + 1)")
            swatch.backgroundColor = Palette.color(index)
            swatch.cornerRadius = 12
            swatch.isUserInteractionEnabled = false
            swatches.append(swatch)
            tray.addSubview(swatch)
        }
        view.addSubview(tray)

        let pan = PanGestureRecognizer(name: "tray-pan") { [unowned self] in self.pan($0 as! PanGestureRecognizer) }
        tray.addGestureRecognizer(pan)
        let tap = TapGestureRecognizer(name: "tray-toggle") { [unowned self] tap in
            // Only the handle strip toggles; a tap on the tray's content leaves it where it is.
            guard tap.location(in: tray).y < Self.closedVisibleHeight else { return }
            self.settle(at: position == .open ? .closed : .open, velocity: 0)
        }
        tray.addGestureRecognizer(tap)
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    /// The tray's height for a window size, in points.
    private func trayHeight(for size: Size) -> Double { min(max(size.height * 0.55, 160), 360) }

    /// The y of the tray's top edge when it rests at `position`, in root points.
    public func restingTop(_ position: Position) -> Double {
        let size = view.bounds.size
        return position == .open ? size.height - trayHeight(for: size) : size.height - Self.closedVisibleHeight
    }

    /// The y of the tray's top edge now, in root points.
    public var trayTop: Double { tray.frame.minY }

    private func layout(in size: Size) {
        slide?.cancel()
        hint.frame = Rect(x: 0, y: 24, width: size.width, height: 40)
        let height = trayHeight(for: size)
        // Taller than it shows, so the spring's overshoot never reveals a gap under it.
        tray.frame = Rect(x: 0, y: restingTop(position), width: size.width, height: height + 60)
        handle.frame = Rect(x: size.width / 2 - 24, y: 10, width: 48, height: 6)
        arrow.frame = Rect(x: size.width / 2 - 20, y: 20, width: 40, height: 28)
        title.frame = Rect(x: 0, y: 64, width: size.width, height: 28)
        let side = min(72, (size.width - 40) / 5 - 16)
        let totalWidth = side * 5 + 16 * 4
        for (index, swatch) in swatches.enumerated() {
            swatch.frame = Rect(x: (size.width - totalWidth) / 2 + Double(index) * (side + 16), y: 108, width: side, height: side)
        }
        updateArrow()
    }

    private func updateArrow() {
        arrow.text = position == .open ? "▼" : "▲"
    }

    private func pan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            slide?.cancel()
            trayTopAtPanStart = trayTop
            fallthrough
        case .changed:
            let proposed = trayTopAtPanStart + pan.translation(in: view).y
            setTrayTop(rubberBanded(proposed))
        case .ended:
            let velocity = pan.velocity(in: view).y
            lastReleaseVelocity = velocity
            let target: Position
            if abs(velocity) >= Self.flickSpeed {
                target = velocity < 0 ? .open : .closed
            } else {
                let middle = (restingTop(.open) + restingTop(.closed)) / 2
                target = trayTop < middle ? .open : .closed
            }
            settle(at: target, velocity: velocity)
        case .cancelled:
            settle(at: position, velocity: 0)
        default:
            break
        }
    }

    /// Past either end the tray follows the finger at a tenth of its speed, so it feels held back.
    private func rubberBanded(_ top: Double) -> Double {
        let high = restingTop(.open), low = restingTop(.closed)
        if top < high { return high - (high - top) / 10 }
        if top > low { return low + (top - low) / 10 }
        return top
    }

    private func setTrayTop(_ top: Double) {
        tray.center = Point(x: tray.center.x, y: top + tray.bounds.height / 2)
    }

    /// Springs the tray to `target`, starting at the finger's `velocity` (points per second, down positive).
    private func settle(at target: Position, velocity: Double) {
        slide?.cancel()
        position = target
        updateArrow()
        let from = trayTop, to = restingTop(target)
        let distance = to - from
        let timing = AnimationTiming.spring(duration: Self.springDuration, dampingRatio: Self.dampingRatio,
                                            distance: distance, releaseVelocity: velocity)
        lastSpringVelocity = timing.initialVelocity
        slide = animate(timing, update: { [unowned self] progress in setTrayTop(from + distance * progress) })
        if slide == nil { setTrayTop(to) }
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("tray", .string(position.rawValue)),
            ("trayTop", .number(trayTop)),
            ("moving", .bool(slide?.isRunning ?? false)),
            ("releaseVelocity", lastReleaseVelocity.map(JSONValue.number) ?? .null),
            ("springVelocity", lastSpringVelocity.map(JSONValue.number) ?? .null),
        ]
    }
}
