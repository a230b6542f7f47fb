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
    /// Whether it sets any of a finger's.
    public var setsTouch: Bool { doubleTapTime != nil || doubleTapDistance != nil || longPressTime != nil }
    /// Whether it sets any of the mouse's.
    public var setsPointer: Bool { doubleClickTime != nil || doubleClickDistance != nil || pointerLongPressTime != nil }

    /// `settings` with the lesson's values in place.
    public func applied(to settings: GestureThresholds) -> GestureThresholds {
        var settings = settings
        if let doubleTapTime { settings.doubleTapTime = doubleTapTime }
        if let doubleTapDistance { settings.doubleTapDistance = doubleTapDistance }
        if let longPressTime { settings.longPressTime = longPressTime }
        if let doubleClickTime { settings.pointer.doubleClickTime = doubleClickTime }
        if let doubleClickDistance { settings.pointer.doubleClickDistance = doubleClickDistance }
        if let pointerLongPressTime { settings.pointer.longPressTime = pointerLongPressTime }
        return settings
    }

    /// Reads `"thresholds"` of the document's top level.
    init(_ top: SceneObjectReader) throws(SceneFileError) {
        guard let value = top.value("thresholds") else { return }
        let object = try SceneObjectReader(
            value, at: top.path.appending("thresholds"), what: "the thresholds", keys: ["touch", "pointer"])
        (doubleTapTime, doubleTapDistance, longPressTime) = try Self.group(
            "touch", of: object, what: "a finger's thresholds", names: ("doubleTapTime", "doubleTapDistance"))
        (doubleClickTime, doubleClickDistance, pointerLongPressTime) = try Self.group(
            "pointer", of: object, what: "the mouse's thresholds", names: ("doubleClickTime", "doubleClickDistance"))
    }

    /// One kind's optional values: a double tap's or click's time and distance, and a long press's time.
    private static func group(
        _ key: String, of object: SceneObjectReader, what: String, names: (time: String, distance: String)
    ) throws(SceneFileError) -> (Double?, Double?, Double?) {
        guard let value = object.value(key) else { return (nil, nil, nil) }
        let reader = try SceneObjectReader(
            value, at: object.path.appending(key), what: what, keys: [names.time, names.distance, "longPressTime"])
        return (
            try reader.number(names.time, in: 0.001...5, unit: "seconds"),
            try reader.number(names.distance, in: 0...1000, unit: "points"),
            try reader.number("longPressTime", in: 0.001...10, unit: "seconds")
        )
    }
}
