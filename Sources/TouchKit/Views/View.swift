/// A rectangular area that draws itself, holds subviews and receives touches, as UIKit's `UIView`.
///
/// Geometry follows UIKit: ``bounds`` is the view's own coordinate space, ``center`` is where the middle of
/// the bounds sits in the superview, and ``transform`` turns the view about its center. ``frame`` is the
/// bounding box in the superview (for a transformed view, the box around the turned rectangle).
///
/// ```swift
/// let card = View(name: "card", frame: Rect(x: 20, y: 20, width: 100, height: 60))
/// card.backgroundColor = Color(hex: "#3366ff")
/// card.transform = AffineTransform(rotationAngle: .pi / 8)
/// root.addSubview(card)
/// ```
open class View: Responder {
    // `@exclusivity(unchecked)` below marks state read or written on every event. Dispatch runs on one thread and
    // never reaches it through overlapping accesses; with the runtime's checks it runs 30.3 % more instructions in
    // the image viewer and 13.3 % more in touch-views (callgrind over `Benchmarks/Tools/DispatchProfile`, five
    // rounds; docs/architecture.md, "Unchecked memory").
    /// The view's own coordinate space, in points; usually origin zero and the view's size.
    @exclusivity(unchecked) public var bounds: Rect { didSet { superview?.subviewsMoved() } }
    /// The middle of ``bounds``, in the superview's coordinates.
    @exclusivity(unchecked) public var center: Point { didSet { superview?.subviewsMoved() } }
    /// Scale, rotation and translation about ``center``; identity by default.
    @exclusivity(unchecked) public var transform: AffineTransform = .identity {
        didSet { superview?.subviewsMoved() }
    }
    /// The containing view; `nil` for a window or a detached view. (Unretained: the superview owns this view
    /// and clears the reference when it is removed or deallocated, so it never dangles; checked `unowned`,
    /// it costs 3.5 % more instructions per event in the image viewer, `Benchmarks/Tools/DispatchProfile`.)
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    /// Subviews, back to front: the last one is drawn last and hit first.
    @exclusivity(unchecked) public private(set) var subviews: [View] = [] { didSet { subviewsMoved() } }
    /// Bumped whenever a subview is added, removed, reordered, moved, resized or transformed.
    @exclusivity(unchecked) private var subviewGeneration = 0
    /// The grid of subviews' frames for hit testing (for views with many subviews), and the generation it
    /// was made for.
    private var subviewIndex: (index: SubviewIndex, generation: Int)?
    /// The generation of the last hit tests, and how many walked the subviews in a row at it: the index is
    /// made once subviews have stayed put through a few hit tests (making it costs a few walks), so views
    /// that move all the time are walked instead of indexed again and again.
    @exclusivity(unchecked) private var generationAtLastHitTest = -1
    @exclusivity(unchecked) private var walksAtGeneration = 0
    /// Hidden views are neither drawn nor hit.
    @exclusivity(unchecked) public var isHidden = false
    /// Opacity, 0…1; a view below 0.01 is not hit, as in UIKit.
    @exclusivity(unchecked) public var alpha: Double = 1
    /// When false, the view and its subviews are skipped by hit testing.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// When false, the view receives only the first touch of a multi-touch sequence.
    public var isMultipleTouchEnabled = false
    /// When true, as UIKit's `isExclusiveTouch`: while this view has a touch, no other view in the window gets
    /// new touches, and it gets none while another view has one. (The touches it turns away reach neither
    /// views nor recognizers.)
    public var isExclusiveTouch = false
    /// The fill behind the view's content; `nil` draws nothing.
    public var backgroundColor: Color?
    /// When true, subviews are drawn only inside the bounds.
    public var clipsToBounds = false
    /// Width of a border drawn inside the bounds, in points; 0 for none.
    public var borderWidth: Double = 0
    /// Color of the border.
    public var borderColor: Color = .black
    /// Radius of the corners of the background and border, in points.
    public var cornerRadius: Double = 0
    /// The recognizers attached to this view.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []
    /// The view controller whose root view this is, if any (the view's next responder). Unowned: the
    /// controller owns the view and clears this when it goes away.
    @exclusivity(unchecked) public internal(set) unowned var owningViewController: ViewController?

    /// Creates a view with a name (for the event log and the teaching panel) and a frame in its superview.
    public init(name: String, frame: Rect = .zero) {
        bounds = Rect(origin: .zero, size: frame.size)
        center = frame.center
        super.init(name: name)
    }

    deinit {
        for subview in subviews { subview.superview = nil }
        for recognizer in gestureRecognizers { recognizer.view = nil }
    }

    /// The bounding box of the view in its superview's coordinates. Setting it (meaningful only with an
    /// identity transform) moves ``center`` and resizes ``bounds``.
    public var frame: Rect {
        get {
            if transform.isIdentity {
                return Rect(
                    x: center.x - bounds.size.width / 2, y: center.y - bounds.size.height / 2,
                    width: bounds.size.width, height: bounds.size.height)
            }
            let local = Rect(origin: .zero, size: bounds.size)
                .offsetBy(dx: -bounds.size.width / 2, dy: -bounds.size.height / 2)
            return local.applying(transform).offsetBy(dx: center.x, dy: center.y)
        }
        set {
            bounds.size = newValue.size
            center = newValue.center
        }
    }

    /// The next responder: the owning view controller for a root view, otherwise the superview.
    open override var next: Responder? { owningViewController ?? superview }

    /// The window this view is in, or `nil` when it is not in one.
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// True when `self` is `view` or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) with that name.
    public func viewNamed(_ name: String) -> View? {
        if self.name == name { return self }
        for subview in subviews {
            if let found = subview.viewNamed(name) { return found }
        }
        return nil
    }

    // MARK: - Hierarchy

    /// Adds a view on top of the other subviews (removing it from its old superview first).
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at a position in ``subviews`` (0 is the back).
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self && !isDescendant(of: view), "a view cannot contain itself")
        if view.superview === self {
            subviews.removeAll { $0 === view }
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
    }

    /// Inserts a view just above a sibling (moving it there if it is already a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        // Take a view that is already here out first, so the sibling's index is counted without it.
        if view.superview === self { subviews.removeAll { $0 === view } }
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts a view just below a sibling (moving it there if it is already a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        if view.superview === self { subviews.removeAll { $0 === view } }
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Detaches the view from its superview. Touches bound to it (or to its subviews) are cancelled and its
    /// recognizers stop, as in UIKit.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        window?.router.viewWillLeaveWindow(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves a subview in front of its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    // MARK: - Gesture recognizers

    /// Calls `body` with every recognizer of this view and its subviews, depth first.
    func forEachGestureRecognizer(_ body: (GestureRecognizer) -> Void) {
        for recognizer in gestureRecognizers { body(recognizer) }
        for subview in subviews { subview.forEachGestureRecognizer(body) }
    }

    /// Attaches a recognizer; it receives the touches that hit this view or its subviews. It takes the
    /// window's thresholds (``EventRouter/settings``) unless it has its own.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        if let router = window?.router { recognizer.adoptWindowSettings(router.settings) }
    }

    /// Detaches a recognizer; if it was tracking touches it stops at once.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard recognizer.view === self else { return }
        window?.router.recognizerWillDetach(recognizer)
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    // MARK: - Coordinates

    /// Maps this view's coordinates to its superview's: about the bounds' middle, through ``transform``, to
    /// ``center``.
    public var transformToSuperview: AffineTransform {
        AffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: center.x, y: center.y))
    }

    /// Maps this view's coordinates to window coordinates (the coordinates of the topmost ancestor).
    public var transformToWindow: AffineTransform {
        var result = AffineTransform.identity
        // Unretained walk: every view on the way is owned by the next (the walks retained or checked cost
        // 12.3 % more instructions per event in the image viewer: Benchmarks/Tools/DispatchProfile).
        unowned(unsafe) var current: View = self
        while let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            current = parent
        }
        return result
    }

    /// True when neither this view nor any ancestor below the window is scaled or rotated, so vectors
    /// (movements, velocities) read the same here as in window coordinates.
    var measuresLikeWindow: Bool {
        // Unretained walk: every view on the way is owned by the next, and `self` is alive for the call
        // (12.3 % more instructions per event checked, with the walk above: DispatchProfile).
        unowned(unsafe) var current: View = self
        while let parent = current.superview {
            let t = current.transform
            if t.a != 1 || t.b != 0 || t.c != 0 || t.d != 1 { return false }
            current = parent
        }
        return true
    }

    /// Converts a vector (a movement, a velocity) from window coordinates into this view's.
    func convertVectorFromWindow(_ vector: Point) -> Point {
        if measuresLikeWindow { return vector }
        return transformToWindow.inverted()?.applyToVector(vector) ?? vector
    }

    /// Converts a vector from this view's coordinates into window coordinates.
    func convertVectorToWindow(_ vector: Point) -> Point {
        measuresLikeWindow ? vector : transformToWindow.applyToVector(vector)
    }

    /// Converts a point from this view's coordinates to `view`'s (window coordinates when `view` is nil).
    public func convert(_ point: Point, to view: View?) -> Point {
        let inWindow = transformToWindow.apply(to: point)
        guard let view else { return inWindow }
        return view.transformToWindow.inverted()?.apply(to: inWindow) ?? inWindow
    }

    /// Converts a point from `view`'s coordinates (window coordinates when `view` is nil) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        let inWindow = view?.transformToWindow.apply(to: point) ?? point
        return transformToWindow.inverted()?.apply(to: inWindow) ?? inWindow
    }

    /// Converts a rectangle from this view's coordinates to `view`'s: the bounding box of its corners.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        Rect(boundingBoxOf: rect.corners.map { convert($0, to: view) })
    }

    // MARK: - Hit testing

    /// Asked when one of this view's own recognizers is about to leave `possible` (begin or recognize);
    /// returning false makes it fail, as UIKit's `UIView.gestureRecognizerShouldBegin(_:)`. A view that
    /// handles some touches itself overrides it (a slider that does not let its superview's pan begin on
    /// its thumb). The default lets every recognizer begin.
    ///
    /// ```swift
    /// override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    ///     !(recognizer is PanGestureRecognizer && isEditing)
    /// }
    /// ```
    open func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }

    /// The deepest visible, interactive view under `point` (in this view's coordinates), front to back, or
    /// `nil`. Hidden views, views with user interaction off and views with alpha below 0.01 are skipped, and
    /// a point outside a view never reaches its subviews, as in UIKit. An `event` carrying a
    /// ``TouchEvent/hitTestWalk`` gets each view's verdict noted in it (an override that calls `super` keeps
    /// that).
    open func hitTest(_ point: Point, with event: TouchEvent?) -> View? {
        let walk = event?.hitTestWalk
        if let skipped = skipVerdict(at: point, with: event) {
            walk?.passed(self, as: skipped, at: point)
            return nil
        }
        let visit = walk?.visit(self)
        if subviews.count >= SubviewIndex.minimumSubviews, let index = currentSubviewIndex() {
            // Thousands of subviews: only those whose frame holds the point, in the same order.
            var hit: View?
            index.forEachCandidate(at: point) { position in
                let subview = subviews[position]
                guard hit == nil else {
                    walk?.passedBehind(subview, at: point)  // explaining: the rest of the candidates
                    return false
                }
                hit = subview.hitTest(subview.convertFromSuperview(point), with: event)
                return hit != nil && walk == nil
            }
            walk?.settle(visit, as: hit == nil ? .hit : .path)
            return hit ?? self
        }
        for position in subviews.indices.reversed() {
            let subview = subviews[position]
            if let hit = subview.hitTest(subview.convertFromSuperview(point), with: event) {
                if let walk {
                    for behind in subviews[..<position].reversed() { walk.passedBehind(behind, at: point) }
                    walk.settle(visit, as: .path)
                }
                return hit
            }
        }
        walk?.settle(visit, as: .hit)
        return self
    }

    /// Why hit testing passes this view over at `point`, flags first as UIKit judges them; nil if it
    /// holds the point and takes touches.
    private func skipVerdict(at point: Point, with event: TouchEvent?) -> HitTestVerdict? {
        if isHidden { return .hidden }
        if !isUserInteractionEnabled { return .interactionOff }
        if alpha < 0.01 { return .transparent }
        if !self.point(inside: point, with: event) { return bounds.contains(point) ? .refused : .outside }
        return nil
    }

    /// Whether touches can hit this view, or anything in it, only inside its bounds: true when its class
    /// keeps View's own ``point(inside:with:)`` and ``hitTest(_:with:)``. A superview with many subviews then
    /// skips it by its frame when hit testing. A subclass that keeps View's hit testing (one that only draws)
    /// may return true to be skipped too; one that widens its hit area must not.
    ///
    /// ```swift
    /// final class Tile: View {
    ///     override var hitsOnlyInsideBounds: Bool { true }  // draws a letter, hit like any view
    /// }
    /// ```
    open var hitsOnlyInsideBounds: Bool { type(of: self) == View.self }

    /// Tells the view one of its subviews moved (or the subviews changed): its hit-test index is stale.
    @inline(__always)
    private func subviewsMoved() {
        subviewGeneration &+= 1
    }

    /// The subviews' grid for the current generation: kept while nothing moves, made again once subviews
    /// have stayed put through ``SubviewIndex/walksBeforeIndexing`` hit tests, nil (walk them all) until then.
    private func currentSubviewIndex() -> SubviewIndex? {
        if let subviewIndex, subviewIndex.generation == subviewGeneration { return subviewIndex.index }
        if generationAtLastHitTest != subviewGeneration {
            generationAtLastHitTest = subviewGeneration
            walksAtGeneration = 0
            subviewIndex = nil
        }
        walksAtGeneration += 1
        guard walksAtGeneration > SubviewIndex.walksBeforeIndexing else { return nil }
        let index = SubviewIndex(subviews: subviews)
        subviewIndex = (index, subviewGeneration)
        return index
    }

    /// True when `point` (in this view's coordinates) counts as inside the view; by default, inside
    /// ``bounds``. Override it for round or irregular views.
    open func point(inside point: Point, with event: TouchEvent?) -> Bool {
        bounds.contains(point)
    }

    /// Maps a point from the superview's coordinates into this view's, quickly for the common untransformed
    /// case.
    func convertFromSuperview(_ point: Point) -> Point {
        if transform.isIdentity {
            return Point(x: point.x - center.x + bounds.midX, y: point.y - center.y + bounds.midY)
        }
        return transformToSuperview.inverted()?.apply(to: point) ?? Point(x: .nan, y: .nan)
    }

    // MARK: - Drawing

    /// Adds this view's own content, in its coordinates, after the background and before subviews.
    /// The default draws nothing; override it for custom drawing.
    open func draw(into list: inout DisplayList) {}
}
