import TouchKit

/// The touch lab's Health view: the checks `touch-playground health` makes of a recording (report rate,
/// jitter held still and moving, lines' straightness, contacts at once and apart, stuck and ghost contacts),
/// run on the touches as they come (a ``HealthRecorder``, in millimetres where the display says its size),
/// and a coverage grid to paint with a finger, whose cells that never report while their neighbours do are
/// dead zones.
///
/// ```swift
/// var health = LiveHealth(size: Size(width: 800, height: 600))
/// health.began(1, at: Point(x: 10, y: 10), time: 0)
/// health.checks(now: 1).map(\.verdict)
/// ```
public struct LiveHealth: Sendable {
    /// The coverage grid's columns and rows.
    public static let columns = 16, rows = 10

    /// The area the grid covers, in points.
    public var size: Size
    /// Millimetres per point of the screen, when the display says: jitter and paths in millimetres. Taken
    /// when the first finger of a test lands.
    public var millimetresPerPoint: Double?
    /// The grid cells reported in (row × columns + column).
    public private(set) var painted = Set<Int>()
    /// The latest time a contact was reported, in seconds: "now" for the checks.
    public private(set) var latest = 0.0
    /// The measures, from the test's first finger; nil before it.
    private var recorder: HealthRecorder?
    /// The scale the recorder takes places in: millimetres per point, or 1 (points) when not known.
    private var scale = 1.0
    /// Each finger's last place, in points (a lift is reported where the finger was last).
    private var places: [Int: Point] = [:]

    /// A view of an area `size` points large.
    public init(size: Size) {
        self.size = size
    }

    /// Contact `key` came down at `location` (points) at `time` (seconds).
    public mutating func began(_ key: Int, at location: Point, time: Double) {
        if recorder == nil {
            scale = millimetresPerPoint ?? 1
            recorder = HealthRecorder(device: TraceDevice(name: ""), inMillimetres: millimetresPerPoint != nil)
        }
        take(key, .began, at: location, time: time)
    }

    /// Contact `key` was reported at `location` at `time`.
    public mutating func moved(_ key: Int, to location: Point, time: Double) {
        take(key, .moved, at: location, time: time)
    }

    /// Contact `key` lifted at `time`, where it was last reported.
    public mutating func ended(_ key: Int, time: Double) {
        guard let place = places.removeValue(forKey: key) else { return }
        take(key, .ended, at: place, time: time)
    }

    private mutating func take(_ key: Int, _ phase: TouchPhase, at location: Point, time: Double) {
        guard recorder != nil else { return }
        latest = max(latest, time)
        if !phase.isFinished { places[key] = location }
        recorder?.take(key, phase, at: location * scale, time: time)
        paint(location)
    }

    /// Every contact measured so far, those still down measured up to the latest report.
    public var contacts: [DeviceHealth.Contact] { report(device: TraceDevice(name: ""), now: latest).contacts }

    /// The verdicts now: lifted contacts and those still down.
    public func checks(now: Double) -> [DeviceHealth.Check] {
        report(device: TraceDevice(name: ""), now: now).checks
    }

    /// The test so far as a health report (`touch-health/2`, as `touch-playground health` writes), of the
    /// device named `device`: lifted contacts and those still down, measured at `now`.
    public func report(device: TraceDevice, now: Double) -> DeviceHealth {
        var health =
            recorder?.health(now: now)
            ?? DeviceHealth(device: device, contacts: [], maxContacts: 0)
        health.device = TraceDevice(
            name: device.name, source: device.source, millimetresPerPoint: device.millimetresPerPoint,
            fitted: recorder == nil || millimetresPerPoint == nil)
        return health.judged(refreshRate: nil)
    }

    /// The cells never reported in whose neighbours (left, right, above, below, where there are) all were:
    /// dead zones.
    public var deadCells: [Int] {
        guard !painted.isEmpty else { return [] }
        return (0..<(Self.columns * Self.rows)).filter { cell in
            guard !painted.contains(cell) else { return false }
            let (row, column) = (cell / Self.columns, cell % Self.columns)
            let neighbours = [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
                .filter { $0.0 >= 0 && $0.0 < Self.rows && $0.1 >= 0 && $0.1 < Self.columns }
            return neighbours.allSatisfy { painted.contains($0.0 * Self.columns + $0.1) }
        }
    }

    /// The cell at `point`, or nil outside the area.
    public func cell(at point: Point) -> Int? {
        guard size.width > 0, size.height > 0, point.x >= 0, point.y >= 0, point.x < size.width, point.y < size.height
        else { return nil }
        let column = Int(point.x / size.width * Double(Self.columns))
        let row = Int(point.y / size.height * Double(Self.rows))
        return row * Self.columns + column
    }

    /// Forgets every measure and the grid (a new test).
    public mutating func reset() {
        (painted, recorder, places, latest) = ([], nil, [:], 0)
    }

    private mutating func paint(_ point: Point) {
        if let cell = cell(at: point) { painted.insert(cell) }
    }
}
