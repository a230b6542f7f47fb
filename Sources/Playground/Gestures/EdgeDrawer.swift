import TouchKit

/// A panel hidden past the left edge that a screen-edge pan drags in, and a pan or a tap on it pushes back.
/// Where it goes on release is decided as for the tray: by the finger's speed, or by the nearer end when the
/// release is slow; a spring carries it there. It lists the gestures the gallery knows.
public final class EdgeDrawer: View {
    /// The drawer's width, in points.
    public static let width = 280.0
    /// Releases slower than this (points per second) go to the nearer end.
    public static let flickSpeed = 60.0

    /// True when the drawer is open or opening.
    public private(set) var isOpen = false
    private var leftAtPanStart = 0.0
    private var slide: Animation?
    private var lines: [LabelView] = []

    /// Creates the drawer listing `help`, one line per entry.
    public init(name: String, help: [String]) {
        super.init(name: name)
        backgroundColor = Color(hex: "#2d333b")
        borderColor = Color(hex: "#539bf5")!
        borderWidth = 2
        isMultipleTouchEnabled = true
        for (index, text) in help.enumerated() {
            let line = LabelView(name: "help-\(index + 1)")
            line.text = text
            line.style = index == 0 ? TextStyle(size: 18, color: .white) : TextStyle(size: 14, color: Palette.text, isBold: false)
            lines.append(line)
            addSubview(line)
        }
    }

    /// Sizes the drawer to the window's height and puts it where it rests.
    public func layout(height: Double) {
        slide?.cancel()
        bounds = Rect(x: 0, y: 0, width: Self.width, height: height)
        setLeft(restingLeft(open: isOpen))
        for (index, line) in lines.enumerated() {
            line.frame = Rect(x: 8, y: 24 + Double(index) * 34 + (index > 0 ? 12 : 0), width: Self.width - 16, height: 30)
        }
    }

    /// The x of the drawer's left edge when it rests open or closed, in its superview's points.
    public func restingLeft(open: Bool) -> Double { open ? 0 : -Self.width }

    /// The x of the drawer's left edge now.
    public var left: Double { center.x - bounds.width / 2 }

    private func setLeft(_ x: Double) {
        center = Point(x: x + bounds.width / 2, y: bounds.height / 2)
    }

    /// Follows a pan (the screen-edge pan, or a pan on the drawer): the drawer moves with the finger and
    /// springs open or shut on release.
    public func follow(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            slide?.cancel()
            leftAtPanStart = left
            fallthrough
        case .changed:
            let proposed = leftAtPanStart + pan.translation(in: superview).x
            setLeft(min(max(proposed, restingLeft(open: false)), restingLeft(open: true)))
        case .ended:
            let velocity = pan.velocity(in: superview).x
            let open = abs(velocity) >= Self.flickSpeed ? velocity > 0 : left > -Self.width / 2
            settle(open: open, velocity: velocity)
        case .cancelled:
            settle(open: isOpen, velocity: 0)
        default:
            break
        }
    }

    /// Springs the drawer open or shut, starting at `velocity` (points per second, rightward positive).
    public func settle(open: Bool, velocity: Double) {
        slide?.cancel()
        isOpen = open
        let from = left, distance = restingLeft(open: open) - from
        let timing = AnimationTiming.spring(duration: 0.45, dampingRatio: 0.8, distance: distance, releaseVelocity: velocity)
        guard let clock = window?.router.clock else {
            setLeft(from + distance)
            return
        }
        slide = Animation(timing: timing, clock: clock) { [unowned self] p in setLeft(from + distance * p) }
        slide?.start()
    }
}
