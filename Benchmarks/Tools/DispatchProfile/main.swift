// Replays the benchmark's pinch+rotate+pan gesture many times, a fresh scene each round, for instruction-level
// profiling of dispatch alone:
//   swift build -c release --product DispatchProfile
//   valgrind --tool=callgrind '--toggle-collect=$s8TouchKit11EventRouterC6handleyyAA05InputC0VF' \
//       .build/release/DispatchProfile image-viewer 20
import Foundation
import Playground
import TouchKit

let arguments = CommandLine.arguments
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
    for event in gesture {
        clock.advance(to: event.time)
        window.router.handle(event)
        dispatched += 1
    }
    clock.runUntilIdle()
}
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
print("\(scene): \(dispatched) events, \(elapsed / Double(dispatched)) µs per event including scene setup")
