import Glibc
import TouchKit

/// A finger for people who use the keyboard alone: it moves from view to view (the views a touch could
/// hit, front to back, children before parents, as ``CanvasDescription`` lists them) and touches the view
/// it is on with real input events, so a key's tap goes through the same hit test, responder chain and
/// recognizers as a finger's tap at the view's center.
///
/// ```swift
/// var finger = KeyboardFinger()
/// finger.move(by: 1, in: scene.view)          // Right or Down: the next view
/// let steps = finger.steps(for: .tap(count: 1), in: scene.view, longPress: 0.5)
/// // touch began at D's center, then ended 0.05 s later
/// ```
public struct KeyboardFinger: Sendable {
    /// What a key asks the finger to do.
    public enum Gesture: Equatable, Sendable {
        /// `count` taps (Enter one, Shift+Enter two).
        case tap(count: Int)
        /// A touch held past the long-press time (the Menu key, Shift+F10).
        case longPress
        /// A pinch by `scale` (+ and -), as a touchpad's.
        case pinch(scale: Double)
        /// A turn by `radians`, clockwise positive (`]` and `[`).
        case rotate(radians: Double)
        /// A one-finger drag by `dx`, `dy` points (Ctrl+arrows).
        case pan(dx: Double, dy: Double)
        /// A quick flick by `dx`, `dy` points in a tenth of a second (Shift+arrows).
        case swipe(dx: Double, dy: Double)
        /// A tap with `fingers` fingers side by side (2 and 3).
        case multiFingerTap(fingers: Int)
        /// One finger drawing a circle round the view's middle (O), as the circle recognizer wants.
        case circle
        /// One finger drawing a stroke across the view (L), for the drawing scenes.
        case stroke
        /// A drag in from the window's left edge at the view's height (E).
        case edgePan
    }

    /// One input event of a gesture, `delay` seconds after the gesture's first.
    public struct Step: Sendable {
        /// Seconds after the first event.
        public var delay: Double
        /// The event.
        public var kind: InputEvent.Kind
    }

    /// The name of the view the finger is on; nil before the first move (the frontmost view is meant).
    public private(set) var viewName: String?
    /// Touch ids for keyboard touches, apart from a screen's and the mouse's.
    private var nextTouch = 9_000

    /// A finger on no view yet.
    public init() {}

    /// The view the finger is on in `root`'s tree: the one named, else the frontmost touchable one.
    public func view(in root: View) -> View? {
        let views = CanvasDescription.touchableViews(in: root)
        return views.first { $0.name == viewName } ?? views.first
    }

    /// Moves to the next view (`by` 1) or the previous (-1), wrapping around; returns the view it is on.
    @discardableResult
    public mutating func move(by offset: Int, in root: View) -> View? {
        let views = CanvasDescription.touchableViews(in: root)
        guard !views.isEmpty else { return nil }
        let index = views.firstIndex { $0.name == viewName }.map { $0 + offset } ?? (offset >= 0 ? 0 : views.count - 1)
        let view = views[(index % views.count + views.count) % views.count]
        viewName = view.name
        return view
    }

    /// The input events of `gesture` at the center of the view the finger is on (nil on no view), a long
    /// press held `longPress` seconds and a little more.
    public mutating func steps(for gesture: Gesture, in root: View, longPress: Double) -> [Step]? {
        guard let view = view(in: root) else { return nil }
        let center = Self.touchPoint(of: view, in: root)
        nextTouch += 1
        let id = nextTouch
        switch gesture {
        case .tap(let count):
            return (0..<max(1, count)).flatMap { tap in
                [
                    Step(delay: Double(tap) * 0.15, kind: .touch(id: id + tap * 1000, phase: .began, location: center)),
                    Step(
                        delay: Double(tap) * 0.15 + 0.05,
                        kind: .touch(id: id + tap * 1000, phase: .ended, location: center)),
                ]
            }
        case .longPress:
            return [
                Step(delay: 0, kind: .touch(id: id, phase: .began, location: center)),
                Step(delay: longPress + 0.2, kind: .touch(id: id, phase: .ended, location: center)),
            ]
        case .pinch(let scale):
            return nativePinch(at: center, scale: scale, angle: 0)
        case .rotate(let radians):
            return nativePinch(at: center, scale: 1, angle: radians)
        case .pan(let dx, let dy):
            return drag(
                id: id,
                through: (0...8).map { Point(x: center.x + dx * Double($0) / 8, y: center.y + dy * Double($0) / 8) },
                every: 0.016)
        case .swipe(let dx, let dy):
            return drag(
                id: id,
                through: (0...6).map { Point(x: center.x + dx * Double($0) / 6, y: center.y + dy * Double($0) / 6) },
                every: 0.016)
        case .multiFingerTap(let fingers):
            let points = (0..<fingers).map {
                Point(x: center.x + 24 * (Double($0) - Double(fingers - 1) / 2), y: center.y)
            }
            return points.enumerated().map {
                Step(delay: 0, kind: .touch(id: id + $0.offset, phase: .began, location: $0.element))
            }
                + points.enumerated().map {
                    Step(delay: 0.06, kind: .touch(id: id + $0.offset, phase: .ended, location: $0.element))
                }
        case .circle:
            let radius = max(20, min(view.bounds.width, view.bounds.height) / 3)
            return drag(
                id: id,
                through: (0...36).map { step in
                    let angle = Double(step) / 36 * 2 * .pi
                    return Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                }, every: 0.02)
        case .stroke:
            let half = max(20, min(view.bounds.width, view.bounds.height) / 3)
            return drag(
                id: id,
                through: (0...20).map { step in
                    let f = Double(step) / 20
                    return Point(x: center.x - half + 2 * half * f, y: center.y - half / 2 + half * f)
                }, every: 0.016)
        case .edgePan:
            return drag(id: id, through: (0...12).map { Point(x: 1 + 15 * Double($0), y: center.y) }, every: 0.016)
        }
    }

    /// One finger down at the first point, moved through the others `every` seconds, lifted at the last.
    private func drag(id: Int, through points: [Point], every interval: Double) -> [Step] {
        var steps = [Step(delay: 0, kind: .touch(id: id, phase: .began, location: points[0]))]
        for (index, point) in points.enumerated().dropFirst() {
            steps.append(Step(delay: interval * Double(index), kind: .touch(id: id, phase: .moved, location: point)))
        }
        steps.append(
            Step(
                delay: interval * Double(points.count),
                kind: .touch(id: id, phase: .ended, location: points[points.count - 1])))
        return steps
    }

    /// Where to touch `view` so that the touch lands on it (in window points): its center, unless a view in
    /// front or one of its subviews covers that, then the point nearest the center that a hit test gives to
    /// `view` (a 9 × 9 grid of its bounds); the center when none does.
    public static func touchPoint(of view: View, in root: View) -> Point {
        let bounds = view.bounds
        var candidates: [Point] = []
        for row in 0..<9 {
            for column in 0..<9 {
                candidates.append(
                    Point(
                        x: bounds.minX + bounds.width * (Double(column) + 0.5) / 9,
                        y: bounds.minY + bounds.height * (Double(row) + 0.5) / 9))
            }
        }
        let middle = Point(x: bounds.midX, y: bounds.midY)
        candidates.sort { hypot($0.x - middle.x, $0.y - middle.y) < hypot($1.x - middle.x, $1.y - middle.y) }
        // Asked of the window (the root's superview), as a touch's hit test is.
        let top = root.superview ?? root
        for point in [middle] + candidates where top.hitTest(view.convert(point, to: top), with: nil) === view {
            return view.convert(point, to: nil)
        }
        return view.convert(middle, to: nil)
    }

    /// A touchpad's pinch at `point`: began, four changes reaching `scale` and `angle` radians, ended.
    private func nativePinch(at point: Point, scale: Double, angle: Double) -> [Step] {
        var steps = [Step(delay: 0, kind: .pinch(phase: .began, location: point, scale: 1, angleDelta: 0))]
        for step in 1...4 {
            let f = Double(step) / 4
            steps.append(
                Step(
                    delay: 0.016 * Double(step),
                    kind: .pinch(phase: .changed, location: point, scale: 1 + (scale - 1) * f, angleDelta: angle / 4)))
        }
        steps.append(Step(delay: 0.016 * 5, kind: .pinch(phase: .ended, location: point, scale: scale, angleDelta: 0)))
        return steps
    }
}
