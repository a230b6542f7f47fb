import TouchKit

/// The touch lab's Health view: the checks `touch-playground health` makes of a recording (report rate,
/// jitter held still, contacts at once, stuck and ghost contacts), run on the touches as they come, and a
/// coverage grid to paint with a finger, whose cells that never report while their neighbours do are dead
/// zones.
///
/// ```swift
/// var health = LiveHealth(size: Size(width: 800, height: 600))
/// health.began(1, at: Point(x: 10, y: 10), time: 0)
/// health.checks(now: 1).map(\.verdict)
/// ```
public struct LiveHealth: Sendable {
    /// The coverage grid's columns and rows.
    public static let columns = 16, rows = 10

    /// One contact being measured.
    private struct Running: Sendable {
        var number: Int
        var start: Double, first: Point, last: Point
        var samples = 1, moves = 0, lastMove: Double, path = 0.0, longestStill = 0.0
        var stillness = StillnessMeter()
    }

    /// The area the grid covers, in points.
    public var size: Size
    /// Millimetres per point of the screen, when the display says: jitter and paths in millimetres.
    public var millimetresPerPoint: Double?
    /// The grid cells reported in (row × columns + column).
    public private(set) var painted = Set<Int>()
    /// The contacts measured, down or lifted, most recent last.
    public private(set) var contacts: [DeviceHealth.Contact] = []
    /// The most contacts down at once.
    public private(set) var mostDown = 0
    /// The latest time a contact was reported, in seconds: "now" for the checks.
    public private(set) var latest = 0.0
    private var running: [Int: Running] = [:]
    private var counted = 0

    /// A view of an area `size` points large.
    public init(size: Size) {
        self.size = size
    }

    /// Contact `key` came down at `location` (points) at `time` (seconds).
    public mutating func began(_ key: Int, at location: Point, time: Double) {
        latest = max(latest, time)
        counted += 1
        var contact = Running(number: counted, start: time, first: location, last: location, lastMove: time)
        contact.stillness.add(location, at: time)
        running[key] = contact
        mostDown = max(mostDown, running.count)
        paint(location)
    }

    /// Contact `key` was reported at `location` at `time`.
    public mutating func moved(_ key: Int, to location: Point, time: Double) {
        guard var contact = running[key] else { return }
        latest = max(latest, time)
        contact.samples += 1
        if location != contact.last {
            contact.moves += 1
            contact.path += contact.last.distance(to: location)
            contact.longestStill = max(contact.longestStill, time - contact.lastMove)
            contact.lastMove = time
            contact.last = location
        }
        contact.stillness.add(location, at: time)
        running[key] = contact
        paint(location)
    }

    /// Contact `key` lifted at `time`: its measures join ``contacts``.
    public mutating func ended(_ key: Int, time: Double) {
        guard let contact = running.removeValue(forKey: key) else { return }
        latest = max(latest, time)
        var measured = measure(contact, now: time)
        if measured.duration < DeviceHealth.ghostTime {
            // A ghost has no other finger near it while it lasts.
            let scale = millimetresPerPoint ?? 0
            measured.ghost = !running.values.contains {
                millimetresPerPoint == nil || $0.last.distance(to: contact.first) * scale <= DeviceHealth.ghostDistance
            }
        }
        contacts.append(measured)
        if contacts.count > 200 { contacts.removeFirst(contacts.count - 200) }
    }

    /// The verdicts now: lifted contacts and those still down.
    public func checks(now: Double) -> [DeviceHealth.Check] {
        report(device: TraceDevice(name: ""), now: now).checks
    }

    /// The test so far as a health report (`touch-health/1`, as `touch-playground health` writes), of the
    /// device named `device`: lifted contacts and those still down, measured at `now`.
    public func report(device: TraceDevice, now: Double) -> DeviceHealth {
        let down = running.values.sorted { $0.number < $1.number }.map { measure($0, now: now) }
        return DeviceHealth(device: device, contacts: contacts + down, maxContacts: mostDown)
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
        (painted, contacts, running, mostDown, counted) = ([], [], [:], 0, 0)
    }

    private mutating func paint(_ point: Point) {
        if let cell = cell(at: point) { painted.insert(cell) }
    }

    private func measure(_ contact: Running, now: Double) -> DeviceHealth.Contact {
        let scale = millimetresPerPoint
        // Held still by its drift, not its spread (StillnessMeter); judged once it was held long enough.
        let jitter = scale.flatMap { scale in
            now - contact.start >= DeviceHealth.stillTime
                ? contact.stillness.jitter(drift: DeviceHealth.stillDrift / scale, lasting: 0).map { $0 * scale }
                : nil
        }
        let still = max(contact.longestStill, now - contact.lastMove)
        return DeviceHealth.Contact(
            number: contact.number, samples: contact.samples, duration: now - contact.start,
            pathMillimetres: scale.map { contact.path * $0 },
            rate: contact.moves > 0 && contact.lastMove > contact.start
                ? Double(contact.moves) / (contact.lastMove - contact.start) : nil,
            jitter: jitter, stuck: still > DeviceHealth.stuckTime, ghost: false)
    }
}
