import JSON
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
    /// Moves the tray's top edge between its resting places, following pans and springing on release.
    private lazy var slide: FlickSlide = {
        let slide = FlickSlide(
            duration: Self.springDuration, dampingRatio: Self.dampingRatio,
            read: { [unowned self] in trayTop },
            write: { [unowned self] top in tray.center.y = top + tray.bounds.height / 2 },
            clock: { [unowned self] in clock })
        slide.overdrag = 0.1
        slide.flickSpeed = Self.flickSpeed
        slide.onTargetChange = { [unowned self] _ in updateArrow() }
        return slide
    }()

    /// Where the tray rests or is animating to.
    public var position: Position { slide.isOpen ? .open : .closed }

    public override func viewDidLoad() {
        view.backgroundColor = Color(hex: "#2b3a4a")
        hint.style = TextStyle(size: 17, color: Palette.text, isBold: false)
        hint.text = tr("Drag the tray up or down, or flick it: the release speed decides")
        view.addSubview(hint)

        tray.backgroundColor = Color(hex: "#f4f1ea")
        tray.cornerRadius = 18
        tray.isMultipleTouchEnabled = true
        handle.backgroundColor = Color(hex: "#c9c3b6")
        handle.cornerRadius = 3
        arrow.style = TextStyle(size: 18, color: Color(hex: "#6b6358")!)
        title.style = TextStyle(size: 16, color: Color(hex: "#3b362f")!)
        title.text = tr("Tray")
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

        let pan = PanGestureRecognizer(name: "tray-pan")
        pan.onChange { [unowned self] in slide.follow($0, in: view, along: .vertical) }
        tray.addGestureRecognizer(pan)
        let tap = TapGestureRecognizer(name: "tray-toggle") { [unowned self] tap in
            // Only the handle strip toggles; a tap on the tray's content leaves it where it is.
            guard tap.location(in: tray).y < Self.closedVisibleHeight else { return }
            slide.settle(open: !slide.isOpen, velocity: 0)
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
        // Clear of the chain overlay's number on the root's top-left corner.
        hint.horizontalPadding = ChainOverlay.clearance(for: size)
        hint.frame = Rect(x: 0, y: 24, width: size.width, height: 40)
        let height = trayHeight(for: size)
        // Taller than it shows, so the spring's overshoot never reveals a gap under it.
        tray.frame = Rect(x: 0, y: 0, width: size.width, height: height + 60)
        slide.openPosition = restingTop(.open)
        slide.closedPosition = restingTop(.closed)
        slide.rest()
        handle.frame = Rect(x: size.width / 2 - 24, y: 10, width: 48, height: 6)
        arrow.frame = Rect(x: size.width / 2 - 20, y: 20, width: 40, height: 28)
        title.frame = Rect(x: 0, y: 64, width: size.width, height: 28)
        let side = min(72, (size.width - 40) / 5 - 16)
        let totalWidth = side * 5 + 16 * 4
        for (index, swatch) in swatches.enumerated() {
            swatch.frame = Rect(
                x: (size.width - totalWidth) / 2 + Double(index) * (side + 16), y: 108, width: side, height: side)
        }
        updateArrow()
    }

    private func updateArrow() {
        arrow.text = position == .open ? "▼" : "▲"
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("tray", .string(position.rawValue)),
            ("trayTop", .number(trayTop)),
            ("moving", .bool(slide.isMoving)),
            ("releaseVelocity", slide.lastReleaseVelocity.map(JSONValue.number) ?? .null),
            ("springVelocity", slide.lastSpringVelocity.map(JSONValue.number) ?? .null),
        ]
    }
}
