import CGtk
import Dispatch
import TouchKit
import TouchRender

/// Photos decoded into GDK textures (uploaded to the GPU by GSK), keyed by file path.
///
/// Photos are decoded off the main thread, one after another, shrunk to what a screen needs
/// (``largestSide``), so a 12000 × 12000 photo neither freezes the window nor fills memory: until it is
/// ready, ``texture(for:)`` answers nil and ``isLoading(_:)`` true, and ``onLoaded`` asks for a redraw when
/// it is. A file that cannot be decoded is remembered with the reason, so the canvas can say which file and
/// why.
@MainActor
public final class TextureCache {
    private var textures: [String: OpaquePointer] = [:]
    /// Files that could not be decoded: path → one line naming the file and the problem.
    public private(set) var problems: [String: String] = [:]
    /// Files being decoded now.
    public private(set) var loading: Set<String> = []
    /// Called on the main thread with the photo's path when it has been decoded (or has failed), to draw it.
    public var onLoaded: (@MainActor (String) -> Void)?
    /// The longest side, in pixels, a photo is decoded to: enough for a full-HD screen at twice the zoom.
    public var largestSide = 2048.0
    /// Decodes one photo at a time, so two large ones never hold their memory at once.
    private let worker = DispatchQueue(label: "touch-playground.photo-decoding", qos: .userInitiated)

    /// Creates an empty cache.
    public init() {}

    isolated deinit {
        for texture in textures.values { g_object_unref(UnsafeMutableRawPointer(texture)) }
    }

    /// The size in pixels of a decoded photo's texture (what the screen gets), nil until it is decoded.
    public func decodedSize(of path: String) -> (width: Int, height: Int)? {
        textures[path].map { (Int(gdk_texture_get_width($0)), Int(gdk_texture_get_height($0))) }
    }

    /// Whether the photo is being decoded now (the canvas draws its place as a grey box).
    public func isLoading(_ image: ImageReference) -> Bool {
        loading.contains(image.path)
    }

    /// The texture for an image; nil while it is being decoded (the first call starts that) and when its
    /// file cannot be decoded (then ``problems`` says why).
    public func texture(for image: ImageReference) -> OpaquePointer? {
        if let texture = textures[image.path] { return texture }
        if problems[image.path] != nil || loading.contains(image.path) { return nil }
        loading.insert(image.path)
        let path = image.path, name = image.fileName, side = largestSide
        worker.async {
            let result = Result { () throws(ImageFileError) in
                let raster = try PhotoDecoder.decode(path, fitting: side)
                return raster.isOpaque
                    ? Pixels(
                        width: raster.width, height: raster.height, bytes: raster.rgbWithoutAlpha(), hasAlpha: false)
                    : Pixels(width: raster.width, height: raster.height, bytes: raster.rgba, hasAlpha: true)
            }
            MainLoopCallback.post { [weak self] in self?.finish(path, named: name, with: result) }
        }
        return nil
    }

    /// A decoded photo's bytes: red, green, blue and, if any pixel is not opaque, alpha.
    private struct Pixels: Sendable {
        var width: Int, height: Int
        var bytes: [UInt8]
        var hasAlpha: Bool
    }

    /// Makes the texture from the decoded pixels (a copy into GDK's memory, a few milliseconds for the largest).
    private func finish(_ path: String, named name: String, with result: Result<Pixels, ImageFileError>) {
        loading.remove(path)
        switch result {
        case .success(let pixels):
            // Without alpha where the photo has none: GTK's cairo renderer converts the texture on every frame
            // it draws, four times faster from three bytes a pixel than from four.
            let bytes = pixels.bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            textures[path] = gdk_memory_texture_new(
                Int32(pixels.width), Int32(pixels.height), pixels.hasAlpha ? GDK_MEMORY_R8G8B8A8 : GDK_MEMORY_R8G8B8,
                bytes, gsize(pixels.width * (pixels.hasAlpha ? 4 : 3)))
            g_bytes_unref(bytes)
        case .failure(let error):
            problems[path] = "\(name): \(error.problem)"
        }
        onLoaded?(path)
    }
}
