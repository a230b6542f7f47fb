import TouchKit

/// A lesson's own double-tap and long-press thresholds, for a finger and for the mouse (`"thresholds"` in a
/// scene file), each optional: what it gives replaces the value in force (the window's profile and desktop,
/// or a recording's), and what it leaves out stays.
///
/// ```json
/// "thresholds": {"touch": {"doubleTapTime": 0.6}, "pointer": {"doubleClickDistance": 12}}
/// ```
public struct SceneThresholds: Hashable, Sendable {
    /// A finger's: the double tap's time (seconds) and distance (points), the long press's time (seconds).
    public var doubleTapTime, doubleTapDistance, longPressTime: Double?
    /// The mouse's: the double click's time and distance, the long press's time.
    public var doubleClickTime, doubleClickDistance, pointerLongPressTime: Double?

    /// No thresholds of its own.
    public init() {}

    /// Whether the lesson sets any.
    public var isEmpty: Bool { self == SceneThresholds() }

    /// `settings` with the lesson's values in place.
    public func applied(to settings: GestureSettings) -> GestureSettings {
        var settings = settings
        if let doubleTapTime { settings.multiTapInterval = doubleTapTime }
        if let doubleTapDistance { settings.multiTapDistance = doubleTapDistance }
        if let longPressTime { settings.longPressDuration = longPressTime }
        if let doubleClickTime { settings.pointer.multiTapInterval = doubleClickTime }
        if let doubleClickDistance { settings.pointer.multiTapDistance = doubleClickDistance }
        if let pointerLongPressTime { settings.pointer.longPressDuration = pointerLongPressTime }
        return settings
    }

    /// Reads `"thresholds"` of the document's top level.
    init(_ top: SceneObjectReader) throws(SceneFileError) {
        guard let value = top.value("thresholds") else { return }
        let object = try SceneObjectReader(
            value, at: top.path.appending("thresholds"), what: "the thresholds", keys: ["touch", "pointer"])
        if let touch = object.value("touch") {
            let reader = try SceneObjectReader(
                touch, at: object.path.appending("touch"), what: "a finger's thresholds",
                keys: ["doubleTapTime", "doubleTapDistance", "longPressTime"])
            doubleTapTime = try reader.number("doubleTapTime", in: 0.001...5, unit: "seconds")
            doubleTapDistance = try reader.number("doubleTapDistance", in: 0...1000, unit: "points")
            longPressTime = try reader.number("longPressTime", in: 0.001...10, unit: "seconds")
        }
        if let pointer = object.value("pointer") {
            let reader = try SceneObjectReader(
                pointer, at: object.path.appending("pointer"), what: "the mouse's thresholds",
                keys: ["doubleClickTime", "doubleClickDistance", "longPressTime"])
            doubleClickTime = try reader.number("doubleClickTime", in: 0.001...5, unit: "seconds")
            doubleClickDistance = try reader.number("doubleClickDistance", in: 0...1000, unit: "points")
            pointerLongPressTime = try reader.number("longPressTime", in: 0.001...10, unit: "seconds")
        }
    }
}
