import JSON

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
    /// One contact, from touch-down to lift. Kept in 40 bytes (a recording may hold two million contacts):
    /// a missing figure is stored as not-a-number, the jitter in single precision (tenths of a micrometre).
    public struct Contact: Sendable, Equatable {
        /// Its number, 1, 2, … in the order contacts came down.
        public var number: Int {
            get { Int(storedNumber) }
            set { storedNumber = Int32(clamping: newValue) }
        }
        /// Frames it was reported in.
        public var samples: Int {
            get { Int(storedSamples) }
            set { storedSamples = Int32(clamping: newValue) }
        }
        /// From down to up (or the recording's end), in seconds.
        public var duration: Double
        // Declared widest first, so the contact packs into 40 bytes.
        private var storedPath: Double, storedRate: Double
        private var storedNumber: Int32, storedSamples: Int32
        private var storedJitter: Float
        /// How far it travelled, in millimetres; nil where the device reports no resolution.
        public var pathMillimetres: Double? {
            get { storedPath.isNaN ? nil : storedPath }
            set { storedPath = newValue ?? .nan }
        }
        /// Reports per second while it moved: one over the median gap between consecutive reports that
        /// moved it (gaps of at most ``DeviceHealth/movingGap``); nil with fewer than
        /// ``DeviceHealth/fewestMovingGaps`` such gaps (a finger held still, reported only as it twitches).
        public var rate: Double? {
            get { storedRate.isNaN ? nil : storedRate }
            set { storedRate = newValue ?? .nan }
        }
        /// Its jitter while held still: the standard deviation of its positions about their slow drift, in
        /// millimetres (``StillnessMeter``), for a contact held for at least ``DeviceHealth/stillTime``
        /// whose drift stayed within ``DeviceHealth/stillDrift``, however far its jitter spread it; nil
        /// otherwise.
        public var jitter: Double? {
            get { storedJitter.isNaN ? nil : Double(storedJitter) }
            set { storedJitter = newValue.map(Float.init) ?? .nan }
        }
        /// Down and unmoving for more than ``DeviceHealth/stuckTime``, or never lifted.
        public var stuck: Bool
        /// Shorter than ``DeviceHealth/ghostTime`` with no other contact within ``DeviceHealth/ghostDistance``.
        public var ghost: Bool
        private var storedTogether: UInt8 = 1
        /// The most contacts down at once while it was down, itself included (at most 255): a screen may
        /// report each contact less often the more there are.
        public var together: Int {
            get { Int(storedTogether) }
            set { storedTogether = UInt8(clamping: newValue) }
        }

        /// A contact measured elsewhere (the touch lab's live one).
        public init(
            number: Int, samples: Int, duration: Double, pathMillimetres: Double?, rate: Double?, jitter: Double?,
            stuck: Bool, ghost: Bool
        ) {
            (storedNumber, storedSamples) = (Int32(clamping: number), Int32(clamping: samples))
            (self.duration, storedPath, storedRate) = (duration, pathMillimetres ?? .nan, rate ?? .nan)
            storedJitter = jitter.map(Float.init) ?? .nan
            (self.stuck, self.ghost) = (stuck, ghost)
        }

        public static func == (a: Contact, b: Contact) -> Bool {
            (a.number, a.samples, a.duration, a.stuck, a.ghost, a.together)
                == (b.number, b.samples, b.duration, b.stuck, b.ghost, b.together)
                && a.pathMillimetres == b.pathMillimetres && a.rate == b.rate && a.jitter == b.jitter
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

        /// Its name: `report rate`, `jitter`, `moving jitter`, `straightness`, `contacts`, `separation`,
        /// `stuck`, `ghosts`.
        public var name: String
        /// The verdict.
        public var verdict: Verdict
        /// The measure and the limit, in words ("slowest contact 118 Hz (median 120 Hz), at least 60 Hz").
        public var detail: String
        /// The measure itself, for a display in another language: the slowest contact's rate (Hz), the worst jitter
        /// (mm), the most contacts at once; nil when not exercised, and for the stuck and ghost checks.
        public var measured: Double?
        /// The contacts found stuck or ghosts, or merged (their numbers); empty for the other checks.
        public var culprits: [Int]
        /// The limit `measured` is judged against, in `unit`; nil for the checks with none (stuck, ghosts).
        public var limit: Double?
        /// The unit of `measured` and `limit`: `Hz`, `mm`, `contacts`; nil with no figure.
        public var unit: String?
        /// Where the limit comes from, in words.
        public var reference: String
        /// True when the verdict only suggests (straightness of lines drawn free hand, not along a ruler).
        public var indicative: Bool

        /// A check with its verdict and words; the figures where it has them.
        public init(
            name: String, verdict: Verdict, detail: String, measured: Double? = nil, culprits: [Int] = [],
            limit: Double? = nil, unit: String? = nil, reference: String = "", indicative: Bool = false
        ) {
            (self.name, self.verdict, self.detail, self.measured, self.culprits) = (
                name, verdict, detail, measured, culprits
            )
            (self.limit, self.unit, self.reference, self.indicative) = (limit, unit, reference, indicative)
        }
    }

    /// A report rate the checks ask at least, in Hz, when the display's refresh rate is not known.
    public static let smallestRate = 60.0
    /// The most jitter across a moving line the checks allow, in millimetres (Microsoft's touchscreen tests
    /// allow 1 mm over 10 mm of travel).
    public static let largestMovingJitter = 1.0
    /// The most a line drawn straight may stray from a straight line, in millimetres (the 1 mm Microsoft's
    /// touchscreen tests allow a contact's reported place).
    public static let largestStraightness = 1.0
    /// Two contacts this close, in millimetres, or closer, exercise the separation check.
    public static let separationDistance = 15.0
    /// Contacts merged at least this far apart, in millimetres, fail the separation check; closer, two
    /// fingers may be touching each other.
    public static let mergeFailDistance = 10.0
    /// The longest stroke, in reports, measured as a line (longer ones are not: memory stays bounded).
    static let longestStroke = 30_000
    /// The most jitter of a still contact the checks allow, in millimetres (Microsoft's touchscreen tests
    /// allow 0.5 mm of stationary jitter).
    public static let largestJitter = 0.5
    /// How long a contact must be held for its jitter to be judged, in seconds.
    public static let stillTime = 0.5
    /// How far a held contact may drift (the means of its quarter-second blocks of reports, on either
    /// axis), in millimetres, and still count as held still.
    public static let stillDrift = 2.0
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
    /// The strokes drawn as straight lines, measured.
    public var lines: [StraightStroke] = []
    /// Whether contacts close together stayed separate.
    public var separation = SeparationMeter()
    /// The display's refresh rate, in Hz, when known: every moving contact must be reported at least this
    /// often (``smallestRate`` when nil).
    public private(set) var refreshRate: Double?
    /// Whether the lines were drawn along a ruler's edge (then their straightness is a measure, not a hint).
    public private(set) var ruled = false
    /// The verdicts.
    public var checks: [Check] = []

    /// The health of contacts measured elsewhere (the touch lab's, live), of `device` claiming
    /// `claimedContacts` at once (nil: it does not say), with the `lines` and `separation` measured there:
    /// the same checks as a recording's.
    public init(
        device: TraceDevice, contacts: [Contact], maxContacts: Int, claimedContacts: Int? = nil,
        lines: [StraightStroke] = [], separation: SeparationMeter = SeparationMeter()
    ) {
        (self.device, self.axes, self.contacts) = (device, [:], contacts)
        (self.maxContacts, self.claimedContacts) = (maxContacts, claimedContacts)
        (self.lines, self.separation) = (lines, separation)
        checks = judgement()
    }

    /// The same health judged against a display refreshing `refreshRate` times a second (nil: unknown, so
    /// ``smallestRate``), its lines drawn along a ruler when `ruled`.
    public func judged(refreshRate: Double?, ruled: Bool = false) -> DeviceHealth {
        var health = self
        (health.refreshRate, health.ruled) = (refreshRate.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }, ruled)
        health.checks = health.judgement()
        return health
    }

    /// Measures `recording`, already read.
    public init(recording: DeviceRecording) throws(RecordingProblem) {
        var reading = HealthReading()
        try recording.play(into: &reading)
        self = try reading.health()
    }

    /// Measures the recording in `lines` as it is read (its device `device` of a libinput recording, an
    /// evemu recording's separate `description`), never holding it whole: memory grows with the number
    /// of contacts, not with the recording's length.
    public init(reading lines: inout RecordingLines, device: Int? = nil, description: inout RecordingLines?)
        throws(RecordingProblem)
    {
        var reading = HealthReading()
        try DeviceRecording.stream(&lines, device: device, description: &description, into: &reading)
        self = try reading.health()
    }

    /// A recording's health from its measured parts.
    init(device: TraceDevice, axes: [Int: AxisInfo], meter: HealthMeter) {
        (self.device, self.axes, contacts, maxContacts) = (device, axes, meter.contacts, meter.most)
        claimedContacts = axes[EvdevEvent.mtSlot]?.valueCount
        (lines, separation) = (meter.lines, meter.separation)
        checks = judgement()
    }

    /// The longest gap, in seconds, between two reports of a contact that count as one motion.
    static let movingGap = 0.1
    /// The fewest gaps of motion a contact's rate is judged on.
    static let fewestMovingGaps = 3

    /// Reports a second while moving: one over the median gap; nil with too few gaps to judge, or gaps too
    /// short for a rate any number holds (times femtoseconds apart, as a damaged recording's are).
    static func rate(_ gaps: [Double]) -> Double? {
        guard gaps.count >= fewestMovingGaps else { return nil }
        let rate = 1 / gaps.sorted()[gaps.count / 2]
        return rate.isFinite && rate < 1e9 ? rate : nil
    }

    static func pow10(_ digits: Int) -> Double { (0..<digits).reduce(1.0) { value, _ in value * 10 } }
}

/// A recording read into the health checks: converted with positions in millimetres (a point is a
/// millimetre where the device says its resolution), each touch measured as it comes.
private struct HealthReading: RecordingConsumer {
    var recorded: RecordedDevice?
    var conversion = TraceConversion(options: .init(millimetresPerPoint: 1), output: HealthMeter())

    mutating func begin(_ device: RecordedDevice) throws(RecordingProblem) {
        recorded = device
        try conversion.begin(device)
    }

    mutating func take(_ event: EvdevEvent) throws(RecordingProblem) { try conversion.take(event) }

    mutating func health() throws(RecordingProblem) -> DeviceHealth {
        _ = try conversion.finish()
        var meter = conversion.output
        // The conversion lets its copy go, so the meter's lists are finished in place, not copied.
        conversion = TraceConversion(options: .init(), output: HealthMeter())
        meter.finish()
        let device = recorded ?? RecordedDevice(name: "", axes: [:], source: "")
        return DeviceHealth(
            device: meter.device ?? TraceDevice(name: device.name), axes: device.axes, meter: meter)
    }
}
