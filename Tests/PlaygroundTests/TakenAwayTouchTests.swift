import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender

/// A touch the platform takes away (GTK gave the sequence to another widget's gesture): the window logs why,
/// then hands the cancellation in. What a teacher reads of it: the log's line, the panel's line and the
/// timeline's mark all say who took it, and the recognizers end as UIKit's do when the system cancels a
/// touch (failed while possible, cancelled once begun).
@Suite("A touch taken away by the platform")
struct TakenAwayTouchTests {
    /// The image viewer with a log, a narrator and a timeline fed as the window feeds them.
    private final class Run {
        let clock = ManualClock()
        let host: SceneHost
        let log = EventLog()
        let narrator = TouchNarrator()
        let recorder: TimelineRecorder
        static let reason: Reason = "GTK gave it to \("GtkScrolledWindow")'s \("GtkGesturePan")"

        init() throws {
            let context = SceneContext(
                size: Size(width: 800, height: 600), seed: 1, imageDirectory: PackageRoot.path + "/data/images",
                stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
            host = try SceneHost(sceneNamed: "image-viewer", context: context, clock: clock)
            recorder = TimelineRecorder(window: host.window)
            host.window.router.eventLog = log
            log.onRecord = { [narrator, recorder] entry in
                narrator.record(entry)
                recorder.record(entry)
            }
        }

        /// Finger 1 down on the photo and moved `steps` times by `step` points, then taken away.
        func dragThenTakeAway(steps: Int, by step: Double) {
            var trace = TraceBuilder(time: 0)
            trace.touch(1, .began, at: Point(x: 400, y: 300))
            for index in 1...steps {
                trace.wait(1.0 / 60)
                trace.touch(1, .moved, at: Point(x: 400 + step * Double(index), y: 300))
            }
            TraceReplayer.replay(trace.events, into: host.window, clock: clock) { [recorder, host] event in
                recorder.inputHandled(event, by: host.window.router)
            }
            host.window.router.noteTakenAway(touchscreenID: 1, because: Self.reason)
            // A touch that is not down is not logged.
            host.window.router.noteTakenAway(touchscreenID: 9, because: Self.reason)
            let last = Point(x: 400 + step * Double(steps), y: 300)
            let cancel = InputEvent(time: clock.now, kind: .touch(id: 1, phase: .cancelled, location: last))
            host.window.router.handle(cancel)
            recorder.inputHandled(cancel, by: host.window.router)
        }

        var lines: [String] { log.entries.map(\.jsonLine) }

        /// The finger's lane's cancellation marks, oldest first.
        var cancellationNotes: [String?] {
            let lane = recorder.timeline.lanes.first { $0.title == "finger 1" }
            return (lane?.marks ?? []).filter { $0.kind == .touchCancelled }.map(\.note)
        }

        func state(of recognizer: String) -> [GestureRecognizerState] {
            log.entries.compactMap {
                if case .recognizer(recognizer, _, let state, _) = $0.record, state != .possible { state } else { nil }
            }
        }
    }

    @Test(
        "before the pan began: the reason is logged, then touchesCancelled; the pan fails; panel and timeline say why")
    func beforeThePan() throws {
        let run = try Run()
        run.dragThenTakeAway(steps: 2, by: 3)
        #expect(run.host.window.router.activeTouches.isEmpty)
        let lines = run.lines
        #expect(lines.filter { $0.contains("taken-away") }.count == 1)
        let taken = try #require(lines.firstIndex { $0.contains(#""event":"taken-away""#) })
        #expect(
            lines[taken].hasSuffix(
                #""event":"taken-away","touch":1,"reason":"GTK gave it to GtkScrolledWindow's GtkGesturePan"}"#),
            "\(lines[taken])")
        let cancelled = try #require(lines.firstIndex { $0.contains(#""phase":"cancelled""#) })
        #expect(taken < cancelled, "the reason comes before the cancellation it explains")
        #expect(run.state(of: "pan") == [.failed])
        #expect(
            run.narrator.narration.deliveryLines.contains(
                "finger 1 taken away: GTK gave it to GtkScrolledWindow's GtkGesturePan"))
        #expect(run.cancellationNotes == ["taken away: GTK gave it to GtkScrolledWindow's GtkGesturePan"])
    }

    @Test("mid-pan: the pan, which had taken the view's touches, is cancelled; the lane shows both takings")
    func midPan() throws {
        let run = try Run()
        run.dragThenTakeAway(steps: 6, by: 8)
        #expect(run.host.window.router.activeTouches.isEmpty)
        #expect(run.state(of: "pan").first == .began)
        #expect(run.state(of: "pan").last == .cancelled)
        #expect(
            run.cancellationNotes == [
                "the touch was taken by pan", "taken away: GTK gave it to GtkScrolledWindow's GtkGesturePan",
            ])
    }
}
