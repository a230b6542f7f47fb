import JSON

/// The device a trace was converted from (`touch-trace/4`'s `device`): a real touchscreen's or pen's
/// recording (`evemu-record`, `libinput record`) turned into points, and how.
///
/// ```swift
/// let device = TraceDevice(name: "ELAN9008:00 04F3:2C82", source: "evemu-record", millimetresPerPoint: 0.2646)
/// ```
public struct TraceDevice: Hashable, Sendable {
    /// The device's name as its recording gives it.
    public var name: String
    /// What recorded it (`evemu-record`, `libinput record`), if known.
    public var source: String?
    /// The millimetres one point stood for when positions were converted (0.2646 at 96 dpi), if known.
    public var millimetresPerPoint: Double?
    /// True when the device reported no resolution and its positions were fitted to the trace's `size`.
    public var fitted: Bool
    /// The refresh rate of the display it was recorded on, in hertz (`touch-trace/5`), if known: a moving
    /// contact must be reported at least this often.
    public var refreshRate: Double?
    /// The device's axes by code (their ranges and resolutions, `touch-trace/5`), when they were read live
    /// from its node: `health` counts a fix for its jitter in the device's own units with them.
    public var axes: [Int: AxisInfo] = [:]

    /// Describes a device.
    public init(
        name: String, source: String? = nil, millimetresPerPoint: Double? = nil, fitted: Bool = false,
        refreshRate: Double? = nil
    ) {
        self.refreshRate = refreshRate
        self.name = name
        self.source = source
        self.millimetresPerPoint = millimetresPerPoint
        self.fitted = fitted
    }

    /// The `device` object, keys in the documented order.
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [("name", .string(name))]
        if let source { members.append(("source", .string(source))) }
        if let millimetresPerPoint { members.append(("mmPerPoint", .number(millimetresPerPoint))) }
        if fitted { members.append(("fitted", .bool(true))) }
        if let refreshRate { members.append(("refreshHz", .number(refreshRate))) }
        if !axes.isEmpty {
            let list = axes.keys.sorted().map { code -> JSONValue in
                let axis = axes[code]!
                return .object([
                    ("code", .number(Double(code))), ("min", .number(Double(axis.minimum))),
                    ("max", .number(Double(axis.maximum))), ("resolution", .number(Double(axis.resolution))),
                ])
            }
            members.append(("axes", .array(list)))
        }
        return .object(members)
    }

    /// Reads a `device` object; its problems name the field. `readsVersion5` (`touch-trace/5`) reads
    /// `refreshHz` and `axes`, unknown keys in an older file.
    init(json value: JSONValue, readsVersion5: Bool = true) throws(TraceError) {
        func problem(_ text: String) -> TraceError { TraceError(eventIndex: nil, message: "\"device\": \(text)") }
        guard value.objectValue != nil else { throw problem("must be an object") }
        guard let name = value["name"]?.stringValue, name.utf8.count <= RecordedScene.longestText else {
            throw problem("\"name\" must be a string of at most \(RecordedScene.longestText) bytes")
        }
        self.name = name
        if let source = value["source"] {
            guard let text = source.stringValue, text.utf8.count <= RecordedScene.longestText else {
                throw problem("\"source\" must be a string")
            }
            self.source = text
        }
        if let scale = value["mmPerPoint"] {
            guard let number = scale.numberValue, number.isFinite, number > 0, number <= 1000 else {
                throw problem("\"mmPerPoint\" must be a number above 0 and at most 1000")
            }
            millimetresPerPoint = number
        }
        if let fitted = value["fitted"] {
            guard case .bool(let flag) = fitted else { throw problem("\"fitted\" must be true or false") }
            self.fitted = flag
        } else {
            fitted = false
        }
        if readsVersion5, let rate = value["refreshHz"] {
            guard let hertz = rate.numberValue, hertz >= 1, hertz <= 1000 else {
                throw problem("\"refreshHz\" must be a number of hertz from 1 to 1000")
            }
            refreshRate = hertz
        }
        if readsVersion5, let list = value["axes"] {
            guard let items = list.arrayValue, items.count <= 64 else {
                throw problem("\"axes\" must be an array of at most 64 axes")
            }
            for item in items {
                func whole(_ key: String, _ range: ClosedRange<Double>) -> Int? {
                    guard let number = item[key]?.numberValue, number == number.rounded(), range.contains(number)
                    else { return nil }
                    return Int(number)
                }
                let limit = Double(Int32.max)
                guard let code = whole("code", 0...0x3f), let minimum = whole("min", -limit...limit),
                    let maximum = whole("max", -limit...limit), let resolution = whole("resolution", 0...limit),
                    maximum > minimum, axes[code] == nil
                else {
                    throw problem(
                        "each axis must have a \"code\" from 0 to 63 given once, whole \"min\" below \"max\" and a \"resolution\" not negative"
                    )
                }
                axes[code] = AxisInfo(minimum: minimum, maximum: maximum, resolution: resolution)
            }
        }
    }
}
