import Benchmark
import Foundation
import Playground
import TouchKit

/// The photo folder of the repository this benchmark lives in.
private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/images").path

private let windowSize = Size(width: 800, height: 600)

/// A pinch + rotate + pan on the middle of the window: two fingers, 120 frames.
private let gesture: [InputEvent] = {
    var builder = TraceBuilder()
    builder.twoFingerGesture(center: Point(x: 400, y: 300), startSpan: 120, endSpan: 260, rotation: 0.8,
                             translation: Point(x: 40, y: 25), duration: 2)
    return builder.events
}()

/// Moves for two fingers already down, back and forth between two arrangements, forever.
private let moves: [InputEvent] = (0..<256).flatMap { step -> [InputEvent] in
    let phase = Double(step % 64) / 64 * 2 * .pi
    let half = 80 + 30 * sin(phase), angle = 0.4 * sin(phase), mid = Point(x: 400 + 20 * cos(phase), y: 300)
    let offset = Point(x: half * cos(angle), y: half * sin(angle))
    let time = 1 + Double(step) / 60
    return [InputEvent(time: time, kind: .touch(id: 1, phase: .moved, location: mid - offset)),
            InputEvent(time: time, kind: .touch(id: 2, phase: .moved, location: mid + offset))]
}

private func makeWindow(_ scene: String) -> (Window, ManualClock) {
    let clock = ManualClock()
    let window = Window(size: windowSize, clock: clock)
    if scene == "stress-10000" {
        window.rootViewController = StressScene(size: windowSize)
    } else {
        let context = SceneContext(size: windowSize, seed: 1, imageDirectory: images)
        window.rootViewController = try! SceneCatalogue.makeScene(named: scene, context: context)
    }
    return (window, clock)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
        maxDuration: .seconds(3), maxIterations: 1_000_000)

    // Hit testing alone, at 1,000 points spread over the window (results per hit test): what each new
    // finger costs before any recognizer sees it.
    let points: [Point] = (0..<1000).map { (i: Int) -> Point in
        let x: Int = (i * 7919) % 800, y: Int = (i * 104_729) % 600
        return Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
    }
    for scene in ["touch-views", "image-viewer", "stress-10000"] {
        Benchmark("\(scene): hit test",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                       scalingFactor: .kilo)) { benchmark in
            let (window, _) = makeWindow(scene)
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(window.hitTest(points[index], with: nil))
                index = (index + 1) % points.count
            }
            benchmark.stopMeasurement()
        }

        // The same hit tests explained (each view's verdict noted, as while the event log is kept): at most
        // twice the plain hit test's time.
        Benchmark("\(scene): hit test, explained",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                       scalingFactor: .kilo)) { benchmark in
            let (window, _) = makeWindow(scene)
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(window.explainHitTest(at: points[index]))
                index = (index + 1) % points.count
            }
            benchmark.stopMeasurement()
        }
    }

    for scene in ["touch-views", "image-viewer", "gestures", "stress-10000"] {
        // Whole gesture, fresh scene each time (building the scene is not measured): divide by the event count.
        Benchmark("\(scene): pinch+rotate+pan trace of \(gesture.count) events") { benchmark in
            let (window, clock) = makeWindow(scene)
            benchmark.startMeasurement()
            for event in gesture {
                clock.advance(to: event.time)
                window.router.handle(event)
            }
            clock.runUntilIdle()
            benchmark.stopMeasurement()
            blackHole(window)
        }

        // Moved touches with two fingers down and every recognizer warm: 1,000 per iteration, results per move.
        Benchmark("\(scene): one moved touch, warm",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                       scalingFactor: .kilo)) { benchmark in
            let (window, _) = makeWindow(scene)
            window.router.handle(InputEvent(time: 0.90, kind: .touch(id: 1, phase: .began, location: Point(x: 320, y: 300))))
            window.router.handle(InputEvent(time: 0.95, kind: .touch(id: 2, phase: .began, location: Point(x: 480, y: 300))))
            for event in moves.prefix(64) { window.router.handle(event) }
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                window.router.handle(moves[index])
                index = (index + 1) % moves.count
            }
            benchmark.stopMeasurement()
            blackHole(window)
        }
    }

    // The same two with the teaching tools on: an event log (which makes the recognizers say why they
    // fail) feeding the chain panel's narration, as the window always runs ("narration on"), and feeding
    // the recognizer timeline too, as with the timeline pane shown ("timeline on").
    for (scene, tools) in ["touch-views", "image-viewer", "gestures"].flatMap({ scene in
        [(scene, Tools.narration), (scene, Tools.timeline)]
    }) {
        Benchmark("\(scene): pinch+rotate+pan trace of \(gesture.count) events, \(tools.rawValue) on") { benchmark in
            let (window, clock) = makeWindow(scene)
            let timeline = watch(window, tools)
            benchmark.startMeasurement()
            for event in gesture {
                clock.advance(to: event.time)
                window.router.handle(event)
                timeline.inputHandled(event, by: window.router)
            }
            clock.runUntilIdle()
            benchmark.stopMeasurement()
            blackHole(timeline)
        }

        Benchmark("\(scene): one moved touch, warm, \(tools.rawValue) on",
                  configuration: .init(metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
                                       scalingFactor: .kilo)) { benchmark in
            let (window, _) = makeWindow(scene)
            let timeline = watch(window, tools)
            let downs = [InputEvent(time: 0.90, kind: .touch(id: 1, phase: .began, location: Point(x: 320, y: 300))),
                         InputEvent(time: 0.95, kind: .touch(id: 2, phase: .began, location: Point(x: 480, y: 300)))]
            for event in downs + moves.prefix(64) {
                window.router.handle(event)
                timeline.inputHandled(event, by: window.router)
            }
            var index = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                window.router.handle(moves[index])
                timeline.inputHandled(moves[index], by: window.router)
                index = (index + 1) % moves.count
            }
            benchmark.stopMeasurement()
            blackHole(timeline)
        }
    }
}

/// What reads the event log.
private enum Tools: String {
    /// The chain panel's narration, as the window always has.
    case narration
    /// The narration and the recognizer timeline, as the window with the timeline pane shown.
    case timeline
}

/// An event log that keeps nothing, feeding the narration and, for `.timeline`, a timeline that keeps only
/// the last touch (as the window's); returns the timeline (unused for `.narration`).
private func watch(_ window: Window, _ tools: Tools) -> TimelineRecorder {
    let narrator = TouchNarrator()
    let timeline = TimelineRecorder(window: window, keepsOnlyLastInteraction: true)
    let log = EventLog(keepsEntries: false)
    switch tools {
    case .narration:
        log.onRecord = { narrator.record($0) }
    case .timeline:
        log.onRecord = {
            narrator.record($0)
            timeline.record($0)
        }
    }
    window.router.eventLog = log
    return timeline
}
