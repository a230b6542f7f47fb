/// Every threshold the recognizers use, in one place. Values marked "UIKit" are Apple's documented
/// defaults; the others are chosen to feel like iOS and say so. They judge fingers and pens; the mouse has
/// its own double-click and long-press thresholds (``pointer``), as on any desktop.
///
/// ```swift
/// var settings = GestureThresholds.standard
/// settings.longPressTime = 1.0   // a slower long press for a class
/// longPress.settings = settings
/// ```
public struct GestureThresholds: Hashable, Sendable {
    /// How far a finger may wander during a tap, in points (ours; UIKit does not document it).
    public var tapSlop: Double = 10
    /// Longest a finger may stay down for a tap, in seconds (ours).
    public var tapMaximumDuration: Double = 0.75
    /// Longest wait between one tap's lift and the next tap's touch-down for a multi-tap, in seconds
    /// (ours, close to iOS's feel).
    public var doubleTapTime: Double = 0.35
    /// Farthest apart successive taps of a multi-tap may land, in points (ours).
    public var doubleTapDistance: Double = 40
    /// Longest spread between the fingers of a multi-finger tap landing, in seconds (ours).
    public var multiFingerTapSpread: Double = 0.25
    /// How long a long press must be held, in seconds (UIKit: `minimumPressDuration` 0.5).
    public var longPressTime: Double = 0.5
    /// How far a finger may move before a long press fails, in points (UIKit: `allowableMovement` 10).
    public var longPressAllowableMovement: Double = 10
    /// How far the fingers' centroid must move before a pan begins, in points (ours, about iOS's hysteresis).
    public var panStartDistance: Double = 10
    /// How far back the velocity fit of pans and swipes looks, in seconds (ours).
    public var velocityWindow: Double = 0.1
    /// How much the distance between two fingers must change before a pinch begins, in points (ours).
    public var pinchStartDistance: Double = 8
    /// How far two fingers must turn before a rotation begins, in radians (ours, about 4°).
    public var rotationStartAngle: Double = 0.07
    /// How far each of two fingers must travel along their circle before a rotation begins, in points (ours,
    /// the tap slop): fingers close together need a larger angle, so a still two-finger tap stays a tap.
    public var rotationStartTravel: Double = 10
    /// Shortest travel along the direction for a swipe, in points (ours).
    public var swipeMinimumDistance: Double = 50
    /// Slowest average speed for a swipe, in points per second (ours).
    public var swipeMinimumSpeed: Double = 200
    /// Longest a swipe may take to cover its distance, in seconds (ours).
    public var swipeMaximumDuration: Double = 0.5
    /// Largest ratio of sideways to forward travel in a swipe (ours: about 27°).
    public var swipeMaximumDeviation: Double = 0.5
    /// Width of the band along a window edge where a screen-edge pan may start, in points (ours).
    public var screenEdgeWidth: Double = 20
    /// Zoom factor of one Ctrl+wheel step, delivered as a pinch (ours, as image viewers do).
    public var scrollZoomStep: Double = 1.1
    /// What judges the mouse instead of ``doubleTapTime``, ``doubleTapDistance`` and ``longPressTime``,
    /// which are a finger's and a pen's (GTK's defaults here; the window takes the desktop's).
    public var pointer = PointerThresholds()

    /// The defaults described on each property.
    public static let standard = GestureThresholds()

    /// Creates the standard settings; change properties afterwards.
    public init() {}
}
