import FoundationEssentials
import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The header's Record button (and Ctrl+Shift+R, and the menu's item, all one window action): records every
/// input the current scene handles, from any device, and saves it as a `touch-trace/1` file in the
/// recordings folder (``RecordingStore``) when pressed again, when the scene changes or is reset, and when
/// the window closes, saying where in a toast. Recording only watches: the scene does what it would anyway.
@MainActor
final class RecordingControl {
    /// The header's toggle, red while recording.
    let button = ToggleButton(
        iconName: "media-record-symbolic", name: tr("Record"),
        tooltip: tr("Record this scene's input to a file (Ctrl+Shift+R)"),
        action: WindowAction.record.detailedName)
    /// The files saved since the window opened, oldest first (reported in the status file).
    private(set) var saved: [String] = []
    /// The last save that failed, in one line.
    private(set) var problem: String?
    /// Recordings left by a launch that ended before saving them (a crash, a kill), saved at this one.
    private(set) var recovered: [RecordingJournal.Recovered] = []
    /// The running recording, on disk as it is made.
    private var journal: RecordingJournal?
    /// Recordings that could be saved neither as files nor as journals (a full disk), kept to try again with
    /// the next recording and when the window closes.
    /// Each with the journal holding what part of it reached the disk, removed once it is saved.
    private var unsaved: [(trace: TouchTrace, scene: String, journal: RecordingJournal?)] = []
    private var action: Action?
    private let session: @MainActor () -> SceneSession?
    private let profile: @MainActor () -> String
    private let notify: @MainActor (String) -> Void
    /// Shows the toast of a recording saved (its message and file) with a button that plays it; nil shows
    /// the message alone.
    var offerPlay: (@MainActor (String, String) -> Void)?

    /// Adds the record action (``WindowAction/record``) to `window`; `session` is the scene shown, `profile` the name of the
    /// thresholds' toolkit, `notify` shows a toast.
    init(
        window: DesktopWindow, session: @escaping @MainActor () -> SceneSession?,
        profile: @escaping @MainActor () -> String, notify: @escaping @MainActor (String) -> Void
    ) {
        self.session = session
        self.profile = profile
        self.notify = notify
        action = window.add(.record, isOn: false) { [weak self] isOn in
            guard let self else { return }
            if isOn { self.start() } else { self.stop() }
        }
    }

    /// Saves the recordings an earlier launch left unsaved (it crashed or was killed while recording), and
    /// says so; call once the window shows.
    func recoverInterrupted(folder: String = RecordingStore.folder()) {
        let (found, problems) = RecordingJournal.recoverAll(in: folder)
        recovered += found
        for item in found {
            notify(
                tr(
                    "A recording interrupted at the last launch was recovered: {count} events in {file}",
                    ["count": "\(item.events)", "file": RecordingStore.shortened(item.path)]))
        }
        for line in problems {
            problem = line
            StandardError.write("touch-playground: \(line)")
        }
    }

    /// Whether a recording is running.
    var isRecording: Bool { session()?.recorder != nil }

    /// Writes the new events to the recording's journal, and ends a recording that reached its size limit;
    /// call after each input the scene handled.
    func inputHandled() {
        guard let recorder = session()?.recorder else { return }
        journal?.append(recorder.events)
        guard recorder.isFull else { return }
        stop(reason: tr("The recording reached {count} events and was stopped.", ["count": "\(recorder.events.count)"]))
    }

    /// Saves and ends the recording, if one runs (the scene is changing or going away, the window closing).
    func finish() {
        if isRecording { stop() }
    }

    /// The window is closing: a recording kept in memory because the disk was full gets a last try.
    func windowWillClose() {
        finish()
        saveUnsaved()
        for (trace, scene, journal) in unsaved {
            let kept = journal.map { " (its first events are in \($0.path), saved at the next launch)" } ?? ""
            StandardError.write(
                "touch-playground: a recording of \(scene) (\(trace.events.count) events) could not be saved\(kept)")
        }
    }

    /// Saves and ends the recording when the scene's window is about to take `size` points: a trace has
    /// one size, and the replay would hit other views than the live scene did after the change.
    func sceneWillResize(to size: Size) {
        guard let recorder = session()?.recorder, recorder.size != size else { return }
        stop(reason: tr("The window changed size, which moves what each touch lands on."))
    }

    /// The recording for the status file.
    var status: WindowStatus.Recording {
        var status = WindowStatus.Recording()
        status.active = isRecording
        status.events = session()?.recorder?.events.count ?? 0
        status.waitingForIdle = session()?.recorder?.isWaitingForIdle ?? false
        (status.saved, status.recovered, status.unsaved) = (saved, recovered.map(\.path), unsaved.count)
        (status.journal, status.problem) = (journal?.path, problem)
        return status
    }

    private func start() {
        guard let session = session() else {
            action?.isOn = false
            return
        }
        session.startRecording(profile: profile())
        saveUnsaved()
        if let recorder = session.recorder {
            do throws(CommandFailure) {
                journal = try RecordingJournal(
                    folder: RecordingStore.folder(),
                    stem: FileNameStem.make(session.name) + "-" + RecordingStore.timestamp(Date()),
                    header: recorder.trace)
            } catch {
                // The recording goes on in memory; it is saved (or said not to be) when it stops.
                StandardError.write("touch-playground: \(error.message)")
            }
        }
        button.addStyleClass("recording")
        notify(
            tr(
                "Recording {scene}: Ctrl+Shift+R saves",
                ["scene": session.title]))
    }

    private func stop(reason: String? = nil) {
        action?.isOn = false
        button.removeStyleClass("recording")
        guard let session = session(), let recorder = session.stopRecording() else { return }
        let prefix = reason.map { $0 + " " } ?? ""
        guard !recorder.events.isEmpty else {
            notify(prefix + tr("Nothing was recorded: no input reached the scene."))
            return
        }
        let journal = self.journal
        self.journal = nil
        journal?.append(recorder.events)
        do throws(CommandFailure) {
            let path = try RecordingStore.save(recorder.trace, scene: session.name, at: Date())
            journal?.remove()
            saved.append(path)
            problem = nil
            let message =
                prefix
                + tr(
                    "Saved {count} events to {file}",
                    // The file's name: a toast is one line (the help says where recordings go; the menu lists them).
                    ["count": "\(recorder.events.count)", "file": PathName.fileName(of: path)])
            // What comes next: watching it again, in the scene it was recorded in (the one shown).
            if let offerPlay { offerPlay(message, path) } else { notify(message) }
        } catch {
            problem = error.message
            StandardError.write("touch-playground: \(error.message)")
            if let journal, journal.problem == nil {
                // Every event is in the journal: the next launch saves it.
                journal.keep()
                notify(
                    prefix
                        + tr(
                            "The recording could not be saved: {problem}. All {count} events are kept in {file}, saved at the next launch.",
                            [
                                "problem": error.message, "count": "\(recorder.events.count)",
                                "file": RecordingStore.shortened(journal.path),
                            ]))
            } else {
                journal?.keep()
                unsaved.append((recorder.trace, session.name, journal))
                notify(
                    prefix
                        + tr(
                            "The recording could not be saved: {problem}. Its {count} events are kept in memory and saved with the next recording or when the window closes.",
                            ["problem": error.message, "count": "\(recorder.events.count)"]))
            }
        }
    }

    /// Tries again to save the recordings the disk had no room for.
    private func saveUnsaved() {
        var left: [(trace: TouchTrace, scene: String, journal: RecordingJournal?)] = []
        for entry in unsaved {
            do throws(CommandFailure) {
                saved.append(try RecordingStore.save(entry.trace, scene: entry.scene, at: Date()))
                entry.journal?.remove()
            } catch {
                left.append(entry)
            }
        }
        unsaved = left
    }
}
