// The cost of hostile but legal input, at four sizes each, for the curves in issue 25's closing note:
//   swift build -c release --package-path Benchmarks --product HostileCosts
//   Benchmarks/.build/release/HostileCosts [ROUNDS [CASE]]   (CASE: run only the cases whose name holds it)
// Each line is a case, its size, and the median of ROUNDS runs (5 by default) in milliseconds, with the
// ratio to the previous size: a linear cost doubles as the size doubles, a quadratic one quadruples.
import JSON
import Foundation
import Playground
import TouchKit

/// The repository this benchmark lives in (for its photos and stickers).
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

let rounds = CommandLine.arguments.count > 1 ? max(1, Int(CommandLine.arguments[1]) ?? 5) : 5
let only = CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : nil

/// The median time of `rounds` runs of `body` (after `setUp`, not timed), in milliseconds.
func median<State>(_ setUp: () -> State, _ body: (State) -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<rounds {
        let state = setUp()
        let start = DispatchTime.now().uptimeNanoseconds
        body(state)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        withExtendedLifetime(state) {}
    }
    return times.sorted()[times.count / 2]
}

func report(_ name: String, sizes: [Int], unit: String, _ measure: (Int) -> Double) {
    if let only, !name.contains(only) { return }
    var previous: Double?
    for size in sizes {
        let time = measure(size)
        let ratio = previous.map { String(format: "  x%.1f", time / max($0, 1e-6)) } ?? ""
        print(String(format: "%-50@ %8d %@  %10.2f ms%@", name as NSString, size, unit as NSString, time, ratio as NSString))
        previous = time
    }
}

/// A window whose one view carries `count` single-tap recognizers related by `shape`.
func tapWindow(count: Int, doubleTapLast: Bool = false, shape: (Int) -> [Int]) -> (Window, ManualClock) {
    let clock = ManualClock()
    let window = Window(size: Size(width: 400, height: 400), clock: clock)
    let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    window.addSubview(root)
    let view = View(name: "target", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    root.addSubview(view)
    let recognizers = (0..<count).map { index -> TapGestureRecognizer in
        let tap = TapGestureRecognizer(name: "tap-\(index)")
        if doubleTapLast, index == count - 1 { tap.numberOfTapsRequired = 2 }
        view.addGestureRecognizer(tap)
        return tap
    }
    for (index, recognizer) in recognizers.enumerated() {
        for other in shape(index) { recognizer.require(toFail: recognizers[other]) }
    }
    return (window, clock)
}

func tap(_ window: Window, _ clock: ManualClock) {
    var builder = TraceBuilder(time: clock.now)
    builder.tap(at: Point(x: 200, y: 200))
    TraceReplayer.replay(builder.events, into: window, clock: clock)
}

report("arena: chain (each requires the next)", sizes: [63, 125, 250, 500], unit: "recognizers") { count in
    median({ tapWindow(count: count) { $0 + 1 < count ? [$0 + 1] : [] } }) { tap($0.0, $0.1) }
}
report("arena: chain ending in a double tap (unwinds)", sizes: [63, 125, 250, 500], unit: "recognizers") { count in
    median({ tapWindow(count: count, doubleTapLast: true) { $0 + 1 < count ? [$0 + 1] : [] } }) { tap($0.0, $0.1) }
}
report("arena: each requires every later one", sizes: [25, 50, 100, 200], unit: "recognizers") { count in
    median({ tapWindow(count: count) { Array(($0 + 1)..<count) } }) { tap($0.0, $0.1) }
}
report("arena: each requires every earlier one", sizes: [25, 50, 100, 200], unit: "recognizers") { count in
    median({ tapWindow(count: count) { Array(0..<$0) } }) { tap($0.0, $0.1) }
}
report("arena: no requirements", sizes: [63, 125, 250, 500], unit: "recognizers") { count in
    median({ tapWindow(count: count) { _ in [] } }) { tap($0.0, $0.1) }
}

/// A JSON document holding one string of `count` escapes (`\n`, `\"` and `\u00e9` in turn).
func escapedDocument(_ count: Int) -> String {
    let escapes = [#"\n"#, #"\""#, #"\u00e9"#, "x"]
    var text = #"{"title": ""#
    text.reserveCapacity(count * 4)
    for index in 0..<count { text += escapes[index % escapes.count] }
    return text + #""}"#
}

report("json: a string of escapes", sizes: [125_000, 250_000, 500_000, 1_000_000], unit: "escapes") { count in
    median({ escapedDocument(count) }) { text in _ = try? JSONValue.parse(text) }
}

/// A folder of `count` photos (hard links to one small sticker) and a lesson beside them with a view for each.
func photoLesson(_ count: Int) -> (folder: String, document: SceneDocument) {
    let folder = NSTemporaryDirectory() + "tp-bench-photos-\(count)-\(UUID().uuidString)"
    try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let star = repository + "/data/stickers/star.png"
    for index in 0..<count { _ = link(star, folder + "/s\(index).png") }
    let views = (0..<count).map { #"{"name": "p\#($0)", "frame": [0, 0, 10, 10], "photo": "s\#($0).png"}"# }
    let text = #"{"format": "touch-scene/1", "views": [\#(views.joined(separator: ","))]}"#
    return (folder, try! SceneDocument(bytes: Array(text.utf8), defaultName: "photos"))
}

report("lesson: a photo view per photo of its folder", sizes: [250, 500, 1000, 2000], unit: "photos") { count in
    let lesson = photoLesson(count)
    defer { try? FileManager.default.removeItem(atPath: lesson.folder) }
    let context = SceneContext(size: Size(width: 800, height: 600), seed: 1, imageDirectory: repository + "/data/images")
    return median({ FileScene(document: lesson.document, baseDirectory: lesson.folder, context: context) }) {
        _ = $0.view
    }
}

/// The drawing pad with one finger down on its paper, and `count` moves for it, round and round.
func scribble(_ count: Int) -> (Window, [InputEvent]) {
    let size = Size(width: 800, height: 600)
    let window = Window(size: size, clock: ManualClock())
    window.rootViewController = try! SceneCatalogue.makeScene(
        named: "drawing-pad", context: SceneContext(size: size, seed: 1, imageDirectory: repository + "/data/images"))
    var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 300)))]
    for step in 1...count {
        let angle = Double(step) * 0.05, radius = 100 + Double(step % 1000) / 10
        let point = Point(x: 400 + radius * cos(angle), y: 300 + radius * sin(angle))
        events.append(InputEvent(time: Double(step) / 1000, kind: .touch(id: 1, phase: .moved, location: point)))
    }
    return (window, events)
}

report("drawing pad: one scribble", sizes: [25_000, 50_000, 100_000, 200_000], unit: "moves") { count in
    median({ scribble(count) }) { window, events in
        for event in events { window.router.handle(event) }
    }
}

/// A replay of `count` events (a finger circling in the multi-touch scene) positioned at its end, for
/// stepping back; `stepsBack` steps already taken back from there.
func replayAtEnd(_ count: Int, stepsBack: Int = 0) -> ReplaySession {
    let size = Size(width: 800, height: 600)
    var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 300)))]
    for step in 1..<count {
        let angle = Double(step) * 0.05
        events.append(
            InputEvent(
                time: Double(step) / 120,
                kind: .touch(id: 1, phase: .moved, location: Point(x: 400 + 100 * cos(angle), y: 300 + 100 * sin(angle)))))
    }
    let session = try! ReplaySession(trace: TouchTrace(size: size, events: events)) { clock throws(UnknownSceneError) in
        try SceneHost(
            sceneNamed: "multi-touch", context: SceneContext(size: size, seed: 1, imageDirectory: repository + "/data/images"),
            clock: clock)
    }
    session.seek(to: session.duration)
    for _ in 0..<stepsBack { session.stepBack() }
    return session
}

let replaySizes = [37_500, 75_000, 150_000, 300_000]
report("replay: one step back at the end", sizes: replaySizes, unit: "events") { count in
    median({ replayAtEnd(count) }) { $0.stepBack() }
}
report("replay: a step back past the kept moments", sizes: replaySizes, unit: "events") { count in
    median({ replayAtEnd(count, stepsBack: 127) }) { $0.stepBack() }
}
report("replay: 5000 steps back from the end, per step", sizes: replaySizes, unit: "events") { count in
    median({ replayAtEnd(count) }) { replay in
        for _ in 0..<5000 { replay.stepBack() }
    } / 5000
}

/// A replay of a finger moving 200 times over a lesson of `count` colored views, keeping moments or not.
func lessonReplay(_ count: Int, keepsMoments: Bool) -> ReplaySession {
    let views = (0..<count).map {
        ##"{"name": "v\##($0)", "frame": [\##($0 % 40 * 20), \##($0 / 40 * 12), 18, 10], "background": "#3080c0"}"##
    }
    let text = #"{"format": "touch-scene/1", "views": [\#(views.joined(separator: ","))]}"#
    let document = try! SceneDocument(bytes: Array(text.utf8), defaultName: "views")
    let size = Size(width: 800, height: 600)
    var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 10, y: 10)))]
    for step in 1..<200 {
        let point = Point(x: 10 + Double(step) * 3, y: 10 + Double(step) * 2)
        events.append(InputEvent(time: Double(step) / 120, kind: .touch(id: 1, phase: .moved, location: point)))
    }
    let trace = TouchTrace(size: size, events: events)
    return try! ReplaySession(trace: trace, momentBudget: keepsMoments ? 64 << 20 : 0) { clock in
        let context = SceneContext(size: size, seed: 1, imageDirectory: repository + "/data/images")
        return SceneHost(scene: FileScene(document: document, context: context), context: context, clock: clock)
    }
}

for keeps in [false, true] {
    let name = "replay: a frame of playing over N views, " + (keeps ? "keeping moments" : "keeping none")
    report(name, sizes: [250, 500, 1000, 2000], unit: "views") { count in
        median({ lessonReplay(count, keepsMoments: keeps) }) { replay in
            for _ in 0..<60 { replay.advance(by: 1.0 / 60) }
        } / 60
    }
}
report("replay: a step forward over N views, keeping its moment", sizes: [250, 500, 1000, 2000], unit: "views") {
    count in
    median({ lessonReplay(count, keepsMoments: true) }) { replay in
        for _ in 0..<100 { replay.stepForward() }
    } / 100
}
