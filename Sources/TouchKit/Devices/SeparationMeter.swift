/// Whether contacts close together stay separate: the closest two contacts came while both were down, and
/// the times a touchscreen merged two into one.
///
/// Two fingers a centimetre apart are one blob to a screen that cannot separate them. Its report shows it
/// one of two ways: one contact lifts and the other jumps towards where it was (to the blob's middle), or
/// both lift and a new contact comes down between them. Both are taken for a merge; a finger lifted beside
/// another that stays where it is, is not.
///
/// ```swift
/// var meter = SeparationMeter()
/// meter.reported(number: 1, at: place, time: t)    // every report of every contact, in order
/// meter.ended(number: 1, at: place, time: t)       // each contact's lift
/// meter.merges                                     // [Merge(first: 1, second: 2, apart: 11.5, time: 3.2)]
/// ```
public struct SeparationMeter: Sendable {
    /// Two contacts the screen made one.
    public struct Merge: Sendable, Equatable {
        /// The contact that lifted (or the first of the two that did).
        public var first: Int
        /// The contact that took its place: the one that jumped, or the new one between them.
        public var second: Int
        /// How far apart they were just before, in millimetres.
        public var apart: Double
        /// When, in seconds of the recording.
        public var time: Double
    }

    /// How close two contacts must be, in millimetres, for a lift between them to be judged as a merge.
    public static let reach = 25.0
    /// How soon after a lift, in seconds, a jump or a new contact counts as its merge.
    public static let soon = 0.05
    /// The share of the distance between them the staying contact must jump towards the lifted one.
    public static let jumpShare = 0.3
    /// How much longer than its last step the jump must be.
    public static let jumpOverStep = 3.0
    /// The most merges kept (the rest are counted).
    public static let mostKept = 64

    /// The closest two contacts came, in millimetres, both reported within ``soon`` of each other; nil when
    /// no two were down together.
    public private(set) var closest: Double?
    /// The merges found, the first ``mostKept``.
    public private(set) var merges: [Merge] = []
    /// How many merges were found in all.
    public private(set) var mergeCount = 0

    private struct Down {
        var place: Point
        var time: Double
        /// Where it was reported before, and how far it had moved the report before that.
        var before: Point?
        var step = 0.0
    }

    /// A lift that may be a merge, waiting for what comes next.
    private struct Lift {
        var number: Int
        var place: Point
        var time: Double
        /// The contacts near it then: their number and where they were.
        var near: [(number: Int, place: Point, step: Double)]
    }

    private var down: [Int: Down] = [:]
    private var lifts: [Lift] = []

    /// Nothing reported yet.
    public init() {}

    /// Contact `number` reported at `place` (millimetres) at `time` (seconds, in order).
    public mutating func reported(number: Int, at place: Point, time: Double) {
        lifts.removeAll { time - $0.time > Self.soon }
        let previous = down[number]
        for (other, seen) in down where other != number && abs(seen.time - time) <= Self.soon {
            let distance = seen.place.distance(to: place)
            if distance.isFinite { closest = min(closest ?? distance, distance) }
        }
        if let previous {
            jumped(number, from: previous, to: place, time: time)
        } else {
            newContact(number, at: place, time: time)
        }
        down[number] = Down(
            place: place, time: time, before: previous?.place,
            step: previous.map { $0.before.map($0.place.distance(to:)) ?? 0 } ?? 0)
    }

    /// Contact `number` lifted (its last report at `place`, at `time`). A contact the screen cancelled did
    /// not lift: pass it to ``forget(number:)``.
    public mutating func ended(number: Int, at place: Point, time: Double) {
        down[number] = nil
        var near: [(number: Int, place: Point, step: Double)] = []
        for (other, seen) in down where time - seen.time <= Self.soon {
            // A contact reported in the lift's own frame may have jumped in it, before the lift was read.
            if abs(seen.time - time) < 0.001, let before = seen.before,
                let apart = Self.mergedJump(from: before, to: seen.place, step: seen.step, towards: place)
            {
                return record(Merge(first: number, second: other, apart: apart, time: time))
            }
            if seen.place.distance(to: place) <= Self.reach { near.append((other, seen.place, seen.step)) }
        }
        lifts.append(Lift(number: number, place: place, time: time, near: near))
    }

    /// Contact `number` is gone without lifting (cancelled, or the recording ended).
    public mutating func forget(number: Int) { down[number] = nil }

    /// A contact staying down jumped towards one that just lifted: a merge.
    private mutating func jumped(_ number: Int, from previous: Down, to place: Point, time: Double) {
        for (index, lift) in lifts.enumerated() {
            guard let stayer = lift.near.firstIndex(where: { $0.number == number }) else { continue }
            let before = lift.near[stayer]
            let step = previous.before.map(previous.place.distance(to:)) ?? 0
            if let apart = Self.mergedJump(from: before.place, to: place, step: step, towards: lift.place) {
                record(Merge(first: lift.number, second: number, apart: apart, time: lift.time))
                lifts.remove(at: index)
                return
            }
            // It moved on its own: this lift was not merged into it.
            lifts[index].near.remove(at: stayer)
        }
    }

    /// A contact came down between two that just lifted close together: a merge.
    private mutating func newContact(_ number: Int, at place: Point, time: Double) {
        for (index, lift) in lifts.enumerated() {
            for (otherIndex, other) in lifts.enumerated() where otherIndex > index {
                guard
                    lift.near.contains(where: { $0.number == other.number })
                        || other.near.contains(where: { $0.number == lift.number })
                else { continue }
                let apart = lift.place.distance(to: other.place)
                guard apart <= Self.reach, place.distance(to: lift.place.midpoint(other.place)) <= 0.35 * apart + 1
                else { continue }
                record(Merge(first: lift.number, second: number, apart: apart, time: lift.time))
                lifts.remove(at: otherIndex)
                lifts.remove(at: index)
                return
            }
        }
    }

    /// How far apart a staying contact and a lifted one were, when the staying one's move from `before` to
    /// `after` (its previous step `step` long) is a jump towards the lifted one's place: a merge; nil otherwise.
    private static func mergedJump(from before: Point, to after: Point, step: Double, towards lifted: Point)
        -> Double?
    {
        let apart = before.distance(to: lifted)
        guard apart > 0, apart <= reach else { return nil }
        let towards = (lifted - before) / apart
        let jump = after - before
        let gained = jump.x * towards.x + jump.y * towards.y
        return gained >= jumpShare * apart && gained >= jumpOverStep * step ? apart : nil
    }

    private mutating func record(_ merge: Merge) {
        mergeCount += 1
        if merges.count < Self.mostKept { merges.append(merge) }
    }
}
