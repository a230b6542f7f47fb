/// What a touchscreen or a tablet says about a contact besides where it is: the tool, how hard it presses,
/// how large it is and how a pen leans. Every value is optional, since most devices report only some of
/// them. It travels with a touch event (``InputEvent/details``) and is written to `touch-trace/2` files.
///
/// ```swift
/// let pen = TouchDetails(tool: .pen, pressure: 0.42, tilt: Point(x: 0.3, y: -0.1))
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
    /// The device's name as the system gives it ("Wacom One by Wacom S Pen"), live only: traces leave it out.
    public var device: String?

    /// Creates the details of one event.
    public init(
        tool: TouchTool = .finger, pressure: Double? = nil, size: Double? = nil, tilt: Point? = nil,
        device: String? = nil
    ) {
        (self.tool, self.pressure, self.size, self.tilt, self.device) = (tool, pressure, size, tilt, device)
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
