import Foundation

/// Gestures as a compositor's remote-desktop session sends them (``MutterDisplay/perform(_:)``): fingers
/// down, moved and up by slot, and waits between them, in screen pixels. One small vocabulary shared by
/// every test that touches the real window, so a test reads as the gesture it makes.
///
/// ```swift
/// try mutter.perform(Fingers.tap(at: (400, 300)))
/// try mutter.perform(Fingers.drag(from: (400, 300), to: (600, 300)))
/// try mutter.perform(Fingers.pinch(around: (500, 400), from: 60, to: 120))
/// ```
public enum Fingers {
    /// A point on the screen, in pixels.
    public typealias Point = (x: Double, y: Double)

    /// One thing the remote-desktop session is told.
    public enum Step {
        /// Finger `slot` (from 0) touches down.
        case down(Int, Point)
        /// Finger `slot` moves.
        case motion(Int, Point)
        /// Finger `slot` lifts.
        case up(Int)
        /// The mouse pointer moves.
        case pointer(Point)
        /// A mouse button (an evdev code: 272 is the left one) is pressed or released.
        case button(Int, Bool)
        /// A key (an X keysym) is pressed or released.
        case key(UInt32, Bool)
        /// Nothing happens for this many seconds.
        case wait(Double)

        /// The step as the driver reads it.
        var command: [Any] {
            switch self {
            case .down(let slot, let p): ["down", slot, p.x, p.y]
            case .motion(let slot, let p): ["motion", slot, p.x, p.y]
            case .up(let slot): ["up", slot]
            case .pointer(let p): ["pointer", p.x, p.y]
            case .button(let code, let pressed): ["button", code, pressed]
            case .key(let keysym, let pressed): ["key", keysym, pressed]
            case .wait(let seconds): ["wait", seconds]
            }
        }
    }

    /// The time between two samples of a moving finger: a 60 Hz touchscreen's.
    public static let sampleTime = 1.0 / 60

    /// One finger down and up at `point`, held `hold` seconds.
    public static func tap(at point: Point, slot: Int = 0, hold: Double = 0.08) -> [Step] {
        [.down(slot, point), .wait(hold), .up(slot)]
    }

    /// Several fingers down together at `points` (slots from 0), held `hold` seconds, lifted together.
    public static func tap(fingers points: [Point], hold: Double = 0.08) -> [Step] {
        points.enumerated().map { Step.down($0.offset, $0.element) } + [.wait(hold)]
            + points.indices.map { Step.up($0) }
    }

    /// Two taps of the same fingers, `gap` seconds apart (lift to touch).
    public static func doubleTap(fingers points: [Point], gap: Double = 0.15) -> [Step] {
        tap(fingers: points) + [.wait(gap)] + tap(fingers: points)
    }

    /// One finger held still at `point` for `seconds`.
    public static func hold(at point: Point, for seconds: Double) -> [Step] {
        tap(at: point, hold: seconds)
    }

    /// Fingers moving together, each from its start to its end along a straight line, in `samples` moves a
    /// `sampleTime` apart; they touch down first (held `hold` seconds) and lift at the end, unless `lift` is
    /// false.
    public static func move(
        _ paths: [(from: Point, to: Point)], samples: Int = 30, hold: Double = 0.03, lift: Bool = true
    ) -> [Step] {
        var steps = paths.enumerated().map { Step.down($0.offset, $0.element.from) } + [.wait(hold)]
        for sample in 1...samples {
            let f = Double(sample) / Double(samples)
            for (slot, path) in paths.enumerated() {
                let at = (path.from.x + (path.to.x - path.from.x) * f, path.from.y + (path.to.y - path.from.y) * f)
                steps.append(.motion(slot, at))
            }
            steps.append(.wait(sampleTime))
        }
        return lift ? steps + paths.indices.map { Step.up($0) } : steps
    }

    /// One finger dragged from `start` to `end`.
    public static func drag(from start: Point, to end: Point, samples: Int = 30, hold: Double = 0.03) -> [Step] {
        move([(start, end)], samples: samples, hold: hold)
    }

    /// Two fingers on either side of `center`, on a line at `angle` radians, `from` pixels apart moving to
    /// `to` pixels apart while the line turns by `turn` radians (a pinch, a rotation or both).
    public static func pinch(
        around center: Point, from: Double, to: Double, angle: Double = 0, turn: Double = 0, samples: Int = 30
    ) -> [Step] {
        func finger(_ sign: Double, distance: Double, angle: Double) -> Point {
            (center.x + sign * distance / 2 * cos(angle), center.y + sign * distance / 2 * sin(angle))
        }
        return move(
            [
                (finger(-1, distance: from, angle: angle), finger(-1, distance: to, angle: angle + turn)),
                (finger(1, distance: from, angle: angle), finger(1, distance: to, angle: angle + turn)),
            ], samples: samples)
    }
}
