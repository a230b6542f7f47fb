import CCairo
import CPixbuf
import TouchKit

/// Decodes photos once (PNG and JPEG, through gdk-pixbuf) into Cairo surfaces and keeps them, so redrawing a
/// frame does not read the disk again. Photos are decoded at ``ImageReference/decodedSize`` (at most 4096
/// pixels on the long side). A file that cannot be decoded is remembered as a problem.
final class ImageCache {
    private var surfaces: [String: OpaquePointer] = [:]
    /// Files that could not be decoded, with the reason.
    private(set) var problems: [String: String] = [:]

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The decoded image for a file, or `nil` (with the reason in ``problems``).
    func surface(for image: ImageReference) -> OpaquePointer? {
        if let surface = surfaces[image.path] { return surface }
        if problems[image.path] != nil { return nil }
        // The file is checked again as it is now (a regular file, within the pixel budget) and decoded
        // straight to its bounded size, so no photo can block, trap Cairo or exhaust memory here.
        let checked: ImageReference
        do {
            checked = try ImageReference(contentsOf: image.path)
        } catch {
            problems[image.path] = error.description
            return nil
        }
        let size = checked.decodedSize
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(image.path, Int32(saturating: size.width),
                                                             Int32(saturating: size.height), 1, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot be decoded"
            if let error { g_error_free(error) }
            problems[image.path] = "\(image.path): \(reason)"
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let surface = Self.surface(from: pixbuf)
        surfaces[image.path] = surface
        return surface
    }

    /// Copies a pixbuf (RGB or RGBA bytes) into a premultiplied ARGB32 surface.
    private static func surface(from pixbuf: OpaquePointer) -> OpaquePointer {
        let width = gdk_pixbuf_get_width(pixbuf), height = gdk_pixbuf_get_height(pixbuf)
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let sourceStride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        for y in 0..<Int(height) {
            let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(width) {
                let p = source + y * sourceStride + x * channels
                row[x] = ARGB32.pack(red: p[0], green: p[1], blue: p[2], alpha: hasAlpha ? p[3] : 255)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
