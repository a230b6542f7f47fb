/// A pan that must start at an edge of the window, as UIKit's `UIScreenEdgePanGestureRecognizer`: the
/// first finger has to land within ``GestureSettings/screenEdgeWidth`` points of one of ``edges``.
///
/// ```swift
/// let drawer = ScreenEdgePanGestureRecognizer(name: "drawer") { _ in … }
/// drawer.edges = .left
/// ```
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges a pan may start from; left by default.
    public var edges: RectEdge = .left

    open override func shouldBegin(with touch: Touch) -> Bool {
        guard let window = touch.window else { return false }
        let p = touch.startWindowLocation, band = settings.screenEdgeWidth, size = window.bounds.size
        return (edges.contains(.left) && p.x <= band)
            || (edges.contains(.right) && p.x >= size.width - band)
            || (edges.contains(.top) && p.y <= band)
            || (edges.contains(.bottom) && p.y >= size.height - band)
    }
}

/// Edges of a rectangle, as UIKit's `UIRectEdge`.
public struct RectEdge: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Makes a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = RectEdge(rawValue: 1)
    /// The left edge.
    public static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    public static let right = RectEdge(rawValue: 8)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
