import TestSupport
import Testing
import TouchKit
import TouchRender

@testable import Playground

/// The exploded view read from the back of a class (issue 54): its words sized to the canvas, never
/// smaller than the chain panel's, every view's name whole on its slab and off the views' own labels.
@Suite("The exploded view on a projector: words sized to the canvas, names whole")
struct ExplodedTagsTests {
    /// The teacher's lesson: a hidden, an interaction-off and a transparent view, a clipped badge, two
    /// overlapping cards.
    private let lesson = PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/lessons/where-does-the-touch-go.json"

    /// The exploded frame of `tree` on a canvas of `canvas`, with the rays of `narration`, measured by Pango.
    private func drawn(_ tree: View, narration: TouchNarration = TouchNarration(), canvas: Size) -> (
        ExplodedWords, DisplayList
    ) {
        var camera = ExplodedCamera()
        camera.spreadAtOnce()
        let layers = ViewLayers(of: tree)
        let rays = HitTestRay.rays(of: narration, in: layers)
        var words = ExplodedWords(canvas: canvas, widths: TextWidths(measurer: PangoTextMeasurer()))
        var list = DisplayList()
        ExplodedDrawing.draw(layers, rays: rays, camera: camera, in: canvas, words: &words, into: &list)
        #expect(list.isBalanced)
        return (words, list)
    }

    @Test("words never smaller than the chain panel's text (13.3 px), larger on a larger canvas")
    func sizes() {
        #expect(ExplodedWords.size(for: Size(width: 610, height: 639)) == ExplodedWords.smallest)
        #expect(ExplodedWords.size(for: Size(width: 200, height: 150)) == ExplodedWords.smallest)
        let window1600 = ExplodedWords.size(for: Size(width: 1110, height: 919))
        let projector = ExplodedWords.size(for: Size(width: 1920, height: 1080))
        #expect(window1600 > 19 && projector > 26 && projector > window1600)
        #expect(ExplodedWords.size(for: Size(width: 8000, height: 6000)) == ExplodedWords.largest)
        #expect(ExplodedWords.smallest >= 13.4)
    }

    @Test(
        "the teacher's lesson at three canvas sizes: every word whole, each view named, none over a view's label",
        arguments: [Size(width: 610, height: 639), Size(width: 1110, height: 919), Size(width: 1920, height: 1080)])
    func teachersLesson(canvas: Size) throws {
        let harness = try SceneHarness(sceneFileAt: lesson, size: canvas)
        let narrator = TouchNarrator()
        harness.log.onRecord = { narrator.record($0) }
        // A click on the cards' overlap: the ray's words too.
        var builder = TraceBuilder()
        builder.tap(at: Point(x: canvas.width * 0.34, y: canvas.height * 0.35))
        harness.feed(builder.events)
        let (words, _) = drawn(harness.host.window, narration: narrator.narration, canvas: canvas)
        #expect(words.written.allSatisfy { $0.isWhole }, "\(words.written.filter { !$0.isWhole })")
        #expect(words.written.allSatisfy { $0.size >= ExplodedWords.smallest })
        #expect(words.tagsOverLabels.isEmpty)
        let texts = Set(words.written.map(\.text))
        for name in ["back", "front", "box", "badge", "root", "window"] { #expect(texts.contains(name), "\(name)") }
        // The skipped views keep their reasons, on the name's line or the next.
        for (name, reason) in [("ghost", "hidden"), ("glass", "user interaction off"), ("mist", "alpha below 0.01")] {
            #expect(
                texts.contains("\(name) · \(reason)") || (texts.contains(name) && texts.contains(reason)), "\(name)")
        }
        #expect(texts.contains("front: hit"), "the answer labelled")
    }

    @Test("tags of one slab never cover each other nor a view's label, turned any way")
    func tagsApart() throws {
        let canvas = Size(width: 1110, height: 919)
        let harness = try SceneHarness(sceneFileAt: lesson, size: canvas)
        let layers = ViewLayers(of: harness.host.window)
        let words = ExplodedWords(canvas: canvas, widths: TextWidths(measurer: PangoTextMeasurer()))
        for yaw in stride(from: -0.6, through: 0.6, by: 0.3) {
            let projection = ExplodedProjection(
                window: layers.windowSize, depthCount: layers.depthCount, yaw: yaw, pitch: 0.3, spreading: 1,
                into: Rect(x: 24, y: 40, width: canvas.width - 48, height: canvas.height - 160))
            for depth in 0..<layers.depthCount {
                let indices = layers.layers.indices.filter { layers.layers[$0].depth == depth }
                let tags = SlabTags.place(indices, of: layers, unit: 1 / projection.scale, words: words) { _ in true }
                #expect(tags.count == indices.count)
                #expect(tags.allSatisfy { !$0.overLabel })
                for (i, tag) in tags.enumerated() {
                    #expect(tag.rows.first?.hasPrefix(tag.name) == true, "the name first, whole: \(tag.rows)")
                    for other in tags[(i + 1)...] {
                        #expect(!tag.box.intersects(other.box), "\(tag.name), \(other.name)")
                    }
                }
            }
        }
    }

    @Test("a level of 600 views: at most 80 names a slab, the largest views' first, each whole")
    func manyViews() throws {
        let window = View(name: "window", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        let root = View(name: "root", frame: window.bounds)
        window.addSubview(root)
        let big = View(name: "the big one", frame: Rect(x: 300, y: 200, width: 200, height: 150))
        root.addSubview(big)
        for row in 0..<30 {
            for column in 0..<20 {
                root.addSubview(
                    View(
                        name: "cell-\(row)-\(column)",
                        frame: Rect(x: Double(column) * 40, y: Double(row) * 20, width: 38, height: 19)))
            }
        }
        // A small cell no touch reaches: named with its reason, however many larger views there are.
        root.subviews.last?.isUserInteractionEnabled = false
        let (words, _) = drawn(window, canvas: Size(width: 1280, height: 800))
        let names = words.written.map(\.text).filter { !$0.hasPrefix("level ") && $0.hasPrefix("cell-") }
        #expect(names.count == SlabTags.mostTags - 1, "the slab's 80 names: the big view's and 79 cells'")
        #expect(words.written.contains { $0.text == "the big one" })
        let texts = Set(words.written.map(\.text))
        #expect(
            texts.contains("cell-29-19 · user interaction off")
                || (texts.contains("cell-29-19") && texts.contains("user interaction off")))
        #expect(words.written.allSatisfy { $0.isWhole })
    }

    /// Taps over the whole lesson (81, a 9 × 9 grid), each drawn exploded: the ray's words go where they
    /// cover no other view's name (its tag, its own label), moved out or down from beside the ray where
    /// they must. Written always right of the ray, they covered one after 62 taps on the window's canvas and
    /// 38 on a projector's; now after 22 and none (the small canvas's stack is too dense for every tap).
    @Test(
        "the ray's words keep off the other views' names, moved beside or below the ray where they must",
        arguments: [(Size(width: 610, height: 639), 27), (Size(width: 1920, height: 1080), 0)])
    func answerOffNames(canvas: Size, mostCovering: Int) throws {
        var covered: [String] = [], count = 0
        for row in 0..<9 {
            for column in 0..<9 {
                let harness = try SceneHarness(sceneFileAt: lesson, size: canvas)
                let narrator = TouchNarrator()
                harness.log.onRecord = { narrator.record($0) }
                var builder = TraceBuilder()
                let point = Point(
                    x: canvas.width * (0.05 + 0.1125 * Double(column)), y: canvas.height * (0.05 + 0.1125 * Double(row))
                )
                builder.tap(at: point)
                harness.feed(builder.events)
                let (words, _) = drawn(harness.host.window, narration: narrator.narration, canvas: canvas)
                count += 1
                if !words.namesUnderAnswer.isEmpty { covered.append("\(point): \(words.namesUnderAnswer)") }
            }
        }
        #expect(covered.count <= mostCovering, "\(covered.count) of \(count) taps' words cover names: \(covered)")
    }

    /// A second teacher's lesson, with long names: two overlapping cards (one clipping its button), a
    /// transparent overlay, a toolbar with interaction off holding two buttons, a hidden sheet.
    private let cards = PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/lessons/cards-and-a-sheet.json"

    @Test(
        "no two slabs' tags cover each other as drawn: a tag keeps off the names written on the slabs behind",
        arguments: [Size(width: 610, height: 639), Size(width: 1110, height: 919), Size(width: 1920, height: 1080)])
    func tagsApartAcrossSlabs(canvas: Size) throws {
        for file in [lesson, cards] {
            let harness = try SceneHarness(sceneFileAt: file, size: canvas)
            let (words, _) = drawn(harness.host.window, canvas: canvas)
            let tags = words.nameBoxes.filter(\.isTag)
            let views = ViewLayers(of: harness.host.window).layers.count
            #expect(tags.count == views)
            var overlapping: [String] = []
            for (first, tag) in tags.enumerated() {
                for other in tags[(first + 1)...] where ConvexOverlap.overlap(tag.corners, other.corners, margin: 1) {
                    overlapping.append("\(tag.name) / \(other.name)")
                }
            }
            #expect(overlapping.isEmpty, "\(file.split(separator: "/").last ?? ""): \(overlapping)")
            #expect(words.written.allSatisfy { $0.isWhole })
        }
    }
}
