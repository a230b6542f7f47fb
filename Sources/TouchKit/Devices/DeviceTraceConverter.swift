/// Turns a device recording (the kernel's events, as `evemu-record` writes them) into a touch trace that
/// replays through the scenes: multi-touch protocol B (slots and tracking ids: a contact lasts from its
/// tracking id's start to its end, whatever `BTN_TOUCH` says), protocol A (`SYN_MT_REPORT` between
/// contacts), single-touch devices (`BTN_TOUCH` with `ABS_X`/`ABS_Y`) and pens (`BTN_TOOL_PEN`,
/// `BTN_TOOL_RUBBER`, with pressure and tilt; hovering is not kept).
///
/// Positions go from device units to millimetres by each axis's resolution, then to points (96 dpi, 1 mm is
/// 3.78 points, unless told); a device that reports no resolution is fitted to a size, keeping its aspect,
/// and the trace says so. Times are seconds from the first event, from the events' own timestamps.
///
/// ```swift
/// let conversion = try DeviceTraceConverter.convert(EvemuReader.read(text))
/// conversion.trace.jsonText()   // a touch-trace/4 with its "device"
/// conversion.warnings           // what the file holds that a trace cannot
/// ```
public enum DeviceTraceConverter {
    /// How positions become points.
    public struct Options: Sendable {
        /// The millimetres one point stands for (25.4 / 96 at 96 dpi).
        public var millimetresPerPoint: Double
        /// The size a device with no resolution is fitted to, in points.
        public var fitSize: Size

        /// 96 dpi, and 800 × 600 for a device with no resolution.
        public init(millimetresPerPoint: Double = 25.4 / 96, fitSize: Size = Size(width: 800, height: 600)) {
            self.millimetresPerPoint = millimetresPerPoint
            self.fitSize = fitSize
        }
    }

    /// A trace and what the recording held that it could not.
    public struct Conversion: Sendable {
        /// The trace.
        public var trace: TouchTrace
        /// One line each: contacts down before the recording began or never lifted, events not kept.
        public var warnings: [String]
    }

    /// Why a recording cannot be converted.
    public typealias Problem = RecordingProblem

    /// Converts `recording` as `options` say. Whatever it returns, the trace reader reads back: a recording
    /// whose times or positions do not fit a number once converted is refused, and a device name longer
    /// than a trace keeps is cut, with a warning.
    public static func convert(_ recording: DeviceRecording, options: Options = Options()) throws(Problem) -> Conversion
    {
        var conversion = TraceConversion(options: options, output: CollectedTrace())
        try recording.play(into: &conversion)
        let warnings = try conversion.finish()
        return Conversion(trace: conversion.output.trace!, warnings: warnings)
    }
}

extension DeviceTraceConverter {
    /// Why a recording gave no touch at all, in words that say what to do: it held `events` events, of
    /// which `frames` ended a frame.
    static func whyEmpty(events: Int, frames: Int) -> String {
        if events == 0 {
            return "the trace is empty: the recording holds no events (only a device's description? "
                + "give that with --device-desc, and the events as the recording)"
        }
        if frames == 0 { return "the trace is empty: the recording's events never end a frame (no SYN_REPORT)" }
        return "the trace is empty: no contact came down in the recording"
    }

    /// `name` cut, between characters, to the longest a trace's device name may be.
    static func keptName(_ name: String) -> String { name.prefix(utf8Bytes: RecordedScene.longestText) }
}

/// Device units to window points for one recording.
struct PositionMapping {
    let x: AxisInfo, y: AxisInfo
    /// Points per device unit on each axis.
    let scaleX: Double, scaleY: Double
    /// Whether the device reported no resolution, so positions were fitted to a size.
    let fitted: Bool
    /// The trace's size: the device's whole surface, in points.
    let size: Size
    /// The millimetres a point stands for.
    let millimetresPerPoint: Double

    init(x: AxisInfo, y: AxisInfo, options: DeviceTraceConverter.Options) {
        self.x = x
        self.y = y
        millimetresPerPoint = options.millimetresPerPoint
        // In doubles: a hostile file's axis may span the whole of Int, which would overflow as integers.
        let rangeX = Double(x.maximum) - Double(x.minimum), rangeY = Double(y.maximum) - Double(y.minimum)
        if x.resolution > 0, y.resolution > 0 {
            fitted = false
            scaleX = 1 / Double(x.resolution) / options.millimetresPerPoint
            scaleY = 1 / Double(y.resolution) / options.millimetresPerPoint
        } else {
            fitted = true
            let scale = min(options.fitSize.width / rangeX, options.fitSize.height / rangeY)
            (scaleX, scaleY) = (scale, scale)
        }
        let clampSide = { (side: Double) in min(TraceFile.largestSide, max(1, side.rounded())) }
        size = Size(width: clampSide(rangeX * scaleX), height: clampSide(rangeY * scaleY))
    }

    /// The furthest a protocol A contact may move in one frame and still be the same contact, in points:
    /// 30 mm, or a tenth of the surface's diagonal where the device gives no millimetres. Further, it is a
    /// lift and a new touch.
    var farthestJump: Double {
        if fitted { return (size.width * size.width + size.height * size.height).squareRoot() / 10 }
        return 30 / millimetresPerPoint
    }

    func point(_ rawX: Int, _ rawY: Int) -> Point {
        Point(x: (Double(rawX) - Double(x.minimum)) * scaleX, y: (Double(rawY) - Double(y.minimum)) * scaleY)
    }
}
