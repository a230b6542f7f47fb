import CGtk
import Foundation
import Testing
import TouchKit
import TouchRender

@testable import GtkBridge

/// The window and `replay --png` draw the same display list alike: the same list is rendered by
/// ``SnapshotRenderer`` (GTK render nodes, drawn by GSK's Cairo renderer off screen, no display needed) and by
/// TouchRender's ``CairoRenderer``, and the pixels are compared.
@Suite("One drawing, two renderers")
@MainActor
struct RendererParityTests {
    private static let size = Size(width: 240, height: 180)

    /// Shapes of every kind the display list has (text aside, as in the golden tests: fonts differ between
    /// machines and text is laid out the same way by both, through TextLayout).
    private var list: DisplayList {
        var list = DisplayList()
        list.fill(Rect(x: 10, y: 10, width: 100, height: 60), color: Color(red: 0.2, green: 0.6, blue: 0.3))
        list.fill(
            Rect(x: 130, y: 10, width: 90, height: 60), color: Color(red: 0.8, green: 0.3, blue: 0.2), cornerRadius: 14)
        list.stroke(
            Rect(x: 14, y: 90, width: 90, height: 70), color: Color(red: 0.1, green: 0.2, blue: 0.7), width: 4,
            cornerRadius: 8)
        list.path(
            Path.ellipse(in: Rect(x: 130, y: 90, width: 80, height: 70)), fill: Color(red: 0.9, green: 0.8, blue: 0.2),
            stroke: Color(red: 0.3, green: 0.3, blue: 0.3), lineWidth: 5)
        var zigzag = Path()
        zigzag.move(to: Point(x: 20, y: 170))
        zigzag.addLine(to: Point(x: 60, y: 120))
        zigzag.addLine(to: Point(x: 100, y: 170))
        list.path(zigzag, stroke: Color(red: 0.6, green: 0.1, blue: 0.6), lineWidth: 6)
        list.pushTransform(AffineTransform(a: 0.9, b: 0.3, c: -0.3, d: 0.9, tx: 150, ty: 100))
        list.pushOpacity(0.5)
        list.fill(Rect(x: 0, y: 0, width: 40, height: 30), color: Color(red: 0.1, green: 0.1, blue: 0.1))
        list.pop()
        list.stroke(Rect(x: -4, y: -4, width: 48, height: 38), color: Color(red: 0.9, green: 0.1, blue: 0.1), width: 3)
        list.pop()
        // Square-cornered outlines (drawn as four fills in GTK): on whole and half points, and thicker than
        // half their size.
        list.stroke(
            Rect(x: 112.5, y: 74.5, width: 110, height: 12), color: Color(red: 0, green: 0.5, blue: 0.5), width: 3)
        list.stroke(Rect(x: 2, y: 2, width: 6, height: 6), color: Color(red: 0.5, green: 0, blue: 0.5), width: 4)
        list.stroke(Rect(x: 60, y: 130, width: 50, height: 40), color: Color(red: 0.2, green: 0.2, blue: 0.9), width: 1)
        list.pushClip(Rect(x: 40, y: 20, width: 40, height: 40), cornerRadius: 20)
        list.fill(Rect(x: 0, y: 0, width: 240, height: 180), color: Color(red: 1, green: 0.5, blue: 0))
        list.pop()
        return list
    }

    /// The list as GTK draws it: a snapshot of render nodes, rendered by GSK's Cairo renderer to a texture.
    private func gtkPixels() throws -> RasterImage {
        try OffscreenCairoRendering.pixels(size: Self.size) { snapshot in
            let renderer = SnapshotRenderer(
                snapshot: snapshot, widget: nil, textures: TextureCache(), textLayouts: TextLayoutCache())
            renderer.fill(Rect(origin: .zero, size: Self.size), color: .white)
            renderer.draw(list)
        }
    }

    @Test("fills, rounded corners, outlines, paths, transforms, opacity and clips: the same pixels both ways")
    func samePixels() throws {
        let cairo = try CairoRenderer().render(list, size: Self.size)
        let gtk = try gtkPixels()
        #expect((gtk.width, gtk.height) == (cairo.width, cairo.height))
        // Anti-aliased edges may differ by a few levels; a wrong shape or color differs on whole areas.
        let differing = gtk.fractionOfPixelsDiffering(from: cairo, tolerance: 24)
        #expect(differing < 0.01, "\(differing * 100) % of the pixels differ")
        // And the comparison sees a real difference: the list without its last clip differs.
        var other = list
        other.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .black)
        let changed = try CairoRenderer().render(other, size: Self.size)
        #expect(gtk.fractionOfPixelsDiffering(from: changed, tolerance: 24) > 0.05)
    }

    @Test("a ring drawn under a replay's scale is whole in GTK too (drawn as rounded rectangles, not a path)")
    func scaledRing() throws {
        var list = DisplayList()
        list.fill(Rect(origin: .zero, size: Self.size), color: Color(red: 1, green: 0.8, blue: 0.2))
        list.pushTransform(AffineTransform(a: 0.56, b: 0, c: 0, d: 0.56, tx: 10, ty: 10))
        let ring = Rect(x: 72, y: 72, width: 56, height: 56)
        list.fill(ring, color: Color(red: 0.85, green: 0.1, blue: 0.6).withAlpha(0.12), cornerRadius: 28)
        list.stroke(ring, color: Color(red: 0.85, green: 0.1, blue: 0.6), width: 3, cornerRadius: 28)
        list.pop()
        let cairo = try CairoRenderer().render(list, size: Self.size)
        let gtk = try OffscreenCairoRendering.pixels(size: Self.size) { snapshot in
            SnapshotRenderer(snapshot: snapshot, widget: nil, textures: TextureCache(), textLayouts: TextLayoutCache())
                .draw(list)
        }
        // The ring's top, where GTK 4.8 cuts a scaled path, is magenta.
        let (r, g, b, _) = gtk.pixel(x: 10 + Int(0.56 * 100), y: 10 + Int(0.56 * 73.5))
        #expect(r > 150 && g < 120 && b > 80, "\((r, g, b))")
        #expect(gtk.fractionOfPixelsDiffering(from: cairo, tolerance: 24) < 0.005)
    }
}
