import FoundationEssentials
import Glibc

/// Carries input to recognizers and views in UIKit's order, for one window.
///
/// A touch is hit-tested once, when it begins, and bound to that view. Each event goes first to the
/// recognizers of that view and its ancestors, then to the view, unless a recognizer delays it
/// (`delaysTouchesBegan`, `delaysTouchesEnded`) or has taken it (`cancelsTouchesInView`). What the view does
/// not handle travels up the responder chain. The ``arena`` settles which recognizers win.
///
/// ```swift
/// let window = Window(size: Size(width: 800, height: 600), clock: clock)
/// window.router.eventLog = EventLog()
/// window.router.handle(InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 5, y: 5))))
/// ```
public final class EventRouter {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 16.2 % more instructions in
    // the image viewer and 30.3 % more in touch-views (callgrind over `Benchmarks/Tools/DispatchProfile`, five
    // rounds; docs/architecture.md, "Unchecked memory").
    private struct TouchKey: Hashable {
        let source: TouchSource
        let id: Int
    }

    /// The window whose views receive the touches.
    public unowned let window: Window
    /// The clock that recognizers' timers run on.
    public let clock: any Clock
    /// Where every step is recorded; `nil` (the default) records nothing.
    @exclusivity(unchecked) public var eventLog: EventLog?
    /// The touches of the last delivery logged and their numbers, sorted (see `recordReach`).
    @exclusivity(unchecked) private var reachedTouches: Set<Touch> = []
    @exclusivity(unchecked) private var reachedNumbers: [Int] = []
    /// The name of the device the events being handled come from, when the platform says ("Wacom One Pen"):
    /// a touch that begins takes it as its ``Touch/deviceName``. The window sets it; traces leave it nil.
    public var deviceName: String?
    /// The details of the touch event being handled, when it has some.
    @exclusivity(unchecked) private var incomingDetails: TouchDetails?
    /// Thresholds for tap counting, the simulated mouse fingers and Ctrl+wheel zoom, and for every recognizer
    /// in the window that has none of its own (a ``GestureProfile``'s, say).
    @exclusivity(unchecked) public var settings = GestureThresholds.standard {
        didSet { window.forEachGestureRecognizer { $0.adoptWindowSettings(settings) } }
    }
    /// The arbitration between recognizers.
    @exclusivity(unchecked) public private(set) var arena: GestureArena!

    /// Touches down, in the order they began.
    @exclusivity(unchecked) private var liveTouches: [Touch] = []
    /// The same touches by key, kept only while more than ``keyedTouchesThreshold`` are down (a stress test's
    /// thousands), so that every per-event step stays independent of how many fingers are down and ten
    /// thousand fingers cost about ten thousand times one; for the usual handful, a look along the list.
    @exclusivity(unchecked) private var liveTouchesByKey: [TouchKey: Touch] = [:]
    private static let keyedTouchesThreshold = 8
    /// How many live touches are on exclusive views (``View/isExclusiveTouch``), so that the common case, none,
    /// costs nothing per touch.
    @exclusivity(unchecked) private var exclusiveTouchesDown = 0
    private let event = TouchEvent()
    /// How touches reach their views: at once, held for a delaying recognizer, or cancelled.
    private let delivery: ViewDelivery
    /// The mouse's fingers: the press in progress and the pin (``EventRouter+Mouse.swift``).
    var pointer = PointerTouchSimulation()
    @exclusivity(unchecked) private var nativeRecognizers: [GestureRecognizer] = []
    private var taps = TapCounter()
    /// How many touches have begun since nothing was down, the last one's number (see ``Touch/identifier``).
    private var touchesBegun = 0

    init(window: Window, clock: any Clock) {
        self.window = window
        self.clock = clock
        delivery = ViewDelivery(event: event)
        arena = GestureArena(router: self)
        event.router = self
    }

    deinit {
        arena.releaseMembers()
        // A touch still down holds its view and recognizers, which a scene's views and recognizers may hold
        // in turn (a view that draws its fingers keeps their touches): without this, a window dropped
        // mid-gesture (a replay stepped back rebuilds its scene) would keep its whole scene alive.
        for touch in liveTouches + delivery.heldTouches + delivery.finishedTouches {
            touch.forgetAlone()
            touch.gestureRecognizers.removeAll()
            touch.view = nil
        }
    }

    func recordReach(_ responder: Responder, phase: TouchPhase, touches: Set<Touch>) {
        guard let eventLog else { return }
        // One delivery reaches every responder up the chain with the same set: its numbers are worked
        // out once (a set compares to itself at once).
        if touches != reachedTouches {
            reachedTouches = touches
            reachedNumbers = touches.map(\.identifier).sorted()
        }
        eventLog.append(.touches(phase: phase, responder: responder.name, touches: reachedNumbers), at: now)
    }

    /// The time records are stamped with: the clock's time.
    var now: Double { clock.now }

    /// Touches currently down, in the order they began.
    public var activeTouches: [Touch] { liveTouches }

    /// True while some touch is down or a native gesture is in progress.
    public var hasActiveInput: Bool { !liveTouches.isEmpty || !nativeRecognizers.isEmpty }

    /// Handles one input event at its time (the clock should already be at that time).
    public func handle(_ event: InputEvent) {
        let input = event.clampedToLimits
        switch input.kind {
        case .touch(let id, let phase, let location):
            if input.packedDetails.isEmpty {
                process(TouchKey(source: .touchscreen, id: id), phase: phase, at: location, time: input.time)
            } else {
                // Rarely (a pen, a touchscreen that reports pressure): the details ride beside the call, so
                // the plain finger's path carries nothing more.
                let details = input.details
                incomingDetails = details
                let source: TouchSource = details?.tool == .finger ? .touchscreen : .pen
                process(TouchKey(source: source, id: id), phase: phase, at: location, time: input.time)
                incomingDetails = nil
            }
        case .pointer(let phase, let button, let location, let modifiers):
            let fingers = pointer.handle(
                phase, button: button, at: location, modifiers: modifiers,
                center: self.centerOfView(at: location))
            for finger in fingers {
                process(
                    TouchKey(source: finger.source, id: finger.id), phase: finger.phase,
                    at: finger.location, time: input.time)
            }
        case .pinch(let phase, let location, let scale, let angleDelta):
            processNative(
                phase,
                NativeGesture(
                    location: location, scale: scale, angleDelta: angleDelta,
                    timestamp: input.time))
        case .scroll(let location, _, let dy, let modifiers):
            guard modifiers.contains(.ctrl), dy != 0, nativeRecognizers.isEmpty else { break }
            let zoom = InputLimits.clampScale(pow(settings.scrollZoomStep, -dy))
            for (phase, scale) in [(NativeGesturePhase.began, 1.0), (.changed, zoom), (.ended, zoom)] {
                processNative(
                    phase,
                    NativeGesture(
                        location: location, scale: scale, angleDelta: 0,
                        timestamp: input.time))
            }
        }
        settle()
    }

    /// Logs that the platform took touchscreen touch `id` (its input id) away, and why, just before its
    /// cancellation arrives as input: the log and the timeline then say what cancelled it. Does nothing for
    /// a touch that is not down.
    public func noteTakenAway(touchscreenID id: Int, because reason: Reason) {
        guard let eventLog, let touch = liveTouch(TouchKey(source: .touchscreen, id: id)) else { return }
        eventLog.append(.takenAway(touch: touch.identifier, reason: reason), at: now)
    }

    /// Cancels every touch and native gesture in progress (the window lost focus, the scene was reset).
    public func cancelAllInput(at time: Double) {
        for touch in liveTouches {
            process(
                TouchKey(source: touch.source, id: touch.routingID), phase: .cancelled, at: touch.windowLocation,
                time: time)
        }
        pointer.forgetPress()
        if !nativeRecognizers.isEmpty {
            processNative(.cancelled, NativeGesture(location: .zero, scale: 1, angleDelta: 0, timestamp: time))
        }
        settle()
    }

    /// The live touch with `key`: a look along the list for the usual handful of fingers (cheaper than
    /// hashing), the table past that.
    private func liveTouch(_ key: TouchKey) -> Touch? {
        guard liveTouches.count > Self.keyedTouchesThreshold else {
            for touch in liveTouches where touch.routingID == key.id && touch.source == key.source { return touch }
            return nil
        }
        return liveTouchesByKey[key]
    }

    private func process(
        _ key: TouchKey, phase: TouchPhase, at location: Point, time: Double
    ) {
        if phase == .began {
            if liveTouch(key) != nil { process(key, phase: .cancelled, at: location, time: time) }
            begin(key, at: location, time: time)
            return
        }
        guard let touch = liveTouch(key) else { return }
        if let incomingDetails { touch.update(from: incomingDetails) }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = location
        // Only a recognizer following more than a handful of fingers keeps a running sum; that takes as many live.
        if liveTouches.count > GestureRecognizer.exactCentroidLimit {
            for recognizer in touch.gestureRecognizers
            where recognizer.followsManyTouches && recognizer.isTracking(touch) {
                recognizer.trackedTouchMoved(touch, from: touch.previousWindowLocation)
            }
        }
        touch.timestamp = time
        touch.phase = phase == .stationary ? .moved : phase
        event.timestamp = time
        if touch.phase.isFinished {
            if let index = liveTouches.firstIndex(where: { $0 === touch }) { liveTouches.remove(at: index) }
            if !liveTouchesByKey.isEmpty {
                if liveTouches.count > Self.keyedTouchesThreshold {
                    liveTouchesByKey[key] = nil
                } else {
                    liveTouchesByKey.removeAll(keepingCapacity: true)
                }
            }
            delivery.touchFinished(touch)
            if touch.isOnExclusiveView { exclusiveTouchesDown -= 1 }
            taps.note(touch, at: time, settings: settings)
            arena.needsSweep = true
        }
        let singleTouch = touch.alone
        for recognizer in touch.gestureRecognizers where !recognizer.currentState.isFinished {
            guard recognizer.isTracking(touch) else { continue }
            switch touch.phase {
            case .ended: recognizer.touchesEnded(singleTouch, with: event)
            case .cancelled: recognizer.touchesCancelled(singleTouch, with: event)
            default: recognizer.touchesMoved(singleTouch, with: event)
            }
            if touch.phase.isFinished {
                recognizer.rememberLocation()
                recognizer.untrack(touch)
            }
        }
        delivery.deliver(touch, phase: touch.phase)
    }

    private func begin(_ key: TouchKey, at location: Point, time: Double) {
        // A person's fingers, from 1 (``Touch/identifier``): 1 again when nothing is down or held back.
        touchesBegun = liveTouches.isEmpty && delivery.heldTouches.isEmpty ? 1 : touchesBegun + 1
        let number = touchesBegun
        let touch = Touch(
            identifier: number, routingID: key.id, source: key.source, location: location, timestamp: time,
            tapCount: taps.count(at: location, time: time, settings: settings))
        touch.deviceName = deviceName
        if let incomingDetails { touch.update(from: incomingDetails) }
        let hit = hitTestAndLog(touch: number, input: key.source.rawValue, at: location, with: event)
        touch.view = hit
        if let hit, !hit.isMultipleTouchEnabled,
            liveTouches.contains(where: { $0.view === hit && !$0.isCancelledForView })
        {
            touch.isCancelledForView = true  // the view takes only its first touch, as in UIKit
        }
        let excluded = isExcludedByExclusiveTouch(hit)
        if excluded { touch.isCancelledForView = true }
        if !excluded, hit?.isExclusiveTouch == true {
            touch.isOnExclusiveView = true
            exclusiveTouchesDown += 1
        }
        touch.gestureRecognizers =
            excluded
            ? []
            : recognizers(from: hit) { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
        liveTouches.append(touch)
        if liveTouches.count > Self.keyedTouchesThreshold {
            if liveTouchesByKey.isEmpty {
                for live in liveTouches { liveTouchesByKey[TouchKey(source: live.source, id: live.routingID)] = live }
            } else {
                liveTouchesByKey[key] = touch
            }
        }
        event.allTouches.insert(touch)
        event.timestamp = time
        let singleTouch = touch.alone
        for recognizer in touch.gestureRecognizers {
            guard recognizer.view != nil, touch.gestureRecognizers.contains(where: { $0 === recognizer }),
                !recognizer.currentState.isFinished
            else { continue }
            arena.join(recognizer)
            recognizer.track(touch)
            recognizer.receivedTouches.append(touch)
            recognizer.touchesBegan(singleTouch, with: event)
        }
        delivery.deliver(touch, phase: .began)
    }

    /// Whether a new touch on `view` is turned away by exclusive touch: another view holding a touch is
    /// exclusive, or `view` is and another view holds a touch. Exclusive views are rare, so the common case
    /// looks at no touch.
    private func isExcludedByExclusiveTouch(_ view: View?) -> Bool {
        guard exclusiveTouchesDown > 0 || view?.isExclusiveTouch == true else { return false }
        return liveTouches.contains { other in
            guard let holder = other.view, !other.isCancelledForView, holder !== view else { return false }
            return holder.isExclusiveTouch || view?.isExclusiveTouch == true
        }
    }

    /// The recognizers that may take new input hitting `view`: its own, then its ancestors', nearest first,
    /// keeping those `accepts` agrees to.
    private func recognizers(from view: View?, where accepts: (GestureRecognizer) -> Bool) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var current = view
        while let candidate = current {
            for recognizer in candidate.gestureRecognizers
            where recognizer.isEnabled && !recognizer.currentState.isFinished && recognizer.deferredState == nil
                && accepts(recognizer)
            {
                result.append(recognizer)
            }
            current = candidate.superview
        }
        return result
    }

    private func processNative(_ phase: NativeGesturePhase, _ gesture: NativeGesture) {
        if phase == .began {
            if !nativeRecognizers.isEmpty { processNative(.cancelled, gesture) }
            let hit = hitTestAndLog(touch: nil, input: "pinch", at: gesture.location, with: nil)
            nativeRecognizers = recognizers(from: hit) { $0.acceptsNativeGestures }
        }
        for recognizer in nativeRecognizers where !recognizer.currentState.isFinished {
            recognizer.lastLocation = gesture.location
            switch phase {
            case .began:
                arena.join(recognizer)
                recognizer.nativeGestureBegan(gesture)
            case .changed: recognizer.nativeGestureChanged(gesture)
            case .ended: recognizer.nativeGestureEnded(gesture)
            case .cancelled: recognizer.nativeGestureCancelled(gesture)
            }
        }
        if phase == .ended || phase == .cancelled {
            nativeRecognizers.removeAll()
            arena.needsSweep = true
        }
    }

    // MARK: - Delivery to views

    /// A recognizer recognized with `cancelsTouchesInView`: its touches are taken from the view.
    func cancelTouchesInView(for recognizer: GestureRecognizer) {
        for touch in recognizer.receivedTouches { delivery.cancel(touch) }
    }

    // MARK: - Changes to the hierarchy

    /// A view (and its subtree) is leaving the window: its touches are cancelled, its recognizers stop.
    func viewWillLeaveWindow(_ view: View) {
        for touch in liveTouches + delivery.heldTouches where touch.view?.isDescendant(of: view) == true {
            delivery.cancel(touch)
        }
        for recognizer in arena.members where recognizer.view?.isDescendant(of: view) == true {
            recognizerWillDetach(recognizer)
        }
    }

    /// A recognizer is being removed or disabled: it stops at once and lets go of its touches.
    func recognizerWillDetach(_ recognizer: GestureRecognizer) {
        arena.stop(recognizer)
        for touch in liveTouches { touch.gestureRecognizers.removeAll { $0 === recognizer } }
        nativeRecognizers.removeAll { $0 === recognizer }
        settle()
    }

    // MARK: - Settling

    /// True while `recognizer` still has a touch down or a native gesture in progress.
    func hasLiveInput(for recognizer: GestureRecognizer) -> Bool {
        nativeRecognizers.contains { $0 === recognizer }
            || recognizer.receivedTouches.contains { !$0.phase.isFinished }
    }

    /// Brings everything up to date after an event or a timer: held touches go to views whose recognizers
    /// have decided, finished recognizers return to `possible`, finished touches leave the event.
    public func settle() {
        delivery.releaseHeld()
        arena.resetFinishedRecognizers()
        delivery.removeFinished()
    }

    func recordState(of recognizer: GestureRecognizer) {
        guard let eventLog else { return }
        eventLog.append(
            .recognizer(
                name: recognizer.name, view: recognizer.view?.name,
                state: recognizer.currentState, reason: recognizer.failureReason), at: now)
    }

    func recordAction(of recognizer: GestureRecognizer) {
        guard let eventLog else { return }
        eventLog.append(.action(name: recognizer.name, view: recognizer.view?.name), at: now)
    }

    func recordWaiting(of recognizer: GestureRecognizer, for others: [GestureRecognizer]) {
        eventLog?.append(
            .waiting(
                name: recognizer.name, view: recognizer.view?.name,
                waitingFor: others.map(\.name)), at: now)
    }
}
