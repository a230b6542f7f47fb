/// Recognizes a quick stroke in a direction, as UIKit's `UISwipeGestureRecognizer`. Discrete: recognized
/// once the fingers have travelled ``GestureThresholds/swipeMinimumDistance`` points in an allowed direction
/// (the stroke's length, its direction within ``GestureThresholds/swipeMaximumDeviation`` of it), fast enough (``GestureThresholds/swipeMinimumSpeed``) and straight enough
/// (``GestureThresholds/swipeMaximumDeviation``). Speed and duration are the stroke's own, from the moment the
/// fingers left the tap slop: a finger that rests before it flicks, as people do on a phone, still swipes
/// (Apple documents neither how nor when UIKit measures them; this is our estimate).
///
/// ```swift
/// let swipe = SwipeGestureRecognizer(name: "next") { _ in showNext() }
/// swipe.direction = .left
/// ```
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions that count; right by default.
    public var direction: SwipeDirection = .right
    /// How many fingers must swipe.
    public var numberOfTouchesRequired = 1
    /// The direction of the stroke that was recognized.
    public private(set) var recognizedDirection: SwipeDirection = []

    private var startTime = 0.0
    private var startCentroid: Point?
    /// When and where the stroke began: the last moment the fingers were still within the tap slop of where
    /// they landed. A finger that rests before it flicks (as people do on a phone) is judged by the flick.
    private var strokeStart: (time: Double, centroid: Point)?
    /// Whether the fingers have left the tap slop since the stroke began.
    private var leftSlop = false
    /// The longest gap, in seconds, between two reports of a moving finger (60 Hz, the slowest screens').
    static let slowestReport = 1.0 / 60

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if trackedTouches.count == touches.count { startTime = event.timestamp }
        if trackedTouches.count > numberOfTouchesRequired {
            fail(because: "\(trackedTouches.count) fingers down, more than the \(numberOfTouchesRequired) it takes")
        } else if trackedTouches.count == numberOfTouchesRequired {
            startCentroid = centroidInWindow
            strokeStart = (event.timestamp, centroidInWindow)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        let elapsed = (event.timestamp) - startTime
        guard let start = startCentroid, trackedTouches.count == numberOfTouchesRequired else {
            if elapsed > settings.swipeMaximumDuration {
                fail(because: "not all its fingers down within \(settings.swipeMaximumDuration.secondsText)")
            }
            return
        }
        let travel = centroidInWindow - start
        if travel.length <= settings.tapSlop {
            strokeStart = (event.timestamp, centroidInWindow)
            leftSlop = false
        } else if !leftSlop, let resting = strokeStart {
            // It left the slop since the last report. A moving finger is reported at least every
            // `slowestReport` seconds, so a longer gap was a rest: the stroke began at most one report ago.
            strokeStart = (max(resting.time, event.timestamp - Self.slowestReport), resting.centroid)
            leftSlop = true
        }
        let stroke = strokeStart ?? (startTime, start)
        let strokeTime = event.timestamp - stroke.time
        for candidate in SwipeDirection.each where direction.contains(candidate) {
            let unit = candidate.unitVector
            let along = travel.x * unit.x + travel.y * unit.y
            let across = abs(travel.x * unit.y - travel.y * unit.x)
            // A stroke within the direction's tolerance has travelled its whole length that way: a flick 17°
            // off vertical is judged by its 52 points, not by their 49.7-point shadow on the axis.
            guard along > 0, across <= along * settings.swipeMaximumDeviation,
                travel.length >= settings.swipeMinimumDistance
            else { continue }
            // The speed of the stroke itself, from where it left the slop: not diluted by a rest before it.
            let strokeTravel = centroidInWindow - stroke.centroid
            if strokeTravel.length / max(strokeTime, 1e-3) >= settings.swipeMinimumSpeed {
                recognizedDirection = candidate
                state = .recognized
                return
            }
        }
        if strokeTime > settings.swipeMaximumDuration || travel.length >= settings.swipeMinimumDistance * 2 {
            fail(
                because: strokeTime > settings.swipeMaximumDuration
                    ? "took longer than \(settings.swipeMaximumDuration.secondsText)"
                    : "moved \(travel.length.pointsText) off its direction")
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        touchesMoved(touches, with: event)
        if state == .possible { fail(because: "lifted before travelling \(settings.swipeMinimumDistance.pointsText)") }
    }

    open override func reset() {
        super.reset()
        startCentroid = nil
        strokeStart = nil
        leftSlop = false
        recognizedDirection = []
    }
}

/// Directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Makes a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Toward the right edge.
    public static let right = SwipeDirection(rawValue: 1)
    /// Toward the left edge.
    public static let left = SwipeDirection(rawValue: 2)
    /// Toward the top.
    public static let up = SwipeDirection(rawValue: 4)
    /// Toward the bottom.
    public static let down = SwipeDirection(rawValue: 8)

    static let each: [SwipeDirection] = [.right, .left, .up, .down]

    var unitVector: Point {
        switch self {
        case .right: Point(x: 1, y: 0)
        case .left: Point(x: -1, y: 0)
        case .up: Point(x: 0, y: -1)
        default: Point(x: 0, y: 1)
        }
    }
}
