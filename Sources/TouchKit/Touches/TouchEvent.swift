/// The touches of one moment, handed to responders and recognizers with the touches that changed, as
/// UIKit's `UIEvent`.
///
/// ```swift
/// override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
///     let fingersDown = event.allTouches.count
///     …
/// }
/// ```
public final class TouchEvent {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 8.0 % more instructions in
    // the image viewer and 6.3 % more in touch-views (callgrind over `Benchmarks/Tools/DispatchProfile`, five
    // rounds; docs/architecture.md, "Unchecked memory").
    /// Every touch currently down in the window (and those finishing in this event).
    @exclusivity(unchecked) public internal(set) var allTouches: Set<Touch> = []
    /// When the event happened, in seconds on the event clock.
    @exclusivity(unchecked) public internal(set) var timestamp: Double = 0

    /// The router that owns this event, told of every responder reached (for the event log). Unretained: the
    /// router owns the event and outlives it. Made safe with the recognizers' `router`, it costs 12.4 % more
    /// instructions per event in touch-views as checked `unowned`, 14.8 % as `weak`
    /// (`Benchmarks/Tools/DispatchProfile`; docs/architecture.md, "Unchecked memory").
    unowned(unsafe) var router: EventRouter?
    /// Where a hit test run with this event notes each view's verdict, while one is being explained (the
    /// event log is on, or ``Window/explainHitTest(at:)``); nil otherwise, which costs nothing.
    @exclusivity(unchecked) public internal(set) var hitTestWalk: HitTestWalk?

    init() {}

    /// The touches bound to `view`.
    public func touches(for view: View) -> Set<Touch> {
        allTouches.filter { $0.view === view }
    }

    /// The touches that `recognizer` receives.
    public func touches(for recognizer: GestureRecognizer) -> Set<Touch> {
        allTouches.filter { touch in touch.gestureRecognizers.contains { $0 === recognizer } }
    }

    /// Hands touches to a responder and records that it was reached.
    func deliver(_ touches: Set<Touch>, phase: TouchPhase, to responder: Responder) {
        if let router, router.eventLog != nil { router.recordReach(responder, phase: phase, touches: touches) }
        switch phase {
        case .began: responder.touchesBegan(touches, with: self)
        case .moved, .stationary: responder.touchesMoved(touches, with: self)
        case .ended: responder.touchesEnded(touches, with: self)
        case .cancelled: responder.touchesCancelled(touches, with: self)
        }
    }

    /// Passes touches from a responder to its next responder: the default behavior of the chain.
    func forward(_ touches: Set<Touch>, phase: TouchPhase, from responder: Responder) {
        guard let next = responder.next else { return }
        deliver(touches, phase: phase, to: next)
    }
}
