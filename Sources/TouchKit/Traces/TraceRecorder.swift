/// Records the input a window handles as a touch trace that replays to the same event log: times
/// counted from the first input recorded (the idle seconds between pressing Record and touching are left
/// out: a replay, its slides and its timeline start with the first touch), every kind of input (touches, the
/// mouse with its keys, touchpad pinches, scrolls) as it reached the router.
///
/// A recording that starts while fingers are down waits until they have all lifted, so the trace never holds
/// a touch that moves or ends before it began (which a reader refuses, and which the replay could not
/// play as it happened live).
///
/// ```swift
/// let recorder = TraceRecorder(size: window.bounds.size, description: "gestures")
/// // for each event, before the router handles it:
/// recorder.offer(event, inputWasActive: window.router.hasActiveInput)
/// let trace = recorder.trace
/// ```
public final class TraceRecorder {
    /// The most events one recording keeps (about 100 MB of JSON, well inside what `replay` reads); past
    /// it, ``isFull`` turns true and further events are left out.
    public static let largestRecording = 1_000_000

    /// The events recorded so far, their times in seconds from the first one.
    public private(set) var events: [InputEvent] = []
    /// The window's size when the recording started, in points.
    public let size: Size
    /// What the recording shows (the scene, the app, the date), for the trace's `description`.
    public let description: String?
    /// True until the first event offered while no input was active.
    public private(set) var isWaitingForIdle = true
    /// True once ``limit`` events are kept.
    public var isFull: Bool { events.count >= limit }
    /// The most events this recording keeps (``largestRecording`` unless told otherwise).
    public let limit: Int

    /// The first recorded event's time on the window's clock, in seconds: time 0 of the trace.
    private var origin: Double?
    private var touchesDown = Set<Int>()

    /// Starts a recording of a window `size` points large, keeping at most `limit` events.
    public init(size: Size, description: String? = nil, limit: Int = largestRecording) {
        self.limit = limit
        self.size = size
        self.description = description
    }

    /// Offers an event the router is about to handle; `inputWasActive` is whether any input was already in
    /// progress before it (``EventRouter/hasActiveInput``), `pinnedFinger` where the mouse's pinned finger
    /// waits before it (``EventRouter/pinnedFinger``): a pin placed before the recording's first event is
    /// written as the Alt+Ctrl click that places it, at time 0, so the replay has it too.
    public func offer(_ event: InputEvent, inputWasActive: Bool, pinnedFinger: Point? = nil) {
        if isWaitingForIdle {
            guard !inputWasActive else { return }
            isWaitingForIdle = false
        }
        guard !isFull else { return }
        if case .touch(let id, let phase, _) = event.kind {
            switch phase {
            case .began:
                guard touchesDown.insert(id).inserted else { return }
            case .moved, .stationary:
                guard touchesDown.contains(id) else { return }
            case .ended, .cancelled:
                guard touchesDown.remove(id) != nil else { return }
            }
        }
        if origin == nil, let pin = pinnedFinger {
            for phase in [PointerPhase.down, .up] {
                events.append(
                    InputEvent(
                        time: 0, kind: .pointer(phase: phase, button: 1, location: pin, modifiers: [.alt, .ctrl])))
            }
        }
        // Times never go backwards in a trace, even where two devices' clocks disagree by a little.
        let origin = self.origin ?? event.time
        self.origin = origin
        let time = max(events.last?.time ?? 0, event.time - origin)
        events.append(InputEvent(time: time, kind: event.kind, details: event.details))
    }

    /// What happened to the window between the events recorded: keys the scene answered, resizes.
    public private(set) var windowEvents: [WindowEvent] = []

    /// Notes that the window did `kind` at `time` (seconds on the window's clock): the scene answered a key,
    /// or the canvas was resized. Before the first event is recorded it goes at time 0, ahead of it.
    public func note(_ kind: WindowEvent.Kind, at time: Double) {
        guard !isFull, windowEvents.count < WindowEvent.largestCount else { return }
        let since = origin.map { time - $0 } ?? 0
        let floor = max(windowEvents.last?.time ?? 0, events.last?.time ?? 0)
        windowEvents.append(WindowEvent(time: max(floor, since), after: events.count, kind: kind))
    }

    /// The thresholds the recording is judged by (written in the trace, so it replays as it was seen).
    public var thresholds: RecordedThresholds?
    /// The scene or lesson recorded (written in the trace, so a replay given no scene plays it there).
    public var scene: RecordedScene?

    /// The recording as a trace.
    public var trace: TouchTrace {
        TouchTrace(
            size: size, description: description, events: events, thresholds: thresholds, scene: scene,
            windowEvents: windowEvents)
    }
}
