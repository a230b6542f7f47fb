/// The router's half that faces views: how a touch's phases reach the view it began on once recognizers
/// have seen them, as UIKit delivers them.
///
/// A phase goes to the view at once, unless a recognizer still deciding delays it
/// (`delaysTouchesBegan`, `delaysTouchesEnded`): then it is held, and released in order when no recognizer
/// delays it any more. A recognizer that recognizes with `cancelsTouchesInView` takes the touch from the view,
/// which gets `touchesCancelled` if it had begun. A finished touch stays in the event until the next settle.
///
/// ```swift
/// let delivery = ViewDelivery(event: event)
/// delivery.deliver(touch, phase: .began)      // sent, or held for a delaying recognizer
/// delivery.touchFinished(touch)               // it lifted: out of the event at the next settle
/// delivery.releaseHeld()                      // after recognizers decided
/// delivery.cancel(touch)                      // a recognizer took it
/// ```
final class ViewDelivery {
    /// The event every delivery carries (its touches and timestamp are the router's to set).
    private unowned let event: TouchEvent
    /// Live touches with view events held back, in the order they began holding.
    private var holdingTouches: [Touch] = []
    /// Finished touches whose view events are still held back.
    private(set) var heldTouches: [Touch] = []
    /// Touches that finished and are still in the event, until the next settle takes them out.
    private(set) var finishedTouches: [Touch] = []
    /// True when some touch has view events held back, or a finished touch is still in the event.
    private(set) var needsRelease = false

    /// Delivers through `event`.
    init(event: TouchEvent) {
        self.event = event
    }

    /// `touch` ended or was cancelled: it stays in the event until the next settle.
    func touchFinished(_ touch: Touch) {
        finishedTouches.append(touch)
        needsRelease = true
    }

    /// `touch`'s `phase` for its view: sent now, or held behind the phases already held or for a recognizer
    /// that delays it. A finished touch with phases still held is kept until they go.
    func deliver(_ touch: Touch, phase: TouchPhase) {
        deliverToView(touch, phase: phase)
        if touch.phase.isFinished, !touch.heldViewPhases.isEmpty { heldTouches.append(touch) }
    }

    /// Takes `touch` from its view: `touchesCancelled` if the view had it, and nothing more.
    func cancel(_ touch: Touch) {
        guard !touch.isCancelledForView else { return }
        touch.isCancelledForView = true
        needsRelease = true
        touch.heldViewPhases.removeAll()
        if touch.viewHasBegun, !touch.viewIsFinished, let view = touch.view {
            touch.viewIsFinished = true
            let touches: Set<Touch> = [touch]
            event.deliver(touches, phase: .cancelled, to: view)
        }
    }

    /// Sends views the events recognizers no longer hold back.
    func releaseHeld() {
        guard needsRelease else { return }
        if !holdingTouches.isEmpty {
            for touch in holdingTouches where !touch.phase.isFinished && !touch.heldViewPhases.isEmpty {
                release(touch)
            }
            holdingTouches.removeAll { $0.phase.isFinished || $0.heldViewPhases.isEmpty }
        }
        for touch in heldTouches { release(touch) }
        if !heldTouches.isEmpty {
            for touch in heldTouches where touch.heldViewPhases.isEmpty { touch.forgetAlone() }
            heldTouches.removeAll { $0.heldViewPhases.isEmpty }
        }
    }

    /// Takes finished touches out of the event, once their held phases went.
    func removeFinished() {
        guard needsRelease else { return }
        for touch in finishedTouches {
            event.allTouches.remove(touch)
            if touch.heldViewPhases.isEmpty { touch.forgetAlone() }
        }
        finishedTouches.removeAll(keepingCapacity: true)
        needsRelease = !heldTouches.isEmpty || !holdingTouches.isEmpty
    }

    private func shouldHold(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        if phase == .cancelled { return false }
        for recognizer in touch.gestureRecognizers where recognizer.currentState == .possible {
            let delays = phase == .ended ? recognizer.delaysTouchesEnded : recognizer.delaysTouchesBegan
            if delays, recognizer.receivedTouches.contains(where: { $0 === touch }) { return true }
        }
        return false
    }

    private func deliverToView(_ touch: Touch, phase: TouchPhase) {
        guard touch.view != nil, !touch.isCancelledForView, !touch.viewIsFinished else { return }
        if !touch.heldViewPhases.isEmpty || shouldHold(touch, phase) {
            if touch.heldViewPhases.isEmpty, !touch.phase.isFinished { holdingTouches.append(touch) }
            if !(phase == .moved && touch.heldViewPhases.last == .moved) { touch.heldViewPhases.append(phase) }
            needsRelease = true
            return
        }
        send(touch, phase: phase)
    }

    private func send(_ touch: Touch, phase: TouchPhase) {
        guard let view = touch.view else { return }
        if phase == .began {
            touch.viewHasBegun = true
        } else if !touch.viewHasBegun {
            return
        }
        if phase.isFinished { touch.viewIsFinished = true }
        event.deliver(touch.alone, phase: phase, to: view)
    }

    private func release(_ touch: Touch) {
        while let phase = touch.heldViewPhases.first, !touch.isCancelledForView, !shouldHold(touch, phase) {
            touch.heldViewPhases.removeFirst()
            send(touch, phase: phase)
        }
        if touch.isCancelledForView { touch.heldViewPhases.removeAll() }
    }
}
