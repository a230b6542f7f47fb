import TouchKit

/// The image viewer's photo: an image view that, when its file cannot be shown, shows why instead.
open class PhotoView: ImageView {
    /// One line naming the file and the problem, drawn in place of the image; `nil` when all is well.
    public var problem: String?

    open override func draw(into list: inout DisplayList) {
        super.draw(into: &list)
        guard let problem else { return }
        list.fill(bounds, color: Color(hex: "#3c1f1f")!, cornerRadius: 8)
        list.stroke(bounds, color: Color(hex: "#e06c6c")!, width: 2, cornerRadius: 8)
        list.text(problem, in: bounds.insetBy(dx: 12, dy: 12), style: TextStyle(size: 16, color: .white))
    }
}
