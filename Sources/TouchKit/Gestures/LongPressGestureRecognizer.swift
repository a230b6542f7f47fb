/// Recognizes fingers held still, as UIKit's `UILongPressGestureRecognizer`. Continuous: it begins once the
/// fingers have been down ``minimumPressDuration`` seconds without moving more than ``allowableMovement``
/// points, changes as they move, and ends when they lift.
///
/// ```swift
/// let press = LongPressGestureRecognizer(name: "select-line") { recognizer in
///     if recognizer.state == .began { selectLine(at: recognizer.location(in: canvas)) }
/// }
/// ```
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How many fingers must press.
    public var numberOfTouchesRequired = 1
    /// How many taps must come just before the press (0: a plain press).
    public var numberOfTapsRequired = 0

    /// How long the fingers must stay down, in seconds (``GestureThresholds/longPressTime``; the mouse
    /// takes ``PointerThresholds/longPressTime``). Set here, it holds for the mouse as well: a lesson
    /// that asks for a 1.5 s press asks it of everyone.
    public var minimumPressDuration: Double {
        get { settings.longPressTime }
        set {
            settings.longPressTime = newValue
            settings.pointer.longPressTime = newValue
        }
    }

    /// How far a finger may move before the press fails, in points
    /// (``GestureThresholds/longPressAllowableMovement``).
    public var allowableMovement: Double {
        get { settings.longPressAllowableMovement }
        set { settings.longPressAllowableMovement = newValue }
    }

    private var tapsCompleted = 0
    private var timer: ClockTimer?
    /// Which thresholds judge the press: a finger's, or the mouse's.
    public private(set) var inputKind = InputKind.touch

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        guard state == .possible else { return }
        cancelTimer(timer)
        timer = nil
        if trackedTouches.count > numberOfTouchesRequired {
            fail(because: "\(trackedTouches.count) fingers down, more than the \(numberOfTouchesRequired) it takes")
        } else if trackedTouches.count == numberOfTouchesRequired {
            inputKind = InputKind(of: trackedTouches)
            timer = schedule(after: settings.longPressTime(for: inputKind)) { [unowned self] in
                if state == .possible, tapsCompleted >= numberOfTapsRequired { state = .began }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if state.isActive {
            state = .changed
        } else if let wanderer = touches.first(where: {
            $0.windowLocation.distance(to: $0.startWindowLocation) > allowableMovement
        }) {
            let moved = wanderer.windowLocation.distance(to: wanderer.startWindowLocation).pointsText
            let limit = allowableMovement.pointsText
            fail(because: "moved \(moved) before \(minimumPressDuration.secondsText), more than its \(limit)")
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        if state.isActive {
            state = .ended
            return
        }
        cancelTimer(timer)
        timer = nil
        // A quick tap before the press counts toward numberOfTapsRequired; anything else fails.
        if tapsCompleted < numberOfTapsRequired, trackedTouches.count == touches.count {
            tapsCompleted += 1
            let interval = settings.doubleTapTime(for: inputKind)
            timer = schedule(after: interval) { [unowned self] in
                if state == .possible { fail(because: "no press within \(interval.secondsText)") }
            }
        } else {
            fail(because: "lifted before \(settings.longPressTime(for: inputKind).secondsText)")
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        timer = nil
        inputKind = .touch
    }
}
