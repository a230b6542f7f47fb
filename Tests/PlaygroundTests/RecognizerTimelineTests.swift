import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender

/// A window replayed with a timeline fed the way `replay --timeline` and the window feed it: every log record
/// as it is made, and the touches down after every event.
private struct TimelineRun {
    let clock: ManualClock
    let window: Window
    let log = EventLog()
    let recorder: TimelineRecorder

    var timeline: RecognizerTimeline { recorder.timeline }

    init(scene: String) throws {
        let clock = ManualClock()
        let context = SceneContext(
            size: Size(width: 800, height: 600), seed: 1, imageDirectory: PackageRoot.path + "/data/images",
            stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
        let host = try SceneHost(sceneNamed: scene, context: context, clock: clock)
        self.init(window: host.window, clock: clock, keeping: host)
    }

    init(window: Window, clock: ManualClock, keeping owner: AnyObject? = nil) {
        self.clock = clock
        self.window = window
        self.owner = owner
        recorder = TimelineRecorder(window: window)
        window.router.eventLog = log
        log.onRecord = { [recorder] in recorder.record($0) }
    }

    private let owner: AnyObject?

    func play(sample name: String) throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/" + name, encoding: .utf8)
        play(try TouchTrace(json: text).events)
    }

    func play(_ build: (inout TraceBuilder) -> Void) {
        var builder = TraceBuilder(time: clock.now)
        build(&builder)
        play(builder.events)
    }

    func play(_ events: [InputEvent]) {
        TraceReplayer.replay(events, into: window, clock: clock) { [recorder, window] event in
            recorder.inputHandled(event, by: window.router)
        }
    }

    func lane(_ title: String) -> TimelineLane? { timeline.lanes.first { $0.title == title } }
}

@Suite("Recognizer timeline")
struct RecognizerTimelineTests {
    @Test("a mouse double tap: each press is a touch of its own, with its own lane and its own began … end")
    func mouseDoubleTap() throws {
        let run = try TimelineRun(scene: "gestures")
        run.play {
            for press in 0..<2 {
                $0.add(.pointer(phase: .down, button: 1, location: Point(x: 400, y: 300), modifiers: []))
                $0.wait(0.06)
                $0.add(.pointer(phase: .up, button: 1, location: Point(x: 400, y: 300), modifiers: []))
                if press == 0 { $0.wait(0.12) }
            }
            $0.wait(1)
        }
        let lanes = run.timeline.touchLanes
        #expect(lanes.map(\.title) == ["mouse 1", "mouse 2"])
        #expect(lanes.allSatisfy { $0.spans.count == 1 && $0.detail == "on stage" })
        // The log: each touch begins once, and ends (here, cancelled by the double tap) once.
        var lifecycles: [Int: [TouchPhase]] = [:]
        for entry in run.log.entries {
            guard case .touches(let phase, let responder, let touches) = entry.record, responder == "stage" else {
                continue
            }
            for touch in touches { lifecycles[touch, default: []].append(phase) }
        }
        #expect(lifecycles.keys.sorted() == [1, 2])
        for (touch, phases) in lifecycles {
            #expect(phases.first == .began && phases.filter { $0 == .began }.count == 1, "\(touch): \(phases)")
            #expect(
                phases.last.map(\.isFinished) == true && phases.filter(\.isFinished).count == 1, "\(touch): \(phases)")
        }
    }

    @Test("a double tap: the single tap waits for it, then fails saying why; the second touch is taken")
    func doubleTap() throws {
        let run = try TimelineRun(scene: "gestures")
        try run.play(sample: "double-tap.json")
        // Every recognizer of the scene has a lane, in the scene's order, before any touch lane.
        #expect(run.timeline.recognizerLanes.count == 17)
        #expect(run.timeline.lanes.last?.kind == .touch)

        let doubleTap = try #require(run.lane("double-tap-1"))
        #expect(doubleTap.detail == "stage")
        #expect(doubleTap.marks.map(\.kind) == [.recognized, .action])

        let tap = try #require(run.lane("tap-1"))
        let waiting = try #require(tap.spans.first { $0.activity == .waiting })
        #expect(waiting.note == "waiting for double-tap-1 to fail")
        let failure = try #require(tap.marks.last)
        #expect(failure.kind == .failed)
        #expect(failure.note?.hasPrefix("double-tap-1 recognized") == true)
        #expect(waiting.end == failure.time)

        // Watching from the first touch down; between the taps the lane's other recognizers are idle.
        let pan = try #require(run.lane("pan"))
        #expect(pan.spans.map(\.activity) == [.possible, .failed, .possible, .failed])
        #expect(pan.marks.first?.note == "lifted before moving 10 pt")

        // The touch lanes: the finger's two presses, fingers 1 and 2 (the second came down while the first's
        // end was still held back for the taps), each bar ending where it lifted, and the second touch
        // cancelled for the view, taken by the double tap.
        let first = try #require(run.lane("finger 1")), touch = try #require(run.lane("finger 2"))
        for lane in [first, touch] {
            #expect(lane.spans.count == 1)
            #expect(lane.spans.allSatisfy { $0.activity == .down && $0.note == "on stage" && $0.end != nil })
            #expect(lane.detail == "on stage")
        }
        let cancel = try #require(touch.marks.last)
        #expect(cancel.kind == .touchCancelled)
        #expect(cancel.note == "the touch was taken by double-tap-1")
    }

    @Test("pinch, rotate and pan at once: continuous lanes begin and end, the photo's touches are taken")
    func simultaneous() throws {
        let run = try TimelineRun(scene: "image-viewer")
        try run.play(sample: "pinch-rotate-pan.json")
        for name in ["pinch", "rotation", "pan"] {
            let lane = try #require(run.lane(name))
            #expect(lane.marks.first?.kind == .began, "\(name)")
            #expect(lane.marks.filter { $0.kind != .action }.map(\.kind) == [.began, .ended], "\(name)")
            #expect(lane.spans.contains { $0.activity == .active }, "\(name)")
        }
        let next = try #require(run.lane("next-image"))
        #expect(next.marks.first?.note == "2 fingers down, more than the 1 it takes")
        let previous = try #require(run.lane("previous-image"))
        #expect(
            previous.marks.first?.note == "pinch began, and they may not recognize together (no delegate allows both)")
        for touch in ["finger 1", "finger 2"] {
            let lane = try #require(run.lane(touch))
            #expect(lane.marks.last?.note == "the touch was taken by pinch", "\(touch)")
            // Still down long after its view heard it was cancelled.
            let down = try #require(lane.spans.first)
            #expect(try #require(down.end) - down.start > 0.4)
        }
    }

    @Test("every reason the log gives is on its recognizer's lane, at its time, whatever the scene and input")
    func everyReasonShown() throws {
        let traces = try FileManager.default.contentsOfDirectory(atPath: PackageRoot.path + "/data/traces")
            .filter { $0.hasSuffix(".json") }.sorted()
        var reasons = 0
        var templates = Set<String>()
        for scene in SceneCatalogue.names {
            for trace in traces {
                let run = try TimelineRun(scene: scene)
                try run.play(sample: trace)
                run.play { builder in
                    // Failure causes the samples lack: a long hold, a slow swipe, a drag that stops short.
                    builder.tap(at: Point(x: 400, y: 300), duration: 0.9)
                    builder.drag(from: Point(x: 300, y: 300), to: Point(x: 312, y: 300), duration: 0.7)
                    builder.drag(from: Point(x: 5, y: 300), to: Point(x: 300, y: 300), duration: 0.3)
                }
                for entry in run.log.entries {
                    guard case .recognizer(let name, let view, let state, let reason?) = entry.record else { continue }
                    reasons += 1
                    let lane = run.timeline.recognizerLanes.first { $0.title == name && $0.detail == view }
                    let mark = lane?.marks.first { $0.time == entry.time && $0.note == reason.description }
                    // The words are listed for translation (the log says them in English, the window in the
                    // user's language).
                    #expect(ReasonTemplates.all.contains(reason.template), "\(reason.template)")
                    templates.insert(reason.template)
                    #expect(
                        mark?.kind == (state == .failed ? .failed : .cancelled), "\(scene) \(trace): \(name) \(reason)")
                }
            }
        }
        #expect(reasons > 200)
        #expect(templates.count >= 15, "\(templates.sorted())")
    }

    @Test("delaysTouchesBegan: the touch's bar starts at the finger, its began mark when the view hears")
    func delayedBegan() throws {
        let clock = ManualClock()
        let window = Window(size: Size(width: 400, height: 400), clock: clock)
        let box = View(name: "box", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(box)
        let hold = LongPressGestureRecognizer(name: "hold")
        hold.delaysTouchesBegan = true
        box.addGestureRecognizer(hold)
        let run = TimelineRun(window: window, clock: clock)
        run.play { $0.drag(from: Point(x: 150, y: 150), to: Point(x: 190, y: 150), duration: 0.3) }

        let touch = try #require(run.lane("finger 1"))
        let began = try #require(touch.marks.first { $0.kind == .touchBegan })
        let down = try #require(touch.spans.first)
        #expect(began.time > down.start + 0.05, "began reached the view only once the long press failed")
        let holdLane = try #require(run.lane("hold"))
        #expect(holdLane.marks.last?.kind == .failed)
        #expect(holdLane.marks.last?.note?.contains("before 0.5 s") == true)
        #expect(holdLane.marks.last?.time == began.time)
    }
}
