import FoundationEssentials
import Glibc

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
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 8.2 % more instructions in
    // the image viewer and 33.6 % more in touch-views (callgrind over `Benchmarks/Tools/DispatchProfile`, five
    // rounds; docs/architecture.md, "Unchecked memory").
    /// The touch's number as people read it, in the event log, the timeline, the narration and a replay's
    /// rings: a person's fingers, 1 for the first down when nothing else was, 2 for the next while it is
    /// down, …, whatever their source and whatever ids the platform or a trace used (those stay inside, to
    /// route its events). Unique among touches down or still being delivered: a second tap while the
    /// first's `touchesEnded` is held back is 2; one after everything settled is 1 again.
    public let identifier: Int
    /// The id the platform routes it by (a trace's `id`, a GTK sequence's; ``TouchIdentifiers/mouse`` or
    /// ``TouchIdentifiers/simulatedSecondFinger`` for the mouse's fingers).
    let routingID: Int
    /// What produced the touch.
    public let source: TouchSource
    /// The current phase.
    @exclusivity(unchecked) public internal(set) var phase: TouchPhase
    /// When the touch last changed, in seconds on the event clock.
    @exclusivity(unchecked) public internal(set) var timestamp: Double
    /// How many taps in quick succession, at about the same place, this touch completes (1 for a first tap).
    public internal(set) var tapCount: Int
    /// The view the touch was hit-tested to when it began; `nil` if it began outside every view.
    @exclusivity(unchecked) public internal(set) var view: View?
    /// The window the touch belongs to (through its view); `nil` for a touch outside the window.
    public var window: Window? { view?.window }
    /// How hard the touch presses, 0 to 1, when the device says (UIKit's `force` over `maximumPossibleForce`).
    public internal(set) var force: Double?
    /// Half the contact's diameter, in points, when the device says (UIKit's `majorRadius`).
    public internal(set) var majorRadius: Double?
    /// How a pen leans, GDK's x and y tilt from -1 to 1, when the device says.
    public internal(set) var tilt: Point?
    /// True for a pen's eraser end.
    public internal(set) var isEraser = false
    /// The device's name, when the system gives it.
    public internal(set) var deviceName: String?

    /// UIKit's touch type: `.pencil` for a pen, `.direct` otherwise.
    public var type: TouchType { source == .pen ? .pencil : .direct }

    /// A pen's angle above the screen, in radians: π/2 upright, less as it leans (UIKit's `altitudeAngle`);
    /// π/2 when the tilt is unknown.
    public var altitudeAngle: Double {
        guard let tilt else { return .pi / 2 }
        return (1 - min(1, (tilt.x * tilt.x + tilt.y * tilt.y).squareRoot())) * .pi / 2
    }

    /// Which way a pen leans, in radians in the window's coordinates (0 towards +x, clockwise on screen;
    /// UIKit's `azimuthAngle(in: nil)`); 0 when the tilt is unknown or upright.
    public var azimuthAngle: Double {
        guard let tilt, tilt.x != 0 || tilt.y != 0 else { return 0 }
        return atan2(tilt.y, tilt.x)
    }

    /// Takes what the device says about the touch now.
    func update(from details: TouchDetails?) {
        guard let details else { return }
        force = details.pressure
        majorRadius = details.size.map { $0 / 2 }
        tilt = details.tilt
        isEraser = details.tool == .eraser
    }

    /// The recognizers that receive this touch: those of ``view`` and of its ancestors, nearest first.
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []

    /// Position in window points.
    @exclusivity(unchecked) var windowLocation: Point
    /// Position before the last move, in window points.
    @exclusivity(unchecked) var previousWindowLocation: Point
    /// Where the touch began, in window points.
    let startWindowLocation: Point

    // What the view has seen, for delays and cancellation.
    @exclusivity(unchecked) var viewHasBegun = false
    @exclusivity(unchecked) var viewIsFinished = false
    @exclusivity(unchecked) var isCancelledForView = false
    /// True when the touch landed on a view with ``View/isExclusiveTouch`` and was let in.
    @exclusivity(unchecked) var isOnExclusiveView = false
    @exclusivity(unchecked) var heldViewPhases: [TouchPhase] = []
    @exclusivity(unchecked) private var aloneStorage: Set<Touch>?

    /// A set holding just this touch, made once so delivering a moving finger allocates nothing. It refers
    /// back to the touch, so the router drops it (``forgetAlone()``) when the touch is done.
    var alone: Set<Touch> {
        if let aloneStorage { return aloneStorage }
        let set: Set<Touch> = [self]
        aloneStorage = set
        return set
    }

    /// Breaks the cycle between the touch and ``alone``.
    func forgetAlone() {
        aloneStorage = nil
    }

    init(
        identifier: Int, routingID: Int? = nil, source: TouchSource, location: Point, timestamp: Double, tapCount: Int
    ) {
        self.identifier = identifier
        self.routingID = routingID ?? identifier
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

    /// Where the touch began, in `view`'s coordinates (window points when `view` is `nil`). A view whose
    /// `touchesBegan` a recognizer delayed (`delaysTouchesBegan`) learns here where the finger really landed.
    public func startLocation(in view: View?) -> Point {
        view?.convert(startWindowLocation, from: nil) ?? startWindowLocation
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
    /// The id a mouse press's touch is routed by (GTK's NULL sequence); the touch itself is numbered anew.
    public static let mouse = 0
    /// The id the second finger simulated while Alt is held is routed by.
    public static let simulatedSecondFinger = -1
}

/// UIKit's touch types that a desktop has.
public enum TouchType: String, Hashable, Sendable {
    /// A finger (or the mouse standing in for one).
    case direct
    /// A pen.
    case pencil
}
