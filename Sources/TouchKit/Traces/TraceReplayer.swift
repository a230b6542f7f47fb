/// Plays a trace into a window on a virtual clock: each event at its time, timers (long press, double-tap
/// waits) firing in between, the window's own events (``WindowEvent``: a key the scene answered, a resize)
/// between the same two input events as live, and after the last event the clock runs on until no timer is
/// pending.
///
/// ```swift
/// let clock = ManualClock()
/// let window = Window(size: Size(width: 800, height: 600), clock: clock)
/// TraceReplayer.replay(trace, into: window, clock: clock, keys: { _ = scene.handleKey($0) })
/// ```
public enum TraceReplayer {
    /// Replays every event of `trace`, then lets pending timers fire; `keys` answers the keys the scene
    /// answered live (none are played without it); `afterEach` is called after each event is handled (to
    /// watch the touches down, for example).
    public static func replay(
        _ trace: TouchTrace, into window: Window, clock: ManualClock,
        afterEach: ((InputEvent) -> Void)? = nil, keys: ((SceneKey) -> Void)? = nil
    ) {
        var player = WindowEventPlayer(trace.windowEvents, window: window, clock: clock, keys: keys)
        replay(trace.events, into: window, clock: clock, player: &player, afterEach: afterEach)
    }

    /// Replays a trace read from a file event by event (see ``TraceFile``), then lets pending timers fire
    /// (only those due within `tail` seconds of the last event when given: a scene whose timer repeats
    /// would otherwise run on for thousands of them); `resizes` false keeps the window the size it was
    /// given (a replay told its size).
    public static func replay(
        _ file: TraceFile, into window: Window, clock: ManualClock,
        afterEach: ((InputEvent) -> Void)? = nil, keys: ((SceneKey) -> Void)? = nil, resizes: Bool = true,
        tail: Double? = nil
    ) {
        var player = WindowEventPlayer(
            resizes ? file.windowEvents : file.windowEvents.filter(\.isKey),
            window: window, clock: clock, keys: keys)
        var delivered = 0
        file.forEachEvent { event in
            deliver(event, number: delivered, to: window, clock: clock, player: &player, afterEach: afterEach)
            delivered += 1
        }
        player.play(upTo: .max)
        if let tail { clock.advance(by: tail) } else { clock.runUntilIdle() }
    }

    /// Replays events in order, then lets pending timers fire.
    public static func replay(
        _ events: [InputEvent], into window: Window, clock: ManualClock, afterEach: ((InputEvent) -> Void)? = nil
    ) {
        var player = WindowEventPlayer([], window: window, clock: clock, keys: nil)
        replay(events, into: window, clock: clock, player: &player, afterEach: afterEach)
    }

    private static func replay(
        _ events: [InputEvent], into window: Window, clock: ManualClock, player: inout WindowEventPlayer,
        afterEach: ((InputEvent) -> Void)?
    ) {
        for (number, event) in events.enumerated() {
            deliver(event, number: number, to: window, clock: clock, player: &player, afterEach: afterEach)
        }
        player.play(upTo: .max)
        clock.runUntilIdle()
    }

    /// Delivers input event `number` (from 0), after the window events that came before it.
    private static func deliver(
        _ event: InputEvent, number: Int, to window: Window, clock: ManualClock, player: inout WindowEventPlayer,
        afterEach: ((InputEvent) -> Void)?
    ) {
        player.play(upTo: number)
        clock.advance(to: event.time)
        window.router.handle(event)
        afterEach?(event)
    }
}
