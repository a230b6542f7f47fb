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
        window.add(.zoomIn) { [weak self] in self.map { $0.setZoom($0.settings.canvasZoom.larger) } }
        window.add(.zoomOut) { [weak self] in self.map { $0.setZoom($0.settings.canvasZoom.smaller) } }
        window.add(.zoomReset) { [weak self] in self?.setZoom(CanvasZoom()) }
        applyZoom(settings.canvasZoom)
    }

    /// The fewest points the canvas keeps across and down when zoomed in: a scene, the exploded stack and its
    /// legend need that much room (a 1920 × 1080 canvas goes to 250 %, a 1100 × 720 window's to 150 %).
    static let smallestZoomedCanvas = Size(width: 400, height: 300)

    /// Zooms the canvas to `zoom` (no further in than leaves it ``smallestZoomedCanvas``), says so in a
    /// toast and remembers it.
    private func setZoom(_ asked: CanvasZoom) {
        var zoom = asked
        let widget = Size(width: canvas.size.width * canvas.zoom, height: canvas.size.height * canvas.zoom)
        while zoom.factor > settings.canvasZoom.factor, zoom.factor > 1,
            widget.width / zoom.factor < Self.smallestZoomedCanvas.width
                || widget.height / zoom.factor < Self.smallestZoomedCanvas.height
        {
            zoom = zoom.smaller
        }
        let changed = zoom != settings.canvasZoom
        applyZoom(zoom)
        preferences.change { $0.canvasZoom = zoom }
        let message =
            changed
            ? tr("Canvas zoom: {percent} (Ctrl+0 for 100 %)", ["percent": zoom.percent])
            : tr("Canvas zoom: {percent}, as far as this window allows", ["percent": zoom.percent])
        messages.show(zoom.isActualSize && changed ? tr("Canvas zoom: 100 %") : message, tag: "zoom")
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
