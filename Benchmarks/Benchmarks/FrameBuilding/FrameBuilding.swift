import Benchmark
import Foundation
import Playground
import TouchKit

/// The photo folder of the repository this benchmark lives in.
private let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/images").path

/// A scene after a two-finger pinch + rotate + pan, with the narrator the window feeds from the log.
private func sceneAfterGesture(_ name: String) -> (Window, TouchNarrator) {
    let clock = ManualClock()
    let size = Size(width: 800, height: 600)
    let window = Window(size: size, clock: clock)
    window.rootViewController = try! SceneCatalogue.makeScene(
        named: name, context: SceneContext(size: size, seed: 1, imageDirectory: images))
    let narrator = TouchNarrator()
    let log = EventLog(keepsEntries: false)
    log.onRecord = { narrator.record($0) }
    window.router.eventLog = log
    var builder = TraceBuilder()
    builder.twoFingerGesture(center: Point(x: 400, y: 300), startSpan: 120, endSpan: 260, rotation: 0.8,
                             translation: Point(x: 40, y: 25), duration: 2)
    TraceReplayer.replay(builder.events, into: window, clock: clock)
    return (window, narrator)
}

/// The touch lab with ten fingers that have circled for five seconds at 120 Hz: full trails.
private func labWithTenFingers() -> Window {
    let clock = ManualClock()
    let size = Size(width: 1280, height: 800)
    let window = Window(size: size, clock: clock)
    window.rootViewController = try! SceneCatalogue.makeScene(
        named: "touch-lab", context: SceneContext(size: size, seed: 1, imageDirectory: images))
    var events: [InputEvent] = []
    for step in 0...600 {
        for finger in 0..<10 {
            let angle = Double(step) * 0.03 + Double(finger)
            let center = Point(x: 120 + Double(finger) * 110, y: 450)
            events.append(
                InputEvent(
                    time: Double(step) / 120,
                    kind: .touch(
                        id: finger + 1, phase: step == 0 ? .began : .moved,
                        location: Point(x: center.x + 50 * cos(angle), y: center.y + 80 * sin(angle)))))
        }
    }
    TraceReplayer.replay(events, into: window, clock: clock)
    return window
}

/// A lesson of 200 views for the exploded view: 4 panels of 7 cards of 6 chips, each level a slab.
private func lessonOf200Views() -> Window {
    func frame(_ index: Int, of count: Int) -> [String] {
        ["\(4 + index * 92 / count)%", "10%", "\(86 / count)%", "80%"]
    }
    let panels: [[String: Any]] = (0..<4).map { p in
        let cards: [[String: Any]] = (0..<7).map { c in
            let chips: [[String: Any]] = (0..<6).map { h in
                ["name": "chip-\(p)-\(c)-\(h)", "frame": frame(h, of: 6), "background": "#e5484d", "onTouch": "recolor"]
            }
            return ["name": "card-\(p)-\(c)", "frame": frame(c, of: 7), "background": "#3e63dd", "views": chips]
        }
        return ["name": "panel-\(p)", "frame": frame(p, of: 4), "background": "#30a46c", "views": cards]
    }
    let lesson: [String: Any] = ["format": "touch-scene/1", "title": "200 views", "size": [800, 600], "views": panels]
    let json = String(decoding: try! JSONSerialization.data(withJSONObject: lesson), as: UTF8.self)
    let document = try! SceneDocument(bytes: Array(json.utf8), defaultName: "two-hundred")
    let clock = ManualClock()
    let size = Size(width: 800, height: 600)
    let context = SceneContext(size: size, seed: 1, imageDirectory: images)
    let window = Window(size: size, clock: clock)
    window.rootViewController = FileScene(document: document, baseDirectory: "/", context: context)
    return window
}

/// One frame of the exploded view: the tree taken apart, the last touch's rays, the slabs drawn.
private func explodedFrame(_ window: Window, _ narrator: TouchNarrator?, camera: ExplodedCamera) -> DisplayList {
    var list = DisplayList()
    let layers = ViewLayers(of: window)
    let rays = narrator.map { HitTestRay.rays(of: $0.narration, in: layers) } ?? []
    ExplodedDrawing.draw(layers, rays: rays, camera: camera, in: Size(width: 1280, height: 800), into: &list)
    return list
}

/// What the window does on the core's side for every frame it draws: the scene's display list, the chain
/// overlay and the panel's text. GTK's own drawing of the nodes is not included.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], warmupIterations: 3,
        maxDuration: .seconds(3), maxIterations: 1_000_000)

    for scene in SceneCatalogue.names {
        Benchmark("\(scene): one frame's display list, chain overlay and panel text") { benchmark in
            let (window, narrator) = sceneAfterGesture(scene)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                var list = DisplayListBuilder.displayList(for: window)
                let narration = narrator.narration
                ChainOverlay.draw(narration, in: window, into: &list)
                blackHole(list)
                blackHole(narration.lines)
            }
        }
    }

    // The exploded view, every frame while it turns: at most a few percent of a 16.7 ms frame.
    var camera = ExplodedCamera()
    camera.spreadAtOnce()
    Benchmark("touch-views: one exploded frame, after a two-finger gesture") { benchmark in
        let (window, narrator) = sceneAfterGesture("touch-views")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(explodedFrame(window, narrator, camera: camera)) }
    }
    Benchmark("a lesson of 200 views: one exploded frame") { benchmark in
        let window = lessonOf200Views()
        precondition(ViewLayers(of: window).layers.count == 202, "the window, the root and 200 views")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(explodedFrame(window, nil, camera: camera)) }
    }

    Benchmark("touch-lab: one frame's display list, 10 fingers with 5 s trails at 120 Hz") { benchmark in
        let window = labWithTenFingers()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(DisplayListBuilder.displayList(for: window)) }
    }
}
