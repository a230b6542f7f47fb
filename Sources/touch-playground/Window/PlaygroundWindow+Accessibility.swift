import GtkBridge
import Playground

/// What the window does for people who use a screen reader, the keyboard alone, high contrast or less
/// motion: the canvas told in words (``CanvasSpeech``), and the desktop's style followed.
extension PlaygroundWindow {
    /// Follows the desktop: less motion when its animations are off (springs and slides jump to their end),
    /// outlined views under high contrast; and again whenever either changes.
    func followDesktopStyle() {
        applyDesktopStyle()
        DesktopSettings.onChange { [weak self] in self?.applyDesktopStyle() }
        DesktopSettings.onHighContrastChange { [weak self] in self?.applyDesktopStyle() }
    }

    /// Tells a screen reader what the canvas shows, with the view the keyboard's ring is on (once a frame).
    func speakCanvas() {
        guard let session else { return }
        let focused = keyboard.focusedWords(in: session.host.scene.view)
        // Each problem, and each of the scene's own words (a panel it draws), ends as a sentence, so a
        // screen reader pauses before the views.
        let problems = (painter.shownProblems + session.host.scene.spokenWords).map {
            $0.hasSuffix(".") ? $0 : $0 + "."
        }
        speech.update(session: session, replaying: replay.session, focused: focused, problems: problems)
    }

    private func applyDesktopStyle() {
        clock.prefersReducedMotion = !DesktopSettings.enablesAnimations
        painter.highContrast = DesktopSettings.highContrast
        requestFrame()
    }
}
