/// How the mouse makes a second finger now, for the hints scenes show a mouse user: the key held while
/// dragging (Alt, or Super where Alt+drag moves windows), or every drag with its second finger (F7), so that
/// a hint never tells of a key that does something else.
///
/// ```swift
/// var hints = MouseHints()            // Alt+drag
/// hints.everyDrag = true              // F7 pressed
/// hints.twoFingerDrag                 // "drag"
/// ```
public struct MouseHints: Equatable, Sendable {
    /// The key that, held while dragging, adds the second finger, as people read it ("Alt", "Super").
    public var key: String
    /// Whether every drag has its second finger, no key held.
    public var everyDrag: Bool

    /// Alt, pressed while dragging: the window's default.
    public init(key: String = "Alt", everyDrag: Bool = false) {
        self.key = key
        self.everyDrag = everyDrag
    }

    /// What makes a two-finger (mirrored) drag: "Alt+drag", or "drag" when every drag has two fingers.
    public var twoFingerDrag: String { everyDrag ? tr("drag") : tr("{key}+drag", ["key": key]) }

    /// What makes two fingers move together (a two-finger pan): "Alt+Shift+drag", or "Shift+drag".
    public var parallelDrag: String { everyDrag ? tr("Shift+drag") : tr("{key}+Shift+drag", ["key": key]) }
}
