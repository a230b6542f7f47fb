// Replays the benchmark's pinch+rotate+pan gesture many times, a fresh scene each round, for instruction-level
// profiling of dispatch alone:
//   swift build -c release --product DispatchProfile
//   valgrind --tool=callgrind '--toggle-collect=$s8TouchKit11EventRouterC6handleyyAA05InputC0VF' \
//       .build/release/DispatchProfile image-viewer 20
// With `--timeline` last, an event log feeds the recognizer timeline as in the window (reasons included);
// with `--log`, the log alone, read by nobody.
import Foundation
import Playground
import TouchKit

let withTimeline = CommandLine.arguments.last == "--timeline"
let withLogOnly = CommandLine.arguments.last == "--log"
let arguments = CommandLine.arguments.filter { $0 != "--timeline" && $0 != "--log" }
let scene = arguments.count > 1 ? arguments[1] : "image-viewer"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100
guard SceneCatalogue.names.contains(scene), rounds > 0 else {
    FileHandle.standardError.write(Data("usage: DispatchProfile [\(SceneCatalogue.names.joined(separator: "|"))] [ROUNDS]\n".utf8))
    exit(1)
}
let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("data/images").path

var builder = TraceBuilder()
builder.twoFingerGesture(center: Point(x: 400, y: 300), startSpan: 120, endSpan: 260, rotation: 0.8,
                         translation: Point(x: 40, y: 25), duration: 2)
let gesture = builder.events
var dispatched = 0
let start = DispatchTime.now().uptimeNanoseconds
for _ in 0..<rounds {
    let clock = ManualClock()
    let window = Window(size: Size(width: 800, height: 600), clock: clock)
    let context = SceneContext(size: Size(width: 800, height: 600), seed: 1, imageDirectory: images)
    window.rootViewController = try SceneCatalogue.makeScene(named: scene, context: context)
    var timeline: TimelineRecorder?
    if withLogOnly { window.router.eventLog = EventLog(keepsEntries: false) }
    if withTimeline {
        let recorder = TimelineRecorder(window: window, keepsOnlyLastInteraction: true)
        let log = EventLog(keepsEntries: false)
        log.onRecord = { recorder.record($0) }
        window.router.eventLog = log
        timeline = recorder
    }
    for event in gesture {
        clock.advance(to: event.time)
        window.router.handle(event)
        timeline?.inputHandled(event, by: window.router)
        dispatched += 1
    }
    clock.runUntilIdle()
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
print("\(scene): \(dispatched) events, \(elapsed / Double(dispatched)) µs per event including scene setup")
