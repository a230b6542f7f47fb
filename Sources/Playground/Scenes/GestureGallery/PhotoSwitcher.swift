import TouchKit

/// Two photos, one on show; ``show(next:transition:)`` switches to the other with a transition, as the
/// swipe lessons do. The view clips, so sliding photos never spill out.
public final class PhotoSwitcher: View {
    /// How one photo gives way to the other.
    public enum Transition: String, Sendable {
        /// The new photo pushes the old one out to the left.
        case slideLeft = "slide-left"
        /// The new photo pushes the old one out to the right.
        case slideRight = "slide-right"
        /// The old photo lifts away upward like a page, uncovering the new one.
        case curlUp = "curl-up"
        /// The old photo fades out as the new one fades in.
        case crossFade = "cross-fade"
    }

    /// How long a transition takes, in seconds.
    public static let duration = 0.45

    private let photos: [PhotoView]
    private let curlEdge = View(name: "curl-edge")
    /// Which photo is on show: 0 or 1.
    public private(set) var index = 0
    /// The last transition started.
    public private(set) var lastTransition: Transition?
    private var animation: Animation?

    /// Creates the switcher showing the first of two photos; a missing photo shows its problem instead.
    public init(name: String, photos entries: [PhotoLibrary.Photo?], problem: String?) {
        photos = (0..<2).map { index in
            let photo = PhotoView(name: "photo-\(index + 1)")
            let entry = entries.indices.contains(index) ? entries[index] : nil
            photo.image = entry?.image
            photo.problem =
                entry?.problem
                ?? (entry == nil ? problem ?? tr("no photo {number}", ["number": String(index + 1)]) : nil)
            photo.contentMode = .scaleAspectFit
            photo.isUserInteractionEnabled = false
            return photo
        }
        super.init(name: name)
        clipsToBounds = true
        isMultipleTouchEnabled = true
        curlEdge.isUserInteractionEnabled = false
        curlEdge.backgroundColor = Color(hex: "#ffffff")!.withAlpha(0.85)
        curlEdge.isHidden = true
        addSubview(photos[1])
        addSubview(photos[0])
        addSubview(curlEdge)
        layoutPhotos()
    }

    /// The file name of the photo on show, if it has one.
    public var shownFileName: String? { photos[index].image?.fileName }

    /// Fits both photos to the bounds again (after a resize).
    public func layoutPhotos() {
        animation?.cancel()
        for (position, photo) in photos.enumerated() {
            photo.transform = .identity
            photo.alpha = 1
            photo.frame = bounds.insetBy(dx: 8, dy: 8)
            // The other photo waits hidden: a wider one would show around the edges of this one.
            photo.isHidden = position != index
        }
        curlEdge.isHidden = true
        insertSubview(photos[index], belowSubview: curlEdge)
    }

    /// Switches to the other photo with `transition`; a transition still running jumps to its end first.
    public func show(next transition: Transition) {
        layoutPhotos()  // a transition still running jumps to its end
        lastTransition = transition
        let old = photos[index], new = photos[1 - index]
        index = 1 - index
        let home = old.center, width = bounds.width
        insertSubview(new, belowSubview: old)
        new.isHidden = false
        let step: (Double) -> Void
        switch transition {
        case .slideLeft, .slideRight:
            let direction = transition == .slideLeft ? -1.0 : 1.0
            step = { p in
                old.center = Point(x: home.x + direction * width * p, y: home.y)
                new.center = Point(x: home.x - direction * width * (1 - p), y: home.y)
            }
        case .crossFade:
            step = { p in
                old.alpha = 1 - p
                new.alpha = p
            }
        case .curlUp:
            let top = old.frame.minY, height = old.bounds.height
            curlEdge.isHidden = false
            step = { [curlEdge] p in
                // The page folds up toward its top edge; a bright strip marks the fold.
                let remaining = max(1 - p, 0.001)
                old.transform = AffineTransform(scaleX: 1, y: remaining)
                old.center = Point(x: home.x, y: top + height * remaining / 2)
                curlEdge.frame = Rect(
                    x: old.frame.minX, y: top + height * remaining - 10 * (1 - p),
                    width: old.bounds.width, height: 20 * (1 - p) + 1)
            }
        }
        guard let clock = window?.router.clock else {
            layoutPhotos()
            return
        }
        step(0)
        animation = Animation(timing: .easeInOut(duration: Self.duration), clock: clock, update: step) {
            [weak self] finished in
            if finished { self?.layoutPhotos() }  // a cancelled one is laid out by whoever cancelled it
        }
        animation?.start()
    }

    /// True while a transition runs.
    public var isAnimating: Bool { animation?.isRunning ?? false }
}
