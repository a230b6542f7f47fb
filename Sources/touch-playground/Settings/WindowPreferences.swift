import GtkBridge
import Playground
import PlaygroundSettings

/// What the window remembers from one launch to the next, in one place: read once when the window opens,
/// written (atomically, through a symlink to its target) each time the user changes something, and on
/// closing for the window's size and the scene shown. A file that cannot be read or written is said in
/// one line, on standard error and to the user, and the window goes on with what it has.
///
/// ```swift
/// let preferences = WindowPreferences(file: UserSettings.path()) { window.notify($0) }
/// preferences.change { $0.touchFeedback = true }
/// ```
@MainActor
final class WindowPreferences {
    /// The settings in force.
    private(set) var settings: UserSettings
    /// Why the file could not be read when the window opened (the defaults are used), if it could not.
    let loadProblem: String?
    private let file: String
    /// Told, in words, when the settings could not be saved.
    var onSaveProblem: (String) -> Void = { _ in }

    /// Reads the settings at `file`; `forceTouchFeedback` turns touch feedback on for this launch.
    init(file: String, forceTouchFeedback: Bool) {
        self.file = file
        let loaded = UserSettings.load(from: file)
        settings = loaded.settings
        loadProblem = loaded.problem
        if let problem = loaded.problem { StandardError.write("touch-playground: \(problem)") }
        if forceTouchFeedback { settings.touchFeedback = true }
    }

    /// Changes the settings with `body` and saves them when they changed.
    func change(_ body: (inout UserSettings) -> Void) {
        let before = settings
        body(&settings)
        if settings != before { save() }
    }

    /// Remembers a lesson of the user's own opened in the window, for the scene list of the next launches.
    func rememberLesson(_ path: String) {
        change { settings in
            settings.openedLessons = (settings.openedLessons.filter { $0 != path } + [path])
                .suffix(UserSettings.mostLessons).map { $0 }
        }
    }

    /// Remembers the window, for the next launch: maximized or not, its size when it is a sane one, and the
    /// scene shown (a built-in scene's name or a lesson's path); saved even when nothing changed, so the
    /// file is there after the first close.
    func rememberWindow(isMaximized: Bool, size: (width: Int, height: Int), scene: String?) {
        settings.isMaximized = isMaximized
        if UserSettings.windowSides ~= size.width, UserSettings.windowSides ~= size.height {
            settings.windowSize = UserSettings.WindowSize(width: size.width, height: size.height)
        }
        settings.lastScene = scene ?? settings.lastScene
        save()
    }

    private func save() {
        do {
            try settings.save(to: file)
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            onSaveProblem(tr("Settings not saved: {reason}", ["reason": error.message]))
        }
    }
}
