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
        return .object(members)
    }

    /// Reads a `device` object; its problems name the field. `readsRefreshRate` (`touch-trace/5`) reads
    /// `refreshHz`, an unknown key in an older file.
    init(json value: JSONValue, readsRefreshRate: Bool = true) throws(TraceError) {
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
        if readsRefreshRate, let rate = value["refreshHz"] {
            guard let hertz = rate.numberValue, hertz >= 1, hertz <= 1000 else {
                throw problem("\"refreshHz\" must be a number of hertz from 1 to 1000")
            }
            refreshRate = hertz
        }
    }
}
