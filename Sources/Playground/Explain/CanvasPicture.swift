import TouchKit

/// What the canvas shows at one moment, in the words a screen reader is given: each view a touch could hit
/// (``CanvasDescription/touchableViews(in:)``, described) and every view's colour by name. Taken from a
/// live scene, or kept in a replay's moment, so a step back is told as it looks, not as the live scene is.
///
/// ```swift
/// let picture = CanvasPicture(root: scene.view)
/// CanvasDescription.describe(picture, lastTouch: nil)   // "Views you can touch, front to back: D, …"
/// ```
public struct CanvasPicture: Sendable, Equatable {
    /// The views a touch could hit, front to back, each described (its name first).
    public var views: [String]
    /// Each view's background colour, by name.
    public var colors: [String: Color]

    /// A picture of `views`, described, and `colors`.
    public init(views: [String], colors: [String: Color]) {
        self.views = views
        self.colors = colors
    }

    /// The picture of `root` now.
    public init(root: View) {
        views = CanvasDescription.touchableViews(in: root).map { CanvasDescription.describe($0, isRoot: $0 === root) }
        var colors: [String: Color] = [:]
        func visit(_ view: View) {
            if let color = view.backgroundColor { colors[view.name] = color }
            view.subviews.forEach(visit)
        }
        visit(root)
        self.colors = colors
    }

    /// The views whose colour differs from `before`'s, by name, sorted; none without a picture before.
    public func recolored(since before: CanvasPicture?) -> [String] {
        guard let before else { return [] }
        return colors.keys.filter { name in before.colors[name].map { $0 != colors[name] } ?? false }.sorted()
    }

    /// About how many bytes it keeps, for a replay's budget of moments.
    var estimatedBytes: Int {
        views.reduce(0) { $0 + $1.utf8.count + 16 } + colors.reduce(0) { $0 + $1.key.utf8.count + 48 }
    }
}

extension CanvasDescription {
    /// The description of `picture`: its views (at most `limit`, the rest counted), then the last touch if any.
    public static func describe(_ picture: CanvasPicture, lastTouch: String?, limit: Int = 40) -> String {
        var parts = Array(picture.views.prefix(limit))
        if picture.views.count > limit {
            parts.append(tr("and {count} more", ["count": "\(picture.views.count - limit)"]))
        }
        var text = tr("Views you can touch, front to back: {views}.", ["views": parts.joined(separator: "; ")])
        if let lastTouch { text += " " + tr("Last touch: {story}", ["story": lastTouch]) }
        return text
    }
}
