/// The record of one hit test: every view it visited, front to back as UIKit visits them, with the
/// verdict on each, and the views it never asked because one in front was hit first.
///
/// Views inside a view that was skipped, passed over or never asked are not listed (the walk did not go
/// there), and neither are views passed over or never asked when neither they nor any view inside them
/// holds the point: nothing there could have been hit, and a 10,000-view canvas would list them all.
///
/// ```swift
/// let (hit, walk) = window.explainHitTest(at: point)
/// walk.visits.map { "\($0.name): \($0.verdict.rawValue)" }  // ["window: path", "root: path", "ghost: hidden", "D: hit"]
/// ```
public final class HitTestWalk {
    /// One view the hit test visited or passed over.
    public struct Visit {
        /// The view.
        public let view: View
        /// What the hit test made of it.
        public var verdict: HitTestVerdict
        /// The view's name.
        public var name: String { view.name }
    }

    /// The views in visiting order.
    public private(set) var visits: [Visit] = []

    /// An empty walk. ``Window/explainHitTest(at:)`` makes one, and so does the router for each new touch
    /// while a log is kept; the hit test finds it through ``TouchEvent/hitTestWalk``.
    public init() {
        visits.reserveCapacity(8)  // a window, a root, a few levels and a view behind, without growing
    }

    /// Notes that `view` is being visited; returns its place, for ``settle(_:as:)`` once judged.
    func visit(_ view: View) -> Int {
        visits.append(Visit(view: view, verdict: .hit))
        return visits.count - 1
    }

    /// Gives the visit at `index` its verdict, once the views inside it were visited.
    func settle(_ index: Int?, as verdict: HitTestVerdict) {
        guard let index else { return }
        visits[index].verdict = verdict
    }

    /// Notes `view` passed over at once (`verdict`: hidden, interaction off, transparent, outside or
    /// refused); `point` is in its coordinates. A view the point is outside of is left out when no view
    /// inside it holds the point either.
    func passed(_ view: View, as verdict: HitTestVerdict, at point: Point) {
        if verdict == .outside, !view.subviews.contains(where: { Self.mightHold($0, point) }) { return }
        visits.append(Visit(view: view, verdict: verdict))
        // The views inside that hold the point were never asked: listed, so a class sees why the one drawn
        // under the finger was not hit.
        if verdict == .outside { neverAsked(inside: view, at: point) }
    }

    /// Notes each view inside `view` (front to back) whose frame holds `point` (in `view`'s coordinates),
    /// and those inside them, as never asked because the point is outside their superview.
    private func neverAsked(inside view: View, at point: Point) {
        for subview in view.subviews.reversed() where Self.mightHold(subview, point) {
            if subview.frame.contains(point) { visits.append(Visit(view: subview, verdict: .outsideSuperview)) }
            neverAsked(inside: subview, at: subview.convertFromSuperview(point))
        }
    }

    /// Notes a subview never asked because one in front of it was hit; `point` is in its superview's
    /// coordinates. It is listed when it, or a view inside it, might have held the point.
    func passedBehind(_ view: View, at point: Point) {
        guard Self.mightHold(view, point) else { return }
        visits.append(Visit(view: view, verdict: .behind))
    }

    /// Whether `view` or a view inside it holds `point` (in `view`'s superview's coordinates), by their
    /// frames (a view that widens its hit area past its frame is judged by its frame too).
    private static func mightHold(_ view: View, _ point: Point) -> Bool {
        if view.frame.contains(point) { return true }
        guard !view.subviews.isEmpty else { return false }
        let local = view.convertFromSuperview(point)
        return view.subviews.contains { mightHold($0, local) }
    }

    /// The view found, if any (the visit whose verdict is ``HitTestVerdict/hit``).
    public var hit: View? { visits.first { $0.verdict == .hit }?.view }
}

extension Window {
    /// Hit-tests `point` (in window points) as a new touch would be, and explains it: the view found and
    /// the walk that found it. Nothing is delivered; the scene does not change.
    ///
    /// ```swift
    /// let (hit, walk) = window.explainHitTest(at: Point(x: 120, y: 80))
    /// ```
    public func explainHitTest(at point: Point) -> (hit: View?, walk: HitTestWalk) {
        let walk = HitTestWalk()
        explainingEvent.hitTestWalk = walk
        defer { explainingEvent.hitTestWalk = nil }
        return (hitTest(point, with: explainingEvent), walk)
    }
}
