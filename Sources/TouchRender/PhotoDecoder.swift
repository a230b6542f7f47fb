import CPhotoStream
import CPixbuf
import TouchKit

/// Decodes a photo file into pixels no larger than asked, on whatever thread calls it: the one decoder
/// behind the window's textures, `replay --png` and the hit tests' opacity.
///
/// A PNG that is not interlaced is read row by row and shrunk as it is read, so a 12000 × 12000 photo takes
/// the memory of its shrunk copy; other photos go through gdk-pixbuf at scale (a JPEG is shrunk by its own
/// decoder), within ``ImageReference/pixelBudget``.
///
/// ```swift
/// let photo = try PhotoDecoder.decode("big.png", fitting: 2048)
/// photo.width // at most 2048
/// ```
public enum PhotoDecoder {
    /// The photo at `path`, shrunk (keeping its shape) so no side is longer than `largestSide` pixels.
    ///
    /// The file is checked as it is now (a regular file, a known format, within its pixel budget);
    /// throws ``ImageFileError`` naming the file and the problem.
    public static func decode(_ path: String, fitting largestSide: Double = ImageReference.largestDecodedSide)
        throws(ImageFileError) -> RasterImage
    {
        let image = try ImageReference(contentsOf: path)
        let size = image.decodedSize(fitting: largestSide)
        let width = Int(saturating: size.width), height = Int(saturating: size.height)
        if image.decodesRowByRow {
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            var reason = [CChar](repeating: 0, count: 256)
            let status = rgba.withUnsafeMutableBufferPointer { pixels in
                tp_png_decode_shrunk(path, UInt32(width), UInt32(height), pixels.baseAddress, &reason, reason.count)
            }
            guard status == 0 else {
                throw ImageFileError(
                    path: path,
                    problem: String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            return RasterImage(width: width, height: height, rgba: rgba)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let pixbuf = gdk_pixbuf_new_from_file_at_scale(path, Int32(width), Int32(height), 1, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot be decoded"
            if let error { g_error_free(error) }
            throw ImageFileError(path: path, problem: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        return raster(from: pixbuf)
    }

    /// Copies a pixbuf (RGB or RGBA bytes, rows padded to its stride) into tightly packed RGBA.
    private static func raster(from pixbuf: OpaquePointer) -> RasterImage {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let source = gdk_pixbuf_read_pixels(pixbuf)!
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                for x in 0..<width {
                    let p = source + y * stride + x * channels, o = (y * width + x) * 4
                    target[o] = p[0]
                    target[o + 1] = p[1]
                    target[o + 2] = p[2]
                    if hasAlpha { target[o + 3] = p[3] }
                }
            }
        }
        return RasterImage(width: width, height: height, rgba: rgba)
    }
}
