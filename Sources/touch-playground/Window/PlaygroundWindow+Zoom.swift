import GtkBridge
import Playground
import PlaygroundSettings
import TouchKit

/// The canvas's zoom in the window (Ctrl+plus, Ctrl+minus, Ctrl+0): everything the canvas draws (the scene,
/// the exploded stack and its words, the rings and discs) larger for the back row, touches read in the same
/// points, remembered for the next launch. Separate from the keyboard finger's `+` and `-`, which pinch.
extension PlaygroundWindow {
    /// Declares the zoom's three actions.
    func installZoomActions() {
        window.add(.zoomIn) { [weak self] in
            guard let self else { return }
            let widget = (
                width: self.canvas.size.width * self.canvas.zoom, height: self.canvas.size.height * self.canvas.zoom
            )
            let zoom = self.settings.canvasZoom.larger(within: widget)
            self.setZoom(zoom, limited: zoom == self.settings.canvasZoom)
        }
        window.add(.zoomOut) { [weak self] in self.map { $0.setZoom($0.settings.canvasZoom.smaller) } }
        window.add(.zoomReset) { [weak self] in self?.setZoom(CanvasZoom()) }
        applyZoom(settings.canvasZoom)
    }

    /// Zooms the canvas to `zoom`, says so in a toast and remembers it; `limited` says a step in was asked
    /// that the window has no room for (``CanvasZoom/larger(within:)``).
    private func setZoom(_ zoom: CanvasZoom, limited: Bool = false) {
        let changed = zoom != settings.canvasZoom
        applyZoom(zoom)
        preferences.change { $0.canvasZoom = zoom }
        let message =
            if zoom.isActualSize {
                tr("Canvas zoom: 100 %")
            } else if changed {
                tr("Canvas zoom: {percent} (Ctrl+0 for 100 %)", ["percent": zoom.percent])
            } else if limited || zoom == zoom.larger {
                tr("Canvas zoom: {percent}, as far as this window allows", ["percent": zoom.percent])
            } else {
                tr("Canvas zoom: {percent}, the smallest", ["percent": zoom.percent])
            }
        messages.show(message, tag: "zoom")
        requestFrame()
    }

    /// Draws the canvas and reads its input at `zoom`.
    private func applyZoom(_ zoom: CanvasZoom) {
        canvas.zoom = zoom.factor
        input.zoom = zoom.factor
        exploded.zoom = zoom.factor
        requestFrame()
    }
}
