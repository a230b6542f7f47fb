import FoundationEssentials
import JSON
import TouchKit

/// A scene built from a `touch-scene/1` document: its views, their recognizers with their relationships, and
/// what each does when touched, with no Swift. It runs wherever a built-in scene runs: the window, `replay`
/// and the tests.
///
/// ```swift
/// let document = try SceneDocument(bytes: bytes, defaultName: "lesson")
/// let host = SceneHost(makingScene: { FileScene(document: document, context: $0) }, context: context, clock: clock)
/// ```
public final class FileScene: Scene {
    /// The document the scene was built from.
    public let document: SceneDocument
    /// The folder photos are looked for first (the scene file's), before the app's photo folder.
    public let baseDirectory: String?

    /// The views by name, the root included.
    public private(set) var views: [String: FileSceneView] = [:]
    /// The recognizers by name.
    public private(set) var recognizers: [String: GestureRecognizer] = [:]
    /// The photos each photo view steps through, and which it shows.
    var photoLibraries: [String: (library: PhotoLibrary, index: Int)] = [:]
    /// Each photo folder's listing, read once however many views show its photos (the views' copies
    /// share its storage), with each file name's place in it.
    var photoFolders: [String: (library: PhotoLibrary, positions: [String: Int])] = [:]
    /// Where each view was laid out, for following the window's size.
    private(set) var laidOut: [(view: FileSceneView, spec: ViewSpec, center: Point)] = []
    /// Lets the document's groups of recognizers recognize together; the recognizers' delegate.
    private var simultaneity: SimultaneousRecognition?

    /// Builds the scene of `document`, with photos looked for in `baseDirectory` first.
    public init(document: SceneDocument, baseDirectory: String? = nil, context: SceneContext) {
        self.document = document
        self.baseDirectory = baseDirectory
        super.init(context: context)
    }

    public override var sceneName: String { document.name }

    public override func loadView() -> View {
        let root = makeView(document.root)
        root.frame = Rect(origin: .zero, size: context.size)
        return root
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        guard let root = view as? FileSceneView else { return }
        for subview in document.root.subviews { addViews(subview, to: root) }
        attachRecognizers(of: document.root)
        for spec in document.allViews { wireFailureRequirements(of: spec) }
        if !document.simultaneous.isEmpty {
            let together = SimultaneousRecognition(groups: document.simultaneous.map(Set.init))
            simultaneity = together
            for recognizer in recognizers.values { recognizer.delegate = together }
        }
    }

    /// Lays the views out again for the new size; a view the user moved keeps its offset from where the file
    /// puts it.
    public override func viewDidResize(to size: Size) {
        for index in laidOut.indices {
            let (view, spec, oldCenter) = laidOut[index]
            guard let superview = view.superview else { continue }
            let box = spec.frame.resolved(in: superview.bounds.size)
            let newCenter = Point(x: box.midX, y: box.midY)
            view.center = Point(
                x: view.center.x - oldCenter.x + newCenter.x, y: view.center.y - oldCenter.y + newCenter.y)
            view.bounds = Rect(origin: .zero, size: fittedSize(of: view, spec: spec, in: box.size))
            laidOut[index].center = newCenter
        }
    }

    /// Keeps a recognizer by its name.
    func register(_ recognizer: GestureRecognizer) {
        recognizers[recognizer.name] = recognizer
    }

    private func makeView(_ spec: ViewSpec) -> FileSceneView {
        let view = FileSceneView(name: spec.name, reaction: spec.onTouch, label: spec.label) { [context] in
            context.randomColor()
        }
        switch spec.background {
        case .none: view.backgroundColor = nil
        case .color(let color): view.backgroundColor = color
        case .random: view.backgroundColor = context.randomColor()
        }
        view.cornerRadius = spec.cornerRadius
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.clipsToBounds = spec.clipsToBounds
        view.contentMode = .scaleAspectFit
        if let photo = spec.photo { showPhoto(photo, in: view) }
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled ?? (spec.photo == nil)
        views[spec.name] = view
        return view
    }

    private func addViews(_ spec: ViewSpec, to superview: View) {
        let view = makeView(spec)
        let box = spec.frame.resolved(in: superview.bounds.size)
        view.bounds = Rect(origin: .zero, size: fittedSize(of: view, spec: spec, in: box.size))
        view.center = Point(x: box.midX, y: box.midY)
        view.transform = spec.transform
        superview.addSubview(view)
        laidOut.append((view, spec, view.center))
        for subview in spec.subviews { addViews(subview, to: view) }
    }

    /// The view's size: its frame's, or with `fitPhoto` the photo's shape as large as fits in it.
    func fittedSize(of view: FileSceneView, spec: ViewSpec, in box: Size) -> Size {
        guard spec.fitsPhoto else { return box }
        return (view.image?.pixelSize ?? Size(width: 4, height: 3)).fitting(in: box)
    }

    /// The first photo that cannot be shown, as one line naming its file.
    public override var problem: String? {
        document.allViews.lazy.compactMap { self.views[$0.name]?.problem }.first
    }

    /// The photo each photo view shows, and any problem.
    public override func extraState() -> [(String, JSONValue)] {
        let photos = document.allViews.compactMap { spec -> (String, JSONValue)? in
            guard spec.photo != nil else { return nil }
            let entry = photoLibraries[spec.name]
            let shown = entry.flatMap {
                $0.library.photos.indices.contains($0.index) ? $0.library.photos[$0.index] : nil
            }
            return (spec.name, shown.map { .string($0.fileName) } ?? .null)
        }
        return [("photos", .object(photos)), ("problem", problem.map(JSONValue.string) ?? .null)]
    }
}
