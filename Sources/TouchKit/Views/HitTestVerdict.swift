/// What hit testing made of one view it visited (or passed over), as UIKit's `hitTest(_:with:)` judges
/// it: a view's flags before the point, and a point outside a view never reaching its subviews.
///
/// ```swift
/// let (hit, walk) = window.explainHitTest(at: Point(x: 40, y: 60))
/// for visit in walk.visits { print(visit.name, visit.verdict.rawValue) }  // "glass interaction-off" …
/// ```
public enum HitTestVerdict: String, Hashable, Sendable, CaseIterable {
    /// The view found: the deepest one that contains the point and takes touches.
    case hit
    /// An ancestor of the view found (its subview, or one inside it, was hit).
    case path
    /// Skipped: hidden (`isHidden`), wherever the point is; its subviews are not visited.
    case hidden
    /// Skipped: `isUserInteractionEnabled` is off, so touches go through it to what is behind.
    case interactionOff = "interaction-off"
    /// Skipped: alpha below 0.01, as good as invisible.
    case transparent
    /// The point is outside its bounds: it and its subviews are passed over, whether or not it clips them.
    case outside
    /// The point is inside its bounds, but its ``View/point(inside:with:)`` said no (a round ball's
    /// corner, a star's transparent pixels).
    case refused
    /// Never asked: a view in front of it, or of one of its ancestors, was hit first.
    case behind
    /// Never asked though it holds the point: the point is outside its superview (or an ancestor), and
    /// UIKit asks a view's subviews only within its bounds (a badge sticking out of its box, clipped or not).
    case outsideSuperview = "outside-superview"
}
