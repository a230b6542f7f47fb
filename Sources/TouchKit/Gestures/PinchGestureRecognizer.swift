/// Recognizes two fingers moving apart or together, as UIKit's `UIPinchGestureRecognizer`, and touchpad
/// pinches and Ctrl+wheel zoom as native input. Continuous: it begins when the finger distance has changed
/// by ``GestureThresholds/pinchStartDistance`` points.
///
/// ```swift
/// let pinch = PinchGestureRecognizer(name: "pinch")
/// pinch.onChange { pinch in
///     photo.transform = photo.transform.scaledBy(x: pinch.scale, y: pinch.scale)
///     pinch.scale = 1   // apply incrementally
/// }
/// ```
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 9.1 % more instructions in
    // the image viewer (this file, the pan's, the rotation's and their two-finger base together) (callgrind over
    // `Benchmarks/Tools/DispatchProfile`, five rounds; docs/architecture.md, "Unchecked memory").
    @exclusivity(unchecked) private var initialSpan = 0.0
    @exclusivity(unchecked) private var baseline = 1.0

    public override init(name: String, action: Action? = nil) {
        super.init(name: name, action: action)
        raw = 1
    }

    override var neutral: Double { 1 }

    /// The finger distance now over the distance when the pinch started (or since ``scale`` was last set).
    public var scale: Double {
        get { baseline == 0 ? 1 : raw / baseline }
        set { baseline = newValue == 0 ? raw : raw / newValue }
    }

    /// How fast the scale changes, in scale factor per second.
    public var velocity: Double { rawVelocity / baseline }

    override func fingersSettled(_ first: Point, _ second: Point, continuing: Bool) {
        let span = max(first.distance(to: second), 1)
        guard continuing, raw > 0 else {
            initialSpan = span
            raw = 1
            baseline = 1
            return
        }
        initialSpan = span / raw  // so the new pair of fingers reads the scale reached so far
    }

    override func measure(_ first: Point, _ second: Point) -> Bool {
        let span = first.distance(to: second)
        raw = span / initialSpan
        return abs(span - initialSpan) >= settings.pinchStartDistance
    }

    override func measureNative(_ gesture: NativeGesture, began: Bool) {
        if began { baseline = 1 }
        raw = gesture.scale > 0 && gesture.scale.isFinite ? gesture.scale : raw
    }

    open override func reset() {
        super.reset()
        baseline = 1
        initialSpan = 0
    }
}
