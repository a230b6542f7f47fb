import GtkBridge
import Playground
import TouchKit

/// What only the window can give a scene (``SceneWindowServices``): the monitor to itself (full screen, the
/// panes put away, as it was afterwards) and the canvas's place on the screens, for a calibration; the
/// device's USB ids; the clipboard; the latency meter. The scene session adds messages and saving.
extension PlaygroundWindow {
    /// The window's services for a scene it is about to show.
    func sceneServices() -> SceneWindowServices {
        var giveBack: (@MainActor () -> Void)?
        return SceneWindowServices(
            fillScreen: { [weak self] fill in
                guard let self else { return }
                if fill, giveBack == nil {
                    giveBack = self.clearMonitorForCalibration()
                } else if !fill {
                    giveBack?()
                    giveBack = nil
                }
            },
            screenPlacement: { [weak self] in
                guard let self, var placement = self.window.screenPlacement(of: self.canvas) else { return nil }
                placement.zoom = self.canvas.zoom
                return placement
            },
            deviceIDs: { [weak self] in self?.input.deviceIDs },
            copyText: { [weak self] in self?.window.copyToClipboard($0) },
            latency: { [weak self] in self.map { ($0.latency.summary, $0.input.timestampMatch?.rawValue) } },
            refreshRate: { [weak self] in self?.window.refreshRate },
            deviceAxes: { EvdevAxes.axes(ofDeviceNamed: $0) })
    }

    /// Fills the monitor with the canvas alone (the matrix is in the monitor's units, and crosshairs a
    /// tenth in from its edges must be on the canvas); returns what puts the window back as it was.
    private func clearMonitorForCalibration() -> @MainActor () -> Void {
        let was = (
            fullscreen: window.isFullscreen, scenes: panes.layout.showsScenes, chain: panes.showsChain,
            timeline: panes.timeline.isShown
        )
        window.isFullscreen = true
        panes.layout.showsScenes = false
        panes.setShowsChain(false)
        panes.timeline.isShown = false
        requestFrame()
        return { [weak self] in
            guard let self else { return }
            self.window.isFullscreen = was.fullscreen
            self.panes.layout.showsScenes = was.scenes
            self.panes.setShowsChain(was.chain)
            self.panes.timeline.isShown = was.timeline
            self.panes.syncActions()
            self.requestFrame()
        }
    }
}
