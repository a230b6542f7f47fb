/// One kernel input event as a device recording holds it (`struct input_event`): when, and the type, code and
/// value, with the few codes a touchscreen or a pen uses named.
///
/// ```swift
/// let event = EvdevEvent(time: 0.016, type: EvdevEvent.abs, code: EvdevEvent.mtPositionX, value: 1234)
/// ```
public struct EvdevEvent: Hashable, Sendable {
    /// Seconds, from the event's own timestamp.
    public var time: Double
    /// The event's type (`EV_SYN`, `EV_KEY`, `EV_ABS`).
    public var type: Int
    /// The event's code within its type.
    public var code: Int
    /// The value.
    public var value: Int

    /// An event.
    public init(time: Double, type: Int, code: Int, value: Int) {
        self.time = time
        self.type = type
        self.code = code
        self.value = value
    }

    /// `EV_SYN`: frames.
    public static let syn = 0
    /// `EV_KEY`: buttons, the touch and the tools.
    public static let key = 1
    /// `EV_ABS`: absolute axes.
    public static let abs = 3

    /// `SYN_REPORT`: the end of a frame.
    public static let synReport = 0
    /// `SYN_MT_REPORT`: the end of one contact in a protocol A frame.
    public static let synMTReport = 2

    /// `ABS_X`, `ABS_Y`: a single-touch device's (or a pen's) position.
    public static let absX = 0x00, absY = 0x01
    /// `ABS_PRESSURE`.
    public static let absPressure = 0x18
    /// `ABS_TILT_X`, `ABS_TILT_Y`.
    public static let absTiltX = 0x1a, absTiltY = 0x1b
    /// `ABS_MT_SLOT`: which slot the next multi-touch values are for (protocol B).
    public static let mtSlot = 0x2f
    /// `ABS_MT_TOUCH_MAJOR`: the contact's size.
    public static let mtTouchMajor = 0x30
    /// `ABS_MT_POSITION_X`, `ABS_MT_POSITION_Y`.
    public static let mtPositionX = 0x35, mtPositionY = 0x36
    /// `ABS_MT_TRACKING_ID`: a contact's identity; -1 ends it (protocol B).
    public static let mtTrackingID = 0x39
    /// `ABS_MT_PRESSURE`.
    public static let mtPressure = 0x3a

    /// `BTN_TOUCH`: something touches.
    public static let btnTouch = 0x14a
    /// `BTN_TOOL_PEN`, `BTN_TOOL_RUBBER`: a pen's tip or its eraser is near.
    public static let btnToolPen = 0x140, btnToolRubber = 0x141
}

/// What a recording says about one absolute axis (evemu's `A:` line, libinput's `absinfo`).
public struct AxisInfo: Hashable, Sendable {
    /// The smallest and largest values.
    public var minimum: Int, maximum: Int
    /// Units per millimetre; 0 when the device does not say (most touchscreens in public collections).
    public var resolution: Int

    /// An axis.
    public init(minimum: Int, maximum: Int, resolution: Int) {
        self.minimum = minimum
        self.maximum = maximum
        self.resolution = resolution
    }

    /// How many whole values lie from the smallest to the largest, both counted (a slot axis 0…9 has 10
    /// slots); nil when the axis is backwards or spans more values than an `Int` holds: numbers read from a
    /// file, whose arithmetic may overflow, are reported unknown rather than trapping.
    public var valueCount: Int? {
        guard maximum >= minimum else { return nil }
        let (span, overflow) = maximum.subtractingReportingOverflow(minimum)
        let (count, overflowAgain) = span.addingReportingOverflow(1)
        return overflow || overflowAgain ? nil : count
    }
}

/// A device recording read: the device's name, its axes by code, its keys, and its events in order.
public struct DeviceRecording: Sendable {
    /// The device's name (evemu's `N:`).
    public var name: String
    /// The absolute axes the device describes, by code.
    public var axes: [Int: AxisInfo]
    /// The events, in the file's order.
    public var events: [EvdevEvent]
    /// What wrote it (`evemu-record`, `libinput record`).
    public var source: String

    /// A recording.
    public init(name: String, axes: [Int: AxisInfo], events: [EvdevEvent], source: String) {
        self.name = name
        self.axes = axes
        self.events = events
        self.source = source
    }
}
