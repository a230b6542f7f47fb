import GtkBridge
import Playground
import TouchKit

/// The exploded view's place in the window: the chain panel's "Change a view" section it opens, the
/// scene a right-click picks from on the flat canvas, and the frames it asks for.
extension PlaygroundWindow {
    /// Connects the exploded view to the panel and the scene, and shows it if it was on at the last launch.
    func connectExplodedView() {
        exploded.onChange = { [weak self] in self?.requestFrame() }
        panes.panel.append(section: exploded.flags.container)
        // The form's controls move as the panel scrolls: the status file says where they are now.
        panes.panel.view.onScroll = { [weak self] in self?.requestFrame() }
        exploded.flatScene = { [weak self] in
            guard let self, !self.replay.isOpen else { return nil }
            return self.session?.host.window
        }
        exploded.onPicked = { [weak self] in
            guard let self else { return }
            if self.panes.layout.isPanelFolded { self.panes.layout.showsPanel = true }
            self.panes.panel.view.bringIntoView(self.exploded.flags.container)
        }
        if settings.showsExploded { showExploded(true, animated: false) }
    }

    /// Spreads or gathers the canvas (at once unless `animated`); on, the panel's "Change a view" opens and
    /// stays in view after each touch.
    func showExploded(_ isOn: Bool, animated: Bool) {
        exploded.setOn(isOn, animated: animated)
        if isOn { exploded.flags.open() }
        panes.panel.keptInView = isOn ? exploded.flags.container : nil
    }

    /// Where the exploded view's answer (the latest ray's words) lies in the window, in window points.
    var answerInWindow: (x: Double, y: Double, width: Double, height: Double)? {
        guard let answer = exploded.answer, let origin = canvas.originInSurface else { return nil }
        let zoom = canvas.zoom
        return (origin.x + answer.minX * zoom, origin.y + answer.minY * zoom, answer.width * zoom, answer.height * zoom)
    }

    /// A toast never covers the canvas's answer: one that does is raised above it (once; then it stays).
    /// Called as a frame is drawn, it moves the toast once the frame is done (a widget's size must not
    /// change while GTK draws).
    func keepToastsOffTheAnswer() {
        guard messages.overlay.isShowingToast, exploded.answer != nil else { return }
        IdleWork.post { [weak self] in
            guard let self, let answer = self.answerInWindow else { return }
            if self.messages.overlay.keepClear(of: answer) { self.requestFrame() }
        }
    }
}
