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
    /// The router owns the arena, so it always outlives it.
    unowned(unsafe) let router: EventRouter
    /// Recognizers that received input since they were last reset, in the order they joined.
    @exclusivity(unchecked) public private(set) var members: [GestureRecognizer] = []
    /// Set when a recognizer may have become resettable (it finished, or input ended); cleared by a sweep.
    @exclusivity(unchecked) var needsSweep = false
    private var isReexamining = false
    private var needsReexamination = false

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
        let winner = members.first { other in
            other !== recognizer && (other.currentState.isActive || other.currentState == .ended)
                && prevents(other, recognizer)
        }
        if let winner {
            explain(recognizer, "not simultaneous with \(winner.name), which began first (no delegate allows both)")
            transition(recognizer, to: .failed)
            return
        }
        let requirements = members.filter { $0 !== recognizer && requiresFailure(recognizer, of: $0) }
        if let required = requirements.first(where: { $0.currentState.isActive || $0.currentState == .ended }) {
            explain(recognizer, "\(required.name) recognized, and this one required it to fail")
            transition(recognizer, to: .failed)
            return
        }
        let pending = requirements.filter { $0.currentState == .possible }
        if !pending.isEmpty {
            recognizer.deferredState = wish
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
        if state == .failed { recognizer.deferredState = nil }
        recognizer.apply(state)
        if state == .failed { reexamineWaiting() }
    }

    /// After a failure, recognizers that waited for it may start, or fail if what they waited for won.
    private func reexamineWaiting() {
        if isReexamining {
            needsReexamination = true
            return
        }
        isReexamining = true
        defer { isReexamining = false }
        repeat {
            needsReexamination = false
            for waiting in members where waiting.deferredState != nil && waiting.currentState == .possible {
                let requirements = members.filter { $0 !== waiting && requiresFailure(waiting, of: $0) }
                if requirements.contains(where: { $0.currentState == .possible }) { continue }
                let wish = waiting.deferredState ?? .began
                waiting.deferredState = nil
                start(waiting, wish: wish)
            }
        } while needsReexamination
    }

    /// Resets recognizers that finished and whose touches are all up.
    func resetFinishedRecognizers() {
        guard needsSweep else { return }
        needsSweep = false
        for recognizer in members where recognizer.currentState.isFinished && !router.hasLiveInput(for: recognizer) {
            members.removeAll { $0 === recognizer }
            recognizer.performReset()
            router.recordState(of: recognizer)
        }
        // Recognizers still waiting for their touches to lift are looked at again when input ends.
    }

    /// The router is going away: members must not keep a reference to it.
    func releaseMembers() {
        for recognizer in members {
            recognizer.cancelAllTimers()
            recognizer.router = nil
        }
        members.removeAll()
    }

    // MARK: - Relations

    /// True when `recognizer` must wait for `other` to fail.
    public func requiresFailure(_ recognizer: GestureRecognizer, of other: GestureRecognizer) -> Bool {
        recognizer.explicitlyRequiresFailure(of: other)
            || recognizer.shouldRequireFailure(of: other)
            || other.shouldBeRequiredToFail(by: recognizer)
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
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
