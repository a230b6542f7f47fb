import CGtk
import Testing
import TouchKit
import TouchRender

@testable import GtkBridge

/// Render nodes drawn as the window's GSK Cairo renderer draws them, off screen (no display needed): what
/// the renderer tests compare pixel by pixel.
@MainActor
enum OffscreenCairoRendering {
    /// The nodes `draw` puts on a snapshot, rendered at `size` by GSK's Cairo renderer, as straight RGBA.
    static func pixels(size: Size, _ draw: (OpaquePointer) -> Void) throws -> RasterImage {
        gtk_test_register_all_types()  // GSK's node types, which gtk_init would register (no display here)
        let snapshot = try #require(gtk_snapshot_new())
        draw(snapshot)
        let node = try #require(gtk_snapshot_free_to_node(snapshot))
        defer { gsk_render_node_unref(node) }
        let gsk = try #require(gsk_cairo_renderer_new())
        defer { g_object_unref(UnsafeMutableRawPointer(gsk)) }
        var error: UnsafeMutablePointer<GError>?
        try #require(gsk_renderer_realize(gsk, nil, &error) != 0, "GSK's Cairo renderer would not start off screen")
        defer { gsk_renderer_unrealize(gsk) }
        var viewport = SnapshotRenderer.rect(Rect(origin: .zero, size: size))
        let texture = try #require(gsk_renderer_render_texture(gsk, node, &viewport))
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        let width = Int(gdk_texture_get_width(texture)), height = Int(gdk_texture_get_height(texture))
        var argb = [UInt8](repeating: 0, count: width * height * 4)
        argb.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
        // Cairo's format, premultiplied, one 32-bit word per pixel: blue, green, red, alpha in memory here.
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let o = pixel * 4, alpha = Int(argb[o + 3])
            func straight(_ value: UInt8) -> UInt8 {
                alpha == 0 ? 0 : UInt8(min(255, (Int(value) * 255 + alpha / 2) / alpha))
            }
            rgba[o] = straight(argb[o + 2])
            rgba[o + 1] = straight(argb[o + 1])
            rgba[o + 2] = straight(argb[o])
            rgba[o + 3] = UInt8(alpha)
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}
