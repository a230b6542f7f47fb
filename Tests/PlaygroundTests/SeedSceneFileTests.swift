import Foundation
import JSON
import Playground
import PropertyBased
import TestSupport
import Testing
import TouchKit

/// `touch-views` and `image-viewer` written as scene files give the built-in scenes' event logs (same hit
/// tests, responders, states and actions) and the same views, for every sample trace and random streams.
@Suite("Seed scenes as files")
struct SeedSceneFileTests {
    static let traces =
        ((try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.path + "/data/traces")) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    /// The log lines and the views of the state, built in and from the file, after `events` at `size`.
    private func compare(
        _ scene: String, _ events: [InputEvent], size: Size = Size(width: 800, height: 600), seed: UInt64 = 3
    )
        throws -> (builtIn: [String], file: [String], builtInViews: JSONValue?, fileViews: JSONValue?)
    {
        let builtIn = try SceneHarness(scene, seed: seed, size: size)
        let file = try SceneHarness(sceneFile: scene, seed: seed, size: size)
        for harness in [builtIn, file] { TraceReplayer.replay(events, into: harness.host.window, clock: harness.clock) }
        return (
            builtIn.log.entries.map(\.jsonLine), file.log.entries.map(\.jsonLine),
            builtIn.state("views"), file.state("views")
        )
    }

    private func events(ofSample name: String) throws -> [InputEvent] {
        try TouchTrace(json: String(contentsOfFile: PackageRoot.path + "/data/traces/" + name, encoding: .utf8)).events
    }

    @Test("every sample trace: the same log and the same views", arguments: ["touch-views", "image-viewer"])
    func sampleTraces(scene: String) throws {
        #expect(Self.traces.count >= 9)
        var compared = 0
        for trace in Self.traces {
            let result = try compare(scene, try events(ofSample: trace))
            #expect(result.file == result.builtIn, "\(scene) with \(trace)")
            #expect(result.fileViews == result.builtInViews, "\(scene) with \(trace): views")
            compared += result.builtIn.count
        }
        #expect(compared > 300)  // the traces reached the scenes: hit tests, responders, recognizers
    }

    @Test("in other window sizes too", arguments: [Size(width: 1280, height: 720), Size(width: 360, height: 640)])
    func otherSizes(size: Size) throws {
        for scene in ["touch-views", "image-viewer"] {
            for trace in Self.traces {
                let scaled = try events(ofSample: trace).map { event in
                    InputEvent(time: event.time, kind: event.kind.scaled(x: size.width / 800, y: size.height / 600))
                }
                let result = try compare(scene, scaled, size: size)
                #expect(result.file == result.builtIn, "\(scene) at \(size) with \(trace)")
                #expect(result.fileViews == result.builtInViews, "\(scene) at \(size) with \(trace): views")
            }
        }
    }

    @Test("random streams of up to ten fingers", arguments: ["touch-views", "image-viewer"])
    func randomStreams(scene: String) async {
        await propertyCheck(count: 40, input: RandomTouchPropertyTests.steps) { steps in
            let result = try compare(scene, RandomTouchPropertyTests.events(from: steps), seed: 11)
            #expect(result.file == result.builtIn)
            #expect(result.fileViews == result.builtInViews)
        }
    }
}

extension InputEvent.Kind {
    /// The same input with its points scaled, for replaying a trace in another window size.
    func scaled(x sx: Double, y sy: Double) -> InputEvent.Kind {
        func scale(_ point: Point) -> Point { Point(x: point.x * sx, y: point.y * sy) }
        switch self {
        case .touch(let id, let phase, let location): return .touch(id: id, phase: phase, location: scale(location))
        case .pointer(let phase, let button, let location, let modifiers):
            return .pointer(phase: phase, button: button, location: scale(location), modifiers: modifiers)
        case .pinch(let phase, let location, let scaleValue, let angle):
            return .pinch(phase: phase, location: scale(location), scale: scaleValue, angleDelta: angle)
        case .scroll(let location, let dx, let dy, let modifiers):
            return .scroll(location: scale(location), dx: dx, dy: dy, modifiers: modifiers)
        }
    }
}
