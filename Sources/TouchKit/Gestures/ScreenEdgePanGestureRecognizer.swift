/// A pan that must start at an edge of the window, as UIKit's `UIScreenEdgePanGestureRecognizer`: the
/// first finger has to land within ``GestureThresholds/screenEdgeWidth`` points of one of ``edges``.
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

    /// Where the touch started, against the band along the edges it watches: "started 134 pt from the left
    /// edge, more than 20 pt".
    open override func refusal(of touch: Touch) -> Reason {
        guard let size = touch.window?.bounds.size else { return super.refusal(of: touch) }
        let p = touch.startWindowLocation
        let distances: [(RectEdge, String, Double)] = [
            (.left, "left", p.x), (.right, "right", size.width - p.x), (.top, "top", p.y),
            (.bottom, "bottom", size.height - p.y),
        ]
        guard let nearest = distances.filter({ edges.contains($0.0) }).min(by: { $0.2 < $1.2 }) else {
            return "it watches no edge"
        }
        let (away, limit) = (nearest.2.pointsText, settings.screenEdgeWidth.pointsText)
        // One sentence per edge, so a translation can say each edge its own way.
        switch nearest.0 {
        case .left: return "started \(away) from the left edge, more than \(limit)"
        case .right: return "started \(away) from the right edge, more than \(limit)"
        case .top: return "started \(away) from the top edge, more than \(limit)"
        default: return "started \(away) from the bottom edge, more than \(limit)"
        }
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
