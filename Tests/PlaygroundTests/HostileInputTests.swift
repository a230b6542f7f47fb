import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender
import TraceFuzzing

/// What hostile or unlucky files do to the scenes: every one must end, say what is wrong in one line and
/// keep its geometry finite. The fuzzer (scripts/fuzz.sh) looks for more; its corpus is replayed here.
@Suite("Hostile input")
struct HostileInputTests {
    static let corpus = PackageRoot.path + "/Tests/Fuzz/corpus"
    static let corpusFiles = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted()
    static let photoFixtures = PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/photos"

    @Test(
        "every corpus trace replays into every scene: it ends, and no view frame or transform is non-finite",
        arguments: SceneCatalogue.names)
    func corpus(scene: String) throws {
        #expect(Self.corpusFiles.count >= 19)
        for name in Self.corpusFiles {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/" + name)))
            let outcome = HostileTraceCheck.run(
                bytes, scene: scene, images: PackageRoot.path + "/data/images",
                stickers: PackageRoot.path + "/data/stickers")
            #expect(outcome.problem == nil, "\(name): \(outcome.problem ?? "")")
        }
    }

    @Test("every corpus recording (evemu) converts to a trace that reads back, or is refused in one line")
    func corpusRecordings() throws {
        let recordings = Self.corpusFiles.filter { $0.hasSuffix(".evemu") }
        #expect(recordings.count >= 3)
        for name in recordings {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/" + name)))
            #expect(HostileRecordingCheck.handles(bytes), "\(name)")
            let outcome = HostileRecordingCheck.run(bytes, options: .init())
            #expect(outcome.problem == nil && outcome.readError == nil, "\(name): \(outcome)")
            // Under the options the fuzzer picks (some refused, as a tiny --mm-per-point is), no promise breaks.
            #expect(HostileRecordingCheck.run(bytes).problem == nil, "\(name)")
        }
        // Broken on purpose: refused, in one line, with no promise broken.
        let cut = HostileRecordingCheck.run(Array("N: x\nA: 35 0 9 0 0 0\nE: 1.0 0003".utf8))
        #expect(cut.problem == nil && cut.readError?.hasPrefix("line 3: ") == true)
    }

    @Test("every corpus recording is judged by health, keeping its promises; so is a slot axis spanning every Int")
    func corpusHealth() throws {
        for name in Self.corpusFiles.filter({ $0.hasSuffix(".evemu") }) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.corpus + "/" + name)))
            let outcome = HostileHealthCheck.run(bytes)
            #expect(outcome.problem == nil && outcome.readError == nil, "\(name): \(outcome)")
        }
        let huge =
            "N: x\nA: 2f 0 9223372036854775807 0 0 0\nA: 35 0 9 0 0 0\nA: 36 0 9 0 0 0\n"
            + "E: 1.0 0003 002f 0\nE: 1.0 0003 0039 1\nE: 1.0 0003 0035 3\nE: 1.0 0003 0036 3\nE: 1.0 0000 0000 0\n"
        let outcome = HostileHealthCheck.run(Array(huge.utf8))
        #expect(outcome.problem == nil && outcome.readError == nil, "\(outcome)")
    }

    @Test("a finger dragged to 1e300 points and a touchpad pinch of 1e300 leave the photo's frame finite")
    func extremeNumbers() throws {
        let s = try SceneHarness("image-viewer")
        s.feed([
            InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 300))),
            InputEvent(time: 0.1, kind: .touch(id: 1, phase: .moved, location: Point(x: 1e300, y: -1e300))),
            InputEvent(time: 0.2, kind: .touch(id: 1, phase: .ended, location: Point(x: 1e300, y: 1e300))),
            InputEvent(time: 1, kind: .pinch(phase: .began, location: Point(x: 400, y: 300), scale: 1, angleDelta: 0)),
            InputEvent(
                time: 1.1,
                kind: .pinch(phase: .changed, location: Point(x: 400, y: 300), scale: 1e300, angleDelta: 1e300)),
            InputEvent(
                time: 1.2, kind: .pinch(phase: .ended, location: Point(x: 400, y: 300), scale: 1e300, angleDelta: 0)),
            InputEvent(time: 2, kind: .scroll(location: Point(x: 400, y: 300), dx: 0, dy: -1e300, modifiers: [.ctrl])),
        ])
        s.clock.runUntilIdle()
        let state = s.host.scene.stateJSON()
        #expect(HostileTraceCheck.nonFiniteGeometry(in: state) == nil)
        let photo = state["views"]?.arrayValue?.first { $0["name"]?.stringValue == "photo" }
        #expect(photo?["frame"]?.arrayValue?.allSatisfy { abs($0.numberValue ?? .infinity) < 1e12 } == true)
    }

    @Test(
        "replaying at 1e15 s with animations running ends, and the animations finish", arguments: ["tray", "gestures"])
    func farFuture(scene: String) throws {
        let s = try SceneHarness(scene)
        var events: [InputEvent] = [
            InputEvent(time: 1e15, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 560)))
        ]
        for step in 1...10 {
            events.append(
                InputEvent(
                    time: 1e15 + Double(step) * 0.125,
                    kind: .touch(
                        id: 1, phase: .moved,
                        location: Point(x: 400 - Double(step) * 30, y: 560 - Double(step) * 40))))
        }
        events.append(InputEvent(time: 1e15 + 1.5, kind: .touch(id: 1, phase: .ended, location: Point(x: 100, y: 160))))
        s.feed(events)
        s.clock.runUntilIdle()
        #expect(!s.clock.hasPendingTimers)
        #expect(HostileTraceCheck.nonFiniteGeometry(in: s.host.scene.stateJSON()) == nil)
    }

    @Test("a named pipe among the photos is named as not a regular file, without blocking; the others show")
    func namedPipe() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tp-fifo-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/a-pipe.png", 0o644) == 0)
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/images/chelsea.png", toPath: folder + "/chelsea.png")
        let s = try SceneHarness("image-viewer", images: folder)
        #expect(s.host.scene.problem?.contains("a-pipe.png: is not a regular file") == true)
        #expect(s.state("images")?.arrayValue?.count == 2)
        let renderer = CairoRenderer()
        _ = try renderer.render(DisplayListBuilder.displayList(for: s.host.window), size: Size(width: 800, height: 600))
    }

    @Test("a small file whose header says 20000 × 20000 is refused with its size, before any decoding")
    func overBudget() throws {
        let s = try SceneHarness("image-viewer", images: Self.photoFixtures + "/huge")
        let problem = try #require(s.host.scene.problem)
        #expect(
            problem.contains(
                "huge.png: is 20000 × 20000 pixels (400 megapixels), more than the 250 megapixels a PNG may have"))
        #expect(!problem.contains("\n"))
        let renderer = CairoRenderer()
        _ = try renderer.render(DisplayListBuilder.displayList(for: s.host.window), size: Size(width: 800, height: 600))
    }

    @Test("a photo 40000 pixels wide (past Cairo's 32767) is decoded downscaled and drawn")
    func widerThanCairo() throws {
        let image = try ImageReference(contentsOf: Self.photoFixtures + "/wide/wide.png")
        #expect(image.pixelSize == Size(width: 40000, height: 400))
        #expect(image.decodedSize == Size(width: 4096, height: 41))
        let s = try SceneHarness("image-viewer", images: Self.photoFixtures + "/wide")
        #expect(s.host.scene.problem == nil)
        let renderer = CairoRenderer()
        let frame = try renderer.render(
            DisplayListBuilder.displayList(for: s.host.window), size: Size(width: 800, height: 600))
        #expect(renderer.imageProblems.isEmpty)
        // The photo's color (#6090c0) is on screen where the strip is drawn.
        let row = (0..<frame.height).first { y in
            let (r, g, b, _) = frame.pixel(x: 400, y: y)
            return abs(Int(r) - 0x60) < 8 && abs(Int(g) - 0x90) < 8 && abs(Int(b) - 0xc0) < 8
        }
        #expect(row != nil)
    }

    @Test("fifty fingers: each takes the smallest free number, the message lists eight and counts the rest")
    func manyFingersInMultiTouch() throws {
        let s = try SceneHarness("multi-touch")
        var events: [InputEvent] = []
        for id in 1...50 {
            events.append(
                InputEvent(
                    time: Double(id) * 0.001,
                    kind: .touch(
                        id: id, phase: .began,
                        location: Point(x: Double(id * 15), y: 300))))
        }
        // Fingers 3 and 7 lift; the next two to land take 3 and 7 again.
        events.append(InputEvent(time: 0.1, kind: .touch(id: 3, phase: .ended, location: Point(x: 45, y: 300))))
        events.append(InputEvent(time: 0.1, kind: .touch(id: 7, phase: .ended, location: Point(x: 105, y: 300))))
        events.append(InputEvent(time: 0.2, kind: .touch(id: 51, phase: .began, location: Point(x: 20, y: 500))))
        events.append(InputEvent(time: 0.2, kind: .touch(id: 52, phase: .began, location: Point(x: 40, y: 500))))
        events.append(InputEvent(time: 0.3, kind: .touch(id: 51, phase: .moved, location: Point(x: 25, y: 505))))
        s.feed(events)
        let message = try #require(s.state("message")?.stringValue)
        #expect(message.hasPrefix("Touches moved: 50 touches at (15, 300), (30, 300), (60, 300)"))
        #expect(message.hasSuffix(" and 42 more"))
        var list = DisplayList()
        s.view("spots")!.draw(into: &list)
        let numbers = list.commands.compactMap { command -> Int? in
            if case .text(let text, _, _) = command { Int(text) } else { nil }
        }
        #expect(numbers.count == 50)
        #expect(numbers.sorted() == Array(1...50))
        #expect(numbers.suffix(2) == [3, 7])
    }
}
