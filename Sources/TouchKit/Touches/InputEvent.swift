/// One input event as it arrives from a platform or a trace: a touch, a pointer, a touchpad pinch or a
/// scroll, at a time in seconds, with positions in window points. It is the `touch-trace/1` event.
///
/// ```swift
/// let down = InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 300, y: 200)))
/// window.router.handle(down)
/// ```
public struct InputEvent: Hashable, Sendable {
    /// When the event happened, in seconds.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// For a touch, what the device says besides its place (tool, pressure, size, tilt); nil when it says
    /// nothing more (a plain finger, or a `touch-trace/1` file).
    public var details: TouchDetails? {
        get { packedDetails.details }
        set { packedDetails = PackedTouchDetails(newValue) }
    }
    /// The details as plain numbers, so an event stays a plain value, copied without reference counting
    /// (measured: behind a reference they cost a tenth more per moved touch, inline as optionals a fifth).
    private(set) var packedDetails: PackedTouchDetails

    /// Creates an event.
    public init(time: Double, kind: Kind, details: TouchDetails? = nil) {
        self.time = time
        self.kind = kind
        self.packedDetails = PackedTouchDetails(details)
    }

    /// The kinds of input a desktop has.
    public enum Kind: Hashable, Sendable {
        /// A touchscreen finger; `id` is unique among touches down at once.
        case touch(id: Int, phase: TouchPhase, location: Point)
        /// A mouse button or motion; only button 1 makes touches.
        case pointer(phase: PointerPhase, button: Int, location: Point, modifiers: Modifiers)
        /// A touchpad pinch as GDK reports it: scale since it began, angle change since the last event.
        case pinch(phase: NativeGesturePhase, location: Point, scale: Double, angleDelta: Double)
        /// A scroll wheel or touchpad scroll; with Ctrl it zooms (`dy < 0` zooms in).
        case scroll(location: Point, dx: Double, dy: Double, modifiers: Modifiers)
    }

    /// Where the event happened, in window points.
    public var location: Point {
        switch kind {
        case .touch(_, _, let location), .pointer(_, _, let location, _), .pinch(_, let location, _, _),
            .scroll(let location, _, _, _):
            return location
        }
    }
}

extension InputEvent.Kind {
    /// The same input with its location divided by `zoom`: a canvas that draws its points `zoom` times as
    /// large reads a widget's pixels as points this way. A pinch's scale and angle and a scroll's steps stay.
    ///
    /// ```swift
    /// let kind = InputEvent.Kind.touch(id: 1, phase: .began, location: Point(x: 300, y: 150))
    /// kind.unzoomed(by: 1.5)  // .touch(id: 1, phase: .began, location: (200, 100))
    /// ```
    public func unzoomed(by zoom: Double) -> InputEvent.Kind {
        func point(_ p: Point) -> Point { Point(x: p.x / zoom, y: p.y / zoom) }
        switch self {
        case .touch(let id, let phase, let location): return .touch(id: id, phase: phase, location: point(location))
        case .pointer(let phase, let button, let location, let modifiers):
            return .pointer(phase: phase, button: button, location: point(location), modifiers: modifiers)
        case .pinch(let phase, let location, let scale, let angleDelta):
            return .pinch(phase: phase, location: point(location), scale: scale, angleDelta: angleDelta)
        case .scroll(let location, let dx, let dy, let modifiers):
            return .scroll(location: point(location), dx: dx, dy: dy, modifiers: modifiers)
        }
    }
}

/// The phases of a pointer event.
public enum PointerPhase: String, Hashable, Sendable, CaseIterable {
    /// A button was pressed.
    case down
    /// The pointer moved.
    case motion
    /// A button was released.
    case up
}

/// The phases of a native (platform-recognized) gesture.
public enum NativeGesturePhase: String, Hashable, Sendable, CaseIterable {
    /// The gesture started.
    case began
    /// The gesture moved on.
    case changed
    /// The gesture finished.
    case ended
    /// The platform interrupted the gesture.
    case cancelled
}

/// Keyboard modifiers held during a pointer or scroll event.
public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int
    /// Makes a set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Alt: the mouse simulates a second finger mirrored around the view's center.
    public static let alt = Modifiers(rawValue: 1)
    /// Shift: with Alt, both simulated fingers move together.
    public static let shift = Modifiers(rawValue: 2)
    /// Ctrl: the scroll wheel zooms.
    public static let ctrl = Modifiers(rawValue: 4)

    /// The names the trace format uses, in a fixed order.
    public static let names: [(String, Modifiers)] = [("alt", .alt), ("shift", .shift), ("ctrl", .ctrl)]
}
