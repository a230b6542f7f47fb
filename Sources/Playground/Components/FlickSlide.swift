import TouchKit

/// Something that slides along one axis between a closed and an open resting place (a tray, a drawer):
/// it follows a pan, and on release the pan's speed decides where it goes, toward the flick or, when the
/// release is slow, to the nearer end. A spring carries it there, starting at the finger's speed.
///
/// ```swift
/// let slide = FlickSlide(duration: 0.5, dampingRatio: 0.72, read: { tray.frame.minY },
///                        write: { tray.center.y = $0 + tray.bounds.height / 2 }, clock: { root.window?.router.clock })
/// slide.closedPosition = 536
/// slide.openPosition = 240
/// pan.onChange { slide.follow($0, in: root, along: .vertical) }
/// ```
public final class FlickSlide {
    /// The axis a slide moves along.
    public enum Axis {
        /// Left and right: the pan's x.
        case horizontal
        /// Up and down: the pan's y.
        case vertical
    }

    /// Where it rests closed, in points along the axis.
    public var closedPosition = 0.0
    /// Where it rests open, in points along the axis.
    public var openPosition = 0.0
    /// How much of the finger's travel past either end still moves it (0 stops at the ends; 0.1 feels held
    /// back, like a rubber band).
    public var overdrag = 0.0
    /// Releases slower than this, in points per second, go to the nearer end instead of following the flick.
    public var flickSpeed = 60.0
    /// Called with the new target (true for open) whenever a pan or a call decides where it goes.
    public var onTargetChange: ((Bool) -> Void)?
    /// True when it is open or on its way there.
    public private(set) var isOpen = false
    /// The finger's speed along the axis at the last release, in points per second.
    public private(set) var lastReleaseVelocity: Double?
    /// The spring's initial velocity for the last settle, as a fraction of the distance per second.
    public private(set) var lastSpringVelocity: Double?

    private let duration: Double
    private let dampingRatio: Double
    private let read: () -> Double
    private let write: (Double) -> Void
    private let clock: () -> (any Clock)?
    private var positionAtPanStart = 0.0
    private var animation: Animation?

    /// Creates a slide that reads and writes the position with `read` and `write` and animates on `clock`
    /// (settling at once when there is none); the spring takes `duration` seconds with `dampingRatio`.
    public init(
        duration: Double, dampingRatio: Double, read: @escaping () -> Double, write: @escaping (Double) -> Void,
        clock: @escaping () -> (any Clock)?
    ) {
        self.duration = duration
        self.dampingRatio = dampingRatio
        self.read = read
        self.write = write
        self.clock = clock
    }

    /// True while the spring runs.
    public var isMoving: Bool { animation?.isRunning ?? false }

    /// Stops the spring and puts it where it rests (after a layout changed the resting places).
    public func rest() {
        animation?.cancel()
        write(isOpen ? openPosition : closedPosition)
    }

    /// Follows a pan measured in `view`'s coordinates along `axis`: moves with the finger, then settles.
    public func follow(_ pan: PanGestureRecognizer, in view: View?, along axis: Axis) {
        func component(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
        switch pan.state {
        case .began:
            animation?.cancel()
            positionAtPanStart = read()
            fallthrough
        case .changed:
            write(held(positionAtPanStart + component(pan.translation(in: view))))
        case .ended:
            let velocity = component(pan.velocity(in: view))
            lastReleaseVelocity = velocity
            let position = read()
            let open =
                abs(velocity) >= flickSpeed
                ? velocity * (openPosition - closedPosition) > 0
                : abs(position - openPosition) < abs(position - closedPosition)
            settle(open: open, velocity: velocity)
        case .cancelled:
            settle(open: isOpen, velocity: 0)
        default:
            break
        }
    }

    /// Springs it open or shut, starting at `velocity` (points per second along the axis).
    public func settle(open: Bool, velocity: Double) {
        animation?.cancel()
        isOpen = open
        onTargetChange?(open)
        let from = read(), distance = (open ? openPosition : closedPosition) - from
        let timing = AnimationTiming.spring(
            duration: duration, dampingRatio: dampingRatio, distance: distance,
            releaseVelocity: velocity)
        lastSpringVelocity = timing.initialVelocity
        guard let clock = clock() else {
            write(from + distance)
            return
        }
        animation = Animation(timing: timing, clock: clock) { [write] p in write(from + distance * p) }
        animation?.start()
    }

    /// A proposed position, with travel past either end scaled down by ``overdrag``.
    private func held(_ position: Double) -> Double {
        let low = min(openPosition, closedPosition), high = max(openPosition, closedPosition)
        if position < low { return low - (low - position) * overdrag }
        if position > high { return high + (position - high) * overdrag }
        return position
    }
}
