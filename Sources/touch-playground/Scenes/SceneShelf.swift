import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit
import TouchRender

/// The scene shelf: which scene the canvas shows, the list to pick one from, and the scenes kept as the
/// user left them. It shows a built-in scene or a lesson (a scene file followed as it is saved), builds one
/// afresh (Ctrl+R), and puts the thresholds in force into the scene shown.
///
/// ```swift
/// let shelf = SceneShelf(options: options, clock: clock, panel: panel, profile: .uikit)
/// shelf.willChangeScene = { recording.finish() }
/// shelf.show(scene: "touch-views")
/// shelf.open(sceneFile: "lesson.json")   // nil, or the file's problem in one line
/// ```
@MainActor
final class SceneShelf {
    /// The scene shown; nil only before the first one shows (or when the first could not be built).
    private(set) var session: SceneSession?
    /// The list down the window's side.
    let sidebar: SceneSidebar
    /// The scene's own widgets, while a scene that has a form shows.
    private(set) var form: SceneFormView?
    /// The lesson shown, followed as it is saved.
    private(set) var sceneFile: SceneFileWatch
    /// The thresholds in force in the scene shown, and the panel's words for them.
    private(set) var thresholds: ThresholdsInForce?
    /// The toolkit whose gesture thresholds the scenes use (UIKit's unless the user chose another).
    private(set) var profile: GestureProfile

    /// Before another scene shows (or the one shown is built again): what belongs to the scene shown ends
    /// (a recording is of one scene as it was; a replay and fingers down are of it too).
    var willChangeScene: @MainActor () -> Void = {}
    /// Told before the scene shown is rebuilt from its saved lesson; returns what to do once the new one shows
    /// (open its replay again).
    var willRebuild: (@MainActor () -> (@MainActor () -> Void)?)?
    /// A scene was shown, with its form (the window puts it beside the canvas and names the scene).
    var didShowScene: @MainActor (SceneSession, SceneFormView?) -> Void = { _, _ in }
    /// What the window does for a scene it shows (the monitor, the clipboard, the latency), for each new one.
    var windowServices: @MainActor () -> SceneWindowServices = { SceneWindowServices() }
    /// The user picked a row of the list (a narrow window folds the list away again).
    var didPick: @MainActor () -> Void = {}
    /// Tells the user something, in a toast.
    var notify: @MainActor (String, ToastButton?) -> Void = { _, _ in }
    /// Told the path of a lesson of the user's own that joined the list (to remember it).
    var didOpenLesson: @MainActor (String) -> Void = { _ in }
    /// Something shown changed: the canvas is drawn again.
    var requestFrame: @MainActor () -> Void = {}
    /// The canvas's size, in points, for a scene built now.
    var canvasSize: @MainActor () -> Size = { Size(width: 800, height: 600) }

    private let options: PlaygroundWindow.Options
    private let clock: GLibClock
    private let panel: ChainPanel
    private var kept = KeptScenes()

    /// A shelf of the built-in scenes and the installed lessons, building scenes with `options`' seed,
    /// photos and log on `clock`, telling `panel` the lesson and thresholds shown.
    /// The user's own lessons (`openedLessons`, absolute paths) follow the samples in the list, those that
    /// still read.
    init(
        options: PlaygroundWindow.Options, clock: GLibClock, panel: ChainPanel, profile: GestureProfile,
        openedLessons: [String] = []
    ) {
        self.options = options
        self.clock = clock
        self.panel = panel
        self.profile = profile
        let link = OwnerLink<SceneShelf>()
        let own = openedLessons.compactMap { path -> LessonFolder.Lesson? in
            guard let document = try? SceneChoice.document(at: path) else { return nil }
            return LessonFolder.Lesson(path: path, title: document.title)
        }
        sidebar = SceneSidebar(
            lessons: LessonFolder.lessons() + own, onChoose: { name in link.owner?.pick(.builtIn(name), lesson: nil) },
            onChooseLesson: { path in link.owner?.pick(nil, lesson: path) })
        sceneFile = SceneFileWatch(
            rebuild: { choice in link.owner?.reload(choice) }, problemChanged: { link.owner?.requestFrame() })
        link.owner = self
    }

    /// The user picked a scene or a lesson in the list.
    private func pick(_ choice: SceneChoice?, lesson: String?) {
        if let choice { show(choice) }
        if let lesson { open(sceneFile: lesson) }
        didPick()
    }

    /// What tells apart each scene kept for when the user comes back, sorted (for the status file).
    var keptKeys: [String] { kept.keys }

    /// Shows the first scene: the lesson asked for on the command line, else the scene asked for, else the
    /// one shown when the window was last closed (`remembered`, a built-in scene's name or a lesson's path),
    /// else the first of the catalogue.
    func showFirst(remembered: String?) {
        let rememberedScene = remembered.flatMap { SceneCatalogue.names.contains($0) ? $0 : nil }
        let rememberedFile = remembered.flatMap { $0.hasPrefix("/") ? $0 : nil }
        if let file = options.sceneFile ?? (options.scene == nil ? rememberedFile : nil) {
            show(scene: rememberedScene ?? SceneCatalogue.names[0])  // underneath, in case the file does not read
            open(sceneFile: file)
        } else {
            show(scene: options.scene ?? rememberedScene ?? SceneCatalogue.names[0])
        }
    }

    /// Shows scene `name`: as the user left it if it was shown before, else new.
    func show(scene name: String) {
        show(.builtIn(name))
    }

    /// Shows the scene chosen (built in, or a scene file already read): as the user left it if it was shown
    /// before, else new.
    func show(_ choice: SceneChoice) {
        willChangeScene()
        if let session {
            session.cancelInput(at: clock.now)
            kept.keep(session, form: form)
        }
        let size = canvasSize()
        if let kept = kept[choice.key] {
            session = kept.session
            kept.session.resize(to: size)
            form = kept.form
        } else {
            do {
                session = try SceneSession(
                    choice: choice, size: size, seed: options.seed,
                    imageDirectory: options.imageDirectory, clock: clock, logWriter: options.logWriter,
                    services: windowServices()
                ) { [weak self] message, button in
                    self?.notify(message, button)
                }
            } catch {
                StandardError.write("touch-playground: \(error)")
                return
            }
            form = makeForm(for: session?.host.scene)
        }
        applyThresholds()
        sidebar.select(choice.key)
        if case .file(_, let document) = choice {
            panel.showLesson(title: DisplayTitle.make(document.title), description: document.description)
        } else {
            panel.showLesson(title: nil, description: nil)
        }
        sceneFile.follow(choice)
        if let session { didShowScene(session, form) }
        requestFrame()
    }

    /// Opens a file chosen or dropped: a scene file shows its scene and returns true; anything else is left
    /// to be replayed as a trace (false).
    func openIfSceneFile(_ path: String) -> Bool {
        let bytes = try? InputFile.readText(path, limit: SceneChoice.largestFile, what: "a scene file")
        guard let bytes, SceneChoice.looksLikeSceneFile(bytes) else { return false }
        open(sceneFile: path)
        return true
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
            kept.forget(choice.key)
            show(choice)
            if case .file(let file, let document) = choice,
                sidebar.add(LessonFolder.Lesson(path: file, title: document.title))
            {
                didOpenLesson(file)
            }
        case .failure(let error):
            if InputFile.isRegularFile(path) {
                // A file that is there but does not read: its problem on the canvas, and its scene as soon as
                // a save fixes it (a lesson being written).
                sceneFile.waitForFix(path, problem: error.message)
                requestFrame()
            } else {
                StandardError.write("touch-playground: \(error.message)")
                notify(error.message, nil)
            }
            return error.message
        }
        return nil
    }

    /// Builds the scene shown again from its start (same seed, same colors); a scene file as it is now.
    func reset() {
        guard let current = session else { return }
        if case .file(let path, _) = current.choice, case .success(let choice) = sceneFile.read(path) {
            rebuild(choice)
        } else {
            rebuild(current.choice)
        }
    }

    /// Chooses the toolkit whose thresholds the scenes use, by its name; false for a name not known.
    func choose(profile name: String) -> Bool {
        guard let chosen = GestureProfile.named(name) else { return false }
        profile = chosen
        applyThresholds()
        return true
    }

    /// Puts the thresholds in force (``ThresholdsInForce``: the profile's on this desktop, with a lesson's
    /// own) in the scene's window and says in the panel which they are.
    func applyThresholds() {
        var lesson = SceneThresholds()
        if case .file(_, let document)? = session?.choice { lesson = document.thresholds }
        let inForce = ThresholdsInForce(profile: profile, lesson: lesson, window: session?.host.window)
        session?.host.window.router.settings = inForce.settings
        thresholds = inForce
        panel.showThresholds(inForce.lines.joined(separator: "\n"))
    }

    /// The scene file shown was saved and reads: its new scene replaces the old in place, the window as it was.
    /// (A file that did not read when opened shows its scene now.)
    private func reload(_ choice: SceneChoice) {
        guard let current = session, current.key == choice.key else {
            kept.forget(choice.key)
            show(choice)
            return
        }
        rebuild(choice)
    }

    /// Lets the scene shown go and shows `choice` afresh in its place; what ``willRebuild`` asks for is done
    /// once it shows.
    private func rebuild(_ choice: SceneChoice) {
        guard let current = session else { return }
        let afterwards = willRebuild?()
        willChangeScene()
        current.cancelInput(at: clock.now)
        kept.forget(current.key)
        session = nil
        show(choice)
        afterwards?()
    }

    /// The scene's own widgets, for a scene that asks for a form.
    private func makeForm(for scene: Scene?) -> SceneFormView? {
        guard let description = scene?.form else { return nil }
        let form = SceneFormView(description) { [weak self] in self?.requestFrame() }
        // The status file lists where the form's widgets are; it follows the form when it scrolls.
        form.container.onScroll = { [weak self] in self?.requestFrame() }
        return form
    }
}
