/// What a touchscreen or a tablet says about a contact besides where it is: the tool, how hard it presses,
/// how large it is and how a pen leans. Every value is optional, since most devices report only some of
/// them. It travels with a touch event (``InputEvent/details``) and is written to `touch-trace/2` files.
///
/// ```swift
/// let pen = TouchDetails(tool: .pen, pressure: 0.42, tilt: Point(x: 0.3, y: -0.1))
/// // The device's name is the router's (``EventRouter/deviceName``), set by the window for each event.
/// InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: p), details: pen)
/// ```
public struct TouchDetails: Hashable, Sendable {
    /// What touches: a finger, a pen's tip or its eraser.
    public var tool: TouchTool
    /// How hard, from 0 (barely) to 1 (as hard as the device measures), if the device says.
    public var pressure: Double?
    /// The contact's diameter, in points, if the device says (a finger's touch ellipse, its major axis).
    public var size: Double?
    /// How a pen leans, as GDK's x and y tilt axes: each from -1 to 1, 0 upright; nil when unknown.
    public var tilt: Point?

    /// Creates the details of one event.
    public init(tool: TouchTool = .finger, pressure: Double? = nil, size: Double? = nil, tilt: Point? = nil) {
        (self.tool, self.pressure, self.size, self.tilt) = (tool, pressure, size, tilt)
    }
}

/// The tool of a contact.
public enum TouchTool: String, Hashable, Sendable, CaseIterable {
    /// A finger on a touchscreen.
    case finger
    /// A pen's tip (UIKit: a `.pencil` touch).
    case pen
    /// A pen's eraser end.
    case eraser
}

/// ``TouchDetails`` as plain numbers inside an ``InputEvent``: a tool code (0 when there are no details) and
/// NaN for a value the device did not give. Compared and hashed as the details they stand for.
struct PackedTouchDetails: Hashable, Sendable {
    private var tool: UInt8 = 0
    private var pressure = Double.nan, size = Double.nan, tiltX = Double.nan, tiltY = Double.nan

    init(_ details: TouchDetails?) {
        guard let details else { return }
        tool = UInt8(TouchTool.allCases.firstIndex(of: details.tool)! + 1)
        pressure = details.pressure ?? .nan
        size = details.size ?? .nan
        (tiltX, tiltY) = details.tilt.map { ($0.x, $0.y) } ?? (.nan, .nan)
    }

    /// Whether the event has details at all.
    var isEmpty: Bool { tool == 0 }

    /// The tool, when there are details.
    var toolValue: TouchTool? { tool == 0 ? nil : TouchTool.allCases[Int(tool) - 1] }

    var details: TouchDetails? {
        guard let toolValue else { return nil }
        func value(_ number: Double) -> Double? { number.isNaN ? nil : number }
        return TouchDetails(
            tool: toolValue, pressure: value(pressure), size: value(size),
            tilt: tiltX.isNaN || tiltY.isNaN ? nil : Point(x: tiltX, y: tiltY))
    }

    static func == (lhs: PackedTouchDetails, rhs: PackedTouchDetails) -> Bool { lhs.details == rhs.details }
    func hash(into hasher: inout Hasher) { hasher.combine(details) }
}
