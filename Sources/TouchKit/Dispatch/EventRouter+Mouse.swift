/// The mouse's fingers as the router keeps them: the pinned second finger, and where a mirrored second
/// finger turns.
extension EventRouter {
    /// Where the mouse's pinned second finger waits (placed with Alt+Ctrl+click), in window points; nil
    /// when none is placed.
    public var pinnedFinger: Point? { pointer.pin }

    /// Lifts the mouse's pinned second finger (Escape on the canvas); returns whether one was placed.
    @discardableResult
    public func liftPinnedFinger() -> Bool { pointer.liftPin() }

    /// The middle of the view under `location`, in window points: what a mirrored second finger turns
    /// around (the window's middle where no view is hit).
    func centerOfView(at location: Point) -> Point {
        guard let view = window.hitTest(location, with: nil) else { return window.bounds.center }
        return view.convert(view.bounds.center, to: nil)
    }
}
