import TouchKit

/// A panel hidden past the left edge that a screen-edge pan drags in, and a pan or a tap on it pushes back.
/// Where it goes on release is decided as for the tray: by the finger's speed, or by the nearer end when the
/// release is slow; a spring carries it there. It lists the gestures the gallery knows.
public final class EdgeDrawer: View {
    /// The drawer's width, in points.
    public static let width = 280.0
    /// Releases slower than this (points per second) go to the nearer end.
    public static let flickSpeed = 60.0

    /// Moves the drawer's left edge between its resting places, following pans and springing on release.
    private lazy var slide: FlickSlide = {
        let slide = FlickSlide(
            duration: 0.45, dampingRatio: 0.8, read: { [unowned self] in left },
            write: { [unowned self] x in center = Point(x: x + bounds.width / 2, y: bounds.height / 2) },
            clock: { [unowned self] in window?.router.clock })
        slide.openPosition = 0
        slide.closedPosition = -Self.width
        slide.flickSpeed = Self.flickSpeed
        return slide
    }()

    /// True when the drawer is open or opening.
    public var isOpen: Bool { slide.isOpen }
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
            line.style =
                index == 0
                ? TextStyle(size: 18, color: .white) : TextStyle(size: 14, color: Palette.text, isBold: false)
            lines.append(line)
            addSubview(line)
        }
    }

    /// Replaces the words of line `index` (0 is the title), for a hint that changed.
    public func setLine(_ index: Int, to text: String) {
        if lines.indices.contains(index) { lines[index].text = text }
    }

    /// Sizes the drawer to the window's height and puts it where it rests.
    public func layout(height: Double) {
        bounds = Rect(x: 0, y: 0, width: Self.width, height: height)
        slide.rest()
        for (index, line) in lines.enumerated() {
            line.frame = Rect(
                x: 8, y: 24 + Double(index) * 34 + (index > 0 ? 12 : 0), width: Self.width - 16, height: 30)
        }
    }

    /// The x of the drawer's left edge now.
    public var left: Double { center.x - bounds.width / 2 }

    /// Follows a pan (the screen-edge pan, or a pan on the drawer): the drawer moves with the finger and
    /// springs open or shut on release.
    public func follow(_ pan: PanGestureRecognizer) {
        slide.follow(pan, in: superview, along: .horizontal)
    }

    /// Springs the drawer open or shut, starting at `velocity` (points per second, rightward positive).
    public func settle(open: Bool, velocity: Double) {
        slide.settle(open: open, velocity: velocity)
    }
}
