/// Applies a trace's window events as its input events are delivered: each one once as many input events as
/// its ``WindowEvent/after`` have been, at its time (`replay`'s ``TraceReplayer`` and the window's
/// replay, which plays a trace a step at a time).
///
/// ```swift
/// var player = WindowEventPlayer(trace.windowEvents, window: window, clock: clock, keys: { _ = scene.handleKey($0) })
/// player.play(upTo: 310)     // before input event 310: the Escape pressed after 310 events is not yet
/// ```
public struct WindowEventPlayer {
    private let events: [WindowEvent]
    private var next = 0
    private let window: Window
    private let clock: ManualClock
    private let keys: ((SceneKey) -> Void)?

    /// A player of `events` into `window` on `clock`; keys go to `keys` (dropped without it).
    public init(_ events: [WindowEvent], window: Window, clock: ManualClock, keys: ((SceneKey) -> Void)?) {
        (self.events, self.window, self.clock, self.keys) = (events, window, clock, keys)
    }

    /// Applies every window event not yet applied that follows at most `count` input events.
    public mutating func play(upTo count: Int) {
        while next < events.count, events[next].after <= count {
            let event = events[next]
            next += 1
            if event.time > clock.now { clock.advance(to: event.time) }
            switch event.kind {
            case .key(let key): keys?(key)
            case .resize(let size): window.resize(to: size)
            }
        }
    }
}
