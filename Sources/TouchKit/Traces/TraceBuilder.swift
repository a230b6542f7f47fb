import FoundationEssentials
import Glibc

/// Writes traces in code: taps, drags and two-finger gestures at given times, for tests, benchmarks and
/// lesson material.
///
/// ```swift
/// var builder = TraceBuilder()
/// builder.tap(at: Point(x: 632, y: 372))
/// builder.wait(0.5)
/// builder.twoFingerGesture(center: Point(x: 400, y: 300), startSpan: 100, endSpan: 200, rotation: .pi / 6)
/// let trace = builder.trace(size: Size(width: 800, height: 600))
/// ```
public struct TraceBuilder: Sendable {
    /// The events so far.
    public private(set) var events: [InputEvent] = []
    /// The time the next event gets, in seconds.
    public var time: Double
    /// Seconds between the samples of drags and gestures (a 60 Hz screen by default).
    public var frameInterval = 1.0 / 60

    /// Starts at `time` seconds.
    public init(time: Double = 0) {
        self.time = time
    }

    /// The trace of everything added so far.
    public func trace(size: Size? = nil, description: String? = nil) -> TouchTrace {
        TouchTrace(size: size, description: description, events: events)
    }

    /// Moves time on.
    public mutating func wait(_ seconds: Double) {
        time += seconds
    }

    /// Adds any event at the current time.
    public mutating func add(_ kind: InputEvent.Kind) {
        events.append(InputEvent(time: time, kind: kind))
    }

    /// Adds one touch event at the current time.
    public mutating func touch(_ id: Int, _ phase: TouchPhase, at location: Point) {
        add(.touch(id: id, phase: phase, location: location))
    }

    /// A tap with `fingers` fingers side by side (`spacing` points apart), held `duration` seconds; time
    /// ends just after the lift.
    public mutating func tap(
        at location: Point, fingers: Int = 1, spacing: Double = 40, duration: Double = 0.06,
        firstID: Int = 1
    ) {
        let offsets = (0..<fingers).map { Double($0) - Double(fingers - 1) / 2 }
        for (i, offset) in offsets.enumerated() {
            touch(firstID + i, .began, at: Point(x: location.x + offset * spacing, y: location.y))
        }
        wait(duration)
        for (i, offset) in offsets.enumerated() {
            touch(firstID + i, .ended, at: Point(x: location.x + offset * spacing, y: location.y))
        }
        wait(0.01)
    }

    /// One finger pressed at `start`, moved in a straight line to `end` over `duration` seconds, then
    /// lifted (unless `lift` is false).
    public mutating func drag(_ id: Int = 1, from start: Point, to end: Point, duration: Double, lift: Bool = true) {
        touch(id, .began, at: start)
        let steps = max(1, Int((duration / frameInterval).rounded()))
        for step in 1...steps {
            wait(duration / Double(steps))
            touch(id, .moved, at: start + (end - start) * (Double(step) / Double(steps)))
        }
        if lift { touch(id, .ended, at: end) }
    }

    /// Two fingers on opposite sides of `center`: their distance goes from `startSpan` to `endSpan` points,
    /// the line between them turns by `rotation` radians (clockwise when positive) and their midpoint moves
    /// by `translation`, over `duration` seconds; then both lift.
    public mutating func twoFingerGesture(
        center: Point, startSpan: Double, endSpan: Double, rotation: Double = 0,
        translation: Point = .zero, duration: Double = 0.5,
        ids: (Int, Int) = (1, 2)
    ) {
        func fingers(_ f: Double) -> (Point, Point) {
            let half = (startSpan + (endSpan - startSpan) * f) / 2, angle = rotation * f
            let mid = center + translation * f
            let offset = Point(x: half * cos(angle), y: half * sin(angle))
            return (mid - offset, mid + offset)
        }
        var (a, b) = fingers(0)
        touch(ids.0, .began, at: a)
        touch(ids.1, .began, at: b)
        let steps = max(1, Int((duration / frameInterval).rounded()))
        for step in 1...steps {
            wait(duration / Double(steps))
            (a, b) = fingers(Double(step) / Double(steps))
            touch(ids.0, .moved, at: a)
            touch(ids.1, .moved, at: b)
        }
        touch(ids.0, .ended, at: a)
        touch(ids.1, .ended, at: b)
        wait(0.01)
    }
}
