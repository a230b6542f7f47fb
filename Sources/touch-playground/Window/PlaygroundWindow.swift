import GtkBridge
import Playground
import PlaygroundSettings
import TouchKit
import TouchRender

/// The playground window: a header bar, the scene list, the canvas where the scene runs, and the panel that
/// narrates the responder chain. It only wires its parts together: the ``WindowHeader``, the
/// ``SceneShelf`` (which scene shows), the ``WindowPanes`` (chain panel, timeline, replay bar), the
/// ``CanvasPainter``, the ``WindowPreferences`` and the ``StatusFile``; its actions are declared in
/// `PlaygroundWindow+Actions.swift`, its input in `+Input`, its status in `+Status`.
@MainActor
final class PlaygroundWindow {
    let window: DesktopWindow
    let options: Options
    let canvas = CanvasWidget()
    let clock = GLibClock()
    /// What the window remembers from one launch to the next.
    let preferences: WindowPreferences
    var settings: UserSettings { preferences.settings }
    /// Which scene shows, the list to pick one from, and the scenes kept as the user left them.
    let shelf: SceneShelf
    /// The scene shown.
    var session: SceneSession? { shelf.session }
    /// A trace replayed in the window, and its bar under the canvas.
    let replay: ReplayControl
    /// The chain panel, the timeline and the replay bar, and the scene list, laid out for the width.
    let panes: WindowPanes
    /// Messages for the user, in toasts over the window's content.
    let messages: WindowMessages
    /// The header bar, its buttons and the main menu.
    let header: WindowHeader
    /// The canvas alone, full screen, for a projector (F5).
    let presentation: PresentationMode
    /// The Record button and what it records.
    let recording: RecordingControl
    /// The canvas's drawing each frame.
    let painter: CanvasPainter
    /// Turns GTK's pointer, touch and pen events on the canvas into the scene's input.
    let input: InputTranslator
    /// GTK's own gestures watching the canvas for the timeline's GTK lanes (while the timeline shows).
    let verdicts: GtkVerdicts
    /// Escape and Delete on the canvas (not app-wide shortcuts, which would take them from text fields).
    let keys = KeyController()
    /// The app's state for tests and scripts, written after frames (`--status-file`).
    let status: StatusFile
    /// What a screen reader hears of the canvas.
    let speech: CanvasSpeech
    /// From each input event to the frame that shows it on the screen.
    let latency: LatencyMonitor
    /// The canvas's views pulled apart by level (F12).
    let exploded: ExplodedStage
    /// The keyboard's finger on the canvas.
    let keyboard: CanvasKeyboard
    /// A lesson's questions, asked in the bar above the canvas.
    let questions: QuestionControl
    /// The window as its parts reach back to it (see ``OwnerLink``).
    private let link = OwnerLink<PlaygroundWindow>()
    /// Photos decoded off the main thread, with the frames drawn and inputs handled before each was ready.
    let decodedPhotos = DecodedPhotos()
    /// The F1 help.
    let help: HelpPresenter
    /// What the launch leaves until the first frame is drawn (the window's icon).
    let afterFirstFrame = AfterFirstFrame()
    /// How GSK's renderer was chosen (reported in the status file with the renderer drawing the window).
    let renderer: RendererChoice?
    /// Whether a frame was asked of GTK's frame clock and has not come yet (the one state the window keeps
    /// itself: every other is its parts').
    private var frameRequested = false

    /// The window of `application`, opened with `options`; `renderer` says how GSK's renderer was chosen.
    init(application: DesktopApplication, options: Options, renderer: RendererChoice?) {
        self.options = options
        self.renderer = renderer
        window = DesktopWindow(application: application)
        window.title = "Touch Playground"
        preferences = WindowPreferences(file: options.settingsFile, forceTouchFeedback: options.forceTouchFeedback)
        let profile = preferences.settings.profile.flatMap(GestureProfile.named) ?? .uikit
        let panel = ChainPanel()
        shelf = SceneShelf(
            options: options, clock: clock, panel: panel, profile: profile,
            openedLessons: preferences.settings.openedLessons)
        replay = ReplayControl(ticker: canvas)
        questions = QuestionControl(window: Self.questionWindow(link: link, canvas: canvas, options: options))
        panes = WindowPanes(
            canvas: canvas, questionBar: questions.bar.view, replayBar: replay.bar, sidebar: shelf.sidebar.view,
            panel: panel,
            showsTimeline: preferences.settings.showsTimeline)
        if let size = preferences.settings.windowSize { window.defaultSize = (size.width, size.height) }
        if preferences.settings.isMaximized { window.isMaximized = true }
        // Clipped, not asked for, past the narrow layout's width: one resize to a phone's width is granted at
        // once (the panes then fold and the content fits), where the wide layout's minimum would hold it.
        speech = CanvasSpeech(canvas: canvas)
        latency = LatencyMonitor(canvas: canvas, clock: clock)
        recording = RecordingControl(
            window: window, session: { [shelf] in shelf.session }, profile: { [shelf] in shelf.profile.name }
        ) { [link] in link.owner?.notify($0) }
        header = WindowHeader(recordButton: recording.button)
        window.headerBar = header.bar
        presentation = PresentationMode(
            content: ScrolledWindow(clipping: panes.root), window: window, header: header.bar, panes: panes)
        // Over the canvas's bottom, never over the legend, the replay bar or the timeline under it.
        messages = WindowMessages(
            content: presentation.root, keepsAbove: canvas, waiting: preferences.loadProblem)
        window.content = messages.overlay
        exploded = ExplodedStage(ticker: canvas)
        help = HelpPresenter(over: window) { [link] path in
            link.owner?.open(sceneFile: path)
            link.owner?.window.present()
        }
        keyboard = CanvasKeyboard(clock: clock) { [link] event in link.owner?.handle(event, device: "keyboard") }
        painter = CanvasPainter(canvas: canvas, replay: replay, shelf: shelf, keyboard: keyboard, exploded: exploded)
        status = StatusFile(path: options.statusFile) { [link] in link.owner?.currentStatus() }
        // After the other parts' controllers on the canvas, the translator's, then GTK's watchers: GTK runs a
        // widget's controllers newest first, so GTK's watchers see each event before the translator takes it.
        input = InputTranslator(widget: canvas, clock: clock) { [link] event in link.owner?.handle(event) }
        // Their times are the input's own: the same event lines up in GTK's lanes and the scene's.
        verdicts = GtkVerdicts(on: canvas) { [input, clock] controller in input.eventTime(of: controller) ?? clock.now }
        link.owner = self
        recording.offerPlay = { [weak self] message, path in
            self?.notify(message, button: (tr("Play"), { [weak self] in self?.playRecording(path) }))
            self?.header.showRecentRecordings(RecordingStore.recent())
        }
        painter.recordsTexts = options.statusFile != nil
        painter.overlay = { [questions] list in questions.drawGhost(into: &list) }
        wireParts()
        installActions(application: application)
        connectInput()
        layOutForWidth()
        shelf.showFirst(remembered: settings.lastScene)
        syncWatchers()
        if let trace = options.play {
            play(trace: trace, scene: nil, sceneChosen: options.scene != nil || options.sceneFile != nil)
        }
        recording.recoverInterrupted()
        header.showRecentRecordings(RecordingStore.recent())
        // The panes filled as the first frame shows them, before GTK first lays the window out: filled at that
        // frame instead, their new lines would have GTK measure the window's content a second time.
        panes.refresh(replay: replay.session, session: session)
    }

    /// Tells each part what to do when another changes.
    private func wireParts() {
        replay.notify = { [weak self] in self?.notify($0) }
        replay.onChange = { [weak self] in
            self?.syncWatchers()
            self?.requestFrame()
        }
        shelf.willChangeScene = { [weak self] in
            self?.session?.host.scene.windowWillReplaceScene()  // the window back as the scene found it
            self?.recording.finish()  // a recording is of one scene as it was
            self?.replay.close()
            self?.input.reset()
        }
        shelf.didShowScene = { [weak self] session, form in
            guard let self else { return }
            self.panes.layout.showForm(form?.container)
            session.host.scene.mouseHints = self.mouseHints
            self.exploded.flags.show(root: session.host.window)
            self.window.title = tr("{scene} – Touch Playground", ["scene": session.title])
            self.showTitles()
            self.presentation.show(caption: self.presentationCaption)
            self.questions.sceneShown(session.choice)
        }
        shelf.windowServices = { [weak self] in self?.sceneServices() ?? SceneWindowServices() }
        shelf.didPick = { [weak self] in self?.panes.foldScenesIfNarrow() }
        shelf.willRebuild = { [weak self] in self?.replayToReopen() }
        shelf.notify = { [weak self] in self?.notify($0, button: $1) }
        shelf.didOpenLesson = { [weak self] path in self?.preferences.rememberLesson(path) }
        shelf.requestFrame = { [weak self] in self?.requestFrame() }
        shelf.canvasSize = { [weak self] in
            guard let size = self?.canvas.size, size.width >= 1 else { return Size(width: 800, height: 600) }
            return size
        }
        preferences.onSaveProblem = { [weak self] in self?.notify($0) }
        panes.layout.onFold = { [weak self] in self?.layOutForWidth() }
        presentation.onChange = { [weak self] in self?.requestFrame() }
        panes.timeline.onChange = { [weak self] in self?.requestFrame() }
        panes.layout.onChange = { [weak self] in
            self?.panes.syncActions()
            self?.requestFrame()
        }
        canvas.displayList = { [weak self] in
            guard let self else { return DisplayList() }
            return self.painter.frame(
                showsChain: self.panes.showsChain, touchFeedback: self.showsTouchFeedback,
                // The monitor it is on now; a zoomed canvas's points are each that much larger.
                millimetresPerPoint: self.window.millimetresPerPoint.map { $0 * self.canvas.zoom })
        }
        canvas.onDraw = { [weak self] in
            guard let self else { return }
            self.options.startup.mark("first-frame")
            // Photos are decoded off the main thread: the first frame that can draw one is marked too.
            if !self.decodedPhotos.isEmpty { self.options.startup.mark("first-photo") }
            self.afterFirstFrame.frameDrawn()
            self.keepToastsOffTheAnswer()
            self.latency.frameDrawn()
            self.status.frameDrawn()
        }
        // Below the scenes, the lessons' rows can come a frame later than the window (see SceneSidebar).
        // A frame after them too, whatever the scene does: the status file, written after a frame, then has
        // their rows laid out (a still scene draws no other).
        afterFirstFrame.add { [weak self] in
            self?.shelf.sidebar.showLessons()
            self?.requestFrame()
        }
        canvas.textures.onLoaded = { [weak self] path in self?.photoDecoded(path) }
        clock.onTimerFired = { [weak self] in self?.requestFrame() }
        DesktopSettings.onChange { [weak self] in self?.shelf.applyThresholds() }
        followDesktopStyle()
        window.onCloseRequest { [weak self] in self?.saveWindowState() }
        window.onFocusChange { [weak self] in self?.requestFrame() }  // the status file says where focus is
    }

    /// Opens a file chosen or dropped: a scene file shows its scene, anything else is replayed as a trace.
    func open(file path: String) {
        if !shelf.openIfSceneFile(path) { play(trace: path, scene: nil) }
    }

    /// Shows the scene of the file at `path`, followed as it is saved; returns its problem, in one line,
    /// when it does not read (the scene shown stays).
    @discardableResult
    func open(sceneFile path: String) -> String? { shelf.open(sceneFile: path) }

    /// Shows the window; the first time, with what went wrong reading the settings, if anything did.
    func present() {
        // Decoded on their own thread while GTK realizes and lays out the window (at most the window's size).
        if let session {
            let size = window.defaultSize
            canvas.textures.prefetch(imagesOf: session.displayList(), upTo: Double(max(size.width, size.height, 1)))
        }
        window.present()
        canvas.grabFocus()
        messages.showWaiting()
        requestFrame()
    }

    /// Tells the user something in a toast (and keeps the last few for the status file).
    func notify(_ message: String, button: ToastButton? = nil) {
        messages.show(message, button: button)
        requestFrame()
    }

    /// Saves a recording in progress, and remembers the window's size, whether it is maximized and the
    /// scene shown, for the next launch (on closing, on quitting and on a termination signal).
    func saveWindowState() {
        recording.windowWillClose()
        preferences.rememberWindow(isMaximized: window.isMaximized, size: window.defaultSize, scene: session?.key)
    }

    /// Whether discs are drawn under fingers: the user's choice (F8), or on while presenting.
    var showsTouchFeedback: Bool {
        presentation.isOn ? presentation.showsTouchFeedback : settings.touchFeedback
    }

    /// The presentation's caption: the scene and what to try in it.
    var presentationCaption: String {
        guard let session else { return "" }
        guard let hint = session.choice.whatToTry else { return session.title }
        return tr("{scene} · {hint}", ["scene": session.title, "hint": hint])
    }

    /// Arranges the header for the window's width: wide, every button; narrow (a phone, an upright tablet),
    /// the two buttons that bring back the folded panes and what a finger needs (the rest is in the main
    /// menu and on the keys).
    func layOutForWidth() {
        header.layOut(narrow: panes.layout.isFolded, panelFolded: panes.layout.isPanelFolded)
        panes.syncActions()
        showTitles()
        requestFrame()
    }

    /// The header's titles: the app and the scene; in a narrow window only the scene, which says more.
    private func showTitles() {
        header.showTitles(scene: session?.title ?? "", narrow: panes.layout.isFolded)
    }

    /// Redraws the canvas and refreshes the panes on the next frame of GTK's frame clock, once however many
    /// events arrived before it.
    func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        canvas.onNextFrame { [weak self] in
            guard let self else { return }
            self.frameRequested = false
            self.canvas.queueDraw()
            self.panes.refresh(replay: self.replay.session, session: self.session)
            self.speakCanvas()
        }
    }
}
