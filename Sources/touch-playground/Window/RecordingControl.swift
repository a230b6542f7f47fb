import Foundation
import GtkBridge
import Playground
import TouchKit

/// The header's Record button (and Ctrl+Shift+R, and the menu's item, all one window action): records every
/// input the current scene handles, from any device, and saves it as a `touch-trace/1` file in the
/// recordings folder (``RecordingStore``) when pressed again, when the scene changes or is reset, and when
/// the window closes, saying where in a toast. Recording only watches: the scene does what it would anyway.
@MainActor
final class RecordingControl {
    /// The header's toggle, red while recording.
    let button = ToggleButton(
        iconName: "media-record-symbolic", tooltip: tr("Record this scene's input to a file (Ctrl+Shift+R)"),
        action: "win.record")
    /// The files saved since the window opened, oldest first (reported in the status file).
    private(set) var saved: [String] = []
    /// The last save that failed, in one line.
    private(set) var problem: String?
    private var action: Action?
    private let session: @MainActor () -> SceneSession?
    private let profile: @MainActor () -> String
    private let notify: @MainActor (String) -> Void

    /// Adds the `win.record` action to `window`; `session` is the scene shown, `profile` the name of the
    /// thresholds' toolkit, `notify` shows a toast.
    init(
        window: DesktopWindow, session: @escaping @MainActor () -> SceneSession?,
        profile: @escaping @MainActor () -> String, notify: @escaping @MainActor (String) -> Void
    ) {
        self.session = session
        self.profile = profile
        self.notify = notify
        action = window.addAction("record", isOn: false) { [weak self] isOn in
            guard let self else { return }
            if isOn { self.start() } else { self.stop() }
        }
    }

    /// Whether a recording is running.
    var isRecording: Bool { session()?.recorder != nil }

    /// Ends a recording that reached its size limit; call after each input the scene handled.
    func inputHandled() {
        guard let recorder = session()?.recorder, recorder.isFull else { return }
        stop(reason: tr("The recording reached {count} events and was stopped.", ["count": "\(recorder.events.count)"]))
    }

    /// Saves and ends the recording, if one runs (the scene is changing or going away, the window closing).
    func finish() {
        guard isRecording else { return }
        stop()
    }

    /// Saves and ends the recording when the scene's window is about to take `size` points: a trace has
    /// one size, and the replay would hit other views than the live scene did after the change.
    func sceneWillResize(to size: Size) {
        guard let recorder = session()?.recorder, recorder.size != size else { return }
        stop(reason: tr("The window changed size, which moves what each touch lands on."))
    }

    /// The status file's part: recording or not, events so far, files saved, the last problem.
    var statusJSON: JSONValue {
        var members: [(String, JSONValue)] = [
            ("active", .bool(isRecording)),
            ("events", .number(Double(session()?.recorder?.events.count ?? 0))),
            ("waitingForIdle", .bool(session()?.recorder?.isWaitingForIdle ?? false)),
            ("saved", .array(saved.map { .string($0) })),
        ]
        if let problem { members.append(("problem", .string(problem))) }
        return .object(members)
    }

    private func start() {
        guard let session = session() else {
            action?.isOn = false
            return
        }
        session.startRecording(profile: profile())
        button.addStyleClass("recording")
        notify(
            tr(
                "Recording the input of {scene}. Press the Record button or Ctrl+Shift+R again to save it.",
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
        do throws(CommandFailure) {
            let path = try RecordingStore.save(recorder.trace, scene: session.name, at: Date())
            saved.append(path)
            problem = nil
            notify(
                prefix
                    + tr(
                        "Saved {count} events to {file}",
                        [
                            "count": "\(recorder.events.count)", "file": RecordingStore.shortened(path),
                        ]))
        } catch {
            problem = error.message
            StandardError.write("touch-playground: \(error.message)")
            notify(prefix + tr("The recording could not be saved: {problem}", ["problem": error.message]))
        }
    }
}
