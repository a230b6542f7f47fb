import TouchKit

/// Live touch feedback for projectors and screen recordings: a translucent disc under every finger (the
/// mouse's touch and the simulated second finger included), drawn over any scene so an audience sees where
/// the presenter touches.
///
/// ```swift
/// var list = DisplayListBuilder.displayList(for: window)
/// TouchFeedback.draw(window.router.activeTouches, into: &list)
/// ```
public enum TouchFeedback {
    /// The disc's radius, in points: a little larger than a fingertip, so the finger does not hide it.
    public static let radius = 28.0
    /// The disc's fill: white at 45 %, visible on dark and light scenes alike.
    public static let fill = Color.white.withAlpha(0.45)
    /// The disc's rim: dark at 55 %, so it also shows on white.
    public static let rim = Color.black.withAlpha(0.55)

    /// Adds a disc for each touch, at its window position, to the end of `list` (on top of everything);
    /// returns how many it drew.
    @discardableResult
    public static func draw(_ touches: [Touch], into list: inout DisplayList) -> Int {
        for touch in touches {
            let p = touch.location(in: nil)
            let disc = Rect(x: p.x - radius, y: p.y - radius, width: radius * 2, height: radius * 2)
            list.path(.ellipse(in: disc), fill: fill, stroke: rim, lineWidth: 2)
        }
        return touches.count
    }

    /// A replay's recorded fingers: a hollow magenta ring with the touch's number, unlike the live discs, so
    /// a class tells the recording's fingers from a hand on the screen. Returns how many it drew.
    @discardableResult
    public static func drawGhosts(_ touches: [Touch], into list: inout DisplayList) -> Int {
        for touch in touches { drawGhostRing(at: touch.location(in: nil), number: touch.identifier, into: &list) }
        return touches.count
    }

    /// One recorded (or not yet delivered) finger: a hollow magenta ring at `p` with `number` in it.
    public static func drawGhostRing(
        at p: Point, number: Int, fill: Double = 0.18, into list: inout DisplayList
    ) {
        let disc = Rect(x: p.x - radius, y: p.y - radius, width: radius * 2, height: radius * 2)
        // Rounded rectangles, not a path: GTK draws them as its own nodes, whole under the scale of a replay
        // fitted to the canvas (GTK 4.8 cuts a path's drawing at its top and left there).
        list.fill(disc, color: ghostColor.withAlpha(fill), cornerRadius: radius)
        list.stroke(disc, color: ghostColor, width: 3, cornerRadius: radius)
        list.text(
            "\(number)", in: Rect(x: p.x - radius, y: p.y - 9, width: radius * 2, height: 18),
            style: TextStyle(size: 13, color: ghostColor))
    }

    /// A replay's fingers: its pinned mouse finger, if one is placed, and a ghost ring for each finger down.
    /// Returns how many rings it drew.
    @discardableResult
    public static func drawGhosts(of router: EventRouter, into list: inout DisplayList) -> Int {
        if let pin = router.pinnedFinger { drawPin(at: pin, color: ghostColor, into: &list) }
        return drawGhosts(router.activeTouches, into: &list)
    }

    /// The mouse's pinned second finger (Alt+Ctrl+click places it): a ring with a "2" in it, drawn whether
    /// or not a drag is using it, so the user sees where the second finger will go.
    public static func drawPin(at point: Point, color: Color = pinColor, into list: inout DisplayList) {
        let ring = Rect(x: point.x - pinRadius, y: point.y - pinRadius, width: pinRadius * 2, height: pinRadius * 2)
        list.path(.ellipse(in: ring), fill: Color.white.withAlpha(0.8), stroke: color, lineWidth: 3)
        list.text(
            "2", in: Rect(x: point.x - pinRadius, y: point.y - 9, width: pinRadius * 2, height: 18),
            style: TextStyle(size: 13, color: color))
    }

    /// The pin's ring radius, in points: smaller than a finger's disc, so the disc over it shows a finger
    /// is down there.
    public static let pinRadius = 13.0
    /// The pin's color: a deep blue, on light and dark scenes alike.
    public static let pinColor = Color(red: 0.1, green: 0.3, blue: 0.8)

    /// The ghosts' color: a magenta no scene uses for its own views.
    public static let ghostColor = Color(red: 0.85, green: 0.1, blue: 0.6)
}
