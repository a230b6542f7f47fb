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
    /// The views a touch could hit, front to back, each described (its name first): the first
    /// ``describedViews`` of them, as many as a description says.
    public var views: [String]
    /// How many views a touch could hit, described or not.
    public var touchableCount: Int
    /// Each view's background colour, by name.
    public var colors: [String: Color]

    /// How many of the views a description names before it counts the rest.
    public static let describedViews = 40

    /// The picture of `root` now, the first `limit` touchable views described (a replay keeps one after
    /// every event: a lesson of thousands of views is not described whole each time).
    public init(root: View, limit: Int = describedViews) {
        let touchable = CanvasDescription.touchableViews(in: root)
        views = touchable.prefix(limit).map { CanvasDescription.describe($0, isRoot: $0 === root) }
        touchableCount = touchable.count
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
    /// The description of `picture`: its views described (the rest counted), then the last touch if any.
    public static func describe(_ picture: CanvasPicture, lastTouch: String?) -> String {
        var parts = picture.views
        if picture.touchableCount > parts.count {
            parts.append(tr("and {count} more", ["count": "\(picture.touchableCount - parts.count)"]))
        }
        var text = tr("Views you can touch, front to back: {views}.", ["views": parts.joined(separator: "; ")])
        if let lastTouch { text += " " + tr("Last touch: {story}", ["story": lastTouch]) }
        return text
    }
}
