import CGtk
import TouchKit

/// Photos as Cairo image surfaces at exactly the size they are shown, for GSK's Cairo renderer.
///
/// GTK 4.8's Cairo renderer draws a texture node by downloading the whole texture into a new Cairo surface
/// on every frame (zeroing it, converting its pixels) and then scaling it with Cairo's padded filter, which
/// takes pixman's slowest path: together more than half the CPU of a frame that drags a photo. A copy made
/// once at the size shown and placed on whole device pixels is drawn by pixman as a plain copy of rows.
/// A copy is made once a photo has been shown at the same size for two frames in a row (a pinch changes
/// the size on every frame, and making a copy each time would cost more than it saves: those frames draw the
/// texture as before), and let go when its photo has not been drawn for ``keptFor`` frames.
///
/// ```swift
/// if let surface = copies.surface(of: texture, isOpaque: true, path: image.path, width: 640, height: 480, frame: n) {
///     // draw it at whole device pixels, unscaled
/// }
/// copies.endFrame(n)
/// ```
@MainActor
final class ShownSizeCopies {
    /// Frames a copy is kept without being drawn (two seconds at 60 Hz).
    static let keptFor = 120

    private struct Copy {
        var surface: OpaquePointer
        var texture: OpaquePointer
        var width: Int, height: Int
        var lastUse: Int
    }

    private var copies: [String: Copy] = [:]
    /// The size each photo was last asked for at, and the frame it was asked in.
    private var asked: [String: (width: Int, height: Int, frame: Int)] = [:]

    /// Bytes the copies hold.
    private(set) var bytes = 0

    isolated deinit {
        for copy in copies.values { cairo_surface_destroy(copy.surface) }
    }

    /// The copy of `texture` (the photo at `path`) at `width` × `height` device pixels, made now if the photo
    /// was asked for at that size in the frame before; nil when there is none yet (draw the texture).
    func surface(
        of texture: OpaquePointer, isOpaque: Bool, path: String, width: Int, height: Int, frame: Int
    ) -> OpaquePointer? {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        if var copy = copies[path], copy.texture == texture, copy.width == width, copy.height == height {
            copy.lastUse = frame
            copies[path] = copy
            return copy.surface
        }
        let before = asked[path]
        asked[path] = (width, height, frame)
        guard let before, before.width == width, before.height == height, before.frame == frame - 1,
            let surface = Self.scaledCopy(of: texture, isOpaque: isOpaque, width: width, height: height)
        else { return nil }
        if let old = copies[path] { forget(old) }
        copies[path] = Copy(surface: surface, texture: texture, width: width, height: height, lastUse: frame)
        bytes += width * height * 4
        return surface
    }

    /// Lets go of the copies not drawn for ``keptFor`` frames, as of `frame`.
    func endFrame(_ frame: Int) {
        for (path, copy) in copies where copy.lastUse < frame - Self.keptFor {
            forget(copy)
            copies[path] = nil
        }
        for (path, last) in asked where last.frame < frame - Self.keptFor { asked[path] = nil }
    }

    private func forget(_ copy: Copy) {
        cairo_surface_destroy(copy.surface)
        bytes -= copy.width * copy.height * 4
    }

    /// `texture` scaled to `width` × `height` with Cairo's good filter, once: opaque photos as RGB24 (drawn
    /// over the canvas, an opaque source is a copy), others premultiplied ARGB32.
    private static func scaledCopy(of texture: OpaquePointer, isOpaque: Bool, width: Int, height: Int) -> OpaquePointer?
    {
        let (sourceWidth, sourceHeight) = (gdk_texture_get_width(texture), gdk_texture_get_height(texture))
        guard sourceWidth > 0, sourceHeight > 0,
            let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, sourceWidth, sourceHeight)
        else { return nil }
        defer { cairo_surface_destroy(source) }
        cairo_surface_flush(source)
        guard let data = cairo_image_surface_get_data(source) else { return nil }
        // GDK writes premultiplied ARGB32 in the machine's byte order: Cairo's own format.
        gdk_texture_download(texture, data, gsize(cairo_image_surface_get_stride(source)))
        cairo_surface_mark_dirty(source)
        guard
            let copy = cairo_image_surface_create(
                isOpaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS
        else { return nil }
        let cr = cairo_create(copy)
        cairo_scale(cr, Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)  // the edges as the texture node draws them
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return copy
    }
}
