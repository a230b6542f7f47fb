import TouchKit

/// A `touch-scene/1` (or `/2`, with questions) document: a lesson's view tree and recognizers, written as JSON by a teacher and run
/// like a built-in scene (see `docs/scene-format.md`).
///
/// ```swift
/// let document = try SceneDocument(contentsOf: "data/scenes/tap-vs-double-tap.json")
/// let host = SceneHost(makingScene: { FileScene(document: document, context: $0) }, context: context, clock: clock)
/// ```
public struct SceneDocument: Hashable, Sendable {
    /// The format's name, the value of `"format"`.
    public static let format = "touch-scene/1"

    /// The scene's name in logs and state files (`"name"`, else the file's name without `.json`).
    public var name: String
    /// A title for people (`"title"`, else the name).
    public var title: String
    /// What the lesson shows, in a paragraph a teacher can read aloud (`"description"`).
    public var description: String
    /// The window size the lesson was written for, in points, if it says (`"size"`).
    public var size: Size?
    /// The root view: its background and touch reaction come from the document's top level, its subviews
    /// from `"views"`.
    public var root: ViewSpec
    /// Groups of recognizer names that may recognize at the same time (`"simultaneous"`).
    public var simultaneous: [[String]]
    /// The lesson's own double-tap and long-press thresholds, for a finger and for the mouse (`"thresholds"`).
    public var thresholds = SceneThresholds()
    /// What the lesson asks before it shows (`"questions"`, `touch-scene/2`), in order.
    public var questions: [LessonQuestion] = []

    /// Creates a document; ``init(json:)`` reads one from a file's text.
    public init(
        name: String, title: String, description: String, size: Size?, root: ViewSpec, simultaneous: [[String]]
    ) {
        (self.name, self.title, self.description, self.size) = (name, title, description, size)
        (self.root, self.simultaneous) = (root, simultaneous)
    }

    /// Every view in document order (the root first, then depth first, back to front).
    public var allViews: [ViewSpec] {
        var views: [ViewSpec] = []
        func visit(_ view: ViewSpec) {
            views.append(view)
            view.subviews.forEach(visit)
        }
        visit(root)
        return views
    }
}

/// One view of a scene file and the views inside it.
public struct ViewSpec: Hashable, Sendable {
    /// The name in logs and the state file; unique in the document.
    public var name: String
    /// Where it sits in its superview (its frame before the transform).
    public var frame: SceneFrame
    /// Its fill.
    public var background: SceneColor
    /// Rounded corners, in points.
    public var cornerRadius: Double = 0
    /// Hidden views are not drawn and not hit (UIKit `isHidden`).
    public var isHidden = false
    /// Opacity 0…1; below 0.01 the view is not hit (UIKit `alpha`).
    public var alpha = 1.0
    /// Whether it takes touches (UIKit `isUserInteractionEnabled`); nil for UIKit's default: on, off for a
    /// photo (an image view).
    public var isUserInteractionEnabled: Bool?
    /// Whether it takes more than one finger at once (UIKit `isMultipleTouchEnabled`).
    public var isMultipleTouchEnabled = false
    /// Whether its subviews are drawn only inside it (UIKit `clipsToBounds`; never changes hit testing).
    public var clipsToBounds = false
    /// Scale, rotation and translation about its center.
    public var transform = AffineTransform.identity
    /// Text drawn at its top, if any.
    public var label: String?
    /// The photo it shows (a file name), if any: the view is then an image view.
    public var photo: String?
    /// Whether the view takes the photo's shape: as large as fits in its frame, centered there.
    public var fitsPhoto = false
    /// What it does when a touch reaches it.
    public var onTouch = TouchReaction.log
    /// Its subviews, back to front.
    public var subviews: [ViewSpec] = []
    /// The recognizers attached to it.
    public var recognizers: [RecognizerSpec] = []

    /// Creates a view with a name and a frame; set the rest afterwards.
    public init(name: String, frame: SceneFrame, background: SceneColor = .none) {
        (self.name, self.frame, self.background) = (name, frame, background)
    }
}

/// A fill in a scene file: none, a color, or a random color from the scene's seed.
public enum SceneColor: Hashable, Sendable {
    /// No fill: the views behind show through.
    case none
    /// This color.
    case color(Color)
    /// A random color (repeatable with `--seed`), as the built-in `touch-views` draws them.
    case random
}

/// What a view does when a touch reaches it.
public enum TouchReaction: String, Hashable, Sendable, CaseIterable {
    /// Nothing visible: the touch is logged and goes on up the responder chain (a plain view).
    case log
    /// Takes a new random color when a touch begins and ends, and keeps the touch (the chain stops here).
    case recolor
    /// Takes a new random color and passes the touch on up the chain, so every view on the way recolors.
    case recolorChain = "recolor-chain"
}
