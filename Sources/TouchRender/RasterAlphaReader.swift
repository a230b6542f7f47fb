import TouchKit

/// Reads image opacity for the core's hit tests by decoding each PNG once and keeping its pixels.
///
/// ```swift
/// let context = SceneContext(size: size, seed: 1, imageDirectory: photos)
/// context.alphaReader = RasterAlphaReader()
/// ```
public final class RasterAlphaReader: ImageAlphaReader {
    private var images: [String: RasterImage?] = [:]

    /// Creates a reader with an empty cache.
    public init() {}

    public func alpha(of image: ImageReference, x: Int, y: Int) -> Double? {
        let raster: RasterImage?
        if let cached = images[image.path] {
            raster = cached
        } else {
            raster = try? RasterImage(pngFile: image.path)
            images[image.path] = raster
        }
        guard let raster, x >= 0, y >= 0, x < raster.width, y < raster.height else { return nil }
        return Double(raster.pixel(x: x, y: y).3) / 255
    }
}
