import JSON

/// The thresholds a recording was judged by when it was made, carried in the trace (`touch-trace/3`'s
/// `thresholds`) so that replaying it, headless or in the window, gives the verdicts the class saw live: the
/// profile's name, a finger's double-tap and long-press values and the mouse's.
///
/// ```swift
/// let recorded = RecordedThresholds(profile: "uikit", settings: window.router.settings)
/// let trace = TouchTrace(size: size, events: events, thresholds: recorded)
/// replayWindow.router.settings = try recorded.settings()   // UIKit's, with these values
/// ```
public struct RecordedThresholds: Hashable, Sendable {
    /// The ``GestureProfile`` name whose other thresholds apply.
    public var profile: String
    /// A finger's longest wait between the taps of a double tap, in seconds.
    public var doubleTapTime: Double
    /// How far apart a finger's taps of a double tap may land, in points.
    public var doubleTapDistance: Double
    /// How long a finger's long press is held, in seconds.
    public var longPressTime: Double
    /// The mouse's double-click and long-press thresholds.
    public var pointer: PointerThresholds

    /// The values of `settings` under `profile`.
    public init(profile: String, settings: GestureThresholds) {
        self.profile = profile
        doubleTapTime = settings.doubleTapTime
        doubleTapDistance = settings.doubleTapDistance
        longPressTime = settings.longPressTime
        pointer = settings.pointer
    }

    /// The profile's thresholds with the recorded values in place; nil for a profile this build does not know.
    public func settings() -> GestureThresholds? {
        guard var settings = GestureProfile.named(profile)?.settings else { return nil }
        settings.doubleTapTime = doubleTapTime
        settings.doubleTapDistance = doubleTapDistance
        settings.longPressTime = longPressTime
        settings.pointer = pointer
        return settings
    }

    /// As the trace writes it.
    public var jsonValue: JSONValue {
        .object([
            ("profile", .string(profile)),
            (
                "touch",
                .object([
                    ("doubleTapTime", .number(doubleTapTime)), ("doubleTapDistance", .number(doubleTapDistance)),
                    ("longPressTime", .number(longPressTime)),
                ])
            ),
            (
                "pointer",
                .object([
                    ("doubleClickTime", .number(pointer.doubleClickTime)),
                    ("doubleClickDistance", .number(pointer.doubleClickDistance)),
                    ("longPressTime", .number(pointer.longPressTime)),
                ])
            ),
        ])
    }

    /// Reads the trace's `thresholds`; throws a line naming what is wrong.
    init(json: JSONValue) throws(TraceError) {
        func fail(_ message: String) -> TraceError {
            TraceError(eventIndex: nil, message: "\"thresholds\": " + message)
        }
        guard json.objectValue != nil else { throw fail("must be an object") }
        guard let profile = json["profile"]?.stringValue else { throw fail("missing \"profile\"") }
        guard GestureProfile.named(profile) != nil else {
            throw fail(
                "unknown profile \(JSONValue.string(profile).serialized()) (profiles: \(GestureProfile.all.map(\.name).joined(separator: ", ")))"
            )
        }
        func number(_ group: String, _ key: String, _ range: ClosedRange<Double>) throws(TraceError) -> Double {
            guard let value = json[group]?[key]?.numberValue, value.isFinite, range.contains(value) else {
                throw fail(
                    "\"\(group)\".\"\(key)\" must be a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))"
                )
            }
            return value
        }
        self.profile = profile
        doubleTapTime = try number("touch", "doubleTapTime", 0.001...5)
        doubleTapDistance = try number("touch", "doubleTapDistance", 0...1000)
        longPressTime = try number("touch", "longPressTime", 0.001...10)
        pointer = PointerThresholds()
        pointer.doubleClickTime = try number("pointer", "doubleClickTime", 0.001...5)
        pointer.doubleClickDistance = try number("pointer", "doubleClickDistance", 0...1000)
        pointer.longPressTime = try number("pointer", "longPressTime", 0.001...10)
    }
}
