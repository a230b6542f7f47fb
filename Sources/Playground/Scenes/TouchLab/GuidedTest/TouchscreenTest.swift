import TouchKit

/// The touch lab's guided touchscreen test ("Test screen"): five steps, one a screen, each with its guides
/// and progress, each skippable, resumable and repeatable, and at the end a verdict per measure against its
/// limit (``checks``).
///
/// - *Hold still*: one finger, then five, held 3 s on marked spots: jitter held still.
/// - *Draw along the lines*: six straight guides, the middle, the diagonals and near two edges: how straight
///   each came out and its jitter while moving.
/// - *Tap the targets*: nine crosshairs (or 25), one at a time: the screen's offset by the best fit, and
///   corrected.
/// - *Fingers apart*: two fingers side by side slid across, then five spread slid across: whether close
///   contacts stay two, how many at once, the report rate with several down.
/// - *Leave it alone*: 10 s untouched: any contact is a ghost.
///
/// The model measures in millimetres (the display's size must be known) and draws nothing; the lab's view
/// draws ``guides`` and the step's words.
///
/// ```swift
/// var test = TouchscreenTest(area: below, millimetresPerPoint: 0.26, now: 0)
/// test.began(1, at: centre, time: 0.1)      // lab points, seconds
/// test.tick(now: 3.2)                       // time-based steps advance
/// test.step                                 // .holdStill, part 1 (five fingers)
/// ```
public struct TouchscreenTest: Sendable {
    /// The steps, in order.
    public enum Step: String, CaseIterable, Sendable {
        case holdStill = "hold still"
        case drawLines = "draw lines"
        case tapTargets = "tap targets"
        case fingersApart = "fingers apart"
        case leaveAlone = "leave alone"

    }

    /// How many parts `step` has: one finger then five; six lines; nine targets (or 25); two then five
    /// fingers; one wait.
    public func parts(of step: Step) -> Int {
        switch step {
        case .holdStill, .fingersApart: 2
        case .drawLines: Self.lineCount
        case .tapTargets: targetCount
        case .leaveAlone: 1
        }
    }

    /// Where a step stands.
    public enum Status: String, Sendable {
        case notRun = "not run"
        case done
        case skipped
    }

    /// Something the lab draws for the step under way, in the lab's points.
    public struct Guide: Sendable, Equatable {
        /// What it is.
        public enum Kind: Sendable, Equatable {
            /// A spot to put a finger on (`from` its centre).
            case spot
            /// A line to draw along, `from` to `to`.
            case line
            /// A crosshair to tap (`from` its centre).
            case crosshair
        }

        /// What it is.
        public var kind: Kind
        /// Its centre, or where its line starts.
        public var from: Point
        /// Where its line ends (its centre again for a spot or a crosshair).
        public var to: Point
        /// Whether it is the one to follow now (a line or a crosshair; every spot of the part).
        public var isCurrent: Bool
        /// Whether it has been done (a line drawn, a crosshair tapped).
        public var isDone: Bool
    }

    /// Why the last stroke or tap was not taken, for the step's words.
    public enum Refusal: String, Sendable {
        /// A stroke that was no straight line along the guide.
        case notAlongTheLine = "not along the line"
        /// A touch that was no tap (it moved or was held).
        case notATap = "not a tap"
        /// A stroke too fast for the screen's reports to measure it as a line.
        case tooFast = "too fast"
    }

    /// How long a finger (or five) must be held still, in seconds.
    public static let holdTime = 3.0
    /// How long the fingers of *Fingers apart* must be down and close, or five down, in seconds.
    public static let slideTime = 2.0
    /// How long the screen is left alone, in seconds, once a moment (``aloneGrace``) has passed for the hand
    /// to leave it.
    public static let aloneTime = 10.0, aloneGrace = 1.0
    /// How many lines are drawn.
    public static let lineCount = 6
    /// How many targets may be tapped: nine (a 3 × 3 grid, enough for the fit) or 25 (5 × 5, to find where
    /// a screen bends between them).
    public static let targetCounts = [9, 25]
    /// How near a spot, in millimetres, a finger counts as on it.
    public static let spotReach = 15.0
    /// How near, in millimetres, two fingers count as side by side.
    public static let closeReach = 20.0
    /// The farthest a tap may wander from where it landed, in millimetres, and its longest time, in seconds.
    public static let tapTravel = 4.0, tapTime = 1.0

    /// The area the guides are drawn in, in the lab's points (below the step's words).
    public private(set) var area: Rect
    /// The screen's millimetres per point.
    public let millimetresPerPoint: Double
    /// True when the display did not say its size and ``millimetresPerPoint`` is assumed (96 dots per inch,
    /// ``assumedMillimetresPerPoint``): every figure in millimetres is then a hint.
    public let sizeAssumed: Bool
    /// The millimetres per point assumed for a display that does not say its size: 96 dots per inch, the
    /// reference pixel of CSS and of GTK's own default.
    public static let assumedMillimetresPerPoint = 25.4 / 96
    /// Whether the lines are drawn along a ruler's edge (then their straightness is a measure).
    public var ruled = false
    /// How many targets *Tap the targets* shows (one of ``targetCounts``; see ``setTargetCount(_:now:)``).
    public private(set) var targetCount = 9

    /// The step under way; nil once every step is done or skipped (the summary shows).
    public private(set) var step: Step? = .holdStill
    /// The part of the step under way, from 0.
    public private(set) var part = 0
    /// How far the part under way has come, 0 to 1 (a hold's seconds, a slide's).
    public internal(set) var partProgress = 0.0
    /// Each step's status.
    public private(set) var statuses: [Step: Status] = Dictionary(
        uniqueKeysWithValues: Step.allCases.map { ($0, .notRun) })
    /// Why the last stroke or tap was refused; nil once one is taken.
    public internal(set) var refusal: Refusal?
    /// The lines drawn, one per guide taken.
    public internal(set) var lines: [StraightStroke] = []
    /// Where each target's tap landed, in millimetres, in the targets' order.
    public internal(set) var taps: [Point] = []
    /// Where each target tapped was when it was tapped, in millimetres.
    public internal(set) var tappedTargets: [Point] = []
    /// Contacts that came down while the screen was left alone.
    public internal(set) var touchedWhileAlone = 0
    /// The time between reports that moved a contact, as a histogram by the number of contacts down then
    /// (1 to 5, five or more counted as five): counts in bins of ``intervalBin`` seconds, the last holding
    /// every longer gap up to ``DeviceHealth/movingGap``.
    public internal(set) var intervals: [Int: [Int]] = [:]
    /// A histogram bin's width, in seconds, and how many bins there are.
    public static let intervalBin = 0.002, intervalBins = 26

    /// The most contacts down at once in a part that asked for five, by step, when it was skipped with fewer.
    public private(set) var fiveShortfall: [Step: Int] = [:]

    /// Every touch of the test, for the report rate, contacts at once, stuck and ghost contacts.
    var whole: HealthRecorder
    /// Each step's own touches.
    var recorders: [Step: HealthRecorder] = [:]
    /// The device tested, as the report names it (the lab sets it from the last touch).
    public var device: TraceDevice
    /// The device's axes (ranges and resolutions), when the lab could read them live from its node under
    /// `/dev/input`: a jitter fix then gives the hardware database's lines, counted in the device's units.
    public var axes: [Int: AxisInfo] = [:]
    /// The visible size of the screen tested, in millimetres, when the display says it: for a device whose
    /// axes say no resolution, the fix gives the units per millimetre that make it right.
    public var screenMillimetres: Size?
    /// The contacts down: where each landed and is (millimetres), when it landed, its path so far.
    var down: [Int: Contact] = [:]
    /// When the part's clock started (a hold, a slide, the quiet); nil while it waits.
    var since: Double?
    /// The most contacts down at once in the part under way.
    var mostInPart = 0
    var latest = 0.0

    struct Contact: Sendable {
        var first: Point
        var place: Point
        var time: Double
        var lastTime: Double? = nil
        var travel = 0.0
        /// The farthest it got from where it landed (a tap's wander: its path also sums the screen's jitter).
        var reach = 0.0
        var stroke: [Point]
    }

    /// A test whose guides are drawn in `area` (the lab's points) on a screen of `millimetresPerPoint` (nil:
    /// the display does not say, so 96 dots per inch are assumed), on `device`, begun at `now` (seconds).
    public init(area: Rect, millimetresPerPoint: Double?, device: TraceDevice = TraceDevice(name: ""), now: Double) {
        let scale = millimetresPerPoint.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        (self.area, self.millimetresPerPoint, self.device, latest) = (
            area, scale ?? Self.assumedMillimetresPerPoint, device, now
        )
        sizeAssumed = scale == nil
        whole = HealthRecorder(device: device)
        start(.holdStill, now: now)
    }

    /// How far the step under way has come, 0 to 1.
    public var progress: Double {
        guard let step else { return 1 }
        return min(1, (Double(part) + partProgress) / Double(parts(of: step)))
    }

    /// The contacts down now.
    public var fingersDown: Int { down.count }
}

extension TouchscreenTest {
    /// Starts (or starts again) `step` at `now`: its measures are forgotten.
    public mutating func start(_ step: Step, now: Double) {
        self.step = step
        (part, partProgress, refusal, mostInPart) = (0, 0, nil, down.count)
        recorders[step] = HealthRecorder(device: device)
        switch step {
        case .drawLines: lines = []
        case .tapTargets: (taps, tappedTargets) = ([], [])
        case .leaveAlone: touchedWhileAlone = 0
        case .holdStill, .fingersApart: fiveShortfall[step] = nil
        }
        since = step == .leaveAlone && down.isEmpty ? now + Self.aloneGrace : nil
    }

    /// Skips the step under way (it is "not exercised" in the verdicts) and goes on to the next not run.
    public mutating func skip(now: Double) {
        guard let step else { return }
        let asksFive = (step == .holdStill || step == .fingersApart) && part == 1
        if asksFive, mostInPart < 5 { fiveShortfall[step] = mostInPart }
        statuses[step] = .skipped
        advance(now: now)
    }

    /// Starts the step under way again from its first part.
    public mutating func again(now: Double) {
        guard let step else { return }
        start(step, now: now)
    }

    /// The guides move to `area` (the lab was resized): the step under way starts again, as its guides moved
    /// under the fingers; the steps done keep their measures.
    public mutating func move(to area: Rect, now: Double) {
        guard area != self.area else { return }
        self.area = area
        if let step { start(step, now: now) }
    }

    /// Shows `count` targets (one of ``targetCounts``) from now on: *Tap the targets*, under way, starts
    /// again; its taps were on the other grid.
    public mutating func setTargetCount(_ count: Int, now: Double) {
        guard Self.targetCounts.contains(count), count != targetCount else { return }
        targetCount = count
        if step == .tapTargets { start(.tapTargets, now: now) }
    }

    /// Goes to `step` (from the summary, or to go back), which starts again.
    public mutating func go(to step: Step, now: Double) { start(step, now: now) }

    /// The next step not yet run after the one under way, or the summary.
    private mutating func advance(now: Double) {
        let order = Step.allCases
        let from = step.flatMap { order.firstIndex(of: $0) } ?? -1
        let next = (order[(from + 1)...] + order[..<max(from + 1, 0)]).first { statuses[$0] == .notRun }
        if let next { start(next, now: now) } else { (step, part, partProgress) = (nil, 0, 0) }
    }

    /// The part under way is done: the next part, or the step is done.
    mutating func finishPart(now: Double) {
        guard let step else { return }
        (partProgress, since, refusal, mostInPart) = (0, nil, nil, down.count)
        part += 1
        if part >= parts(of: step) {
            statuses[step] = .done
            advance(now: now)
        }
    }
}
