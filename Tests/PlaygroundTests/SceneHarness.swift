import Foundation
import JSON
import Playground
import TestSupport
import TouchKit
import TouchRender

/// A scene in a window on a virtual clock, with an event log.
struct SceneHarness {
    let clock = ManualClock()
    let host: SceneHost
    let log = EventLog()

    init(
        _ scene: String, seed: UInt64 = 1, size: Size = Size(width: 800, height: 600),
        images: String = PackageRoot.path + "/data/images", stickers: String = PackageRoot.path + "/data/stickers"
    ) throws {
        let context = SceneContext(
            size: size, seed: seed, imageDirectory: images,
            stickerDirectory: stickers, alphaReader: RasterAlphaReader())
        host = try SceneHost(sceneNamed: scene, context: context, clock: clock)
        host.window.router.eventLog = log
    }

    /// The scene of a `touch-scene/1` file in `data/scenes` (`"tap-vs-double-tap"`).
    init(sceneFile name: String, seed: UInt64 = 1, size: Size = Size(width: 800, height: 600)) throws {
        try self.init(sceneFileAt: PackageRoot.path + "/data/scenes/\(name).json", seed: seed, size: size)
    }

    /// The scene of a scene or lesson file at `path`.
    init(sceneFileAt path: String, seed: UInt64 = 1, size: Size = Size(width: 800, height: 600)) throws {
        let bytes = Array(try String(contentsOfFile: path, encoding: .utf8).utf8)
        let name = String(path.split(separator: "/").last?.split(separator: ".").first ?? "scene")
        let document = try SceneDocument(bytes: bytes, defaultName: name)
        let context = SceneContext(
            size: size, seed: seed, imageDirectory: PackageRoot.path + "/data/images",
            stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        let scene = FileScene(document: document, baseDirectory: folder, context: context)
        host = SceneHost(scene: scene, context: context, clock: clock)
        host.window.router.eventLog = log
    }

    /// Replays a trace file, its path from the package's top (`"data/scenes/traces/rotated-view.json"`).
    func replay(file path: String) throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/" + path, encoding: .utf8)
        TraceReplayer.replay(try TouchTrace(json: text), into: host.window, clock: clock)
    }

    /// Replays a sample trace from `data/traces`.
    func replay(sample name: String) throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/" + name, encoding: .utf8)
        TraceReplayer.replay(try TouchTrace(json: text), into: host.window, clock: clock)
    }

    /// Replays a fixture from `Tests/PlaygroundTests/Fixtures` (`"tray/flick-up.json"`), its times counted
    /// from now. With `settle` (the default) the clock then runs until no timer is left, as `replay` does;
    /// without it, time stops at the last event, so what shows before a timer fires can be checked.
    func replay(fixture name: String, settle: Bool = true) throws {
        let text = try String(
            contentsOfFile: PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/" + name, encoding: .utf8)
        let start = clock.now
        feed(try TouchTrace(json: text).events.map { InputEvent(time: $0.time + start, kind: $0.kind) })
        if settle { clock.runUntilIdle() }
    }

    /// Delivers events at their times, firing timers due on the way, and stops at the last one.
    func feed(_ events: [InputEvent]) {
        for event in events {
            clock.advance(to: event.time)
            host.window.router.handle(event)
        }
    }

    /// Moves virtual time on by `seconds`, firing the timers due.
    func wait(_ seconds: Double) {
        clock.advance(by: seconds)
    }

    /// Replays what `build` writes, starting now.
    func play(_ build: (inout TraceBuilder) -> Void) {
        var builder = TraceBuilder(time: clock.now)
        build(&builder)
        TraceReplayer.replay(builder.events, into: host.window, clock: clock)
    }

    /// Each view's background color, by name.
    var colors: [String: Color?] {
        var result: [String: Color?] = [:]
        func visit(_ view: View) {
            result[view.name] = view.backgroundColor
            view.subviews.forEach(visit)
        }
        visit(host.scene.view)
        return result
    }

    /// The value of a key in the scene's state.
    func state(_ key: String) -> JSONValue? { host.scene.stateJSON()[key] }

    /// A view by name.
    func view(_ name: String) -> View? { host.scene.view.viewNamed(name) }
}
