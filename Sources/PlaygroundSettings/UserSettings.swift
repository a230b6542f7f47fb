import JSON
import TouchKit

/// What the user chose in the window and expects to find again at the next launch, kept as JSON in
/// `$XDG_CONFIG_HOME/touch-playground/settings.json` (`~/.config/…` when unset): touch feedback, the
/// window's size and maximized state, the scene last shown and the like. This is the file's content alone,
/// read from bytes and written as JSON, so the fuzzer and the tests can reach it; the app reads and writes
/// the file itself.
///
/// ```swift
/// let (settings, problem) = UserSettings.read(Array(#"{"touchFeedback": true}"#.utf8))
/// settings.touchFeedback  // true; problem is nil
/// ```
public struct UserSettings: Equatable, Sendable {
    /// Draw a translucent disc under every finger, for projectors and screen recordings.
    public var touchFeedback = false
    /// The window's size when it was last closed (neither maximized nor full screen), in points.
    public var windowSize: WindowSize?
    /// Whether the window was maximized when it was last closed.
    public var isMaximized = false
    /// The scene shown when the window was last closed (a name from the catalogue, checked by the window).
    public var lastScene: String?
    /// The gesture-threshold profile chosen in the window (a ``GestureProfile`` name, checked by the window).
    public var profile: String?
    /// Every mouse drag has a second finger (the header's toggle, F7).
    public var alwaysSecondFinger = false
    /// Whether the recognizer timeline shows under the canvas (Ctrl+T).
    public var showsTimeline = false
    /// Whether the canvas shows exploded, its views pulled apart by level (F12).
    public var showsExploded = false
    /// How much larger the canvas draws everything (Ctrl+plus, Ctrl+minus, Ctrl+0), one of its steps.
    public var canvasZoom = CanvasZoom()
    /// The key that gives the mouse a second finger: "alt" or "super" (checked by the window).
    public var secondFingerKey: String?
    /// Lessons the user opened from a file of their own (absolute paths, newest last, at most
    /// ``mostLessons``): the scene list keeps them under Lessons between launches.
    public var openedLessons: [String] = []
    /// How many opened lessons are remembered.
    public static let mostLessons = 20

    /// The smallest and largest remembered side, in points: a file edited by hand cannot open a window of
    /// one point or of a million.
    public static let windowSides = 200...16384

    /// A window's width and height, in points.
    public struct WindowSize: Equatable, Sendable {
        /// Points across.
        public var width: Int
        /// Points down.
        public var height: Int

        /// A size in points.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }

    /// The defaults.
    public init() {}

    /// The settings in `bytes` (a settings file's content): the defaults and one line saying why when they
    /// are not JSON. A value of the wrong kind or out of range is left at its default.
    public static func read(_ bytes: [UInt8]) -> (settings: UserSettings, problem: String?) {
        do {
            let json = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
            var settings = UserSettings()
            if case .bool(let on)? = json["touchFeedback"] { settings.touchFeedback = on }
            if let window = json["window"] {
                let sides = Double(windowSides.lowerBound)...Double(windowSides.upperBound)
                if let width = window["width"]?.numberValue, let height = window["height"]?.numberValue,
                    sides ~= width, sides ~= height
                {
                    settings.windowSize = WindowSize(width: Int(width), height: Int(height))
                }
                if case .bool(let maximized)? = window["maximized"] { settings.isMaximized = maximized }
            }
            settings.lastScene = json["lastScene"]?.stringValue
            settings.profile = json["profile"]?.stringValue
            if case .bool(let on)? = json["alwaysSecondFinger"] { settings.alwaysSecondFinger = on }
            if case .bool(let on)? = json["timeline"] { settings.showsTimeline = on }
            if case .bool(let on)? = json["exploded"] { settings.showsExploded = on }
            if let zoom = json["canvasZoom"]?.numberValue { settings.canvasZoom = CanvasZoom(nearest: zoom) }
            settings.secondFingerKey = json["secondFingerKey"]?.stringValue
            if case .array(let paths)? = json["openedLessons"] {
                settings.openedLessons = paths.compactMap(\.stringValue).filter { $0.hasPrefix("/") }
                    .suffix(mostLessons).map { $0 }
            }
            return (settings, nil)
        } catch {
            return (UserSettings(), "\(error)")
        }
    }

    /// The settings as the file's JSON.
    public var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("touchFeedback", .bool(touchFeedback))]
        var window: [(String, JSONValue)] = []
        if let windowSize {
            window += [("width", .number(Double(windowSize.width))), ("height", .number(Double(windowSize.height)))]
        }
        window.append(("maximized", .bool(isMaximized)))
        members.append(("window", .object(window)))
        if let lastScene { members.append(("lastScene", .string(lastScene))) }
        if let profile { members.append(("profile", .string(profile))) }
        members.append(("alwaysSecondFinger", .bool(alwaysSecondFinger)))
        members.append(("timeline", .bool(showsTimeline)))
        members.append(("exploded", .bool(showsExploded)))
        members.append(("canvasZoom", .number(canvasZoom.factor)))
        if let secondFingerKey { members.append(("secondFingerKey", .string(secondFingerKey))) }
        if !openedLessons.isEmpty { members.append(("openedLessons", .array(openedLessons.map(JSONValue.string)))) }
        return .object(members)
    }
}
