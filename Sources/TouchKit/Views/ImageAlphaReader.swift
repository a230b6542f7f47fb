/// Reads how opaque an image is at one pixel, so a view can take touches only where its image is solid
/// (a star sticker, not the transparent corners around it). The core cannot decode images itself; the
/// renderer that can (``TouchRender`` with gdk-pixbuf) provides one.
///
/// ```swift
/// final class Sticker: ImageView {
///     var alpha: (any ImageAlphaReader)?
///     override func point(inside point: Point, with event: TouchEvent?) -> Bool {
///         guard let image, let rect = imageRect, rect.contains(point) else { return false }
///         let x = Int((point.x - rect.minX) / rect.width * image.pixelSize.width)
///         let y = Int((point.y - rect.minY) / rect.height * image.pixelSize.height)
///         return (alpha?.alpha(of: image, x: x, y: y) ?? 1) > 0.1
///     }
/// }
/// ```
public protocol ImageAlphaReader: AnyObject {
    /// The opacity (0 transparent … 1 opaque) of pixel (`x`, `y`), counted from the top left; `nil` when the
    /// image cannot be read or the pixel is outside it.
    func alpha(of image: ImageReference, x: Int, y: Int) -> Double?
}
