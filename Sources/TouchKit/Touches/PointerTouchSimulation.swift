/// Turns a mouse into fingers, as the iOS Simulator does: a press and drag is one touch; with Alt a second
/// finger mirrors the first around the middle of the view under the pointer (pinch and rotate); with
/// Alt+Shift both fingers move together (two-finger pan).
///
/// ```swift
/// var mouse = PointerTouchSimulation()
/// let fingers = mouse.handle(.down, button: 1, at: Point(x: 10, y: 10), modifiers: .alt, center: Point(x: 50, y: 50))
/// // fingers: the mouse touch at (10, 10) and the simulated one at (90, 90), both beginning
/// ```
public struct PointerTouchSimulation: Sendable {
    /// A touch change the pointer produced.
    public struct Finger: Hashable, Sendable {
        /// ``TouchIdentifiers/mouse`` or ``TouchIdentifiers/simulatedSecondFinger``.
        public var id: Int
        /// What produced it.
        public var source: TouchSource
        /// The touch phase.
        public var phase: TouchPhase
        /// Where the finger is, in window points.
        public var location: Point
    }

    /// How the second finger follows the pointer during one press.
    public enum Mode: Sendable {
        /// No second finger.
        case single
        /// The second finger mirrors the pointer around a center point.
        case mirrored(center: Point)
        /// The second finger keeps a fixed offset from the pointer.
        case parallel(offset: Point)
    }

    /// The mode of the press in progress, or `nil` when no button is down.
    public private(set) var mode: Mode?

    /// Creates a simulation with no button down.
    public init() {}

    /// Feeds one pointer event; `center` is the middle of the view under the pointer, in window points,
    /// used only when a press with Alt begins. Returns the touch changes, the mouse finger first.
    public mutating func handle(
        _ phase: PointerPhase, button: Int, at location: Point, modifiers: Modifiers,
        center: @autoclosure () -> Point
    ) -> [Finger] {
        switch phase {
        case .down:
            guard button == 1, mode == nil else { return [] }
            if modifiers.contains(.alt) {
                let center = center()
                let mirror = center * 2 - location
                mode = modifiers.contains(.shift) ? .parallel(offset: mirror - location) : .mirrored(center: center)
            } else {
                mode = .single
            }
            return fingers(.began, at: location)
        case .motion:
            return mode == nil ? [] : fingers(.moved, at: location)
        case .up:
            guard button == 1, mode != nil else { return [] }
            let result = fingers(.ended, at: location)
            mode = nil
            return result
        }
    }

    private func fingers(_ phase: TouchPhase, at location: Point) -> [Finger] {
        let mouse = Finger(id: TouchIdentifiers.mouse, source: .mouse, phase: phase, location: location)
        let second: Point
        switch mode {
        case .mirrored(let center): second = center * 2 - location
        case .parallel(let offset): second = location + offset
        case .single, nil: return [mouse]
        }
        return [
            mouse,
            Finger(
                id: TouchIdentifiers.simulatedSecondFinger, source: .simulatedSecondFinger,
                phase: phase, location: second),
        ]
    }
}
