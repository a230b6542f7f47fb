/// A view that shows an image, as UIKit's `UIImageView`.
///
/// Like UIKit's, an image view ignores touches until ``View/isUserInteractionEnabled`` is turned on.
///
/// ```swift
/// let photo = ImageView(name: "photo", frame: Rect(x: 0, y: 0, width: 400, height: 300))
/// photo.image = try ImageReference(contentsOf: "data/images/chelsea.png")
/// photo.isUserInteractionEnabled = true
/// ```
open class ImageView: View {
    /// The image shown, or `nil` for none.
    public var image: ImageReference?
    /// How the image is placed inside the bounds; aspect fit by default.
    public var contentMode: ContentMode = .scaleAspectFit

    /// Creates an image view; user interaction starts off, as in UIKit.
    public override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    /// Where the image is drawn, in the view's coordinates; `nil` without an image.
    public var imageRect: Rect? {
        image.map { contentMode.imageRect(for: $0.pixelSize, in: bounds) }
    }

    open override func draw(into list: inout DisplayList) {
        guard let image, let rect = imageRect else { return }
        if contentMode == .scaleAspectFill || contentMode == .center {
            list.pushClip(bounds)
            list.image(image, in: rect)
            list.pop()
        } else {
            list.image(image, in: rect)
        }
    }
}
