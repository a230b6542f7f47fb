import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender

/// What a scene shows at some point of a trace: its state, the narration and the timeline.
struct ReplaySnapshot: Equatable {
    var state: String
    var narration: [String]
    var lanes: [TimelineLane]
}

func context() -> SceneContext {
    SceneContext(
        size: Size(width: 800, height: 600), seed: 5, imageDirectory: PackageRoot.path + "/data/images",
        stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
}

func sample(_ name: String) throws -> TouchTrace {
    try TouchTrace(json: String(contentsOfFile: PackageRoot.path + "/data/traces/" + name, encoding: .utf8))
}

/// A replay of `trace` into `scene`, keeping about `momentBudget` bytes of moments; `onBuild` is told each
/// time the scene is built (once at first, once more for every replay from the start).
func session(
    _ scene: String, _ trace: TouchTrace, momentBudget: Int = 64 << 20, onBuild: @escaping () -> Void = {}
) throws -> ReplaySession {
    // A fresh context each time: its random colors start again from the seed.
    try ReplaySession(trace: trace, momentBudget: momentBudget) { clock throws(UnknownSceneError) in
        onBuild()
        return try SceneHost(sceneNamed: scene, context: context(), clock: clock)
    }
}

func snapshot(of replay: ReplaySession) -> ReplaySnapshot {
    ReplaySnapshot(
        state: replay.stateJSON().serialized(), narration: replay.narrator.narration.lines,
        lanes: replay.timeline.timeline.lanes)
}

/// The reference: the scene fed the way `replay` feeds it, the first `count` events, then the clock moved
/// to `time` (or, with `settle`, run until no timer is left, as `replay` ends).
private func reference(
    _ scene: String, _ trace: TouchTrace, count: Int, until time: Double? = nil, settle: Bool = false
) throws -> ReplaySnapshot {
    let clock = ManualClock()
    let host = try SceneHost(sceneNamed: scene, context: context(), clock: clock)
    let narrator = TouchNarrator()
    let timeline = TimelineRecorder(window: host.window)
    let log = EventLog(keepsEntries: false)
    log.onRecord = {
        narrator.record($0)
        timeline.record($0)
    }
    host.window.router.eventLog = log
    for event in trace.events.prefix(count) {
        clock.advance(to: event.time)
        host.window.router.handle(event)
        narrator.inputDidSettle(active: host.window.router.hasActiveInput)
        timeline.inputHandled(event, by: host.window.router)
    }
    if let time {
        clock.advance(to: time)
        timeline.extend(to: time)
    }
    if settle { clock.runUntilIdle() }
    return ReplaySnapshot(
        state: host.scene.stateJSON().serialized(), narration: narrator.narration.lines,
        lanes: timeline.timeline.lanes)
}

@Suite("Replaying in steps")
struct ReplaySessionTests {
    static let cases: [(scene: String, trace: String)] = [
        ("gestures", "double-tap.json"), ("image-viewer", "pinch-rotate-pan.json"),
        ("touch-views", "tap-B-over-A.json"), ("image-viewer", "alt-drag-zoom.json"),
        ("image-viewer", "touchpad-pinch-and-ctrl-wheel.json"), ("gestures", "two-finger-double-tap.json"),
    ]

    @Test("after k steps the scene, the narration and the timeline are those of the first k events", arguments: cases)
    func stepsMatchReplay(scene: String, trace name: String) throws {
        let trace = try sample(name)
        let replay = try session(scene, trace)
        #expect(snapshot(of: replay) == (try reference(scene, trace, count: 0)))
        for k in 1...trace.events.count {
            replay.stepForward()
            #expect(replay.position == k)
            #expect(snapshot(of: replay) == (try reference(scene, trace, count: k)), "\(name) after \(k) steps")
        }
        #expect(!replay.isSettled)
        replay.stepForward()
        #expect(replay.isSettled)
        #expect(snapshot(of: replay) == (try reference(scene, trace, count: trace.events.count, settle: true)))
    }

    @Test("a step back shows what stepping forward to there showed", arguments: cases)
    func stepBack(scene: String, trace name: String) throws {
        let trace = try sample(name)
        let replay = try session(scene, trace)
        var seen: [ReplaySnapshot] = [snapshot(of: replay)]
        for _ in 0...trace.events.count {
            replay.stepForward()
            seen.append(snapshot(of: replay))
        }
        for k in stride(from: trace.events.count, through: 0, by: -1) {
            replay.stepBack()
            #expect(snapshot(of: replay) == seen[k], "\(name) back to \(k)")
        }
        #expect(replay.isAtStart)
    }

    @Test("the scrubber: seeking to a time, forward or back, shows the events up to it and the timers due by then")
    func seek() throws {
        let trace = try sample("double-tap.json")
        let replay = try session("gestures", trace)
        for time in [0.1, 0.27, 0.5, 0.05, 0.9, 0.0] {
            replay.seek(to: time)
            let count = trace.events.filter { $0.time <= time }.count
            #expect(replay.position == count)
            #expect(snapshot(of: replay) == (try reference("gestures", trace, count: count, until: time)), "\(time)")
        }
        // The double tap's single-tap wait runs out 0.35 s after the second lift: seen only once past it.
        replay.seek(to: 0.3)
        #expect(!replay.narrator.narration.lines.contains { $0.contains("no tap") })
    }

    @Test("playing at a quarter of the speed, frame by frame, ends where replay ends, four times later")
    func playSlowly() throws {
        let trace = try sample("pinch-rotate-pan.json")
        let replay = try session("image-viewer", trace)
        var frames = 0
        while !replay.isAtEnd, frames < 10_000 {
            replay.advance(by: 0.25 / 60)
            frames += 1
        }
        #expect(replay.isAtEnd)
        // 60 frames a second, a quarter of the trace's time each second.
        #expect(Double(frames) >= trace.events.last!.time * 4 * 60)
        #expect(
            snapshot(of: replay) == (try reference("image-viewer", trace, count: trace.events.count, settle: true)))
    }

    @Test("a key the scene answered live is answered between the same events, stepping forward and back")
    func answersKeys() throws {
        // Test screen in the touch lab, then Escape (the lab answered it) puts the guided test away.
        let lab = try SceneHost(sceneNamed: "touch-lab", context: context(), clock: ManualClock())
        func find(_ view: View) -> View? { view.name == "test" ? view : view.subviews.lazy.compactMap(find).first }
        let button = try #require(find(lab.scene.view)).frame
        func touch(_ id: Int, _ phase: TouchPhase, _ time: Double, _ place: Point) -> InputEvent {
            InputEvent(time: time, kind: .touch(id: id, phase: phase, location: place))
        }
        let centre = Point(x: button.midX, y: button.midY), corner = Point(x: 5, y: 590)
        let trace = TouchTrace(
            size: Size(width: 800, height: 600),
            events: [
                touch(1, .began, 0, centre), touch(1, .ended, 0.05, centre), touch(2, .began, 2, corner),
                touch(2, .ended, 2.05, corner),
            ],
            windowEvents: [WindowEvent(time: 1, after: 2, kind: .key(.escape))])
        func shown(_ replay: ReplaySession) -> Bool? {
            replay.stateJSON()["guidedTest"]?["on"].flatMap { if case .bool(let on) = $0 { on } else { nil } }
        }
        let replay = try session("touch-lab", trace)
        replay.stepForward()
        replay.stepForward()
        #expect(shown(replay) == true, "Test screen pressed")
        replay.stepForward()
        #expect(shown(replay) == false, "Escape answered before the third event")
        replay.stepBack()
        #expect(shown(replay) == true)
        replay.seek(to: 3)
        #expect(shown(replay) == false)
    }

    @Test("an empty trace is at its end after one step; a trace without a size replays at 800 × 600")
    func edges() throws {
        let replay = try session("touch-views", TouchTrace())
        #expect(replay.duration == 0)
        #expect(replay.size == Size(width: 800, height: 600))
        replay.stepForward()
        #expect(replay.isAtEnd)
        replay.stepBack()
        #expect(!replay.isAtEnd)
        replay.seek(to: .nan)
        #expect(replay.time == 0)
    }
}
