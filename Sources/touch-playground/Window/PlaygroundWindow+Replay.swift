import GtkBridge
import JSON
import Playground
import PlaygroundSettings
import TouchKit
import TouchRender

/// Replays in the window: a trace file opened, dropped, given with `--play` or just recorded, played in the
/// scene or lesson it was recorded in unless one was chosen.
extension PlaygroundWindow {
    /// Replays the trace at `path` in the window, paused at its start, with the timeline shown: in scene
    /// `name`, else (unless `sceneChosen`) in the scene or lesson it was recorded in, else in the scene shown.
    /// Returns its problem, in one line, when it cannot be played.
    @discardableResult
    func play(trace path: String, scene name: String?, sceneChosen: Bool = false, announces: Bool = true) -> String? {
        let file: TraceFile
        switch replay.read(path: path) {
        case .success(let read): file = read
        case .failure(let problem): return problem.message
        }
        var note: String?
        if let name, name != session?.key {
            shelf.show(scene: name)
        } else if name == nil, !sceneChosen, let recorded = file.scene {
            note = showScene(recorded, of: path)
        }
        let problem = openReplay(file, path: path, announces: announces)
        if let note { notify(note) }
        return problem
    }

    /// Opens the trace `file` (read from `path`) in the scene shown, paused at its start, with the timeline
    /// shown (unless `showsTimeline` is false: a question's touch, whose timeline is empty until shown);
    /// returns its problem, in one line, when its scene cannot be built.
    @discardableResult
    func openReplay(_ file: TraceFile, path: String, announces: Bool = true, showsTimeline: Bool = true) -> String? {
        guard let session else { return nil }
        recording.finish()
        session.cancelInput(at: clock.now)
        let choice = session.choice
        let (seed, images) = (options.seed, options.imageDirectory)
        let problem = replay.open(
            file, path: path, scene: choice.name, settings: session.host.window.router.settings, announces: announces
        ) { size, clock throws(UnknownSceneError) in
            try choice.makeHost(context: Self.sceneContext(size: size, seed: seed, images: images), clock: clock)
        }
        if replay.isOpen {
            if showsTimeline { panes.showTimelineForReplay() }
            canvas.grabFocus()
        }
        syncWatchers()
        requestFrame()
        return problem
    }

    /// The context of a scene of `size` made for the window (a replay's, a question's answer).
    nonisolated static func sceneContext(size: Size, seed: UInt64, images: String) -> SceneContext {
        SceneContext(
            size: size, seed: seed, imageDirectory: images, stickerDirectory: DataDirectory.stickers(),
            alphaReader: RasterAlphaReader())
    }

    /// Shows the scene or lesson a trace at `path` was recorded in; returns what the user should know when it
    /// cannot be shown (the trace then plays in the scene shown).
    private func showScene(_ recorded: RecordedScene, of path: String) -> String? {
        let trace = PathName.fileName(of: path)
        switch recorded {
        case .builtIn(let name) where SceneCatalogue.names.contains(name):
            if name != session?.key { shelf.show(scene: name) }
            return nil
        case .builtIn(let name):
            return tr(
                "{trace} was recorded in a scene this version does not have ({scene}): it plays in {shown}.",
                ["trace": trace, "scene": name, "shown": session?.title ?? ""])
        case .lesson(let lesson):
            if lesson == session?.key { return nil }
            guard InputFile.isRegularFile(lesson) else {
                return tr(
                    "{trace} was recorded in the lesson {lesson}, which is no longer there: it plays in {shown}.",
                    ["trace": trace, "lesson": lesson, "shown": session?.title ?? ""])
            }
            if let problem = shelf.open(sceneFile: lesson) {
                return tr(
                    "{trace} was recorded in the lesson {lesson}, which does not open ({problem}): it plays in {shown}.",
                    ["trace": trace, "lesson": lesson, "problem": problem, "shown": session?.title ?? ""])
            }
            return nil
        }
    }

    /// A replay open while its lesson is saved and rebuilt: what opens it again in the new lesson, at the time
    /// it showed, saying so (or why it cannot); nil when no replay is open.
    func replayToReopen() -> (@MainActor () -> Void)? {
        guard let path = replay.file, let time = replay.session?.time else { return nil }
        return { [weak self] in
            guard let self else { return }
            let name = PathName.fileName(of: path)
            if let problem = self.play(trace: path, scene: nil, sceneChosen: true, announces: false) {
                self.notify(
                    tr(
                        "The lesson changed; the replay of {trace} could not open again in it: {problem}",
                        ["trace": name, "problem": problem]))
                return
            }
            self.replay.seek(to: time)
            self.notify(
                tr(
                    "The lesson changed: the replay of {trace} opened again in it, paused at {time} s.",
                    ["trace": name, "time": JSONValue.format((time * 100).rounded() / 100)]))
        }
    }
}
