import CCairo
import TouchKit

/// Decodes photos (through ``PhotoDecoder``) into Cairo surfaces and keeps them, so redrawing a frame does
/// not read the disk again. Each photo is decoded at the size it is shown (``PhotoSizing``), again larger
/// when it is shown larger; the surfaces kept are bounded by ``memoryLimit``, the least recently drawn
/// going first, and a photo that would not fit even then is decoded smaller, never left undrawn. A file
/// that cannot be decoded is remembered as a problem.
final class ImageCache {
    /// One decoded photo.
    private struct Entry {
        var surface: OpaquePointer
        /// The longest side it was decoded for, in pixels.
        var side: Double
        var bytes: Int
        var lastUse: Int
    }

    private var entries: [String: Entry] = [:]
    private var uses = 0
    /// Files that could not be decoded, with the reason.
    private(set) var problems: [String: String] = [:]
    /// The most bytes of decoded photos kept at once.
    var memoryLimit = 512 << 20
    /// The bytes of decoded photos kept now.
    private(set) var memoryUsed = 0
    /// How many decoded photos were let go to stay within ``memoryLimit``.
    private(set) var evictions = 0

    deinit {
        for entry in entries.values { cairo_surface_destroy(entry.surface) }
    }

    /// The decoded image for a file, for a place `shown` pixels long on its longest side, or `nil` (with the
    /// reason in ``problems``).
    func surface(for image: ImageReference, shown: Double) -> OpaquePointer? {
        uses += 1
        let wanted = PhotoSizing.side(forShown: shown, cap: ImageReference.largestDecodedSide)
        if var entry = entries[image.path] {
            entry.lastUse = uses
            entries[image.path] = entry
            if entry.side >= wanted || entry.side >= max(image.pixelSize.width, image.pixelSize.height) {
                return entry.surface
            }
        }
        if problems[image.path] != nil { return nil }
        let pixels = (width: image.pixelSize.width, height: image.pixelSize.height)
        var side = wanted
        // Room first: the least recently drawn photos go; if the photo still would not fit, it is decoded
        // smaller (a smaller copy drawn is better than none).
        let old = entries.removeValue(forKey: image.path)
        if let old {
            memoryUsed -= old.bytes
        }
        while memoryUsed + PhotoSizing.bytes(of: pixels, fitting: side, bytesPerPixel: 4) > memoryLimit {
            if let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                cairo_surface_destroy(oldest.value.surface)
                memoryUsed -= oldest.value.bytes
                entries[oldest.key] = nil
                evictions += 1
            } else if side > PhotoSizing.smallest {
                side /= 2
            } else {
                break
            }
        }
        do {
            guard let surface = try PhotoDecoder.decode(image.path, fitting: side).cairoSurface() else {
                if let old {
                    entries[image.path] = old
                    memoryUsed += old.bytes
                }
                return old?.surface
            }
            if let old { cairo_surface_destroy(old.surface) }
            let bytes = Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
            entries[image.path] = Entry(surface: surface, side: side, bytes: bytes, lastUse: uses)
            memoryUsed += bytes
            return surface
        } catch {
            if let old { cairo_surface_destroy(old.surface) }
            problems[image.path] = error.description
            return nil
        }
    }
}
