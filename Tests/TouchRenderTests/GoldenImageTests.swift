import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender

private let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens").path

/// Renders a scene after a sample trace, text left out (fonts differ between machines).
private func render(
    scene: String, sample: String?, seed: UInt64 = 1, drawsText: Bool = false,
    images: String = PackageRoot.path + "/data/images"
) throws -> (RasterImage, CairoRenderer) {
    let clock = ManualClock()
    let context = SceneContext(size: Size(width: 800, height: 600), seed: seed, imageDirectory: images)
    let host = try SceneHost(sceneNamed: scene, context: context, clock: clock)
    if let sample {
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/" + sample, encoding: .utf8)
        TraceReplayer.replay(try TouchTrace(json: text), into: host.window, clock: clock)
    }
    let renderer = CairoRenderer()
    renderer.drawsText = drawsText
    return (try renderer.render(DisplayListBuilder.displayList(for: host.window), size: context.size), renderer)
}

@Suite("Rendering")
struct GoldenImageTests {
    /// Compares with a golden PNG; `TOUCH_PLAYGROUND_UPDATE_GOLDENS=1` writes it instead.
    private func expectMatchesGolden(_ image: RasterImage, _ name: String) throws {
        let path = goldens + "/" + name
        if ProcessInfo.processInfo.environment["TOUCH_PLAYGROUND_UPDATE_GOLDENS"] == "1" {
            try Data(image.pngData()).write(to: URL(fileURLWithPath: path), options: .atomic)
            return
        }
        let golden = try RasterImage(pngFile: path)
        let differing = image.fractionOfPixelsDiffering(from: golden, tolerance: 8)
        #expect(differing <= 0.005, "\(name): \(differing * 100)% of pixels differ")
    }

    @Test("touch-views after a tap on D matches its golden image")
    func touchViewsGolden() throws {
        let (image, _) = try render(scene: "touch-views", sample: "tap-D.json")
        #expect(image.width == 800 && image.height == 600)
        try expectMatchesGolden(image, "touch-views-tap-D.png")
    }

    @Test("image-viewer after pinch, rotate and pan matches its golden image")
    func imageViewerGolden() throws {
        let (image, renderer) = try render(scene: "image-viewer", sample: "pinch-rotate-pan.json")
        #expect(renderer.imageProblems.isEmpty)
        try expectMatchesGolden(image, "image-viewer-pinch-rotate-pan.png")
    }

    @Test("image-viewer shows the JPEG photo too")
    func jpegGolden() throws {
        let (image, renderer) = try render(scene: "image-viewer", sample: "two-finger-double-tap.json")
        #expect(renderer.imageProblems.isEmpty)
        try expectMatchesGolden(image, "image-viewer-rocket.png")
    }

    @Test("view names are drawn as text")
    func labels() throws {
        let (plain, _) = try render(scene: "touch-views", sample: nil, drawsText: false)
        let (labelled, _) = try render(scene: "touch-views", sample: nil, drawsText: true)
        // A's label sits at the top middle of A (48…352 × 48…288 in an 800×600 window).
        var changed = 0
        for y in 54..<84 {
            for x in 180..<220 where plain.pixel(x: x, y: y) != labelled.pixel(x: x, y: y) { changed += 1 }
        }
        #expect(changed > 20)
        #expect(plain.fractionOfPixelsDiffering(from: labelled, tolerance: 8) < 0.02)
    }

    @Test("a photo that cannot be decoded is drawn as a crossed box and reported")
    func undecodable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tp-render-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A valid PNG header with nothing after it: the size reads, the pixels do not.
        let original = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.path + "/data/images/chelsea.png"))
        try original.prefix(40).write(to: folder.appendingPathComponent("truncated.png"))
        let (image, renderer) = try render(scene: "image-viewer", sample: nil, images: folder.path)
        #expect(renderer.imageProblems.count == 1)
        #expect(renderer.imageProblems.first?.contains("truncated.png") == true)
        let (r, g, b, _) = image.pixel(x: 250, y: 300)  // inside the photo's box, off the cross
        #expect(abs(Int(r) - 89) < 6 && abs(Int(g) - 89) < 6 && abs(Int(b) - 97) < 6)
    }

    @Test("the recognizer timeline of a double tap matches its golden image; its reasons are drawn as text")
    func timelineGolden() throws {
        let clock = ManualClock()
        let context = SceneContext(size: Size(width: 800, height: 600), seed: 1, imageDirectory: "/nonexistent")
        let host = try SceneHost(sceneNamed: "gestures", context: context, clock: clock)
        let recorder = TimelineRecorder(window: host.window)
        let log = EventLog(keepsEntries: false)
        log.onRecord = { recorder.record($0) }
        host.window.router.eventLog = log
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/double-tap.json", encoding: .utf8)
        TraceReplayer.replay(try TouchTrace(json: text), into: host.window, clock: clock) {
            recorder.inputHandled($0, by: host.window.router)
        }
        let size = Size(width: 900, height: TimelineDrawing.height(for: recorder.timeline))
        let list = TimelineDrawing.displayList(
            for: recorder.timeline, size: size, options: .init(cursor: 0.2, measurer: PangoTextMeasurer()))
        let plainRenderer = CairoRenderer()
        plainRenderer.drawsText = false
        let plain = try plainRenderer.render(list, size: size)
        try expectMatchesGolden(plain, "timeline-double-tap.png")

        // tap-1's lane after its failure mark at 0.26 s: the reason's words.
        let labelled = try CairoRenderer().render(list, size: size)
        let layout = TimelineLayout(timeline: recorder.timeline, width: size.width, foldsPlatform: false)
        let tapRow = try #require(
            layout.rows.first {
                if case .lane(let lane) = $0.content { return lane.title == "tap-1" }
                return false
            })
        let laneTop = Int(tapRow.frame.minY)
        var changed = 0
        for y in laneTop..<(laneTop + 28) {
            for x in 560..<860 where plain.pixel(x: x, y: y) != labelled.pixel(x: x, y: y) { changed += 1 }
        }
        #expect(changed > 300)
    }

    @Test("PNG encoding round-trips pixels")
    func pngRoundTrip() throws {
        var bytes: [UInt8] = []
        for i in 0..<(16 * 8) { bytes += [UInt8(i % 256), UInt8(255 - i % 256), 40, 255] }
        let image = RasterImage(width: 16, height: 8, rgba: bytes)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tp-png-\(UInt32.random(in: 0...UInt32.max)).png")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(image.pngData()).write(to: folder)
        #expect(try RasterImage(pngFile: folder.path) == image)
        #expect(throws: RenderError.self) { try RasterImage(pngFile: "/nonexistent.png") }
    }
}
