/// Recognizes one or more taps with one or more fingers, as UIKit's `UITapGestureRecognizer`. Discrete: it
/// goes `possible → recognized` when the last finger of the last tap lifts.
///
/// A tap fails when a finger wanders more than ``GestureThresholds/tapSlop``, stays down longer than
/// ``GestureThresholds/tapMaximumDuration``, when more fingers land than required, or when the next tap of a
/// multi-tap does not come within ``GestureThresholds/doubleTapTime``.
///
/// ```swift
/// let twoFingerDoubleTap = TapGestureRecognizer(name: "previous-image") { _ in showPrevious() }
/// twoFingerDoubleTap.numberOfTapsRequired = 2
/// twoFingerDoubleTap.numberOfTouchesRequired = 2
/// ```
open class TapGestureRecognizer: GestureRecognizer {
    /// How many taps in a row (1 single, 2 double…).
    public var numberOfTapsRequired = 1
    /// How many fingers each tap takes.
    public var numberOfTouchesRequired = 1

    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var tapStartTime = 0.0
    private var firstTapLocation: Point?
    private var tapLocation: Point?
    private var timer: ClockTimer?
    /// Which thresholds judge the taps: a finger's, or the mouse's (decided by the first tap's touches).
    public private(set) var inputKind = InputKind.touch

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        cancelTimer(timer)
        timer = nil
        if trackedTouches.count > numberOfTouchesRequired {
            fail(because: "\(trackedTouches.count) fingers down, more than the \(numberOfTouchesRequired) it takes")
            return
        }
        let now = event.timestamp
        if trackedTouches.count == touches.count {
            tapStartTime = now
            fingersThisTap = 0
            if tapsCompleted == 0 { inputKind = InputKind(of: trackedTouches) }
        } else if now - tapStartTime > settings.multiFingerTapSpread {
            let spread = settings.multiFingerTapSpread.secondsText
            fail(because: "a finger landed \((now - tapStartTime).secondsText) after the first, more than \(spread)")
            return
        }
        fingersThisTap = max(fingersThisTap, trackedTouches.count)
        if tapsCompleted == 0, InputKind(of: trackedTouches) == .touch { inputKind = .touch }
        if trackedTouches.count == numberOfTouchesRequired {
            // Where this tap is: the centroid once all its fingers are down; later taps must land near the first.
            tapLocation = centroidInWindow
            let limit = settings.doubleTapDistance(for: inputKind)
            if let first = firstTapLocation, let here = tapLocation, here.distance(to: first) > limit {
                let away = here.distance(to: first).pointsText
                if inputKind == .touch {
                    fail(
                        because: "tap \(tapsCompleted + 1) landed \(away) from the first, more than \(limit.pointsText)"
                    )
                } else {
                    fail(
                        because:
                            "click \(tapsCompleted + 1) landed \(away) from the first, more than the mouse's \(limit.pointsText)"
                    )
                }
                return
            }
        }
        timer = schedule(after: settings.tapMaximumDuration) { [unowned self] in
            if state == .possible { fail(because: "held longer than \(settings.tapMaximumDuration.secondsText)") }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        if let wanderer = touches.first(where: {
            $0.windowLocation.distance(to: $0.startWindowLocation) > settings.tapSlop
        }) {
            let moved = wanderer.windowLocation.distance(to: wanderer.startWindowLocation).pointsText
            fail(because: "moved \(moved), more than the \(settings.tapSlop.pointsText) tap slop")
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, trackedTouches.count == touches.count else { return }
        cancelTimer(timer)
        timer = nil
        guard fingersThisTap == numberOfTouchesRequired else {
            fail(
                because: fingersThisTap == 1
                    ? "\(fingersThisTap) finger, not the \(numberOfTouchesRequired) it takes"
                    : "\(fingersThisTap) fingers, not the \(numberOfTouchesRequired) it takes")
            return
        }
        tapsCompleted += 1
        if firstTapLocation == nil { firstTapLocation = tapLocation }
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            let interval = settings.doubleTapTime(for: inputKind)
            timer = schedule(after: interval) { [unowned self] in
                guard state == .possible else { return }
                if inputKind == .touch {
                    fail(because: "no tap \(tapsCompleted + 1) within \(interval.secondsText)")
                } else {
                    fail(because: "no click \(tapsCompleted + 1) within the mouse's \(interval.secondsText)")
                }
            }
        }
    }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        fingersThisTap = 0
        firstTapLocation = nil
        tapLocation = nil
        timer = nil
        inputKind = .touch
    }
}
