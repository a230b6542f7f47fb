import GtkBridge
import Playground

/// What the window tells its user: toasts over its content, the last few kept for the status file, and a
/// message from before the window was shown (a damaged settings file) held until it is.
///
/// ```swift
/// let messages = WindowMessages(content: panes, keepsAbove: canvas, waiting: preferences.loadProblem)
/// window.content = messages.overlay
/// messages.showWaiting()               // once the window is shown
/// messages.show("Saved drawing-1.png")
/// ```
@MainActor
final class WindowMessages {
    /// How many messages the status file reports, newest last.
    static let kept = 5

    /// The toasts' overlay, which holds the window's content under them.
    let overlay = ToastOverlay()
    /// The last messages shown, newest last.
    private(set) var recent: [String] = []
    /// A message from before the window was shown.
    private var waiting: String?

    /// Toasts over `content`, kept above `keepsAbove`'s bottom (never over what lies under it); `waiting`
    /// is shown by ``showWaiting()``.
    init(content: Widget, keepsAbove: Widget, waiting: String?) {
        overlay.child = content
        overlay.setAccessibleLabel(tr("Messages"))
        overlay.closeButtonName = tr("Close the message")
        overlay.keepsAbove = keepsAbove
        self.waiting = waiting
    }

    /// Shows `message` in a toast, with `button` if given.
    func show(_ message: String, button: ToastButton? = nil, tag: String? = nil) {
        overlay.show(message, button: button, tag: tag)
        recent = Array((recent + [message]).suffix(Self.kept))
    }

    /// Shows the message held from before the window was shown, once.
    func showWaiting() {
        if let waiting { show(waiting) }
        waiting = nil
    }
}
