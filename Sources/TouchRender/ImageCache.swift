import CCairo
import TouchKit

/// Decodes photos once (through ``PhotoDecoder``) into Cairo surfaces and keeps them, so redrawing a frame
/// does not read the disk again. Photos are decoded at ``ImageReference/decodedSize`` (at most 4096 pixels on
/// the long side). A file that cannot be decoded is remembered as a problem.
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
        do {
            let surface = Self.surface(from: try PhotoDecoder.decode(image.path))
            surfaces[image.path] = surface
            return surface
        } catch {
            problems[image.path] = error.description
            return nil
        }
    }

    /// Copies straight RGBA pixels into a premultiplied ARGB32 surface.
    private static func surface(from raster: RasterImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(raster.width), Int32(raster.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let target = cairo_image_surface_get_data(surface)!
        raster.rgba.withUnsafeBufferPointer { source in
            for y in 0..<raster.height {
                let row = UnsafeMutableRawPointer(target + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<raster.width {
                    let o = (y * raster.width + x) * 4
                    row[x] = ARGB32.pack(red: source[o], green: source[o + 1], blue: source[o + 2], alpha: source[o + 3])
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
