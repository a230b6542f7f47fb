/// Whether a contact was held still, and its jitter while it was: judged by the contact's slow drift, not by
/// its spread, so a shaky finger is judged too.
///
/// A finger held on a touchscreen drifts slowly, and the screen's noise scatters each report about where the
/// finger is. Judging stillness by the box every report fits in (as `health` once did, 2 mm) never judges a
/// screen whose jitter is large: 0.8 mm of jitter spreads a finger's reports over 4 mm, so the contact was
/// never "still" and the jitter check could only pass. Here the reports are taken in blocks of
/// ``blockTime``: the contact was held still when the blocks' means stay within a box (the drift), and its
/// jitter is the spread of each report about its block's mean (pooled over the blocks, each block's
/// variance with Bessel's correction), so a slow drift adds nothing to it.
///
/// ```swift
/// var still = StillnessMeter()
/// for (time, place) in reports { still.add(place, at: time) }
/// still.jitter(drift: 2, lasting: 0.5)  // in the places' unit, nil when the contact was not held still
/// ```
public struct StillnessMeter: Sendable {
    /// How long a block of reports lasts, in seconds: short enough that a held finger hardly drifts within
    /// one, long enough to hold a dozen reports or more.
    public static let blockTime = 0.25

    private var start: Double?
    private var blockStart = 0.0
    private var count = 0
    private var sum = Point.zero
    private var squares = 0.0
    /// The box the closed blocks' means fit in.
    private var low = Point(x: Double.infinity, y: Double.infinity)
    private var high = Point(x: -Double.infinity, y: -Double.infinity)
    private var end = 0.0
    /// Each closed block's squared distances about its mean, summed, and their degrees of freedom.
    private var pooled = 0.0
    private var freedom = 0
    private var blocks = 0

    /// A contact not yet reported.
    public init() {}

    /// Its report at `place` (any unit) at `time` (seconds, never earlier than the last).
    public mutating func add(_ place: Point, at time: Double) {
        if start == nil { (start, blockStart) = (time, time) }
        if time - blockStart >= Self.blockTime {
            closeBlock()
            blockStart = time
        }
        count += 1
        sum = sum + place
        squares += place.x * place.x + place.y * place.y
        end = time
    }

    /// The contact's jitter, in its places' unit, when it was held still: reported for at least `lasting`
    /// seconds, its blocks' means within `drift` of each other on either axis, at least two blocks of two
    /// reports; nil otherwise.
    public func jitter(drift: Double, lasting: Double) -> Double? {
        guard let start, end - start >= lasting else { return nil }
        var all = self
        all.closeBlock()
        guard all.freedom >= 2, all.high.x - all.low.x <= drift, all.high.y - all.low.y <= drift,
            all.blocks >= 2
        else { return nil }
        return (max(0, all.pooled) / Double(all.freedom)).squareRoot()
    }

    private mutating func closeBlock() {
        guard count >= 2 else {
            (count, sum, squares) = (0, .zero, 0)
            return
        }
        let mean = sum * (1 / Double(count))
        low = Point(x: min(low.x, mean.x), y: min(low.y, mean.y))
        high = Point(x: max(high.x, mean.x), y: max(high.y, mean.y))
        pooled += squares - Double(count) * (mean.x * mean.x + mean.y * mean.y)
        freedom += count - 1
        blocks += 1
        (count, sum, squares) = (0, .zero, 0)
    }
}
