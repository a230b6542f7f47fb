/// The thresholds that judge the mouse (``InputKind/pointer``) where they differ from a finger's: the
/// desktop's double-click time and distance and its long-press time, as every GTK app uses them for clicks.
/// Headless, GTK's defaults stand in; the window reads the desktop's own values.
///
/// ```swift
/// var settings = GestureThresholds.standard
/// settings.pointer.doubleClickDistance = 5    // a double click within 5 pixels, as gtk-double-click-distance
/// ```
public struct PointerThresholds: Hashable, Sendable {
    /// Longest wait between the clicks of a double click, in seconds (GTK: `gtk-double-click-time` 400 ms).
    public var doubleClickTime: Double = 0.4
    /// Farthest apart the clicks of a double click may land, in points (GTK: `gtk-double-click-distance`
    /// 5 px, taken as points).
    public var doubleClickDistance: Double = 5
    /// How long the mouse must be held for a long press, in seconds (GTK: `gtk-long-press-time` 500 ms).
    public var longPressTime: Double = 0.5

    /// GTK's defaults.
    public init() {}

    /// The same thresholds a finger has in `settings` (for toolkits that judge the mouse as a finger).
    public init(sameAsTouch settings: GestureThresholds) {
        doubleClickTime = settings.doubleTapTime
        doubleClickDistance = settings.doubleTapDistance
        longPressTime = settings.longPressTime
    }
}

extension GestureThresholds {
    /// The longest wait between taps of a multi-tap for `kind`, in seconds.
    public func doubleTapTime(for kind: InputKind) -> Double {
        kind == .touch ? doubleTapTime : pointer.doubleClickTime
    }

    /// The farthest apart the taps of a multi-tap may land for `kind`, in points.
    public func doubleTapDistance(for kind: InputKind) -> Double {
        kind == .touch ? doubleTapDistance : pointer.doubleClickDistance
    }

    /// How long a long press must be held for `kind`, in seconds.
    public func longPressTime(for kind: InputKind) -> Double {
        kind == .touch ? longPressTime : pointer.longPressTime
    }
}
