import TouchKit

/// A hand on the exploded view: a drag turns the stack; a tap or click (one that moved less than
/// ``slop``) is sent to the scene where it lands on the window's own slab, as a touch on the flat canvas
/// would be. Only the first finger counts; a second finger down, a wheel or a touchpad pinch do nothing.
///
/// ```swift
/// var gesture = ExplodedGesture()
/// switch gesture.handle(event, camera: &camera, projection: projection) {
/// case .tap(let events): events.forEach(scene.handle)  // down and up, in window points
/// case .turned, .none: break
/// }
/// ```
public struct ExplodedGesture: Sendable {
    /// What an event did.
    public enum Outcome: Equatable, Sendable {
        /// Nothing to show.
        case none
        /// The stack turned: draw it again.
        case turned
        /// A tap that landed on the window: its press and release, at their times, in window points.
        case tap([InputEvent])
    }

    /// How far a press may move, in points, and still be a tap (the tap slop of the scenes' own taps).
    public static let slop = 10.0

    private var press: InputEvent?
    private var last = Point(x: 0, y: 0)
    private var isTurning = false

    /// No hand on the stack.
    public init() {}

    /// Takes `event` (in canvas points): turns `camera` on a drag, returns a tap's events mapped through
    /// `projection` onto the window (none when the tap missed it).
    public mutating func handle(
        _ event: InputEvent, camera: inout ExplodedCamera, projection: ExplodedProjection?
    ) -> Outcome {
        switch event.kind {
        case .pointer(.down, 1, let at, _) where press == nil: begin(event, at: at)
        case .touch(_, .began, let at) where press == nil: begin(event, at: at)
        case .pointer(.motion, _, let at, _) where press.map(isPointer) == true: return move(to: at, camera: &camera)
        case .touch(let id, .moved, let at) where touchID == id: return move(to: at, camera: &camera)
        case .pointer(.up, 1, let at, _) where press.map(isPointer) == true:
            return end(event, at: at, camera: &camera, projection: projection)
        case .touch(let id, .ended, let at) where touchID == id:
            return end(event, at: at, camera: &camera, projection: projection)
        case .touch(let id, .cancelled, _) where touchID == id: press = nil
        default: break
        }
        return .none
    }

    private var touchID: Int? {
        guard let press, case .touch(let id, _, _) = press.kind else { return nil }
        return id
    }

    private func isPointer(_ event: InputEvent) -> Bool {
        if case .pointer = event.kind { return true }
        return false
    }

    private mutating func begin(_ event: InputEvent, at point: Point) {
        press = event
        last = point
        isTurning = false
    }

    private mutating func move(to point: Point, camera: inout ExplodedCamera) -> Outcome {
        guard let press else { return .none }
        if !isTurning, press.location.distance(to: point) < Self.slop { return .none }
        isTurning = true
        camera.turn(dx: point.x - last.x, dy: point.y - last.y)
        last = point
        return .turned
    }

    private mutating func end(
        _ event: InputEvent, at point: Point, camera: inout ExplodedCamera, projection: ExplodedProjection?
    ) -> Outcome {
        defer { press = nil }
        if isTurning {  // the last stretch, when the release came without a motion to it
            return move(to: point, camera: &camera)
        }
        guard let press, let projection, let down = projection.windowPoint(at: press.location),
            let up = projection.windowPoint(at: point), projection.windowBounds.contains(down)
        else { return .none }
        return .tap([press.moved(to: down), event.moved(to: up)])
    }
}

extension InputEvent {
    /// The same event at `point`.
    func moved(to point: Point) -> InputEvent {
        var moved = self
        switch kind {
        case .touch(let id, let phase, _): moved.kind = .touch(id: id, phase: phase, location: point)
        case .pointer(let phase, let button, _, let modifiers):
            moved.kind = .pointer(phase: phase, button: button, location: point, modifiers: modifiers)
        case .pinch(let phase, _, let scale, let angle):
            moved.kind = .pinch(phase: phase, location: point, scale: scale, angleDelta: angle)
        case .scroll(_, let dx, let dy, let modifiers):
            moved.kind = .scroll(location: point, dx: dx, dy: dy, modifiers: modifiers)
        }
        return moved
    }
}
