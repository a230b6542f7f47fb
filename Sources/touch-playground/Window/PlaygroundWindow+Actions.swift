import FoundationEssentials
import GtkBridge
import Playground
import PlaygroundSettings
import TouchKit

/// The window's actions (``WindowAction``: each one's name, keys, label and menu place are declared there
/// once), bound to what they do in this window.
extension PlaygroundWindow {
    /// Declares every window action with its handler, the app's keys and the shortcuts window.
    func installActions(application: DesktopApplication) {
        window.add(.reset) { [weak self] in self?.shelf.reset() }
        window.add(.open) { [weak self] in self?.chooseFile() }
        window.add(.fullscreen) { [weak self] in self?.window.isFullscreen.toggle() }
        presentation.toggleAction = window.add(.presentation, isOn: false) { [weak self] isOn in
            guard let self else { return }
            if isOn {
                self.presentation.enter(caption: self.presentationCaption)
                // The header button that asked is hidden now: the keys (Escape, the keyboard finger) go to the
                // canvas.
                self.canvas.grabFocus()
            } else {
                self.presentation.leave()
            }
        }
        window.add(.help) { [weak self] in self?.help.present() }
        window.add(.showAnswer) { [weak self] in self?.questions.showAnswer() }
        window.add(.nextQuestion) { [weak self] in self?.questions.next() }
        window.add(.close) { [weak self] in self?.window.close() }
        window.add(.about) { [weak self] in
            guard let self else { return }
            AboutPlayground.present(over: self.window)
        }
        panes.showTimelineAction = window.add(.showTimeline, isOn: settings.showsTimeline) { [weak self] isOn in
            self?.setShowsTimeline(isOn)
        }
        window.add(.editCopy) { [weak self] in self?.editCopyOfLesson() }
        window.addAction(WindowAction.playRecording.rawValue) { [weak self] path in self?.playRecording(path) }
        panes.timeline.platformAction = window.add(.gtkLanes, isOn: true) { [weak self] isOn in
            self?.panes.timeline.setShowsPlatform(isOn)
        }
        panes.timeline.hitTestAction = window.add(.hitTestLane, isOn: true) { [weak self] isOn in
            self?.panes.timeline.setShowsHitTests(isOn)
        }
        window.add(.showChain, isOn: true) { [weak self] isOn in
            self?.panes.setShowsChain(isOn)
            self?.requestFrame()
        }
        window.add(.explodedView, isOn: settings.showsExploded) { [weak self] isOn in
            self?.showExploded(isOn, animated: self?.clock.prefersReducedMotion == false)
            self?.remember { $0.showsExploded = isOn }
        }
        connectExplodedView()
        installZoomActions()
        presentation.touchFeedbackAction = window.add(.touchFeedback, isOn: settings.touchFeedback) {
            [weak self] isOn in
            guard let self else { return }
            // While presenting, for this presentation only: leaving puts the user's choice back.
            if self.presentation.isOn {
                self.presentation.showsTouchFeedback = isOn
                self.requestFrame()
            } else {
                self.remember { $0.touchFeedback = isOn }
            }
        }
        window.add(.secondFinger, isOn: settings.alwaysSecondFinger) { [weak self] isOn in
            self?.input.alwaysSecondFinger = isOn
            self?.remember { $0.alwaysSecondFinger = isOn }
            self?.showMouseHints()
        }
        panes.showScenesAction = window.add(.showScenes, isOn: true) { [weak self] isOn in
            self?.panes.layout.showsScenes = isOn
        }
        panes.showNarrationAction = window.add(.showNarration, isOn: false) { [weak self] isOn in
            self?.panes.layout.showsPanel = isOn
        }
        window.add(.secondFingerKey, choosing: secondFingerKey.rawValue) { [weak self] name in
            guard let key = InputTranslator.SecondFingerKey(rawValue: name) else { return }
            self?.input.secondFingerKey = key
            self?.remember { $0.secondFingerKey = key.rawValue }
            self?.showMouseHints()
        }
        window.add(.profile, choosing: shelf.profile.name) { [weak self] name in
            guard let self, self.shelf.choose(profile: name) else { return }
            self.remember { $0.profile = self.shelf.profile.name }
        }
        window.useHelpOverlay(madeWhenAsked: WindowShortcuts.makeWindow)
        application.registerKeys()
    }

    /// The key held for the mouse's second finger, as the user last chose it (Alt unless they chose Super).
    var secondFingerKey: InputTranslator.SecondFingerKey {
        settings.secondFingerKey.flatMap(InputTranslator.SecondFingerKey.init(rawValue:)) ?? .alt
    }

    /// Remembers a choice for the next launch, and redraws what it changes.
    private func remember(_ change: (inout UserSettings) -> Void) {
        preferences.change(change)
        requestFrame()
    }

    /// Shows or hides the timeline under the canvas, and remembers the choice for the next launch.
    private func setShowsTimeline(_ isOn: Bool) {
        panes.timeline.isShown = isOn
        syncWatchers()
        remember { $0.showsTimeline = isOn }
    }

    /// Asks for a lesson (a scene file) to open or a trace to replay: in the recordings folder once there are
    /// recordings, else in the sample lessons, with the lessons, recordings and reports folders at hand.
    private func chooseFile() {
        let recordings = RecordingStore.folder()
        let hasRecordings =
            ((try? FileManager.default.contentsOfDirectory(atPath: recordings)) ?? []).contains {
                $0.hasSuffix(".json") && !$0.hasPrefix(".")
            }
        let places = [LessonFolder.path, recordings, RecordingStore.folder("reports")].filter {
            (try? FileManager.default.contentsOfDirectory(atPath: $0)) != nil
        }
        FileChooser.openFile(
            title: tr("Open a Lesson or a Trace"), accept: tr("Open"),
            filter: (tr("Lessons, touch traces and device recordings"), ["*.json", "*.evemu", "*.rec"]),
            folder: hasRecordings ? recordings : LessonFolder.path, shortcuts: places, over: window
        ) { [weak self] path in
            if let path { self?.open(file: path) }
        }
    }

    /// Replays a recording just saved (its toast's Play button), in the scene shown: the one it was made in.
    func playRecording(_ path: String) {
        if let problem = play(trace: path, scene: nil) { notify(problem) }
    }
}
