import TouchKit

/// Reads image opacity for the core's hit tests by decoding each image once (as the renderer does, through
/// ``PhotoDecoder`` and within the same pixel budget) and keeping its pixels.
///
/// ```swift
/// let context = SceneContext(size: size, seed: 1, imageDirectory: photos)
/// context.alphaReader = RasterAlphaReader()
/// ```
public final class RasterAlphaReader: ImageAlphaReader {
    private var images: [String: RasterImage?] = [:]

    /// Creates a reader with an empty cache.
    public init() {}

    /// The opacity at pixel (`x`, `y`) of the image as its header sizes it; a photo decoded smaller is
    /// sampled at the matching place.
    public func alpha(of image: ImageReference, x: Int, y: Int) -> Double? {
        let raster: RasterImage?
        if let cached = images[image.path] {
            raster = cached
        } else {
            raster = try? PhotoDecoder.decode(image.path)
            images[image.path] = raster
        }
        guard let raster, x >= 0, y >= 0, Double(x) < image.pixelSize.width, Double(y) < image.pixelSize.height else {
            return nil
        }
        let column = min(raster.width - 1, Int(saturating: Double(x) * Double(raster.width) / image.pixelSize.width))
        let row = min(raster.height - 1, Int(saturating: Double(y) * Double(raster.height) / image.pixelSize.height))
        return Double(raster.pixel(x: column, y: row).3) / 255
    }
}
