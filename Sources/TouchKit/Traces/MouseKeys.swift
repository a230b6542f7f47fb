/// How a trace's mouse keys are read across its versions. Up to `touch-trace/3` only the keys held when the
/// button went down counted for the whole press (a motion's own keys were written but meant nothing, and Ctrl
/// meant nothing with the mouse); from `touch-trace/4` a motion's keys count as they are (Alt pressed
/// mid-drag adds the second finger) and Alt+Ctrl at a press places or lifts the pinned finger.
///
/// A reader of an older file hands on each press as it was played then, so a recording keeps replaying
/// as it was recorded:
///
/// ```swift
/// var keys = MouseKeys(countMidPress: version >= 4)
/// let event = keys.asPlayed(readEvent)
/// ```
public struct MouseKeys: Sendable {
    /// Whether keys count mid-press (`touch-trace/4` and later).
    public let countMidPress: Bool
    /// The keys the press in progress began with, in an older file.
    private var pressKeys: Modifiers?

    /// A reader for a file whose keys count mid-press (`countMidPress`) or only at the press.
    public init(countMidPress: Bool) {
        self.countMidPress = countMidPress
    }

    /// `event` as the version's rule plays it, in today's terms.
    public mutating func asPlayed(_ event: InputEvent) -> InputEvent {
        guard !countMidPress, case .pointer(let phase, let button, let location, let keys) = event.kind else {
            return event
        }
        var played = keys.subtracting(.ctrl)
        switch phase {
        case .down:
            if button == 1, pressKeys == nil { pressKeys = played }
        case .motion:
            played = pressKeys ?? played
        case .up:
            played = pressKeys ?? played
            if button == 1 { pressKeys = nil }
        }
        var result = event
        result.kind = .pointer(phase: phase, button: button, location: location, modifiers: played)
        return result
    }

    /// Whether `events` need today's rule to play as they mean: a press whose second-finger keys (Alt,
    /// Shift) change before it ends, or an Alt+Ctrl press (the pinned finger).
    public static func changeMidPress(_ events: [InputEvent]) -> Bool {
        let fingerKeys: Modifiers = [.alt, .shift]
        var pressKeys: Modifiers?
        for event in events {
            guard case .pointer(let phase, let button, _, let keys) = event.kind else { continue }
            switch phase {
            case .down:
                if keys.isSuperset(of: [.alt, .ctrl]) { return true }
                if button == 1, pressKeys == nil { pressKeys = keys.intersection(fingerKeys) }
            case .motion:
                if let pressKeys, keys.intersection(fingerKeys) != pressKeys { return true }
            case .up:
                if button == 1 { pressKeys = nil }
            }
        }
        return false
    }
}
