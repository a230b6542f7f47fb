/// What a device recording shows of the touchscreen's health: each contact's samples, duration, path and
/// report rate, the most contacts down at once, the jitter of contacts held still, stuck and ghost contacts,
/// and a verdict for each check against a stated limit. `touch-playground health` prints it, in words or as
/// `touch-health/1` JSON.
///
/// ```swift
/// let health = try DeviceHealth(recording: EvemuReader.read(text))
/// health.checks.map(\.verdict)   // [.pass, .pass, .notExercised, .pass, .pass]
/// ```
public struct DeviceHealth: Sendable {
    /// One contact, from touch-down to lift.
    public struct Contact: Sendable, Equatable {
        /// Its number, 1, 2, … in the order contacts came down.
        public var number: Int
        /// Frames it was reported in.
        public var samples: Int
        /// From down to up (or the recording's end), in seconds.
        public var duration: Double
        /// How far it travelled, in millimetres; nil where the device reports no resolution.
        public var pathMillimetres: Double?
        /// Reports per second while it moved: one over the median gap between consecutive reports that
        /// moved it (gaps of at most ``DeviceHealth/movingGap``); nil with fewer than
        /// ``DeviceHealth/fewestMovingGaps`` such gaps (a finger held still, reported only as it twitches).
        public var rate: Double?
        /// Its spread while held still (standard deviation of its positions, in millimetres), for a contact
        /// that stayed within 2 mm for at least half a second; nil otherwise.
        public var jitter: Double?
        /// Down and unmoving for more than ``DeviceHealth/stuckTime``, or never lifted.
        public var stuck: Bool
        /// Shorter than ``DeviceHealth/ghostTime`` with no other contact within ``DeviceHealth/ghostDistance``.
        public var ghost: Bool

        /// A contact measured elsewhere (the touch lab's live one).
        public init(
            number: Int, samples: Int, duration: Double, pathMillimetres: Double?, rate: Double?, jitter: Double?,
            stuck: Bool, ghost: Bool
        ) {
            (self.number, self.samples, self.duration, self.pathMillimetres) = (
                number, samples, duration, pathMillimetres
            )
            (self.rate, self.jitter, self.stuck, self.ghost) = (rate, jitter, stuck, ghost)
        }
    }

    /// A check and its verdict.
    public struct Check: Sendable, Equatable {
        /// The verdicts.
        public enum Verdict: String, Sendable {
            case pass, fail
            /// The recording did not test it (too few contacts, none held still).
            case notExercised = "not exercised"
        }

        /// Its name: `report rate`, `jitter`, `contacts`, `stuck`, `ghosts`.
        public var name: String
        /// The verdict.
        public var verdict: Verdict
        /// The measure and the limit, in words ("median 118 Hz, at least 60 Hz").
        public var detail: String
        /// The measure itself, for a display in another language: the median rate (Hz), the worst jitter
        /// (mm), the most contacts at once; nil when not exercised, and for the stuck and ghost checks.
        public var measured: Double? = nil
        /// The contacts found stuck or ghosts (their numbers); empty for the other checks.
        public var culprits: [Int] = []
    }

    /// A report rate the checks ask at least, in Hz.
    public static let smallestRate = 60.0
    /// The most jitter of a still contact the checks allow, in millimetres.
    public static let largestJitter = 0.5
    /// Down and unmoving longer than this, in seconds, a contact is stuck.
    public static let stuckTime = 10.0
    /// Shorter than this, in seconds, with no contact near, a contact is a ghost.
    public static let ghostTime = 0.020
    /// How near another contact must be, in millimetres, for a short one not to be a ghost.
    public static let ghostDistance = 15.0

    /// The device, as the recording names it.
    public var device: TraceDevice
    /// Its axes, by code.
    public var axes: [Int: AxisInfo]
    /// Every contact, in the order they came down.
    public var contacts: [Contact]
    /// The most contacts down in one frame.
    public var maxContacts: Int
    /// The slots the device claims (ABS_MT_SLOT's range), if it says.
    public var claimedContacts: Int?
    /// The verdicts.
    public var checks: [Check]

    /// The health of contacts measured elsewhere (the touch lab's, live), of `device` claiming
    /// `claimedContacts` at once (nil: it does not say): the same checks as a recording's.
    public init(device: TraceDevice, contacts: [Contact], maxContacts: Int, claimedContacts: Int? = nil) {
        (self.device, self.axes, self.contacts) = (device, [:], contacts)
        (self.maxContacts, self.claimedContacts) = (maxContacts, claimedContacts)
        checks = Self.checks(contacts: contacts, maxContacts: maxContacts, claimed: claimedContacts)
    }

    /// Measures `recording`.
    public init(recording: DeviceRecording) throws(DeviceTraceConverter.Problem) {
        // Points of a millimetre each, where the device says its resolution: positions come out in mm.
        let conversion = try DeviceTraceConverter.convert(recording, options: .init(millimetresPerPoint: 1))
        let inMillimetres = conversion.trace.device?.fitted == false
        device = conversion.trace.device ?? TraceDevice(name: recording.name)
        axes = recording.axes
        claimedContacts = recording.axes[EvdevEvent.mtSlot]?.valueCount
        var tracks: [Int: [(time: Double, location: Point, phase: TouchPhase)]] = [:]
        var order: [Int] = []
        var down = Set<Int>(), most = 0
        for event in conversion.trace.events {
            guard case .touch(let id, let phase, let location) = event.kind else { continue }
            if tracks[id] == nil { order.append(id) }
            tracks[id, default: []].append((event.time, location, phase))
            if phase == .began { down.insert(id) } else if phase.isFinished { down.remove(id) }
            most = max(most, down.count)
        }
        maxContacts = most
        let end = conversion.trace.events.last?.time ?? 0
        contacts = order.enumerated().map { index, id in
            Self.measure(number: index + 1, track: tracks[id] ?? [], inMillimetres: inMillimetres, end: end)
        }
        let tracksInOrder = order.map { tracks[$0] ?? [] }
        for index in Self.ghosts(among: contacts, tracks: tracksInOrder, inMillimetres: inMillimetres) {
            contacts[index].ghost = true
        }
        checks = Self.checks(contacts: contacts, maxContacts: most, claimed: claimedContacts)
    }

    /// The contacts that are ghosts: short, with no other contact down near them at the time (any other
    /// contact counts as near where the device gives no millimetres). `tracks` are in the order the
    /// contacts began, each in time order. One sweep in time: a short contact is compared only with the
    /// contacts down within ``ghostTime`` of its touch, and with their places in that time, so a recording
    /// of many short contacts costs in proportion to its length.
    static func ghosts(
        among contacts: [Contact], tracks: [[(time: Double, location: Point, phase: TouchPhase)]], inMillimetres: Bool
    ) -> [Int] {
        var found: [Int] = []
        var next = 0
        var active: [Int] = []  // contacts begun by the window's end and not yet known to end before it
        for index in contacts.indices where contacts[index].duration < ghostTime {
            guard let first = tracks[index].first else { continue }
            let window = (first.time - ghostTime)...(first.time + ghostTime)
            while next < tracks.count, let start = tracks[next].first?.time, start <= window.upperBound {
                active.append(next)
                next += 1
            }
            active.removeAll { (tracks[$0].last?.time ?? -.infinity) < window.lowerBound }
            let near = active.contains { other in
                other != index
                    && (!inMillimetres || isNear(first.location, track: tracks[other], during: window))
            }
            if !near { found.append(index) }
        }
        return found
    }

    /// Whether `track` came within ``ghostDistance`` of `location` during `window` (its place just before
    /// the window counts: it was there when the window began).
    private static func isNear(
        _ location: Point, track: [(time: Double, location: Point, phase: TouchPhase)],
        during window: ClosedRange<Double>
    ) -> Bool {
        var low = 0, high = track.count
        while low < high {
            let middle = (low + high) / 2
            if track[middle].time < window.lowerBound { low = middle + 1 } else { high = middle }
        }
        var position = max(0, low - 1)
        while position < track.count, track[position].time <= window.upperBound {
            if track[position].location.distance(to: location) <= ghostDistance { return true }
            position += 1
        }
        return false
    }

    private static func measure(
        number: Int, track: [(time: Double, location: Point, phase: TouchPhase)], inMillimetres: Bool, end: Double
    ) -> Contact {
        let start = track.first?.time ?? 0, stop = track.last?.time ?? 0
        var path = 0.0
        var lastMove = start, longestStill = 0.0
        // The gaps between reports while the contact moves on from one to the next: the rate is judged
        // where it moves (a finger held still is reported only when it twitches).
        var movingGaps: [Double] = []
        var previousWasMove = false
        for (previous, sample) in zip(track, track.dropFirst()) {
            guard sample.phase == .moved else {
                previousWasMove = false
                continue
            }
            path += previous.location.distance(to: sample.location)
            let gap = sample.time - lastMove
            if previousWasMove || previous.phase == .began, gap > 0, gap <= movingGap { movingGaps.append(gap) }
            longestStill = max(longestStill, gap)
            lastMove = sample.time
            previousWasMove = true
        }
        let neverLifted = track.last?.phase == .cancelled
        longestStill = max(longestStill, stop - lastMove)
        var jitter: Double?
        if inMillimetres, stop - start >= 0.5 {
            let points = track.map(\.location)
            let xs = points.map(\.x), ys = points.map(\.y)
            if (xs.max()! - xs.min()!) <= 2, (ys.max()! - ys.min()!) <= 2 {
                let mean = Point(x: xs.reduce(0, +) / Double(xs.count), y: ys.reduce(0, +) / Double(ys.count))
                let squares = points.reduce(0.0) { $0 + ($1 - mean).length * ($1 - mean).length }
                jitter = (squares / Double(points.count)).squareRoot()
            }
        }
        return Contact(
            number: number, samples: track.count, duration: stop - start, pathMillimetres: inMillimetres ? path : nil,
            rate: rate(movingGaps), jitter: jitter,
            stuck: neverLifted || longestStill > stuckTime, ghost: false)
    }

    /// The longest gap, in seconds, between two reports of a contact that count as one motion.
    static let movingGap = 0.1
    /// The fewest gaps of motion a contact's rate is judged on.
    static let fewestMovingGaps = 3

    /// Reports a second while moving: one over the median gap; nil with too few gaps to judge, or gaps too
    /// short for a rate any number holds (times femtoseconds apart, as a damaged recording's are).
    private static func rate(_ gaps: [Double]) -> Double? {
        guard gaps.count >= fewestMovingGaps else { return nil }
        let rate = 1 / gaps.sorted()[gaps.count / 2]
        return rate.isFinite && rate < 1e9 ? rate : nil
    }

    /// The verdicts on `contacts`, `maxContacts` down at once, of a device claiming `claimed` (nil: it does
    /// not say): the one set of rules for a recording and for the touch lab's live view.
    public static func checks(contacts: [Contact], maxContacts: Int, claimed: Int?) -> [Check] {
        func format(_ value: Double, _ digits: Int = 1) -> String {
            let scale = pow10(digits)
            return JSONValue.format((value * scale).rounded() / scale)
        }
        var checks: [Check] = []
        let rates = contacts.filter { $0.samples >= 4 }.compactMap(\.rate).sorted()
        if rates.isEmpty {
            checks.append(
                Check(name: "report rate", verdict: .notExercised, detail: "not enough motion to judge"))
        } else {
            let median = rates[rates.count / 2]
            checks.append(
                Check(
                    name: "report rate", verdict: median >= smallestRate ? .pass : .fail,
                    detail: "median \(format(median)) Hz, at least \(format(smallestRate, 0)) Hz", measured: median))
        }
        let jitters = contacts.compactMap(\.jitter)
        if let worst = jitters.max() {
            checks.append(
                Check(
                    name: "jitter", verdict: worst <= largestJitter ? .pass : .fail,
                    detail: "\(format(worst, 3)) mm at most while held still, at most \(format(largestJitter)) mm",
                    measured: worst))
        } else {
            checks.append(
                Check(name: "jitter", verdict: .notExercised, detail: "no contact held still for half a second"))
        }
        let wanted = min(5, claimed ?? 1)
        checks.append(
            Check(
                name: "contacts",
                verdict: maxContacts >= wanted ? .pass : .notExercised,
                detail: "\(maxContacts) down at once; "
                    + (claimed.map { "the device claims \($0)" } ?? "the device does not say how many"),
                measured: Double(maxContacts)))
        // Stuck and ghost contacts: none passes; any fails, named; with no contact at all, nothing was tried.
        for (name, found) in [("stuck", contacts.filter(\.stuck)), ("ghosts", contacts.filter(\.ghost))] {
            let numbers = found.map(\.number)
            guard !contacts.isEmpty else {
                checks.append(Check(name: name, verdict: .notExercised, detail: "no contact in the recording"))
                continue
            }
            checks.append(
                Check(
                    name: name, verdict: numbers.isEmpty ? .pass : .fail,
                    // The first few named, the rest counted: a storm of ghosts is one line, not a hundred thousand numbers.
                    detail: numbers.isEmpty ? "none" : "contacts \(ContactTracker.listed(numbers.map(String.init)))",
                    culprits: numbers))
        }
        return checks
    }

    private static func pow10(_ digits: Int) -> Double { (0..<digits).reduce(1.0) { value, _ in value * 10 } }
}
