/// What pinch and rotation share: they follow the first two fingers (ignoring any more), take touchpad
/// pinches as native input, and keep a raw value (finger distance ratio, or turned angle) from which the
/// user-resettable reading is derived.
///
/// Subclasses say how to measure the two fingers and when the change is large enough to begin.
///
/// As UIKit's pinch and rotation, the gesture changes only while two fingers touch and ends only when both
/// have lifted: a finger lifted and put down again (to reposition it) continues the same gesture, its
/// reading carrying on from where it was.
open class TwoFingerGestureRecognizer: GestureRecognizer {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 9.1 % more instructions in
    // the image viewer (this file, the pan's, the pinch's and the rotation's together) (callgrind over
    // `Benchmarks/Tools/DispatchProfile`, five rounds; docs/architecture.md, "Unchecked memory").
    /// The raw quantity since the gesture's fingers settled (scale ratio or radians).
    @exclusivity(unchecked) var raw = 0.0
    @exclusivity(unchecked) var tracker = VelocityTracker()

    open override var acceptsNativeGestures: Bool { true }

    /// The neutral raw value (1 for a scale, 0 for an angle).
    var neutral: Double { 0 }
    /// Called when two fingers are down and positioned: at the start of measuring, or (`continuing`) when a
    /// finger comes back during the gesture, where the reading must carry on from its current value.
    func fingersSettled(_ first: Point, _ second: Point, continuing: Bool) {}
    /// Updates ``raw`` from the two fingers; returns true once the change passes the start threshold.
    func measure(_ first: Point, _ second: Point) -> Bool { false }
    /// Updates ``raw`` from a native gesture event.
    func measureNative(_ gesture: NativeGesture, began: Bool) {}

    open override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        if trackedTouches.count > 2 {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if trackedTouches.count == 2 {
            fingersSettled(
                trackedTouches[0].windowLocation, trackedTouches[1].windowLocation, continuing: state.isActive)
            tracker.add(Point(x: raw, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        guard trackedTouches.count >= 2 else { return }
        let passed = measure(trackedTouches[0].windowLocation, trackedTouches[1].windowLocation)
        tracker.add(Point(x: raw, y: 0), at: event.timestamp)
        if state.isActive {
            state = .changed
        } else if passed {
            state = .began
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        // The lifting touches are still tracked here: the gesture is over only when none stays down.
        guard trackedTouches.count == touches.count else { return }
        if state.isActive { state = .ended } else { fail(because: "lifted before it began") }
    }

    open override func nativeGestureBegan(_ gesture: NativeGesture) {
        measureNative(gesture, began: true)
        tracker.removeAll()
        tracker.add(Point(x: raw, y: 0), at: gesture.timestamp)
    }

    open override func nativeGestureChanged(_ gesture: NativeGesture) {
        measureNative(gesture, began: false)
        tracker.add(Point(x: raw, y: 0), at: gesture.timestamp)
        state = state.isActive ? .changed : .began
    }

    open override func nativeGestureEnded(_ gesture: NativeGesture) {
        if state.isActive { state = .ended } else { fail(because: "the gesture ended before it began") }
    }

    /// Rate of change of the raw quantity per second.
    var rawVelocity: Double {
        tracker.window = settings.velocityWindow
        return tracker.velocity.x
    }

    open override func reset() {
        super.reset()
        raw = neutral
        tracker.removeAll()
    }
}
