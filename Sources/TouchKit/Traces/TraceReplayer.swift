/// Plays a trace into a window on a virtual clock: each event at its time, timers (long press, double-tap
/// waits) firing in between, and after the last event the clock runs on until no timer is pending.
///
/// ```swift
/// let clock = ManualClock()
/// let window = Window(size: Size(width: 800, height: 600), clock: clock)
/// TraceReplayer.replay(trace, into: window, clock: clock)
/// ```
public enum TraceReplayer {
    /// Replays every event of `trace`, then lets pending timers fire; `afterEach` is called after each
    /// event is handled (to watch the touches down, for example).
    public static func replay(
        _ trace: TouchTrace, into window: Window, clock: ManualClock, afterEach: ((InputEvent) -> Void)? = nil
    ) {
        replay(trace.events, into: window, clock: clock, afterEach: afterEach)
    }

    /// Replays a trace read from a file event by event (see ``TraceFile``), then lets pending timers fire.
    public static func replay(
        _ file: TraceFile, into window: Window, clock: ManualClock, afterEach: ((InputEvent) -> Void)? = nil
    ) {
        file.forEachEvent { deliver($0, to: window, clock: clock, afterEach: afterEach) }
        clock.runUntilIdle()
    }

    /// Replays events in order, then lets pending timers fire.
    public static func replay(
        _ events: [InputEvent], into window: Window, clock: ManualClock, afterEach: ((InputEvent) -> Void)? = nil
    ) {
        for event in events { deliver(event, to: window, clock: clock, afterEach: afterEach) }
        clock.runUntilIdle()
    }

    private static func deliver(
        _ event: InputEvent, to window: Window, clock: ManualClock, afterEach: ((InputEvent) -> Void)?
    ) {
        clock.advance(to: event.time)
        window.router.handle(event)
        afterEach?(event)
    }
}
