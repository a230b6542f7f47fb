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
            guard let surface = try PhotoDecoder.decode(image.path).cairoSurface() else {
                problems[image.path] = "\(image.path): cannot be drawn at its size"
                return nil
            }
            surfaces[image.path] = surface
            return surface
        } catch {
            problems[image.path] = error.description
            return nil
        }
    }
}
