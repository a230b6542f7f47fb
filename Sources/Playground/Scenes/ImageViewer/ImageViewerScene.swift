import JSON
import TouchKit

/// `image-viewer`: one photo that pans, pinches and rotates at the same time (the scene is the recognizers'
/// delegate and allows it), each change applied incrementally and reset. A double tap with one finger shows
/// the next photo, a double tap with two fingers the previous one; a single tap does nothing.
public final class ImageViewerScene: Scene {
    /// The scene's fixed name.
    public static let name = "image-viewer"
    public override var sceneName: String { Self.name }

    /// Smallest and largest zoom the photo may reach, so it never vanishes or explodes.
    public static let scaleRange = 0.1...12.0

    /// The photo view (named `photo`).
    public let photo = PhotoView(name: "photo")
    /// The photos of the context's folder.
    public private(set) lazy var library = PhotoLibrary(directory: context.imageDirectory)
    /// Which photo is shown.
    public private(set) var index = 0
    /// Lets pan, pinch and rotation recognize together; the taps compete as usual.
    private let together = SimultaneousRecognition(names: ["pan", "pinch", "rotation"])

    public override func viewDidLoad() {
        view.backgroundColor = Color(hex: "#1e1f22")
        photo.isUserInteractionEnabled = true
        photo.isMultipleTouchEnabled = true
        photo.contentMode = .scaleAspectFit
        view.addSubview(photo)

        let pan = PanGestureRecognizer(name: "pan")
        pan.onChange { [unowned self] in self.applyPan($0) }
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.onChange { [unowned self] in self.applyPinch($0) }
        let rotation = RotationGestureRecognizer(name: "rotation")
        rotation.onChange { [unowned self] in self.applyRotation($0) }
        let next = TapGestureRecognizer(name: "next-image") { [unowned self] _ in self.show(index + 1) }
        next.numberOfTapsRequired = 2
        let previous = TapGestureRecognizer(name: "previous-image") { [unowned self] _ in self.show(index - 1) }
        previous.numberOfTapsRequired = 2
        previous.numberOfTouchesRequired = 2
        for recognizer in [pan, pinch, rotation, next, previous] as [GestureRecognizer] {
            recognizer.delegate = together
            photo.addGestureRecognizer(recognizer)
        }
        show(0)
    }

    /// Keeps the photo where it was relative to the window (centered stays centered) and refits it.
    public override func viewDidResize(to size: Size) {
        if laidOutSize.width > 0, laidOutSize.height > 0 {
            photo.center = Point(
                x: photo.center.x * size.width / laidOutSize.width,
                y: photo.center.y * size.height / laidOutSize.height)
        }
        fitPhoto(in: size)
    }

    /// Shows photo `newIndex` (wrapping around), keeping the user's pan, zoom and rotation.
    public func show(_ newIndex: Int) {
        let count = library.photos.count
        index = count == 0 ? 0 : ((newIndex % count) + count) % count
        let entry = count == 0 ? nil : library.photos[index]
        photo.image = entry?.image
        photo.problem = entry?.problem ?? library.problem
        fitPhoto(in: view.bounds.size)
    }

    /// The window size the photo was last fitted to, in points.
    private var laidOutSize = Size(width: 0, height: 0)

    /// Sizes the photo to fit 80 % of the window with its aspect ratio, centered the first time.
    private func fitPhoto(in size: Size) {
        laidOutSize = size
        let available = Size(width: size.width * 0.8, height: size.height * 0.8)
        let imageSize = photo.image?.pixelSize ?? Size(width: 4, height: 3)
        photo.bounds = Rect(origin: .zero, size: imageSize.fitting(in: available))
        if photo.transform.isIdentity, photo.center == .zero || !Rect(origin: .zero, size: size).contains(photo.center)
        {
            photo.center = Point(x: size.width / 2, y: size.height / 2)
        }
    }

    private func applyPan(_ pan: PanGestureRecognizer) {
        photo.center += pan.translation(in: view)
        pan.setTranslation(.zero, in: view)
    }

    private func applyPinch(_ pinch: PinchGestureRecognizer) {
        let current = photo.transform.scaleX
        let target = min(max(current * pinch.scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
        if current > 0, target.isFinite {
            photo.transform = photo.transform.scaledBy(x: target / current, y: target / current)
        }
        pinch.scale = 1
    }

    private func applyRotation(_ rotation: RotationGestureRecognizer) {
        if rotation.rotation.isFinite { photo.transform = photo.transform.rotated(by: rotation.rotation) }
        rotation.rotation = 0
    }

    public override var problem: String? { photo.problem }

    public override func extraState() -> [(String, JSONValue)] {
        let entry = library.photos.indices.contains(index) ? library.photos[index] : nil
        return [
            ("image", entry.map { .string($0.fileName) } ?? .null),
            ("images", .array(library.photos.map { .string($0.fileName) })),
            ("problem", problem.map(JSONValue.string) ?? .null),
        ]
    }
}
