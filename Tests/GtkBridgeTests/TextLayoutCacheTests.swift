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

    @Test("the text's render node is made once per color and appended again wherever the box moves")
    func nodeReusedPerColor() throws {
        gtk_test_register_all_types()  // GSK's node types, which gtk_init would register (no display here)
        let cache = TextLayoutCache()
        let first = try #require(cache.node(for: "12", style: style, in: box, context: context))
        gsk_render_node_ref(first.node)  // kept alive to compare, as GTK keeps a node it was given
        defer { gsk_render_node_unref(first.node) }
        var bounds = graphene_rect_t()
        gsk_render_node_get_bounds(first.node, &bounds)
        // Drawn at the layout's own origin: the glyphs sit within the box's size from (0, 0), not at the box.
        #expect(bounds.size.width > 4 && bounds.size.height > 4)
        #expect(bounds.origin.x >= 0 && bounds.origin.x + bounds.size.width <= Float(box.width) + 1)
        #expect(bounds.origin.y >= -2 && bounds.origin.y < Float(box.height))
        cache.endFrame()
        let moved = Rect(x: 300, y: 200, width: 120, height: 40)
        let again = try #require(cache.node(for: "12", style: style, in: moved, context: context))
        #expect(again.node == first.node)
        #expect(abs((again.top - moved.minY) - (first.top - box.minY)) < 1e-9)
        cache.endFrame()
        let red = TextStyle(size: 14, color: Color(red: 1, green: 0, blue: 0))
        let redNode = try #require(cache.node(for: "12", style: red, in: moved, context: context))
        #expect(redNode.node != first.node)
        #expect(gsk_render_node_get_node_type(redNode.node) == GSK_TEXT_NODE)
        var color = try #require(gsk_text_node_get_color(redNode.node)).pointee
        #expect(color.red == 1 && color.green == 0)
        color = try #require(gsk_text_node_get_color(first.node)).pointee
        #expect(color.red == 0)
        #expect(cache.count == 1)
    }

    @Test("a text with nothing to draw gives no node, and asking again does not make one")
    func emptyTextHasNoNode() {
        gtk_test_register_all_types()
        let cache = TextLayoutCache()
        #expect(cache.node(for: "", style: style, in: box, context: context) == nil)
        #expect(cache.node(for: "", style: style, in: box, context: context) == nil)
        #expect(cache.count == 1)
    }

    @Test("a frame gets a node once: the same text again in that frame is drawn from its layout")
    func nodeOncePerFrame() throws {
        gtk_test_register_all_types()
        let cache = TextLayoutCache()
        let first = try #require(cache.node(for: "1", style: style, in: box, context: context))
        #expect(cache.node(for: "1", style: style, in: box, context: context) == nil)
        #expect(cache.layout(for: "1", style: style, in: box, context: context) != nil)
        cache.endFrame()
        let next = try #require(cache.node(for: "1", style: style, in: box, context: context))
        #expect(next.node == first.node)
    }
}
