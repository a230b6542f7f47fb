import Foundation
import TouchKit

/// What the user chose in the window and expects to find again at the next launch, kept as JSON in
/// `$XDG_CONFIG_HOME/touch-playground/settings.json` (`~/.config/…` when unset) and written atomically.
struct UserSettings: Equatable {
    /// Draw a translucent disc under every finger, for projectors and screen recordings.
    var touchFeedback = false

    /// The settings file's path.
    static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let base = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        return base + "/touch-playground/settings.json"
    }

    /// Reads the settings; a missing file gives the defaults, a damaged one the defaults and one line saying
    /// why (the file is left as it is until the user changes a setting).
    static func load(from path: String) -> (settings: UserSettings, problem: String?) {
        guard let data = FileManager.default.contents(atPath: path) else { return (UserSettings(), nil) }
        do {
            let json = try JSONValue.parse(String(decoding: data, as: UTF8.self))
            var settings = UserSettings()
            if case .bool(let on)? = json["touchFeedback"] { settings.touchFeedback = on }
            return (settings, nil)
        } catch {
            return (UserSettings(), "\(path): \(error); using the default settings")
        }
    }

    /// Writes the settings, creating the folder if needed.
    func save(to path: String) throws(CommandFailure) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure("\(folder): cannot create the settings folder: \(error.localizedDescription)")
        }
        try AtomicFile.write(JSONValue.object([("touchFeedback", .bool(touchFeedback))]).prettyPrinted(), to: path)
    }
}
