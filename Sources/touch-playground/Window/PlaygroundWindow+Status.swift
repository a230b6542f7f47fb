import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The window's status (``WindowStatus``, docs/status-file.md), gathered from each part after a frame.
extension PlaygroundWindow {
    /// The app's state for the status file (after a frame, never inside one); nil before a scene shows.
    func currentStatus() -> WindowStatus? {
        guard let session, let thresholds = shelf.thresholds else { return nil }
        var status = WindowStatus()
        status.application = PlaygroundApp.id
        (status.inputs, status.scene, status.keptScenes) = (session.inputCount, session.name, shelf.keptKeys)
        (status.sceneFile, status.recording, status.replay) = (shelf.sceneFile.status, recording.status, replay.status)
        status.timeline = panes.timeline.status
        status.exploded = exploded.status
        status.questions = questions.status
        status.questions.ghosts = questionGhosts
        let focused = window.focusedWidget
        status.viewFlags = exploded.flags.status { widget in focused.map(widget.contains) ?? false }
        let origin = canvas.originInSurface ?? (0, 0)
        status.canvas = .init(x: origin.x, y: origin.y, width: canvas.size.width, height: canvas.size.height)
        status.canvasZoom = canvas.zoom
        status.chainShown = panes.showsChain
        status.recentRecordings = header.recentRecordings
        status.chainLegend = panes.showsChain ? panes.legend.text : ""
        (status.toastClearance, status.toastWordsCut) = (
            messages.overlay.bottomClearance, messages.overlay.showsCutWords
        )
        status.toastFrames = messages.overlay.shownFrames.map {
            .init(x: $0.x, y: $0.y, width: $0.width, height: $0.height)
        }
        status.exploded.answer = answerInWindow.map { .init(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
        status.layout = panes.layout.status(rows: shelf.sidebar.rowFrames)
        status.layout.narrationShown = panes.panel.showsNarration
        status.layout.panelLines = panes.panel.shownLines
        (status.focus, status.headerButtons, status.messages) = (focusedArea, header.buttonFrames, messages.recent)
        status.focusMoves = window.focusMoves
        status.secondFinger.key = input.secondFingerKey.rawValue
        status.secondFinger.always = input.alwaysSecondFinger
        let router: EventRouter = session.host.window.router
        status.secondFinger.pinned = router.pinnedFinger.map { [$0.x, $0.y] }
        let mouseSources: Set<TouchSource> = [.mouse, .simulatedSecondFinger]
        status.secondFinger.fingersDown = router.activeTouches.filter { mouseSources.contains($0.source) }.count
        status.touchesDown = router.activeTouches.count
        status.thresholds = thresholds.status(profile: shelf.profile)
        (status.touchFeedback, status.touchMarkers) = (showsTouchFeedback, painter.markersDrawn)
        status.fullscreen = window.isFullscreen
        (status.presentation, status.presentationControls) = (presentation.isOn, presentation.status())
        status.latency = latency.status(clock: input.timestampMatch)
        status.startup = options.startup.steps
        status.renderer.name = RendererChoice.name(drawing: window)
        status.renderer.reason = renderer?.reason.rawValue
        status.renderer.gl = renderer?.glRenderer
        (status.pendingTimers, status.photosLoading) = (clock.pendingTimers, canvas.textures.loading.count)
        status.photoMemory.used = canvas.textures.memoryUsed
        status.photoMemory.limit = canvas.textures.memoryLimit
        status.photoMemory.evictions = canvas.textures.evictions
        status.photosDecoded = decodedPhotos.status(textures: canvas.textures)
        // What the panel tells: the replay's last touch while one is open.
        status.narration = (replay.session?.narrator ?? session.narrator).narration.lines
        // The banner's, then the scene's own where the banner does not name it (the scene draws it itself).
        let sceneProblem = session.host.scene.problem.flatMap { painter.shownProblems.contains($0) ? nil : $0 }
        status.problems = painter.shownProblems + [sceneProblem].compactMap { $0 }
        status.state = session.host.scene.stateJSON()
        status.keyboardFocus = keyboard.focusedView ?? ""
        status.canvasTexts = painter.drawnTexts
        status.canvasDescription = speech.description
        status.titleCut = header.bar.isTitleCut
        (status.highContrast, status.reducedMotion) = (painter.highContrast, clock.prefersReducedMotion)
        for entry in shelf.form?.widgets ?? [] {
            if let f = entry.widget.frameInSurface {
                status.widgets[entry.name] = .init(x: f.x, y: f.y, width: f.width, height: f.height)
            }
        }
        return status
    }

    /// A photo decoded off the main thread is ready: noted with the frames and inputs before it.
    func photoDecoded(_ path: String) {
        decodedPhotos.noteReady(path, framesBefore: status.framesDrawn, inputsBefore: session?.inputCount ?? 0)
        requestFrame()
    }

    /// Which part of the window has the keyboard focus: canvas, scenes, panel, form, header, or none.
    private var focusedArea: String {
        guard let focused = window.focusedWidget else { return "none" }
        let areas: [(String, Widget?)] = [
            ("canvas", canvas), ("scenes", shelf.sidebar.view), ("panel", panes.panel.view),
            ("form", shelf.form?.container), ("header", header.bar),
        ]
        return areas.first { $0.1?.contains(focused) == true }?.0 ?? "other"
    }
}
