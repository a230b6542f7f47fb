import GtkBridge

/// The F1 help window over the main window: made the first time it is asked for, then kept, so it opens
/// again where the reader left it.
///
/// ```swift
/// let help = HelpPresenter(over: window) { path in openLesson(path) }
/// help.present()
/// ```
@MainActor
final class HelpPresenter {
    private let parent: DesktopWindow
    private let openLesson: @MainActor (String) -> Void
    private var window: SecondaryWindow?

    /// Help over `parent`; its sample lessons open with `openLesson` (given the lesson's path).
    init(over parent: DesktopWindow, openLesson: @escaping @MainActor (String) -> Void) {
        self.parent = parent
        self.openLesson = openLesson
    }

    /// Shows the help, made now if it was never shown.
    func present() {
        let help = window ?? HelpWindow.make(over: parent, openLesson: openLesson)
        window = help
        help.present()
    }
}
