import TouchKit

/// A view tree taken apart for the exploded view: every view (hidden ones too) with its nesting level, where
/// it lies in the window and its own drawing (background, content, border, without its subviews), so each
/// level can be drawn on its own slab. A snapshot: a replay's kept moment holds one while its scene goes on.
///
/// ```swift
/// let layers = ViewLayers(of: window)
/// layers.depthCount        // 4: the window, the root, its subviews, theirs
/// layers.layers[2].name    // "A"
/// ```
public struct ViewLayers: Sendable {
    /// One view as the exploded view draws it.
    public struct Layer: Sendable {
        /// The view's name.
        public let name: String
        /// Its nesting level: 0 for the window, 1 for the root view, 2 for the root's subviews…
        public let depth: Int
        /// Maps its coordinates (points) to the window's.
        public let toWindow: AffineTransform
        /// Its bounds, in its own points.
        public let bounds: Rect
        /// Its corner radius, in points.
        public let cornerRadius: Double
        /// Its background, content and border, in its own coordinates, without its subviews.
        public let content: DisplayList
        /// Why a touch could never reach it, if one is its own: hidden, interaction off or transparent.
        public let skippedAs: HitTestVerdict?
        /// Whether the flat canvas shows it (neither it nor an ancestor is hidden or transparent).
        public let isShown: Bool
        /// Which view it is, to pick it out of the live tree (``ViewFlags`` applied to it, say).
        public let id: ObjectIdentifier
        /// The words the view writes across its top (a lesson view's `label`), which its name tag keeps off.
        public var label: String? = nil
    }

    /// Every view, window first, in drawing order (a view before its subviews, subviews back to front).
    public let layers: [Layer]
    /// How many nesting levels there are (slabs to draw): the deepest level plus one.
    public let depthCount: Int
    /// The window's size, in points: each slab's plate.
    public let windowSize: Size

    /// Takes `window`'s tree apart as it is now.
    public init(of window: View) {
        var layers: [Layer] = []
        var deepest = 0
        func add(_ view: View, depth: Int, toWindow: AffineTransform, parentShown: Bool) {
            let skipped: HitTestVerdict? =
                view.isHidden
                ? .hidden : view.alpha < 0.01 ? .transparent : view.isUserInteractionEnabled ? nil : .interactionOff
            let shown = parentShown && !view.isHidden && view.alpha >= 0.01
            var content = DisplayList()
            if let color = view.backgroundColor, color.alpha > 0 {
                content.fill(view.bounds, color: color, cornerRadius: view.cornerRadius)
            }
            view.draw(into: &content)
            if view.borderWidth > 0 {
                content.stroke(
                    view.bounds, color: view.borderColor, width: view.borderWidth, cornerRadius: view.cornerRadius)
            }
            layers.append(
                Layer(
                    name: view.name, depth: depth, toWindow: toWindow, bounds: view.bounds,
                    cornerRadius: view.cornerRadius, content: content, skippedAs: skipped, isShown: shown,
                    id: ObjectIdentifier(view), label: (view as? any TopLabelled)?.topLabel))
            deepest = max(deepest, depth)
            for subview in view.subviews {
                add(
                    subview, depth: depth + 1, toWindow: subview.transformToSuperview.concatenating(toWindow),
                    parentShown: shown)
            }
        }
        add(
            window, depth: 0, toWindow: AffineTransform(translationX: -window.bounds.minX, y: -window.bounds.minY),
            parentShown: true)
        self.layers = layers
        depthCount = deepest + 1
        windowSize = window.bounds.size
    }

    /// The name of the frontmost view the flat canvas shows at `point` (window points): what a class
    /// points at when it guesses which view a touch will hit (hit testing's own flags play no part).
    public func shownView(at point: Point) -> String? {
        let flat = ExplodedProjection(
            window: windowSize, depthCount: depthCount, yaw: 0, pitch: 0, spreading: 0,
            into: Rect(origin: .zero, size: windowSize))
        return layer(at: point, projection: flat, shownOnly: true).map { layers[$0].name }
    }

    /// The frontmost view drawn at `point` (canvas points) by `projection`, as an index into ``layers``:
    /// what a right-click on the exploded stack picks. With `shownOnly`, views the flat canvas does not show
    /// (hidden, transparent, or inside one) are passed by, as on the flat canvas.
    public func layer(at point: Point, projection: ExplodedProjection, shownOnly: Bool = false) -> Int? {
        let frontFirst = layers.indices.sorted { (layers[$0].depth, $0) > (layers[$1].depth, $1) }
        return frontFirst.first { index in
            let layer = layers[index]
            if shownOnly, !layer.isShown { return false }
            let toCanvas = layer.toWindow.concatenating(projection.slab(layer.depth))
            guard let local = toCanvas.inverted()?.apply(to: point) else { return false }
            return layer.bounds.contains(local)
        }
    }
}

/// The flags of a view that decide where touches go, which the exploded view and the panel let a class
/// change (``apply(to:)``) and a reset puts back.
///
/// ```swift
/// var flags = ViewFlags(of: glass)
/// flags.isUserInteractionEnabled = true
/// flags.apply(to: glass)  // the next touch stops at the glass
/// ```
public struct ViewFlags: Hashable, Sendable {
    /// UIKit's `isHidden`: not drawn, never hit.
    public var isHidden: Bool
    /// UIKit's `isUserInteractionEnabled`: off, touches pass through to what is behind.
    public var isUserInteractionEnabled: Bool
    /// UIKit's `clipsToBounds`: subviews are drawn only inside the view (hit testing ignores it).
    public var clipsToBounds: Bool
    /// UIKit's `isMultipleTouchEnabled`: off, the view gets only the first finger.
    public var isMultipleTouchEnabled: Bool
    /// UIKit's `isExclusiveTouch`: on, while it is touched no other view gets a touch.
    public var isExclusiveTouch: Bool
    /// UIKit's `alpha`, 0…1: below 0.01 the view is skipped by hit testing.
    public var alpha: Double

    /// The flags of `view` as they are.
    public init(of view: View) {
        isHidden = view.isHidden
        isUserInteractionEnabled = view.isUserInteractionEnabled
        clipsToBounds = view.clipsToBounds
        isMultipleTouchEnabled = view.isMultipleTouchEnabled
        isExclusiveTouch = view.isExclusiveTouch
        alpha = view.alpha
    }

    /// Sets these flags on `view` (alpha kept within 0…1).
    public func apply(to view: View) {
        view.isHidden = isHidden
        view.isUserInteractionEnabled = isUserInteractionEnabled
        view.clipsToBounds = clipsToBounds
        view.isMultipleTouchEnabled = isMultipleTouchEnabled
        view.isExclusiveTouch = isExclusiveTouch
        view.alpha = min(max(alpha, 0), 1)
    }
}
