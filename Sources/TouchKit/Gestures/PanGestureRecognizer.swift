/// Recognizes fingers dragging, as UIKit's `UIPanGestureRecognizer`. Continuous: it begins once the
/// fingers' centroid has moved ``GestureThresholds/panStartDistance`` points, with between
/// ``minimumNumberOfTouches`` and ``maximumNumberOfTouches`` fingers down.
///
/// Read the movement with ``translation(in:)`` and reset it with ``setTranslation(_:in:)`` to apply it
/// incrementally; ``velocity(in:)`` is a least-squares fit over the last ~100 ms.
///
/// ```swift
/// let pan = PanGestureRecognizer(name: "pan")
/// pan.onChange { pan in
///     photo.center += pan.translation(in: photo.superview)
///     pan.setTranslation(.zero, in: photo.superview)
/// }
/// ```
open class PanGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 9.1 % more instructions in
    // the image viewer (this file, the pinch's, the rotation's and their two-finger base together) (callgrind over
    // `Benchmarks/Tools/DispatchProfile`, five rounds; docs/architecture.md, "Unchecked memory").
    /// Fewest fingers that make a pan.
    public var minimumNumberOfTouches = 1
    /// Most fingers that make a pan; a pan that has begun ignores any more.
    public var maximumNumberOfTouches = Int.max

    @exclusivity(unchecked) private var translationInWindow = Point.zero
    @exclusivity(unchecked) private var movement = Point.zero
    @exclusivity(unchecked) private var referenceCentroid = Point.zero
    @exclusivity(unchecked) private var tracker = VelocityTracker()

    /// The movement since the pan began (or since the last ``setTranslation(_:in:)``), in `view`'s
    /// coordinates (window points when `view` is nil).
    public func translation(in view: View?) -> Point {
        view?.convertVectorFromWindow(translationInWindow) ?? translationInWindow
    }

    /// Sets the translation, in `view`'s coordinates; `.zero` makes the next reading the movement since now.
    public func setTranslation(_ translation: Point, in view: View?) {
        translationInWindow = view?.convertVectorToWindow(translation) ?? translation
    }

    /// The speed of the fingers, in points per second in `view`'s coordinates.
    public func velocity(in view: View?) -> Point {
        tracker.window = settings.velocityWindow
        let velocity = tracker.velocity
        return view?.convertVectorFromWindow(velocity) ?? velocity
    }

    /// Whether a touch may start the pan; screen-edge pans narrow this down.
    open func shouldBegin(with touch: Touch) -> Bool { true }

    /// Why `touch` may not start the pan (``shouldBegin(with:)`` said no), in a few words for the log.
    open func refusal(of touch: Touch) -> Reason { "the touch did not start where this pan may begin" }

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if trackedTouches.count == touches.count, let touch = touches.first, !shouldBegin(with: touch) {
            fail(because: refusal(of: touch))
            return
        }
        if trackedTouches.count > maximumNumberOfTouches {
            if state.isActive {
                for touch in touches { ignore(touch, for: event) }
            } else {
                fail(
                    because: "\(trackedTouches.count) fingers down, more than its maximum of \(maximumNumberOfTouches)")
                return
            }
        }
        if trackedTouches.count == touches.count { tracker.add(movement, at: event.timestamp) }
        referenceCentroid = centroidInWindow
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        let centroid = centroidInWindow
        let delta = centroid - referenceCentroid
        referenceCentroid = centroid
        translationInWindow += delta
        movement += delta
        tracker.add(movement, at: event.timestamp)
        if state.isActive {
            state = .changed
        } else if trackedTouches.count >= minimumNumberOfTouches, trackedTouches.count <= maximumNumberOfTouches,
            movement.length >= settings.panStartDistance
        {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        touchesMoved(touches, with: event)
        let remainingCount = trackedTouches.count - touches.count
        if state.isActive {
            if remainingCount < minimumNumberOfTouches {
                state = .ended
                return
            }
        } else if remainingCount <= 0 {
            fail(because: "lifted before moving \(settings.panStartDistance.pointsText)")
            return
        }
        referenceCentroid = centroidInWindow(without: touches) ?? referenceCentroid
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        movement = .zero
        tracker.removeAll()
    }
}
