import GtkBridge
import Playground
import PlaygroundSettings
import TouchKit
import TouchRender

/// The playground window: a header bar, the scene sidebar, the canvas where the scene runs, and the
/// panel that narrates the responder chain.
@MainActor
final class PlaygroundWindow {
    /// What the window was opened with.
    struct Options {
        /// The scene shown first; nil for the one shown when the window was last closed (else the first).
        var scene: String?
        /// The seed for the scenes' random colors.
        var seed: UInt64
        /// The folder of photos.
        var imageDirectory: String
        /// A file kept updated with the app's state after frames, at most ten times a second (for tests and scripts).
        var statusFile: String?
        /// Where the user's settings (touch feedback) are kept.
        var settingsFile: String
        /// Turns touch feedback on for this launch, whatever the settings say.
        var forceTouchFeedback = false
        /// Where every scene's event log goes (`--log`), if anywhere.
        var logWriter: LiveLogWriter?
        /// A trace to replay once the window is open (`--play`).
        var play: String?
        /// A scene file to open first (`--scene-file`), instead of a built-in scene.
        var sceneFile: String?
    }

    let window: DesktopWindow
    private let options: Options
    /// The header bar, its buttons and the main menu.
    private var header: WindowHeader!
    private let canvas = CanvasWidget()
    private let panel = ChainPanel()
    /// Messages for the user, over the window's content.
    private let toasts = ToastOverlay()
    /// The last messages shown, newest last (reported in the status file).
    private var shownMessages: [String] = []
    /// The Record button and what it records.
    private var recording: RecordingControl!
    /// A trace replayed in the window, and its bar under the canvas.
    private var replay: ReplayControl!
    /// The recognizer timeline under the canvas (and the replay's bar).
    private let timelinePane = TimelinePane()
    private var showTimelineAction: Action?
    /// The canvas with the replay bar and the timeline under it.
    private let canvasColumn = Box(.vertical)
    /// GTK's own gestures watching the canvas for the timeline's GTK lanes (while the timeline shows).
    private var verdicts: GtkVerdicts!
    /// Whether the user was told that touching the canvas pauses a replay.
    private var toldReplayPauses = false
    /// The scene list, the canvas and the chain panel, arranged for the window's width.
    private var layout: AdaptiveLayout!
    private var showScenesAction: Action?
    private var showNarrationAction: Action?
    /// What the window remembers from one launch to the next.
    private let preferences: WindowPreferences
    private var settings: UserSettings { preferences.settings }
    /// Discs drawn under fingers on the last frame.
    private var markersDrawn = 0
    private var sidebar: SceneSidebar?
    /// The controls scene's form, when that scene is shown.
    private var form: ControlsForm?
    private let clock = GLibClock()
    /// Escape and Delete on the canvas (not app-wide shortcuts, which would take them from text fields).
    private let keys = KeyController()
    private var input: InputTranslator?
    private(set) var session: SceneSession?
    private var showsChain = true
    private var frameRequested = false
    /// The app's state for tests and scripts, written after frames (`--status-file`).
    private var status: StatusFile!
    private var framesDrawn: Int { status.framesDrawn }
    /// The photo problems named on the last frame.
    private var shownProblems: [String] = []
    /// A message from before the window was shown (a damaged settings file), shown with it.
    private var pendingMessage: String?
    /// The scenes shown since the window opened, kept as the user left them.
    private var keptScenes = KeptScenes()
    /// The thresholds in force and the panel's words for them (reported in the status file).
    private var thresholdsInForce: ThresholdsInForce?
    /// The scene file shown, followed as it is saved; nil-pathed while a built-in scene shows.
    private var sceneFile: SceneFileWatch!
    /// Photos decoded off the main thread: when each was ready, counted in frames drawn and inputs handled
    /// before it (the status file reports it, showing the window kept drawing and answering meanwhile).
    private var decodedPhotos: [(path: String, frames: Int, inputs: Int)] = []
    /// The F1 help, made the first time it is asked for.
    private var helpWindow: SecondaryWindow?
    /// How GSK's renderer was chosen (reported in the status file with the renderer drawing the window).
    var rendererChoice: RendererChoice?
    /// The toolkit whose gesture thresholds the scenes use (UIKit's unless the user chose another).
    private var profile = GestureProfile.uikit

    init(application: DesktopApplication, options: Options) {
        self.options = options
        window = DesktopWindow(application: application)
        window.title = "Touch Playground"
        preferences = WindowPreferences(file: options.settingsFile, forceTouchFeedback: options.forceTouchFeedback)
        pendingMessage = preferences.loadProblem
        if let size = settings.windowSize { window.defaultSize = (size.width, size.height) }
        if settings.isMaximized { window.isMaximized = true }

        let sidebar = SceneSidebar(
            lessons: LessonFolder.lessons(), onChoose: { [weak self] name in self?.choose(scene: name) },
            onChooseLesson: { [weak self] path in self?.chooseLesson(path) })
        sceneFile = SceneFileWatch(
            rebuild: { [weak self] choice in self?.reload(choice) },
            problemChanged: { [weak self] in self?.requestFrame() })
        self.sidebar = sidebar
        replay = ReplayControl(ticker: canvas) { [weak self] in self?.notify($0) }
        replay.onChange = { [weak self] in
            self?.syncWatchers()
            self?.requestFrame()
        }
        canvasColumn.append(canvas)
        canvasColumn.append(replay.bar)
        canvasColumn.append(timelinePane.view)
        layout = AdaptiveLayout(canvas: canvasColumn, sidebar: sidebar.view, panel: panel.view)
        toasts.child = layout.root
        window.content = toasts

        recording = RecordingControl(
            window: window, session: { [weak self] in self?.session },
            profile: { [weak self] in self?.profile.name ?? GestureProfile.uikit.name }
        ) { [weak self] in self?.notify($0) }
        header = WindowHeader(recordButton: recording.button)
        window.headerBar = header.bar
        preferences.onSaveProblem = { [weak self] in self?.notify($0) }

        window.add(.reset) { [weak self] in self?.reset() }
        window.add(.open) { [weak self] in self?.chooseFile() }
        showTimelineAction = window.add(.showTimeline, isOn: settings.showsTimeline) { [weak self] isOn in
            self?.setShowsTimeline(isOn)
        }
        timelinePane.isShown = settings.showsTimeline
        toasts.addController(
            FileDropTarget { [weak self] path in
                self?.open(file: path)
                return self != nil
            })
        window.add(.fullscreen) { [weak self] in self?.toggleFullscreen() }
        window.add(.showChain, isOn: true) { [weak self] isOn in self?.setShowsChain(isOn) }
        window.add(.touchFeedback, isOn: settings.touchFeedback) { [weak self] isOn in
            self?.setTouchFeedback(isOn)
        }
        window.add(.secondFinger, isOn: settings.alwaysSecondFinger) { [weak self] isOn in
            self?.setAlwaysSecondFinger(isOn)
        }
        showScenesAction = window.add(.showScenes, isOn: true) { [weak self] isOn in
            self?.layout.showsScenes = isOn
        }
        showNarrationAction = window.add(.showNarration, isOn: false) { [weak self] isOn in
            self?.layout.showsPanel = isOn
        }
        layout.onFold = { [weak self] in self?.layOutForWidth() }
        layout.onChange = { [weak self] in
            self?.syncPaneActions()
            self?.requestFrame()
        }
        let key = settings.secondFingerKey.flatMap(InputTranslator.SecondFingerKey.init(rawValue:)) ?? .alt
        window.add(.secondFingerKey, choosing: key.rawValue) { [weak self] name in
            self?.chooseSecondFingerKey(name)
        }
        window.add(.help) { [weak self] in self?.showHelp() }
        window.add(.about) { [weak self] in
            guard let self else { return }
            AboutPlayground.present(over: self.window)
        }
        profile = settings.profile.flatMap(GestureProfile.named) ?? .uikit
        window.add(.profile, choosing: profile.name) { [weak self] name in self?.choose(profile: name) }
        DesktopSettings.onChange { [weak self] in self?.applyThresholds() }
        window.add(.close) { [weak self] in self?.window.close() }
        window.useHelpOverlay(WindowShortcuts.makeWindow())
        application.registerKeys()
        window.onCloseRequest { [weak self] in self?.saveWindowState() }
        window.onFocusChange { [weak self] in self?.requestFrame() }  // the status file says where focus is

        canvas.displayList = { [weak self] in self?.frame() ?? DisplayList() }
        canvas.onResize = { [weak self] size in
            // Not while GTK is allocating sizes: folding changes them again, on the next frame.
            self?.canvas.onNextFrame { [weak self] in
                guard let self, let frame = self.toasts.frameInSurface else { return }
                self.layout.adapt(width: frame.width, height: frame.height)
                self.timelinePane.fit(contentHeight: frame.height)
            }
            self?.recording.sceneWillResize(to: size)
            self?.session?.resize(to: size)
            self?.requestFrame()
        }
        status = StatusFile(path: options.statusFile) { [weak self] in self?.statusJSON() }
        canvas.onDraw = { [weak self] in self?.status.frameDrawn() }
        input = InputTranslator(widget: canvas, clock: clock) { [weak self] event in
            guard let self else { return }
            // A replay owns the canvas: a hand on it pauses the replay, and its scene stays as recorded.
            if self.replay.isOpen {
                self.replay.pause()
                if !self.toldReplayPauses {
                    self.toldReplayPauses = true
                    self.notify(tr("The replay is paused. Close it (Escape) to touch the scene yourself."))
                }
                return
            }
            self.session?.host.window.router.deviceName = self.input?.deviceName
            self.session?.handle(event)
            self.recording.inputHandled()
            self.requestFrame()
        }
        input?.onPenHover = { [weak self] location, isEraser in
            guard let lab = self?.session?.host.scene as? TouchLabScene else { return }
            lab.showHover(at: location, isEraser: isEraser)
            self?.requestFrame()
        }
        // After the input translator's controllers: GTK runs a widget's controllers newest first, so GTK's
        // watchers see each event before the translator takes it.
        // Their times are the input's own: the same event lines up in GTK's lanes and the scene's.
        verdicts = GtkVerdicts(on: canvas) { [weak self] controller in
            guard let self else { return 0 }
            return self.input?.eventTime(of: controller) ?? self.clock.now
        }
        verdicts.onVerdict = { [weak self] lane, verdict, note, time in
            self?.session?.timeline.platformVerdict(lane, verdict, at: time, note: note)
            self?.requestFrame()
        }
        verdicts.onIdle = { [weak self] lane, time in
            self?.session?.timeline.platformIdle(lane, at: time)
            self?.requestFrame()
        }
        clock.onTimerFired = { [weak self] in self?.requestFrame() }
        canvas.textures.onLoaded = { [weak self] path in self?.photoDecoded(path) }
        keys.onKeyPress { [weak self] key in self?.handleKey(key) ?? false }
        canvas.addController(keys)

        input?.secondFingerKey = key
        input?.alwaysSecondFinger = settings.alwaysSecondFinger
        layOutForWidth()
        let remembered = settings.lastScene.flatMap { SceneCatalogue.names.contains($0) ? $0 : nil }
        let rememberedFile = settings.lastScene.flatMap { $0.hasPrefix("/") ? $0 : nil }
        if let file = options.sceneFile ?? (options.scene == nil ? rememberedFile : nil) {
            show(scene: remembered ?? SceneCatalogue.names[0])  // underneath, in case the file does not read
            open(sceneFile: file)
        } else {
            show(scene: options.scene ?? remembered ?? SceneCatalogue.names[0])
        }
        syncWatchers()
        if let trace = options.play { play(trace: trace, scene: nil) }
        recording.recoverInterrupted()
    }

    /// Replays the trace at `path` in the window, in scene `name` (else the scene shown), paused at its
    /// start, with the timeline shown; returns its problem, in one line, when it cannot be played.
    @discardableResult
    func play(trace path: String, scene name: String?) -> String? {
        if let name, name != session?.key { show(scene: name) }
        guard let session else { return nil }
        recording.finish()
        session.cancelInput(at: clock.now)
        let choice = session.choice
        let (seed, images) = (options.seed, options.imageDirectory)
        let problem = replay.open(path: path, scene: choice.name, settings: session.host.window.router.settings) {
            size, clock throws(UnknownSceneError) in
            let context = SceneContext(
                size: size, seed: seed, imageDirectory: images, stickerDirectory: DataDirectory.stickers(),
                alphaReader: RasterAlphaReader())
            return try choice.makeHost(context: context, clock: clock)
        }
        if replay.isOpen {
            // Shown for this replay; remembered only when the user asks for it.
            showTimelineAction?.isOn = true
            timelinePane.isShown = true
            canvas.grabFocus()
        }
        syncWatchers()
        requestFrame()
        return problem
    }

    /// Shows or hides the timeline under the canvas, and remembers the choice for the next launch.
    private func setShowsTimeline(_ isOn: Bool) {
        timelinePane.isShown = isOn
        preferences.change { $0.showsTimeline = isOn }
        syncWatchers()
        requestFrame()
    }

    /// GTK's watchers see the input only while the timeline shows it live.
    private func syncWatchers() {
        verdicts?.isWatching = timelinePane.isShown && !(replay?.isOpen ?? false)
    }

    /// Asks for a lesson (a scene file) to open or a trace to replay, starting in the sample lessons.
    private func chooseFile() {
        FileChooser.openFile(
            title: tr("Open a Lesson or a Trace"), accept: tr("Open"),
            filter: (tr("Lessons and touch traces"), "*.json"), folder: LessonFolder.path, over: window
        ) { [weak self] path in
            if let path { self?.open(file: path) }
        }
    }

    /// Opens a file chosen or dropped: a scene file shows its scene, anything else is replayed as a trace.
    func open(file path: String) {
        let bytes = try? InputFile.readText(path, limit: SceneChoice.largestFile, what: "a scene file")
        if let bytes, SceneChoice.looksLikeSceneFile(bytes) {
            open(sceneFile: path)
        } else {
            play(trace: path, scene: nil)
        }
    }

    /// Shows the scene of the file at `path`, followed as it is saved; a file that does not read is one
    /// line in a toast (and on standard error), and the scene shown stays, and its problem is returned (a
    /// file that is there is then watched until a save fixes it).
    @discardableResult
    func open(sceneFile path: String) -> String? {
        switch sceneFile.read(path) {
        case .success(let choice) where choice.key == session?.key:
            reload(choice)  // opened again: as the file is now
        case .success(let choice):
            keptScenes.forget(choice.key)
            show(choice)
        case .failure(let error):
            if InputFile.isRegularFile(path) {
                // A file that is there but does not read: its problem on the canvas, and its scene as soon as
                // a save fixes it (a lesson being written).
                sceneFile.waitForFix(path, problem: error.message)
                requestFrame()
            } else {
                StandardError.write("touch-playground: \(error.message)")
                notify(error.message)
            }
            return error.message
        }
        return nil
    }

    /// The scene file shown was saved and reads: its new scene replaces the old in place, the window as it was.
    /// (A file that did not read when opened shows its scene now.)
    private func reload(_ choice: SceneChoice) {
        guard let current = session, current.key == choice.key else {
            keptScenes.forget(choice.key)
            show(choice)
            return
        }
        recording.finish()
        replay.close()
        current.cancelInput(at: clock.now)
        keptScenes.forget(current.key)
        session = nil
        show(choice)
    }

    /// Shows the lesson the user picked in the list.
    private func chooseLesson(_ path: String) {
        open(sceneFile: path)
        if layout.isFolded { layout.showsScenes = false }
    }

    /// Shows the window.
    func present() {
        window.present()
        canvas.grabFocus()
        if let pendingMessage {
            notify(pendingMessage)
            self.pendingMessage = nil
        }
    }

    /// Tells the user something in a toast (and keeps the last few for the status file).
    func notify(_ message: String) {
        toasts.show(message)
        shownMessages = Array((shownMessages + [message]).suffix(5))
        requestFrame()
    }

    /// Shows scene `name` on the canvas: as the user left it if it was shown before, else new.
    func show(scene name: String) {
        show(.builtIn(name))
    }

    /// Shows the scene chosen (built in, or a scene file already read): as the user left it if it was shown
    /// before, else new.
    private func show(_ choice: SceneChoice) {
        recording?.finish()  // a recording is of one scene as it was
        replay?.close()
        if let session {
            session.cancelInput(at: clock.now)
            keptScenes.keep(session, form: form)
        }
        input?.reset()
        let size = canvas.size.width >= 1 ? canvas.size : Size(width: 800, height: 600)
        if let kept = keptScenes[choice.key] {
            session = kept.session
            kept.session.resize(to: size)
            showForm(kept.form)
        } else {
            do {
                session = try SceneSession(
                    choice: choice, size: size, seed: options.seed,
                    imageDirectory: options.imageDirectory, clock: clock, logWriter: options.logWriter
                ) { [weak self] message in
                    self?.notify(message)
                }
            } catch {
                StandardError.write("touch-playground: \(error)")
                return
            }
            showForm(makeForm(for: session?.host.scene))
        }
        applyThresholds()
        sidebar?.select(choice.key)
        if case .file(_, let document) = choice {
            panel.showLesson(title: DisplayTitle.make(document.title), description: document.description)
        } else {
            panel.showLesson(title: nil, description: nil)
        }
        sceneFile?.follow(choice)
        window.title = tr("{scene} – Touch Playground", ["scene": choice.title])
        showTitles()
        requestFrame()
    }

    /// Puts the controls scene's widgets beside the canvas, or takes the old ones away.
    private func showForm(_ newForm: ControlsForm?) {
        form = newForm
        layout.showForm(newForm?.container)
    }

    /// The controls scene's GTK form, for a scene that has one.
    private func makeForm(for scene: Scene?) -> ControlsForm? {
        guard let controls = scene as? ControlsScene else { return nil }
        let form = ControlsForm(scene: controls) { [weak self] in self?.requestFrame() }
        // The status file lists where the form's widgets are; it follows the form when it scrolls.
        form.container.onScroll = { [weak self] in self?.requestFrame() }
        return form
    }

    /// Saves a recording in progress, and remembers the window's size, whether it is maximized and the
    /// scene shown, for the next launch (on closing, on quitting and on a termination signal).
    func saveWindowState() {
        recording.windowWillClose()
        preferences.rememberWindow(isMaximized: window.isMaximized, size: window.defaultSize, scene: session?.key)
    }

    /// Puts the thresholds in force (``ThresholdsInForce``: the profile's on this desktop, with a lesson's
    /// own) in the scene's window and says in the panel which they are.
    private func applyThresholds() {
        var lesson = SceneThresholds()
        if case .file(_, let document)? = session?.choice { lesson = document.thresholds }
        let inForce = ThresholdsInForce(profile: profile, lesson: lesson, window: session?.host.window)
        session?.host.window.router.settings = inForce.settings
        thresholdsInForce = inForce
        panel.showThresholds(inForce.lines.joined(separator: "\n"))
    }

    /// Every mouse drag with a second finger, or not; remembered for the next launch.
    private func handleKey(_ key: KeyController.Key) -> Bool {
        if replay.handleKey(key) { return true }
        guard let scene = session?.host.scene, key == .escape || key == .delete else { return false }
        let used = scene.handleKey(key == .escape ? .escape : .delete)
        if used { requestFrame() }
        return used
    }

    private func setAlwaysSecondFinger(_ isOn: Bool) {
        input?.alwaysSecondFinger = isOn
        preferences.change { $0.alwaysSecondFinger = isOn }
        requestFrame()
    }

    private func chooseSecondFingerKey(_ name: String) {
        guard let key = InputTranslator.SecondFingerKey(rawValue: name) else { return }
        input?.secondFingerKey = key
        preferences.change { $0.secondFingerKey = key.rawValue }
        requestFrame()
    }

    private func choose(profile name: String) {
        guard let chosen = GestureProfile.named(name) else { return }
        profile = chosen
        preferences.change { $0.profile = chosen.name }
        applyThresholds()
        requestFrame()
    }

    private func showHelp() {
        let help = helpWindow ?? HelpWindow.make(over: window)
        helpWindow = help
        help.present()
    }

    /// Builds the current scene again from its start (same seed, same colors); a scene file as it is now.
    func reset() {
        guard let current = session else { return }
        recording.finish()
        current.cancelInput(at: clock.now)
        keptScenes.forget(current.key)
        session = nil
        if case .file(let path, _) = current.choice, case .success(let choice) = sceneFile.read(path) {
            show(choice)
        } else {
            show(current.choice)
        }
    }

    private func toggleFullscreen() {
        window.isFullscreen.toggle()
    }

    private func setShowsChain(_ isOn: Bool) {
        showsChain = isOn
        layout.wantsPanel = isOn
        requestFrame()
    }

    /// Arranges the header for the window's width: wide, every button; narrow (a phone, an upright tablet),
    /// the two buttons that bring back the folded panes and what a finger needs (the rest is in the main
    /// menu and on the keys).
    private func layOutForWidth() {
        header.layOut(narrow: layout.isFolded, panelFolded: layout.isPanelFolded)
        syncPaneActions()
        showTitles()
        requestFrame()
    }

    /// The pane buttons (and their keys) pressed in while their pane shows; the chain panel's only while it
    /// is folded (beside the canvas it follows F9).
    private func syncPaneActions() {
        showScenesAction?.isOn = layout.showsScenes
        showNarrationAction?.isOn = layout.isPanelFolded && layout.showsPanel
    }

    /// The header's titles: the app and the scene; in a narrow window only the scene, which says more.
    private func showTitles() {
        header?.showTitles(scene: session?.title ?? "", narrow: layout?.isFolded ?? false)
    }

    /// Shows the scene the user picked in the list; in a narrow window the list folds away again.
    private func choose(scene name: String) {
        show(scene: name)
        if layout.isFolded { layout.showsScenes = false }
    }

    /// Turns the discs under fingers on or off, and remembers the choice for the next launch.
    private func setTouchFeedback(_ isOn: Bool) {
        preferences.change { $0.touchFeedback = isOn }
        requestFrame()
    }

    /// Redraws the canvas and refreshes the panel on the next frame of GTK's frame clock, once however many
    /// events arrived before it.
    private func requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        canvas.onNextFrame { [weak self] in
            guard let self else { return }
            self.frameRequested = false
            self.canvas.queueDraw()
            if let replaying = self.replay.session {
                self.panel.show(replaying.narrator)
                let start = min(0, replaying.events.first?.time ?? 0)
                self.timelinePane.show(
                    replaying.timeline, range: start...max(replaying.duration * 1.04 + 0.1, start + 0.5),
                    cursor: replaying.time)
            } else if let session = self.session {
                self.panel.show(session.narrator)
                self.timelinePane.show(session.timeline)
            }
        }
    }

    private func frame() -> DisplayList {
        if replay.isOpen { return replay.frame(in: canvas.size, showsChain: showsChain) }
        guard let session else { return DisplayList() }
        session.host.scene.context.millimetresPerPoint = monitorMillimetresPerPoint
        var list = session.displayList()
        shownProblems = [sceneFile.problem].compactMap { $0 } + imageProblems(in: list)
        if !shownProblems.isEmpty { ProblemBanner.draw(shownProblems, width: canvas.size.width, into: &list) }
        if showsChain { session.drawChain(into: &list) }  // over the banner, so no number hides under it
        markersDrawn =
            settings.touchFeedback ? TouchFeedback.draw(session.host.window.router.activeTouches, into: &list) : 0
        return list
    }

    /// Millimetres per point of the monitor, asked of GDK once, on the first frame (the window has a surface
    /// then); nil when the display does not say.
    private lazy var monitorMillimetresPerPoint: Double? = window.millimetresPerPoint

    /// Problems of the photos this frame shows (not of one shown before and since left). Asking the texture
    /// cache decodes a photo the first time, so a photo that fails is named in the very frame that shows it.
    private func imageProblems(in list: DisplayList) -> [String] {
        var problems = Set<String>()
        for case .image(let image, _) in list.commands {
            if let problem = canvas.textures.problems[image.path] { problems.insert(problem) }
        }
        return problems.sorted()
    }

    private func photoDecoded(_ path: String) {
        decodedPhotos.append((path, framesDrawn, session?.inputCount ?? 0))
        requestFrame()
    }

    /// The decoded photos for the status file: file, size decoded, and the frames and inputs before it.
    private var decodedPhotosJSON: JSONValue {
        .array(
            decodedPhotos.map { photo in
                let size = canvas.textures.decodedSize(of: photo.path)
                return .object([
                    ("file", .string(String(photo.path.split(separator: "/").last ?? ""))),
                    ("size", .array([size?.width ?? 0, size?.height ?? 0].map { .number(Double($0)) })),
                    ("framesBefore", .number(Double(photo.frames))),
                    ("inputsBefore", .number(Double(photo.inputs))),
                ])
            })
    }

    /// Which part of the window has the keyboard focus: canvas, scenes, panel, form, header, or none.
    private var focusedArea: String {
        guard let focused = window.focusedWidget else { return "none" }
        let areas: [(String, Widget?)] = [
            ("canvas", canvas), ("scenes", sidebar?.view), ("panel", panel.view),
            ("form", form?.container), ("header", header.bar),
        ]
        return areas.first { $0.1?.contains(focused) == true }?.0 ?? "other"
    }

    /// The app's state for the status file (after a frame, never inside one); nil before a scene shows.
    private func statusJSON() -> JSONValue? {
        guard let session else { return nil }
        let origin = canvas.originInSurface ?? (0, 0)
        return JSONValue.object([
            ("application", .string(PlaygroundApp.id)),
            ("frame", .number(Double(framesDrawn))),
            ("inputs", .number(Double(session.inputCount))),
            ("scene", .string(session.name)),
            ("keptScenes", .array(keptScenes.keys.map(JSONValue.string))),
            ("sceneFile", sceneFile.statusJSON),
            ("recording", recording.statusJSON),
            ("replay", replay.statusJSON),
            ("timeline", timelinePane.statusJSON),
            ("canvas", .array([origin.x, origin.y, canvas.size.width, canvas.size.height].map { .number($0) })),
            ("chainShown", .bool(showsChain)),
            ("layout", layout.statusJSON(rows: sidebar?.rowFrames ?? [])),
            ("focus", .string(focusedArea)),
            ("headerButtons", header.buttonFramesJSON),
            ("messages", .array(shownMessages.map(JSONValue.string))),
            (
                "secondFinger",
                .object([
                    ("key", .string(input?.secondFingerKey.rawValue ?? "alt")),
                    ("always", .bool(input?.alwaysSecondFinger ?? false)),
                ])
            ),
            ("thresholds", thresholdsInForce?.statusJSON(profile: profile) ?? .null),
            ("touchFeedback", .bool(settings.touchFeedback)),
            ("touchMarkers", .number(Double(markersDrawn))),
            ("fullscreen", .bool(window.isFullscreen)),
            (
                "renderer",
                .object([
                    ("name", RendererChoice.name(drawing: window).map(JSONValue.string) ?? .null),
                    ("reason", rendererChoice.map { .string($0.reason.rawValue) } ?? .null),
                    ("gl", rendererChoice?.glRenderer.map(JSONValue.string) ?? .null),
                ])
            ),
            ("pendingTimers", .number(Double(clock.pendingTimers))),
            ("photosLoading", .number(Double(canvas.textures.loading.count))),
            (
                "photoMemory",
                .object([
                    ("used", .number(Double(canvas.textures.memoryUsed))),
                    ("limit", .number(Double(canvas.textures.memoryLimit))),
                    ("evictions", .number(Double(canvas.textures.evictions))),
                ])
            ),
            ("photosDecoded", decodedPhotosJSON),
            // What the panel tells: the replay's last touch while one is open.
            ("narration", .array((replay.session?.narrator ?? session.narrator).narration.lines.map { .string($0) })),
            ("problems", .array((shownProblems + [session.host.scene.problem].compactMap { $0 }).map { .string($0) })),
            ("state", session.host.scene.stateJSON()),
            (
                "widgets",
                .object(
                    (form?.widgets ?? []).compactMap { entry in
                        entry.widget.frameInSurface.map { f in
                            (entry.name, .array([f.x, f.y, f.width, f.height].map { .number($0) }))
                        }
                    })
            ),
        ])
    }
}
