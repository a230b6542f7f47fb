import CGtk
import TouchKit

/// Photos decoded once into GDK textures (uploaded to the GPU by GSK), keyed by file path. A file that
/// cannot be decoded is remembered with GDK's reason, so the canvas can say which file and why.
@MainActor
public final class TextureCache {
    private var textures: [String: OpaquePointer] = [:]
    /// Files that could not be decoded: path → one line naming the file and the problem.
    public private(set) var problems: [String: String] = [:]

    /// Creates an empty cache.
    public init() {}

    isolated deinit {
        for texture in textures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
    }

    /// The texture for an image, or nil when its file cannot be decoded.
    public func texture(for image: ImageReference) -> OpaquePointer? {
        if let texture = textures[image.path] { return texture }
        if problems[image.path] != nil { return nil }
        // Checked as it is now (a regular file, within the pixel budget) and decoded straight to its bounded
        // size, so a hostile photo can neither block the window nor exhaust memory.
        let size: Size
        do {
            size = try ImageReference(contentsOf: image.path).decodedSize
        } catch {
            problems[image.path] = "\(image.fileName): \(error.problem)"
            return nil
        }
        var error: UnsafeMutablePointer<GError>?
        if let pixbuf = gdk_pixbuf_new_from_file_at_scale(image.path, Int32(saturating: size.width),
                                                          Int32(saturating: size.height), 1, &error) {
            let texture = gdk_texture_new_for_pixbuf(pixbuf)
            g_object_unref(UnsafeMutableRawPointer(pixbuf))
            if let texture {
                textures[image.path] = texture
                return texture
            }
        }
        let reason = error.map { String(cString: $0.pointee.message) } ?? "cannot be decoded"
        if let error { g_error_free(error) }
        problems[image.path] = "\(image.fileName): \(reason)"
        return nil
    }
}
