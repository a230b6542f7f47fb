import TouchKit

/// The teacher's next touch, gathered as it is made and held back from the scene: every event from the
/// first press until no finger, pen or button is down any more.
///
/// ```swift
/// var capture = TouchCapture()
/// capture.add(began)  // false: the finger is still down
/// capture.add(ended)  // true: the touch is whole
/// ```
struct TouchCapture {
    /// The events gathered, their times from the first one's (0).
    private(set) var events: [InputEvent] = []
    private var down: Set<Int> = []
    private var buttonDown = false
    private var start: Double?

    /// Adds `event`; true once the touch is whole (everything down is up again). Hovering before the first
    /// press is not part of it.
    mutating func add(_ event: InputEvent) -> Bool {
        switch event.kind {
        case .touch(let id, let phase, _):
            switch phase {
            case .began: down.insert(id)
            case .ended, .cancelled: guard down.remove(id) != nil else { return false }
            default: guard down.contains(id) else { return false }
            }
        case .pointer(let phase, _, _, _):
            switch phase {
            case .down: buttonDown = true
            case .up:
                guard buttonDown else { return false }
                buttonDown = false
            case .motion: guard buttonDown else { return false }
            }
        case .pinch, .scroll:
            guard !events.isEmpty else { return false }
        }
        let start = start ?? event.time
        self.start = start
        events.append(InputEvent(time: event.time - start, kind: event.kind, details: event.details))
        return down.isEmpty && !buttonDown
    }
}
