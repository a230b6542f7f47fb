/// Turns touches into a gesture, as UIKit's `UIGestureRecognizer`: attach one to a view, add a target, and
/// it reports its state as the user's fingers move.
///
/// Recognizers see touches before the view does. The ``EventRouter`` arbitrates between them: when one
/// recognizes, the others that share its touches fail, unless a delegate allows them to recognize
/// simultaneously; ``require(toFail:)`` makes one wait for another to fail.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer(name: "zoom") { _ in zoomIn() }
/// doubleTap.numberOfTapsRequired = 2
/// let tap = TapGestureRecognizer(name: "select") { _ in select() }
/// tap.require(toFail: doubleTap)   // a single tap waits until it cannot be a double tap
/// photo.addGestureRecognizer(doubleTap)
/// photo.addGestureRecognizer(tap)
/// ```
///
/// ## Writing a recognizer
/// Subclass it, override the `touches…` methods and set ``state``; the router does the rest (delegate,
/// failure requirements, simultaneity, cancelling the view's touches). Use ``schedule(after:_:)`` for
/// timeouts and reset your own properties in ``reset()``:
///
/// ```swift
/// final class TwoSecondHold: GestureRecognizer {
///     override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
///         schedule(after: 2) { [unowned self] in if state == .possible { state = .recognized } }
///     }
///     override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
///         if state == .possible { state = .failed }
///     }
/// }
/// ```
open class GestureRecognizer {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 28.0 % more instructions in
    // the image viewer (touch-views has no recognizer) (callgrind over `Benchmarks/Tools/DispatchProfile`, five
    // rounds; docs/architecture.md, "Unchecked memory").
    /// A target: called with the recognizer when it begins, changes, ends or is cancelled.
    public typealias Action = (GestureRecognizer) -> Void

    /// Identifies an added target so it can be removed.
    public struct TargetToken: Hashable, Sendable {
        let id: Int
    }

    /// The name used in the event log and the teaching panel (`"pinch"`, `"next-image"`).
    @exclusivity(unchecked) public var name: String
    /// The view the recognizer is attached to. Weak, as UIKit's: the view owns its recognizers (and clears
    /// this when it removes one); keeping it weak costs nothing measurable (0.7 % more instructions per event
    /// in `Benchmarks/Tools/DispatchProfile image-viewer`).
    @exclusivity(unchecked) public internal(set) weak var view: View?
    /// Answers questions about simultaneity, failure requirements and which touches to receive.
    public weak var delegate: (any GestureRecognizerDelegate)? {
        didSet { hasDelegate = delegate != nil }
    }
    /// Whether a delegate was set (it may have gone since): cheaper for the arena than loading a weak one.
    @exclusivity(unchecked) private(set) var hasDelegate = false
    /// A disabled recognizer receives no touches; disabling an active one cancels it.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { if !isEnabled { router?.recognizerWillDetach(self) } }
    }
    /// When true (the default), recognizing cancels the touches the view had: it gets `touchesCancelled`.
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    /// When true, the view gets no touches until this recognizer fails (default false).
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    /// When true (the default), the view's `touchesEnded` waits until this recognizer fails or recognizes.
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// The thresholds this recognizer uses: its window's (``EventRouter/settings``, where the window puts the
    /// profile in force) unless set on the recognizer itself.
    public var settings: GestureThresholds {
        get { currentSettings }
        set {
            currentSettings = newValue
            hasOwnSettings = true
        }
    }
    /// The thresholds in use, read on every event: the window's, copied in when the recognizer joins a
    /// window or takes part in a gesture, unless ``settings`` was set on the recognizer itself.
    @exclusivity(unchecked) private var currentSettings = GestureThresholds.standard
    @exclusivity(unchecked) private var hasOwnSettings = false

    /// Takes the window's thresholds, unless this recognizer has its own.
    /// Whether this recognizer keeps thresholds of its own (set through ``settings`` or a property such as
    /// a long press's `minimumPressDuration`) instead of following its window's.
    public var hasOwnThresholds: Bool { hasOwnSettings }

    func adoptWindowSettings(_ windowSettings: GestureThresholds) {
        if !hasOwnSettings { currentSettings = windowSettings }
    }

    /// True for recognizers that also take native platform gestures (touchpad pinch, Ctrl+wheel).
    open var acceptsNativeGestures: Bool { false }

    /// The current state. Subclasses set it; the router may hold a `began` or `recognized` back until the
    /// recognizers this one waits for have failed, or turn it into `failed` when another wins.
    public var state: GestureRecognizerState {
        get { currentState }
        set {
            guard let router else {
                currentState = newValue
                return
            }
            if newValue == .changed, currentState.isActive {
                // An ongoing gesture moving on: nothing for the arena to decide. This is `apply(.changed)`
                // spelled out: calling it keeps this setter from being inlined into every recognizer's
                // touchesMoved, 3% more instructions per event (callgrind).
                currentState = .changed
                if router.eventLog != nil { router.recordState(of: self) }
                sendActions()
            } else {
                router.arena.request(newValue, for: self)
            }
        }
    }

    @exclusivity(unchecked) var currentState = GestureRecognizerState.possible
    /// Why the recognizer last failed or was cancelled, in a few words a class can read ("moved 14 pt, more
    /// than the 10 pt tap slop"), logged with that state; nil until then, and always nil while no event log
    /// is kept (a reason costs a string, and nobody would read it).
    public private(set) var failureReason: Reason?
    /// The reason given with a failure asked for, until the arena applies it.
    @exclusivity(unchecked) var pendingReason: Reason?
    /// Whether reasons are wanted: an event log is kept (the window's panel and `replay --log` read them).
    var explainsFailures: Bool { router?.eventLog != nil }

    /// Fails the recognizer (or cancels it, if it had begun), saying why: the reason is logged with the
    /// state and shown to the class. It is only worked out while an event log is kept.
    ///
    /// ```swift
    /// if moved > settings.tapSlop {
    ///     fail(because: "moved \(moved.wholeNumberText) pt, more than the \(settings.tapSlop.wholeNumberText) pt tap slop")
    /// }
    /// ```
    public func fail(because reason: @autoclosure () -> Reason) {
        if explainsFailures { pendingReason = reason() }
        state = state.isActive ? .cancelled : .failed
    }
    /// The state asked for while waiting for failure requirements.
    @exclusivity(unchecked) var deferredState: GestureRecognizerState?
    /// The router, set only while the recognizer is in its arena (the arena holds it strongly, and the router
    /// clears this when it goes away). Unretained: with the events' `router`, checked `unowned` costs 12.4 %
    /// more instructions per event in touch-views, `weak` 13.4 % in the image viewer and 14.8 % in
    /// touch-views (`Benchmarks/Tools/DispatchProfile`; docs/architecture.md).
    @exclusivity(unchecked) unowned(unsafe) var router: EventRouter?
    /// Touches currently down that this recognizer follows, in the order they began. Changed only through
    /// ``track(_:)``, ``untrack(_:)`` and reset, which keep ``trackedIndex`` and ``trackedLocationSum`` in step.
    @exclusivity(unchecked) public private(set) var trackedTouches: [Touch] = []
    /// Past ``exactCentroidLimit`` touches (thousands of fingers in a stress test), the tracked touches as a
    /// set, so asking whether one is tracked does not search them all; nil for the usual handful.
    @exclusivity(unchecked) private var trackedIndex: Set<ObjectIdentifier>?
    /// While ``trackedIndex`` exists, the sum of the tracked touches' window locations, kept up to date as
    /// they move, so the centroid of thousands of fingers costs the same as that of two.
    @exclusivity(unchecked) private var trackedLocationSum = Point.zero

    /// True while the recognizer follows more touches than it sums afresh (``exactCentroidLimit``).
    var followsManyTouches: Bool { trackedIndex != nil }
    /// Every touch received since the last reset (for cancelling and delaying the view's touches).
    @exclusivity(unchecked) var receivedTouches: [Touch] = []
    /// The recognizers given to ``require(toFail:)``.
    @exclusivity(unchecked) private var failureRequirements = FailureRequirements()
    /// A target in a concrete struct, so calling it needs no reabstraction thunk.
    private struct Target {
        let token: TargetToken
        let action: Action
    }

    @exclusivity(unchecked) private var targets: [Target] = []
    private var nextTargetID = 0
    /// The recognizer's pending timers (``schedule(after:_:)``).
    var timers: [ClockTimer] = []
    @exclusivity(unchecked) var lastLocation = Point.zero

    /// Creates a recognizer with a name for the log and, optionally, a first target.
    public init(name: String, action: Action? = nil) {
        self.name = name
        if let action { addTarget(action) }
    }

    // MARK: - Targets

    /// Adds a closure called on every state change except to `failed` and `possible`.
    @discardableResult
    public func addTarget(_ action: @escaping Action) -> TargetToken {
        let token = TargetToken(id: nextTargetID)
        nextTargetID += 1
        targets.append(Target(token: token, action: action))
        return token
    }

    /// Removes a target added with ``addTarget(_:)``.
    public func removeTarget(_ token: TargetToken) {
        targets.removeAll { $0.token == token }
    }

    /// Enters a state decided by the arena: records it and, except for a failure, tells the targets.
    func apply(_ newState: GestureRecognizerState) {
        currentState = newState
        if newState == .failed || newState == .cancelled {
            failureReason = pendingReason
            pendingReason = nil
        }
        if let router, router.eventLog != nil { router.recordState(of: self) }
        if newState != .failed { sendActions() }
    }

    func sendActions() {
        for target in targets {
            if let router, router.eventLog != nil { router.recordAction(of: self) }
            target.action(self)
        }
    }

    // MARK: - Relationships

    /// Makes this recognizer wait until `other` fails before it may begin or recognize; if `other`
    /// recognizes, this one fails.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self else { return }
        failureRequirements.insert(other)
    }

    func explicitlyRequiresFailure(of other: GestureRecognizer) -> Bool {
        failureRequirements.contains(other)
    }

    /// Whether this recognizer, when it recognizes, may make `other` fail. Default true.
    open func canPrevent(_ other: GestureRecognizer) -> Bool { true }
    /// Whether `other`, when it recognizes, may make this recognizer fail. Default true.
    open func canBePrevented(by other: GestureRecognizer) -> Bool { true }
    /// Subclass hook: return true to wait for `other` to fail (as ``require(toFail:)``). Default false.
    open func shouldRequireFailure(of other: GestureRecognizer) -> Bool { false }
    /// Subclass hook: return true to make `other` wait for this recognizer to fail. Default false.
    open func shouldBeRequiredToFail(by other: GestureRecognizer) -> Bool { false }

    // MARK: - Touches

    /// How many touches the recognizer follows now.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the tracked touches in `view`'s coordinates (window points when `view` is nil); after
    /// the touches lift, where they last were.
    open func location(in view: View?) -> Point {
        let inWindow = trackedTouches.isEmpty ? lastLocation : centroidInWindow
        return view?.convert(inWindow, from: nil) ?? inWindow
    }

    /// The location of one tracked touch (by index, in the order they began) in `view`'s coordinates.
    public func location(ofTouch index: Int, in view: View?) -> Point {
        guard trackedTouches.indices.contains(index) else { return location(in: view) }
        return trackedTouches[index].location(in: view)
    }

    /// The centroid of the tracked touches, in window points: added up exactly for a handful of touches, from
    /// the running sum for more.
    var centroidInWindow: Point {
        guard !trackedTouches.isEmpty else { return lastLocation }
        guard trackedTouches.count <= Self.exactCentroidLimit else {
            return trackedLocationSum / Double(trackedTouches.count)
        }
        var sum = Point.zero
        for touch in trackedTouches { sum += touch.windowLocation }
        return sum / Double(trackedTouches.count)
    }

    /// Up to this many touches, centroids are summed afresh (exact to the last bit, as tests compare them).
    static let exactCentroidLimit = 8

    /// The centroid the tracked touches would have without `leaving` (touches still tracked).
    func centroidInWindow(without leaving: Set<Touch>) -> Point? {
        let count = trackedTouches.count - leaving.count
        guard count > 0 else { return nil }
        if trackedTouches.count <= Self.exactCentroidLimit {
            var sum = Point.zero
            for touch in trackedTouches where !leaving.contains(touch) { sum += touch.windowLocation }
            return sum / Double(count)
        }
        var sum = trackedLocationSum
        for touch in leaving { sum -= touch.windowLocation }
        return sum / Double(count)
    }

    /// Starts following a touch that began.
    func track(_ touch: Touch) {
        trackedTouches.append(touch)
        if var index = trackedIndex {
            trackedIndex = nil  // keep the set uniquely referenced while it changes
            index.insert(ObjectIdentifier(touch))
            trackedIndex = index
            trackedLocationSum += touch.windowLocation
        } else if trackedTouches.count > Self.exactCentroidLimit {
            trackedIndex = Set(trackedTouches.map(ObjectIdentifier.init))
            trackedLocationSum = trackedTouches.reduce(Point.zero) { $0 + $1.windowLocation }
        }
    }

    /// A tracked touch moved from `previous` to its current location (needed only while
    /// ``followsManyTouches``).
    func trackedTouchMoved(_ touch: Touch, from previous: Point) {
        trackedLocationSum += touch.windowLocation - previous
    }

    /// Stops following a touch; does nothing for one not followed.
    func untrack(_ touch: Touch) {
        guard isTracking(touch), let position = trackedTouches.lastIndex(where: { $0 === touch }) else { return }
        trackedTouches.remove(at: position)
        guard var index = trackedIndex else { return }
        trackedIndex = nil
        guard trackedTouches.count > Self.exactCentroidLimit else { return }  // back to summing afresh
        index.remove(ObjectIdentifier(touch))
        trackedIndex = index
        trackedLocationSum -= touch.windowLocation
    }

    /// True while this recognizer follows `touch`.
    func isTracking(_ touch: Touch) -> Bool {
        if let trackedIndex { return trackedIndex.contains(ObjectIdentifier(touch)) }
        return trackedTouches.contains { $0 === touch }
    }

    func rememberLocation() {
        if !trackedTouches.isEmpty { lastLocation = centroidInWindow }
    }

    /// Stops following a touch: this recognizer will get no more events for it.
    public func ignore(_ touch: Touch, for event: TouchEvent) {
        rememberLocation()
        untrack(touch)
        receivedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers.removeAll { $0 === self }
    }

    /// New touches. Subclasses override; the default does nothing.
    open func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Touches moved. Subclasses override; the default does nothing.
    open func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Touches lifted. Subclasses override; the default does nothing.
    open func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {}
    /// Touches cancelled by the system. The default fails a possible recognizer and cancels an active one.
    open func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        fail(because: "its touches were cancelled")
    }

    /// A native pinch/rotate began (only for recognizers whose ``acceptsNativeGestures`` is true).
    open func nativeGestureBegan(_ gesture: NativeGesture) {}
    /// A native pinch/rotate changed.
    open func nativeGestureChanged(_ gesture: NativeGesture) {}
    /// A native pinch/rotate ended.
    open func nativeGestureEnded(_ gesture: NativeGesture) {}
    /// A native pinch/rotate was cancelled. The default ends the recognizer as ``touchesCancelled(_:with:)``.
    open func nativeGestureCancelled(_ gesture: NativeGesture) {
        fail(because: "the gesture was cancelled")
    }

    /// Called when the recognizer returns to `possible`; clear per-gesture properties here (call super).
    open func reset() {}

    /// Lets go of the touches the recognizer follows, when its window goes away mid-gesture: a touch holds
    /// its view, which holds this recognizer, so keeping them would keep the whole scene alive.
    func forgetTouches() {
        trackedTouches.removeAll()
        trackedIndex = nil
        receivedTouches.removeAll()
    }

    func performReset() {
        cancelAllTimers()
        trackedTouches.removeAll(keepingCapacity: true)
        trackedIndex = nil
        trackedLocationSum = .zero
        receivedTouches.removeAll(keepingCapacity: true)
        deferredState = nil
        currentState = .possible
        pendingReason = nil
        failureReason = nil
        router = nil
        reset()
    }
}
