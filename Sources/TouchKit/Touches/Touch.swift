/// One finger on the screen, from touch-down to lift-off, as UIKit's `UITouch`.
///
/// A touch is hit-tested once, when it begins, and stays bound to that ``view`` for its whole life. Ask for
/// its position in any view's coordinates:
///
/// ```swift
/// override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
///     for touch in touches {
///         let delta = touch.location(in: self) - touch.previousLocation(in: self)
///         center += delta
///     }
/// }
/// ```
public final class Touch: Hashable, CustomStringConvertible {
    /// The platform's identifier, unique among touches down at once: a trace's `id`, a GTK sequence,
    /// ``TouchIdentifiers/mouse`` or ``TouchIdentifiers/simulatedSecondFinger``.
    public let identifier: Int
    /// What produced the touch.
    public let source: TouchSource
    /// The current phase.
    public internal(set) var phase: TouchPhase
    /// When the touch last changed, in seconds on the event clock.
    public internal(set) var timestamp: Double
    /// How many taps in quick succession, at about the same place, this touch completes (1 for a first tap).
    public internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began; `nil` if it began outside every view.
    public internal(set) var view: View?
    /// The window the touch belongs to.
    public internal(set) weak var window: Window?
    /// The recognizers that receive this touch: those of ``view`` and of its ancestors, nearest first.
    public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Position in window points.
    var windowLocation: Point
    /// Position before the last move, in window points.
    var previousWindowLocation: Point
    /// Where the touch began, in window points.
    let startWindowLocation: Point

    // What the view has seen, for delays and cancellation.
    var viewHasBegun = false
    var viewIsFinished = false
    var isCancelledForView = false
    var heldViewPhases: [TouchPhase] = []

    init(identifier: Int, source: TouchSource, location: Point, timestamp: Double, tapCount: Int) {
        self.identifier = identifier
        self.source = source
        self.phase = .began
        self.timestamp = timestamp
        self.tapCount = tapCount
        self.windowLocation = location
        self.previousWindowLocation = location
        self.startWindowLocation = location
    }

    /// The touch's position in `view`'s coordinates (window points when `view` is `nil`).
    public func location(in view: View?) -> Point {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// The position before the last move, in `view`'s coordinates (window points when `view` is `nil`).
    public func previousLocation(in view: View?) -> Point {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "Touch(\(identifier), \(phase.rawValue), \(windowLocation))" }
}

/// Identifiers of touches that do not come from a touchscreen.
public enum TouchIdentifiers {
    /// The touch a mouse press produces (GTK's NULL sequence).
    public static let mouse = 0
    /// The second finger simulated while Alt is held.
    public static let simulatedSecondFinger = -1
}
