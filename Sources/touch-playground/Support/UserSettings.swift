import Foundation
import TouchKit

/// What the user chose in the window and expects to find again at the next launch, kept as JSON in
/// `$XDG_CONFIG_HOME/touch-playground/settings.json` (`~/.config/…` when unset) and written atomically:
/// touch feedback, the window's size and maximized state, and the scene last shown.
struct UserSettings: Equatable {
    /// Draw a translucent disc under every finger, for projectors and screen recordings.
    var touchFeedback = false
    /// The window's size when it was last closed (neither maximized nor full screen), in points.
    var windowSize: WindowSize?
    /// Whether the window was maximized when it was last closed.
    var isMaximized = false
    /// The scene shown when the window was last closed (a name from the catalogue, checked by the window).
    var lastScene: String?
    /// The gesture-threshold profile chosen in the window (a ``GestureProfile`` name, checked by the window).
    var profile: String?
    /// Every mouse drag has a second finger (the header's toggle, F7).
    var alwaysSecondFinger = false
    /// Whether the recognizer timeline shows under the canvas (Ctrl+T).
    var showsTimeline = false
    /// The key that gives the mouse a second finger: "alt" or "super" (checked by the window).
    var secondFingerKey: String?

    /// The smallest and largest remembered side, in points: a file edited by hand cannot open a window of
    /// one point or of a million.
    static let windowSides = 200...16384

    /// A window's width and height, in points.
    struct WindowSize: Equatable {
        var width: Int
        var height: Int
    }

    /// The settings file's path.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/touch-playground/settings.json"
    }

    /// The largest settings file read, in bytes: the app writes a few hundred, so anything near this was not
    /// written by it, and reading it whole would stall the window's start.
    static let largestFile = 1 << 20

    /// Reads the settings; a missing file gives the defaults, a damaged one (not JSON, larger than
    /// ``largestFile``, a folder, a pipe) the defaults and one line saying why (the file is left as it is
    /// until the user changes a setting). A value of the wrong kind or out of range is left at its default.
    static func load(from path: String) -> (settings: UserSettings, problem: String?) {
        var info = stat()
        if stat(path, &info) != 0, errno == ENOENT { return (UserSettings(), nil) }
        let bytes: [UInt8]
        do throws(CommandFailure) {
            bytes = try InputFile.readText(path, limit: largestFile, what: "a settings file")
        } catch {
            return (UserSettings(), "\(error.message); using the default settings")
        }
        do {
            let json = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
            var settings = UserSettings()
            if case .bool(let on)? = json["touchFeedback"] { settings.touchFeedback = on }
            if let window = json["window"] {
                if let width = window["width"]?.numberValue, let height = window["height"]?.numberValue,
                    Double(windowSides.lowerBound)...Double(windowSides.upperBound) ~= width,
                    Double(windowSides.lowerBound)...Double(windowSides.upperBound) ~= height
                {
                    settings.windowSize = WindowSize(width: Int(width), height: Int(height))
                }
                if case .bool(let maximized)? = window["maximized"] { settings.isMaximized = maximized }
            }
            settings.lastScene = json["lastScene"]?.stringValue
            settings.profile = json["profile"]?.stringValue
            if case .bool(let on)? = json["alwaysSecondFinger"] { settings.alwaysSecondFinger = on }
            if case .bool(let on)? = json["timeline"] { settings.showsTimeline = on }
            settings.secondFingerKey = json["secondFingerKey"]?.stringValue
            return (settings, nil)
        } catch {
            return (UserSettings(), "\(path): \(error); using the default settings")
        }
    }

    /// The settings as the file's JSON.
    var jsonValue: JSONValue {
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
        if let secondFingerKey { members.append(("secondFingerKey", .string(secondFingerKey))) }
        return .object(members)
    }

    /// Writes the settings, creating the folder if needed. A symlinked settings file (dotfiles kept in
    /// one place) stays a link: its target is replaced.
    func save(to path: String) throws(CommandFailure) {
        try Folder.make(PathName.folder(of: path), called: "the settings folder")
        try AtomicFile.write(jsonValue.prettyPrinted(), to: path)
    }
}
