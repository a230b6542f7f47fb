/// Turns a mouse into fingers, as the iOS Simulator does, and a little more: a press and drag is one touch;
/// with Alt a second finger mirrors the first around the middle of the view under the pointer (pinch and
/// rotate); with Alt+Shift both fingers move together (two-finger pan); with a *pinned* finger placed
/// (Alt+Ctrl+click), Alt's second finger stays where the pin is while the first moves, which pans, pinches
/// and rotates at once.
///
/// The keys count while the button is down too (a `touch-trace/4` rule): pressing Alt mid-drag adds the
/// second finger, releasing it lifts that finger, and Shift switches between mirrored and parallel without
/// the second finger jumping.
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
    public enum Mode: Hashable, Sendable {
        /// No second finger.
        case single
        /// The second finger mirrors the pointer around a center point.
        case mirrored(center: Point)
        /// The second finger keeps a fixed offset from the pointer.
        case parallel(offset: Point)
        /// The second finger stays at the pin while the pointer moves.
        case pinned(at: Point)
    }

    /// How near a pin an Alt+Ctrl+click must be to lift it rather than move it, in points.
    public static let pinGrabRadius = 24.0

    /// The mode of the press in progress, or `nil` when no button is down (or the press placed the pin).
    public private(set) var mode: Mode?
    /// Where the pinned second finger waits, in window points, or `nil` when none is placed.
    public private(set) var pin: Point?
    /// True from an Alt+Ctrl press to its release: that press made no touch, only placed or lifted the pin.
    private var isPlacingPin = false

    /// Creates a simulation with no button down and no pin.
    public init() {}

    /// Feeds one pointer event; `center` is the middle of the view under the pointer, in window points,
    /// used only when a mirrored second finger begins. Returns the touch changes, the mouse finger first.
    public mutating func handle(
        _ phase: PointerPhase, button: Int, at location: Point, modifiers: Modifiers,
        center: @autoclosure () -> Point
    ) -> [Finger] {
        switch phase {
        case .down:
            guard button == 1, mode == nil, !isPlacingPin else { return [] }
            if modifiers.isSuperset(of: [.alt, .ctrl]) {
                isPlacingPin = true
                pin = pin.map { $0.distance(to: location) <= Self.pinGrabRadius } == true ? nil : location
                return []
            }
            let mode = wantedMode(modifiers, at: location, center: center())
            self.mode = mode
            return fingers(.began, at: location, mode: mode)
        case .motion:
            guard let mode else { return [] }
            return follow(modifiers, to: location, from: mode, center: center)
        case .up:
            guard button == 1 else { return [] }
            if isPlacingPin {
                isPlacingPin = false
                return []
            }
            guard let mode else { return [] }
            self.mode = nil
            return fingers(.ended, at: location, mode: mode)
        }
    }

    /// Forgets the press in progress (its touches were cancelled); the pin stays.
    public mutating func forgetPress() {
        mode = nil
        isPlacingPin = false
    }

    /// Lifts the pin, if one is placed; returns whether there was one.
    @discardableResult
    public mutating func liftPin() -> Bool {
        defer { pin = nil }
        return pin != nil
    }

    /// The mode `modifiers` ask for when a second finger starts at this moment.
    private func wantedMode(_ modifiers: Modifiers, at location: Point, center: @autoclosure () -> Point) -> Mode {
        guard modifiers.contains(.alt) else { return .single }
        if modifiers.contains(.shift) {
            let second = pin ?? center() * 2 - location
            return .parallel(offset: second - location)
        }
        if let pin { return .pinned(at: pin) }
        return .mirrored(center: center())
    }

    /// A motion: the fingers move, and a change of keys adds, lifts or switches the second finger where it is.
    private mutating func follow(
        _ modifiers: Modifiers, to location: Point, from mode: Mode, center: () -> Point
    ) -> [Finger] {
        let moved = fingers(.moved, at: location, mode: mode)
        let wantsSecond = modifiers.contains(.alt)
        switch mode {
        case .single:
            guard wantsSecond else { return moved }
            let next = wantedMode(modifiers, at: location, center: center())
            self.mode = next
            return moved + Array(fingers(.began, at: location, mode: next).dropFirst())
        case .mirrored, .parallel, .pinned:
            guard wantsSecond else {
                self.mode = .single
                var lifted = moved
                lifted[1].phase = .ended
                return lifted
            }
            let second = moved[1].location
            let wantsParallel = modifiers.contains(.shift)
            switch (mode, wantsParallel) {
            case (.parallel, false):
                // Back to mirrored (or to the pin): around the middle of where both fingers are now, so the
                // second finger does not jump; onto the pin only where it already is.
                self.mode = pin == second ? .pinned(at: second) : .mirrored(center: (location + second) * 0.5)
            case (.mirrored, true), (.pinned, true):
                self.mode = .parallel(offset: second - location)
            default:
                break
            }
            return moved
        }
    }

    private func fingers(_ phase: TouchPhase, at location: Point, mode: Mode) -> [Finger] {
        let mouse = Finger(id: TouchIdentifiers.mouse, source: .mouse, phase: phase, location: location)
        let second: Point
        switch mode {
        case .mirrored(let center): second = center * 2 - location
        case .parallel(let offset): second = location + offset
        case .pinned(let pin): second = pin
        case .single: return [mouse]
        }
        return [
            mouse,
            Finger(
                id: TouchIdentifiers.simulatedSecondFinger, source: .simulatedSecondFinger,
                phase: phase, location: second),
        ]
    }
}
