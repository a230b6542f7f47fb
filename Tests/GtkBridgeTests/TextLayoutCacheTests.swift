import CGtk
import Testing
import TouchKit

@testable import GtkBridge

/// The canvas keeps its text's Pango layouts between frames (laying text out again on every frame of a
/// drag was measurable CPU), and never keeps more than the last frame drew. (Pango needs no display.)
@Suite("Text layouts kept between frames")
@MainActor
struct TextLayoutCacheTests {
    let context = pango_font_map_create_context(pango_cairo_font_map_get_default())!
    let style = TextStyle(size: 14, color: .black)
    let box = Rect(x: 10, y: 20, width: 120, height: 40)

    @Test("the same text in the same style and box is laid out once, wherever the box moves")
    func reusedAcrossFrames() throws {
        let cache = TextLayoutCache()
        let first = try #require(cache.layout(for: "D", style: style, in: box, context: context))
        cache.endFrame()
        let moved = Rect(x: 300, y: 200, width: 120, height: 40)
        let second = try #require(cache.layout(for: "D", style: style, in: moved, context: context))
        #expect(first.layout == second.layout)
        #expect(abs((second.top - moved.minY) - (first.top - box.minY)) < 1e-9)  // still centered in its box
        #expect(cache.count == 1)
    }

    @Test("a different text, size, weight or box width is a layout of its own")
    func keyedByWhatShapesTheText() throws {
        let cache = TextLayoutCache()
        let base = try #require(cache.layout(for: "D", style: style, in: box, context: context)).layout
        let others = [
            cache.layout(for: "C", style: style, in: box, context: context),
            cache.layout(for: "D", style: TextStyle(size: 20, color: .black), in: box, context: context),
            cache.layout(for: "D", style: TextStyle(size: 14, color: .black, isBold: false), in: box, context: context),
            cache.layout(for: "D", style: style, in: Rect(x: 10, y: 20, width: 60, height: 40), context: context),
        ]
        for other in others { #expect(other != nil && other?.layout != base) }
        // The color is given when the text is drawn: it needs no layout of its own.
        let red = try #require(
            cache.layout(
                for: "D", style: TextStyle(size: 14, color: Color(red: 1, green: 0, blue: 0)), in: box, context: context
            ))
        #expect(red.layout == base)
        #expect(cache.count == 5)
    }

    @Test("layouts the last frame did not draw are dropped")
    func droppedWhenNotDrawn() throws {
        let cache = TextLayoutCache()
        for number in 1...50 { _ = cache.layout(for: "\(number)", style: style, in: box, context: context) }
        cache.endFrame()
        #expect(cache.count == 50)
        _ = cache.layout(for: "7", style: style, in: box, context: context)
        cache.endFrame()
        #expect(cache.count == 1)
        cache.endFrame()
        #expect(cache.count == 0)
    }

    @Test("a change of fonts or scale in the context drops every layout")
    func contextChangeDropsAll() throws {
        let cache = TextLayoutCache()
        let before = try #require(cache.layout(for: "D", style: style, in: box, context: context)).layout
        g_object_ref(UnsafeMutableRawPointer(before))  // kept alive to compare
        defer { g_object_unref(UnsafeMutableRawPointer(before)) }
        pango_context_changed(context)
        let after = try #require(cache.layout(for: "D", style: style, in: box, context: context)).layout
        #expect(after != before)
        #expect(cache.count == 1)
    }
}
