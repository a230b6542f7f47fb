/// How an image view places its image inside its bounds, as UIKit's `UIView.ContentMode`.
public enum ContentMode: String, Sendable, CaseIterable {
    /// Stretch to the bounds, ignoring the aspect ratio.
    case scaleToFill
    /// The largest size with the image's aspect ratio that fits; the rest stays empty (letterboxing).
    case scaleAspectFit
    /// The smallest size with the image's aspect ratio that covers the bounds; the rest is cut off.
    case scaleAspectFill
    /// The image's own size, in the middle.
    case center

    /// Where an image of `imageSize` goes inside `bounds`.
    public func imageRect(for imageSize: Size, in bounds: Rect) -> Rect {
        let size: Size
        switch self {
        case .scaleToFill: return bounds
        case .scaleAspectFit: size = imageSize.fitting(in: bounds.size)
        case .scaleAspectFill: size = imageSize.filling(bounds.size)
        case .center: size = imageSize
        }
        return Rect(
            x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
            width: size.width, height: size.height)
    }
}
