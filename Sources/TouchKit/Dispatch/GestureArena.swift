/// Decides which recognizers win, as UIKit does, in one small object that can be logged (the idea of
/// Flutter's gesture arena).
///
/// Rules, applied whenever a recognizer asks to leave `possible`:
/// 1. its view's and its delegate's `gestureRecognizerShouldBegin` may make it fail;
/// 2. a recognizer already in progress that shares its input and may prevent it makes it fail;
/// 3. while a recognizer it requires to fail (``GestureRecognizer/require(toFail:)``, a delegate or subclass
///    answer) is still possible, it waits; if that one recognizes, it fails;
/// 4. once it begins or recognizes, every possible recognizer sharing its input that it may prevent fails,
///    unless a delegate allows the two to recognize simultaneously, and with `cancelsTouchesInView` the
///    view's touches are cancelled.
public final class GestureArena {
    /// The router owns the arena, so it always outlives it. (Unowned, checked: an unchecked reference saved
    /// nothing measurable, 0.1 % of the instructions in `Benchmarks/Tools/DispatchProfile`.)
    unowned let router: EventRouter
    /// Recognizers that received input since they were last reset, in the order they joined.
    public private(set) var members: [GestureRecognizer] = []
    /// Set when a recognizer may have become resettable (it finished, or input ended); cleared by a sweep.
    var needsSweep = false
    /// For each recognizer that others wait for, those waiting on it, in the order they began to wait: a
    /// failure re-examines only these, so a long `require(toFail:)` chain costs about its length, not its
    /// length to the third or fourth power.
    private var waiters: [ObjectIdentifier: [Wait]] = [:]
    /// For each waiting recognizer, its current wait: which one (a recognizer reset and waiting again starts
    /// a new wait, and the old one's entries no longer count) and how many it waits for are still possible.
    private var waits: [ObjectIdentifier: (number: Int, pending: Int)] = [:]
    private var nextWait = 0
    /// Failures whose waiters are still to be re-examined, oldest first.
    private var failuresToExamine: [GestureRecognizer] = []
    private var isReexamining = false

    init(router: EventRouter) {
        self.router = router
    }

    func join(_ recognizer: GestureRecognizer) {
        recognizer.router = router
        recognizer.adoptWindowSettings(router.settings)
        if !members.contains(where: { $0 === recognizer }) { members.append(recognizer) }
    }

    /// A recognizer asks for a new state.
    func request(_ wanted: GestureRecognizerState, for recognizer: GestureRecognizer) {
        let current = recognizer.currentState
        guard !current.isFinished else { return }
        switch wanted {
        case .possible:
            return
        case .failed, .cancelled:
            transition(recognizer, to: current.isActive ? .cancelled : .failed)
        case .began, .changed:
            if current.isActive {
                transition(recognizer, to: .changed)
            } else if recognizer.deferredState == nil {
                start(recognizer, wish: .began)
            }
        case .ended:
            if current.isActive {
                transition(recognizer, to: .ended)
            } else if recognizer.deferredState != nil {
                recognizer.deferredState = .ended
            } else {
                start(recognizer, wish: .ended)
            }
        }
    }

    /// Stops a recognizer at once (its view left the window, or it was removed or disabled) and resets it.
    func stop(_ recognizer: GestureRecognizer) {
        guard members.contains(where: { $0 === recognizer }) else { return }
        if !recognizer.currentState.isFinished {
            explain(recognizer, "taken out: removed, disabled, or its view left the window")
            transition(recognizer, to: recognizer.currentState.isActive ? .cancelled : .failed)
        }
        members.removeAll { $0 === recognizer }
        forgetWaits(of: recognizer)
        recognizer.performReset()
        router.recordState(of: recognizer)
    }

    private func start(_ recognizer: GestureRecognizer, wish: GestureRecognizerState) {
        if let view = recognizer.view, !view.gestureRecognizerShouldBegin(recognizer) {
            explain(recognizer, "\(view.name)'s gestureRecognizerShouldBegin said no")
            transition(recognizer, to: .failed)
            return
        }
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false {
            explain(recognizer, "the delegate's gestureRecognizerShouldBegin said no")
            transition(recognizer, to: .failed)
            return
        }
        let winner = activeMember { $0 !== recognizer && prevents($0, recognizer) }
        if let winner {
            explain(recognizer, "not simultaneous with \(winner.name), which began first (no delegate allows both)")
            transition(recognizer, to: .failed)
            return
        }
        let requirements = liveRequirements(of: recognizer)
        if let required = requirements.first(where: { $0.currentState.isActive || $0.currentState == .ended }) {
            explain(recognizer, "\(required.name) recognized, and this one required it to fail")
            transition(recognizer, to: .failed)
            return
        }
        let pending = requirements.filter { $0.currentState == .possible }
        if !pending.isEmpty {
            recognizer.deferredState = wish
            wait(recognizer, for: pending)
            router.recordWaiting(of: recognizer, for: pending)
            return
        }
        recognizer.deferredState = nil
        transition(recognizer, to: wish)
        for other in members where other !== recognizer && other.currentState == .possible {
            if prevents(recognizer, other) {
                // A recognizer that was told to wait for this one fails because of that, whether or not it
                // had got as far as waiting (a single tap still in its first tap when the double tap lands).
                if requiresFailure(other, of: recognizer) {
                    explain(other, "\(recognizer.name) recognized, and this one waited for it to fail")
                } else {
                    explain(
                        other,
                        wish == .began
                            ? "\(recognizer.name) began, and they may not recognize together (no delegate allows both)"
                            : "\(recognizer.name) recognized, and they may not recognize together (no delegate allows both)"
                    )
                }
                transition(other, to: .failed)
            } else if other.deferredState != nil && requiresFailure(other, of: recognizer) {
                explain(other, "\(recognizer.name) recognized, and this one waited for it to fail")
                transition(other, to: .failed)
            }
        }
        if recognizer.cancelsTouchesInView { router.cancelTouchesInView(for: recognizer) }
    }

    /// Gives the failure the arena is about to apply its reason, when reasons are wanted.
    private func explain(_ recognizer: GestureRecognizer, _ reason: @autoclosure () -> Reason) {
        if recognizer.explainsFailures { recognizer.pendingReason = reason() }
    }

    /// Applies a state; a finished recognizer is swept later, and after a failure waiting recognizers may go.
    private func transition(_ recognizer: GestureRecognizer, to state: GestureRecognizerState) {
        if state.isFinished { needsSweep = true }
        if state == .failed || state == .cancelled {
            recognizer.deferredState = nil
            waits[ObjectIdentifier(recognizer)] = nil
        }
        recognizer.apply(state)
        if state == .failed { reexamineWaiting(after: recognizer) }
    }

    /// One recognizer waiting for another to fail.
    private struct Wait {
        let recognizer: GestureRecognizer
        let number: Int
    }

    /// Notes that `recognizer` waits for each of `pending` (possible now) to fail.
    private func wait(_ recognizer: GestureRecognizer, for pending: [GestureRecognizer]) {
        nextWait += 1
        waits[ObjectIdentifier(recognizer)] = (nextWait, pending.count)
        let wait = Wait(recognizer: recognizer, number: nextWait)
        for required in pending { waiters[ObjectIdentifier(required), default: []].append(wait) }
    }

    /// Forgets what `recognizer` waited for and who waited for it (it left the arena).
    private func forgetWaits(of recognizer: GestureRecognizer) {
        waits[ObjectIdentifier(recognizer)] = nil
        waiters[ObjectIdentifier(recognizer)] = nil
    }

    /// After a failure, recognizers that waited for it may start once nothing else they wait for is possible
    /// (``start(_:wish:)`` then checks every requirement afresh, and may fail them if one recognized). Only the
    /// failed recognizer's own waiters are looked at; failures caused on the way are queued, oldest first.
    private func reexamineWaiting(after failed: GestureRecognizer) {
        failuresToExamine.append(failed)
        guard !isReexamining else { return }
        isReexamining = true
        defer { isReexamining = false }
        var next = 0
        while next < failuresToExamine.count {
            let failure = failuresToExamine[next]
            next += 1
            guard let waiting = waiters.removeValue(forKey: ObjectIdentifier(failure)) else { continue }
            for wait in waiting {
                let waiter = wait.recognizer, key = ObjectIdentifier(waiter)
                guard waiter.deferredState != nil, waiter.currentState == .possible,
                    let current = waits[key], current.number == wait.number
                else { continue }
                guard current.pending <= 1 else {
                    waits[key] = (current.number, current.pending - 1)
                    continue
                }
                waits[key] = nil
                let wish = waiter.deferredState ?? .began
                waiter.deferredState = nil
                start(waiter, wish: wish)
            }
        }
        failuresToExamine.removeAll(keepingCapacity: true)
    }

    /// Resets recognizers that finished and whose touches are all up.
    func resetFinishedRecognizers() {
        guard needsSweep else { return }
        needsSweep = false
        let finished = members.filter { $0.currentState.isFinished && !router.hasLiveInput(for: $0) }
        guard !finished.isEmpty else { return }
        let leaving = Set(finished.map(ObjectIdentifier.init))
        members.removeAll { leaving.contains(ObjectIdentifier($0)) }
        for recognizer in finished {
            forgetWaits(of: recognizer)
            recognizer.performReset()
            router.recordState(of: recognizer)
        }
        // Recognizers still waiting for their touches to lift are looked at again when input ends.
    }

    /// The router is going away: members must not keep a reference to it.
    func releaseMembers() {
        for recognizer in members {
            recognizer.cancelAllTimers()
            recognizer.forgetTouches()
            recognizer.router = nil
        }
        members.removeAll()
        waiters.removeAll()
        waits.removeAll()
    }

    // MARK: - Relations

    /// The first member that began or recognized (and has not finished otherwise) for which `test` holds;
    /// most members are possible or failed, so the state is looked at first.
    private func activeMember(where test: (GestureRecognizer) -> Bool) -> GestureRecognizer? {
        members.first { other in
            let state = other.currentState
            return (state.isActive || state == .ended) && test(other)
        }
    }

    /// The members `recognizer` requires to fail that have not failed or been cancelled (those cannot make
    /// it wait or fail).
    private func liveRequirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        members.filter { other in
            let state = other.currentState
            return state != .failed && state != .cancelled && other !== recognizer
                && requiresFailure(recognizer, of: other)
        }
    }

    /// True when `recognizer` must wait for `other` to fail.
    public func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        recognizer.explicitlyRequiresFailure(of: other)
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || (recognizer.hasDelegate
                && recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true)
            || (other.hasDelegate
                && other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true)
    }

    /// True when either delegate lets the two recognize at the same time.
    public func allowsSimultaneous(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }

    /// True when `winner`, recognizing, makes `loser` fail: they share input, no delegate allows both, and
    /// both subclasses agree.
    func prevents(_ winner: GestureRecognizer, _ loser: GestureRecognizer) -> Bool {
        sharesInput(winner, loser) && !allowsSimultaneous(winner, loser)
            && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    private func sharesInput(_ first: GestureRecognizer, _ second: GestureRecognizer) -> Bool {
        if first.acceptsNativeGestures, second.acceptsNativeGestures,
            first.receivedTouches.isEmpty, second.receivedTouches.isEmpty
        {
            return true
        }
        return first.receivedTouches.contains { touch in second.receivedTouches.contains { $0 === touch } }
    }
}
