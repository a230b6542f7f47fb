import Foundation
import Playground
import PlaygroundStatus
import TestSupport
import Testing
import TouchKit
import TouchRender

@testable import touch_playground

private let traces = PackageRoot.path + "/data/traces/"

/// What the window should show after `steps` steps of `trace` in `scene`: the same trace in a headless
/// ``ReplaySession`` of the scene, with the window's seed and thresholds.
private func reference(scene: String, trace: String, steps: Int, status: WindowStatus) throws -> ReplaySession {
    let text = try String(contentsOfFile: traces + trace, encoding: .utf8)
    var settings = (GestureProfile.named(status.thresholds.profile) ?? .uikit).settings
    settings.doubleTapTime = status.thresholds.doubleTapTime
    settings.doubleTapDistance = status.thresholds.doubleTapDistance
    settings.longPressTime = status.thresholds.longPressTime
    let replay = try ReplaySession(trace: try TouchTrace(json: text), settings: settings) {
        clock throws(UnknownSceneError) in
        let context = SceneContext(
            size: Size(width: 800, height: 600), seed: 7, imageDirectory: PackageRoot.path + "/data/images",
            stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
        return try SceneHost(sceneNamed: scene, context: context, clock: clock)
    }
    for _ in 0..<steps { replay.stepForward() }
    return replay
}

private func marks(_ replay: ReplaySession) -> Int {
    replay.timeline.timeline.lanes.reduce(0) { $0 + $1.marks.count }
}

/// A trace replayed in the real window: stepping, playing slowly, and what pauses and closes it.
@Suite("Replaying in the window", .serialized)
struct ReplayWindowTests {
    @Test("--play opens a trace paused; after k steps the narration and the timeline are those of event k")
    func stepping() throws {
        let app = try RunningApp(["--scene", "gestures", "--play", "data/traces/double-tap.json"])
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        var status = try app.appStatus()
        #expect(status.replay.position == 0 && status.replay.events == 4 && status.replay.playing == false)
        #expect(status.timeline.shown)
        #expect(status.narration.isEmpty)
        let count = 4
        for step in 1...(count + 1) {
            try app.key("Right")
            try Wait.until("step \(step)") {
                let replay = try app.appStatus().replay
                return replay.position == min(step, count) && replay.settled == (step > count)
            }
            status = try app.appStatus()
            let expected = try reference(scene: "gestures", trace: "double-tap.json", steps: step, status: status)
            try Wait.until("the panel and the timeline at step \(step)") {
                let shown = try app.appStatus()
                return shown.narration == expected.narrator.narration.lines && shown.timeline.marks == marks(expected)
            }
            #expect(try app.appStatus().timeline.cursor == expected.time)
            // The overlay's recorded fingers: down after the first and third events, up after the others.
            let down = expected.liveHost.window.router.activeTouches.count
            try Wait.until("\(down) recorded fingers drawn at step \(step)") {
                try app.appStatus().replay.ghosts == down
            }
            #expect(down == (step == 1 || step == 3 ? 1 : 0))
        }
        #expect(try app.appStatus().narration.contains("action: double-tap-1 (stage)"))
        // Back: from the end to the last event, then to the third.
        try app.key("Left")
        try app.key("Left")
        try Wait.until("two steps back") { try app.appStatus().replay.position == 3 }
        let third = try reference(scene: "gestures", trace: "double-tap.json", steps: 3, status: try app.appStatus())
        try Wait.until("the third event's narration") {
            try app.appStatus().narration == third.narrator.narration.lines
        }
        // Escape closes it: the live scene again, untouched by the replay.
        try app.key("Escape")
        try Wait.until("the replay to close") { try !app.appStatus().replay.open }
        #expect(try app.appStatus().narration.isEmpty)
        #expect(try app.inputs() == 0)
    }

    @Test("at 0.25× a replay takes four times the trace's time and ends as replay ends; a touch pauses it")
    func quarterSpeed() throws {
        let app = try RunningApp(["--scene", "image-viewer", "--play", "data/traces/pinch-rotate-pan.json"])
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        try app.key("bracketleft")
        try app.key("bracketleft")
        try Wait.until("a quarter of the speed") { try app.appStatus().replay.speed == 0.25 }
        let duration = try #require(try app.appStatus().replay.duration)
        let started = Date()
        try app.key("space")
        try Wait.until("playing") { try app.appStatus().replay.playing == true }
        try Wait.until("the end", timeout: 120) { try app.appStatus().replay.settled == true }
        // Never faster than a quarter of the speed (a busy machine only makes it slower).
        #expect(Date().timeIntervalSince(started) >= duration * 4 * 0.9)
        let status = try app.appStatus()
        #expect(status.replay.playing == false)
        let expected = try reference(
            scene: "image-viewer", trace: "pinch-rotate-pan.json", steps: 1_000, status: status)
        #expect(status.narration == expected.narrator.narration.lines)
        #expect(status.narration.contains { $0.hasPrefix("pinch: possible → began → changed") })

        // Played again, a click on the canvas pauses it, and the live scene gets nothing.
        try app.key("space")
        try Wait.until("playing again") { try app.appStatus().replay.playing == true }
        let (x, y) = try app.center(of: "photo")
        try app.click(x, y)
        try Wait.until("paused by the click") { try app.appStatus().replay.playing == false }
        #expect(try app.inputs() == 0)
        #expect(try app.appStatus().messages.last?.hasPrefix("The replay is paused.") == true)
    }

    @Test("Ctrl+O asks for a trace with the desktop's Open dialog, and replays the one chosen")
    func fileChooser() throws {
        let app = try RunningApp(["--scene", "gestures"])
        try app.chooseInOpenDialog(traces + "double-tap.json") { try app.appStatus().replay.open }
        let status = try app.appStatus()
        #expect(status.replay.file == traces + "double-tap.json")
        #expect(status.replay.scene == "gestures" && status.replay.events == 4)
    }

    @Test("a trace dragged from another application and dropped on the window is replayed")
    func dropTrace() throws {
        let display = try VirtualDisplay()
        let app = try RunningApp(["--scene", "gestures"], display: display)
        try app.dropFile(traces + "double-tap.json", at: try app.center(of: "stage"))
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        let status = try app.appStatus()
        #expect(status.replay.file == traces + "double-tap.json")
        #expect(status.replay.position == 0 && status.replay.events == 4)
        #expect(status.inputs == 0, "the drag is not a touch on the scene")
    }

    @Test("a trace that cannot be read is one line in a toast; the window goes on, live")
    func badTrace() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        try #"{"format":"touch-trace/1","events":[{"t":0,"kind":"touch","id":1,"phase":"moved","x":1,"y":1}]}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene", "touch-views", "--play", bad.path])
        try Wait.until("the message") { try !app.appStatus().messages.isEmpty }
        let status = try app.appStatus()
        #expect(status.messages.last == "\(bad.path): event 0: touch 1 moves before it began")
        #expect(!status.replay.open)
        let (x, y) = try app.center(of: "D")
        try app.click(x, y)
        try app.waitForInputs(2)
    }

    @Test("a second launch's --play is an absolute path for the window already open")
    @MainActor
    func absolutePath() {
        let folder = FileManager.default.currentDirectoryPath
        #expect(
            PlaygroundApp.withAbsoluteTrace(["tp", "--play", "a.json", "--scene", "x"])
                == ["tp", "--play", folder + "/a.json", "--scene", "x"])
        #expect(PlaygroundApp.withAbsoluteTrace(["tp", "--play=/t/a.json"]) == ["tp", "--play=/t/a.json"])
        #expect(PlaygroundApp.withAbsoluteTrace(["tp", "--play=b.json"]) == ["tp", "--play=" + folder + "/b.json"])
    }
}

extension ReplayWindowTests {
    @Test("--play judges a recording by the thresholds it carries, not the window's")
    func recordedThresholds() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try RecordedClicks.write(in: folder)
        let app = try RunningApp(["--scene", "image-viewer", "--play", trace])
        try Wait.until("the replay to open") { try app.appStatus().replay.open }
        for step in 1...5 {
            try app.key("Right")
            try Wait.until("step \(step)") { try app.appStatus().replay.position == min(step, 4) }
        }
        try Wait.until("the double click, under the recorded 30 points") {
            try app.appStatus().narration.contains("action: next-image (photo)")
        }
    }
}

extension ReplayWindowTests {
    @Test(
        "--play of a recording made in a lesson opens that lesson; a lesson that is gone is said, and it plays in the scene shown"
    )
    func playsInItsLesson() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.path + "/tap lesson.json"
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/scenes/tap-vs-double-tap.json", toPath: lesson)
        let trace = folder.path + "/recording.json"
        try """
        {"format": "touch-trace/4", "size": [800, 600], "sceneFile": "\(lesson)", "events": [
          {"t": 0, "kind": "pointer", "phase": "down", "button": 1, "x": 400, "y": 300},
          {"t": 0.05, "kind": "pointer", "phase": "up", "button": 1, "x": 400, "y": 300}
        ]}
        """.write(toFile: trace, atomically: true, encoding: .utf8)
        do {
            let app = try RunningApp(["--play", trace])
            try Wait.until("the replay to open in the lesson") {
                let status = try app.appStatus()
                return status.replay.open && status.scene == "tap lesson"  // the lesson's name: its file's
            }
            #expect(try app.appStatus().sceneFile.path == lesson)
        }
        try FileManager.default.removeItem(atPath: lesson)
        let app = try RunningApp(["--play", trace])
        try Wait.until("the replay to open, and why it is not in its lesson") {
            try app.appStatus().replay.open
                && app.appStatus().messages.contains {
                    $0.hasPrefix(
                        "recording.json was recorded in the lesson \(lesson), which is no longer there: it plays in ")
                }
        }
        #expect(try app.appStatus().scene == "touch-views")  // the first scene, shown at a first launch
    }
}

extension ReplayWindowTests {
    @Test("--play takes a device recording (evemu-record) and replays it in the window")
    func playsADeviceRecording() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let recording = folder.path + "/screen.evemu"
        try """
        # EVEMU 1.3
        N: Demo Touchscreen
        A: 35 0 3000 0 0 10
        A: 36 0 2000 0 0 10
        A: 39 0 65535 0 0 0
        E: 3.000000 0003 0039 9
        E: 3.000000 0003 0035 1000
        E: 3.000000 0003 0036 800
        E: 3.000000 0000 0000 0
        E: 3.080000 0003 0039 -1
        E: 3.080000 0000 0000 0

        """.write(toFile: recording, atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene", "touch-views", "--play", recording])
        try Wait.until("the recording's replay") {
            let status = try app.appStatus()
            return status.replay.open && status.replay.events == 2
        }
    }
}
