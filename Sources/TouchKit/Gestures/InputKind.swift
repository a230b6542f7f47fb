/// Which thresholds judge a touch: a finger's or a pen's (``touch``), or a mouse's (``pointer``). A mouse
/// double click is two clicks a few pixels apart, and the desktop's double-click settings say how far and
/// how fast; a fingertip is 7 to 10 mm wide, and a person's two taps land 10 to 20 points apart.
///
/// ```swift
/// let kind = InputKind(of: touches)          // .pointer for a mouse press alone
/// settings.doubleTapDistance(for: kind)       // 40 for a finger, 5 for the mouse (UIKit profile)
/// ```
public enum InputKind: String, Sendable, CaseIterable {
    /// A finger on a touchscreen, a pen, or a finger the mouse or the keyboard simulates.
    case touch
    /// The mouse (or a touchpad's click) pressing as one finger.
    case pointer

    /// The kind that judges `touches` together: the pointer only when every one of them is the mouse's own
    /// press; a finger the mouse simulates beside it makes it a touch.
    public init<Touches: Sequence<Touch>>(of touches: Touches) {
        var sawAny = false
        for touch in touches {
            sawAny = true
            if touch.source != .mouse {
                self = .touch
                return
            }
        }
        self = sawAny ? .pointer : .touch
    }

    /// The word people read: "finger" or "mouse".
    public var word: String { self == .touch ? "finger" : "mouse" }
}
