/// Where the exploded view is looked at from, and how far it is spread: turned by a drag or by Alt+arrow
/// keys, spread and gathered over a third of a second when it is switched on or off (at once when the
/// desktop asks for reduced motion).
///
/// ```swift
/// var camera = ExplodedCamera()
/// camera.isOn = true
/// camera.advance(to: 0.1)    // a third of the way
/// camera.turn(dx: 40, dy: 0) // a drag of 40 points to the right turns it about 18 degrees
/// ```
public struct ExplodedCamera: Sendable {
    /// The turn about the vertical axis, in radians.
    public private(set) var yaw = defaultYaw
    /// The turn about the horizontal axis, in radians.
    public private(set) var pitch = defaultPitch
    /// How far the animation has gone, 0 (flat) to 1 (spread); ``spreading`` eases it.
    public private(set) var progress = 0.0
    /// Whether it is switched on (spreading or spread) or off (gathering or flat).
    public var isOn = false
    /// Spread and gathered at once, for the desktop's reduced motion.
    public var reducedMotion = false
    /// The time of the last ``advance(to:)``, in seconds.
    private var lastTime: Double?

    /// The turn it starts with: the front slabs to the right and up, as a view debugger shows them.
    public static let defaultYaw = 0.6, defaultPitch = 0.35
    /// How long spreading or gathering takes, in seconds.
    public static let duration = 0.35
    /// The widest turn either way, in radians (about 69 degrees): past it the slabs would be seen edge-on.
    public static let widest = 1.2
    /// Radians per point of a drag.
    public static let radiansPerPoint = 0.008
    /// Radians per Alt+arrow key.
    public static let keyStep = 0.1

    /// Flat, looked at from the default turn.
    public init() {}

    /// How far the slabs are apart now, 0…1, eased in and out.
    public var spreading: Double { progress * progress * (3 - 2 * progress) }

    /// Whether it shows at all (switched on, or still gathering).
    public var isShown: Bool { progress > 0 || isOn }

    /// Whether it is still moving towards on or off (the window asks for another frame).
    public var isAnimating: Bool { isOn ? progress < 1 : progress > 0 }

    /// Moves the animation on to `time` (seconds, any clock that only goes forward); the first call after
    /// a pause starts from where it was.
    public mutating func advance(to time: Double) {
        defer { lastTime = isAnimating ? time : nil }
        guard isAnimating else { return }
        if reducedMotion {
            progress = isOn ? 1 : 0
            return
        }
        guard let lastTime else { return }
        let step = min(max(time - lastTime, 0), 0.1) / Self.duration  // a late frame jumps a tenth at most
        progress = min(max(progress + (isOn ? step : -step), 0), 1)
    }

    /// Turns it by a drag of `dx`, `dy` points: right turns the front to the right, down tilts it down.
    public mutating func turn(dx: Double, dy: Double) {
        turn(yaw: dx * Self.radiansPerPoint, pitch: -dy * Self.radiansPerPoint)
    }

    /// Turns it by `yaw` and `pitch` radians, within ±``widest``.
    public mutating func turn(yaw: Double, pitch: Double) {
        self.yaw = min(max(self.yaw + yaw, -Self.widest), Self.widest)
        self.pitch = min(max(self.pitch + pitch, -Self.widest), Self.widest)
    }

    /// Spread at once, as for a slide (`replay --frames --exploded`).
    public mutating func spreadAtOnce() {
        isOn = true
        progress = 1
    }
}
