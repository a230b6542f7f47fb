import TouchKit

/// A window with a root view controller on a virtual clock, recording what views and recognizers see.
final class Harness {
    let clock = ManualClock()
    let application = Application()
    let window: Window
    let controller = RecordingController()
    let log = EventLog()

    init(size: Size = Size(width: 400, height: 400)) {
        window = Window(size: size, clock: clock)
        application.addWindow(window)
        window.rootViewController = controller
        window.router.eventLog = log
    }

    var root: View { controller.view }

    /// Adds a recording view to `parent` (the root by default).
    @discardableResult
    func addView(_ name: String, _ frame: Rect, to parent: View? = nil) -> RecordingView {
        let view = RecordingView(name: name, frame: frame)
        (parent ?? root).addSubview(view)
        return view
    }

    /// Adds a view named "V" covering `frame` with these recognizers attached.
    @discardableResult
    func addView(with recognizers: GestureRecognizer..., frame: Rect = Rect(x: 0, y: 0, width: 400, height: 400))
        -> RecordingView
    {
        let view = addView("V", frame)
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        return view
    }

    /// Replays what `build` writes, starting now, then lets timers run out.
    func play(_ build: (inout TraceBuilder) -> Void) {
        var builder = TraceBuilder(time: clock.now)
        build(&builder)
        TraceReplayer.replay(builder.events, into: window, clock: clock)
    }

    /// Sends one event at a time without running timers out afterwards.
    func send(_ kind: InputEvent.Kind, at time: Double) {
        clock.advance(to: time)
        window.router.handle(InputEvent(time: time, kind: kind))
    }

    /// Every state a recognizer went through, in order (the returns to `possible` left out).
    func states(of name: String) -> [GestureRecognizerState] {
        log.entries.compactMap {
            if case .recognizer(name, _, let state, _) = $0.record, state != .possible { return state }
            return nil
        }
    }

    /// When a recognizer first reached a state.
    func time(of name: String, reaching state: GestureRecognizerState) -> Double? {
        log.entries.first {
            if case .recognizer(name, _, state, _) = $0.record { return true }
            return false
        }?.time
    }

    /// The responders reached in a phase, in order.
    func responders(in phase: TouchPhase) -> [String] {
        log.entries.compactMap {
            if case .touches(phase, let responder, _) = $0.record { return responder }
            return nil
        }
    }

    /// Why a recognizer failed, each time it did, in words.
    func reasons(of name: String) -> [String] {
        log.entries.compactMap {
            if case .recognizer(name, _, .failed, let reason) = $0.record { return reason?.description ?? "no reason" }
            return nil
        }
    }

    /// How many actions a recognizer sent.
    func actions(of name: String) -> Int {
        log.entries.filter {
            if case .action(name, _) = $0.record { return true }
            return false
        }.count
    }
}

/// A tap recognizer needing `taps` taps of `touches` fingers.
func makeTap(_ name: String, taps: Int = 1, touches: Int = 1) -> TapGestureRecognizer {
    let tap = TapGestureRecognizer(name: name)
    tap.numberOfTapsRequired = taps
    tap.numberOfTouchesRequired = touches
    return tap
}

/// A view that records the phases of the touches it receives, then passes them up the chain.
final class RecordingView: View {
    var received: [TouchPhase] = []
    var locations: [Point] = []

    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.began)
        locations.append(touches.first!.location(in: self))
        super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.moved)
        super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.ended)
        super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        received.append(.cancelled)
        super.touchesCancelled(touches, with: event)
    }

    /// The phases without repeated moves, for readable expectations.
    var phases: [TouchPhase] {
        received.reduce(into: []) { result, phase in
            if !(phase == .moved && result.last == .moved) { result.append(phase) }
        }
    }
}

/// A root view controller that counts what reaches it.
final class RecordingController: ViewController {
    var began = 0
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        began += 1
        super.touchesBegan(touches, with: event)
    }
}

/// A delegate whose answers are closures.
final class Delegate: GestureRecognizerDelegate {
    var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    var shouldReceive: (GestureRecognizer, Touch) -> Bool = { _, _ in true }
    var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    var requiredToFailBy: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }

    func gestureRecognizer(
        _ recognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool {
        simultaneous(recognizer, other)
    }
    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin(recognizer) }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        shouldReceive(recognizer, touch)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailure(recognizer, other)
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer) -> Bool {
        requiredToFailBy(recognizer, other)
    }
}

extension Point {
    /// Shorthand for tests.
    init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }
}

/// True when two numbers agree to within `tolerance`.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
