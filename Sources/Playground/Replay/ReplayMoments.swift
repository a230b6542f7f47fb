/// The moments a replay keeps, for consecutive positions, within a memory budget: the ones farthest from
/// where the replay is are let go first, so stepping back and forth near it costs no replay.
///
/// ```swift
/// var kept = ReplayMoments(budget: 64 << 20)
/// kept.append(moment)                 // the position after the last one kept
/// kept.moment(at: 11)?.draw(showsChain: true, into: &list)
/// kept.trim(around: 11)
/// ```
struct ReplayMoments {
    /// The bytes the moments may keep alive, about.
    let budget: Int
    /// The moments, consecutive positions from `storage[head]` on (the ones before `head` were let go).
    private var storage: [ReplayMoment] = []
    private var head = 0
    /// The bytes kept, about (the sum of the moments' estimates).
    private(set) var bytes = 0

    /// No moments yet, and at most about `budget` bytes of them later.
    init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// How many moments are kept.
    var count: Int { storage.count - head }
    /// The first position kept and the last, when any.
    var positions: ClosedRange<Int>? {
        guard head < storage.count, let last = storage.last else { return nil }
        return storage[head].position...last.position
    }
    /// The average size of a kept moment, about, in bytes.
    var averageBytes: Int? { count > 0 ? bytes / count : nil }

    /// The moment kept for `position`, if any.
    func moment(at position: Int) -> ReplayMoment? {
        guard let positions, positions.contains(position) else { return nil }
        return storage[head + position - positions.lowerBound]
    }

    /// Keeps `moment`: after the last one kept when it follows it; otherwise it replaces them all.
    mutating func append(_ moment: ReplayMoment) {
        guard budget > 0 else { return }
        if let positions, positions.contains(moment.position) { return }
        if let positions, moment.position == positions.upperBound + 1 {
            storage.append(moment)
            bytes += moment.estimatedBytes
        } else {
            replaceAll(with: [moment])
        }
    }

    /// Keeps `batch` (consecutive positions) with the moments already kept when the two meet or overlap
    /// (the batch's own moments win); otherwise the batch replaces them.
    mutating func insert(_ batch: [ReplayMoment]) {
        guard budget > 0, let first = batch.first?.position, let last = batch.last?.position else { return }
        guard let positions, first <= positions.upperBound + 1, last + 1 >= positions.lowerBound else {
            replaceAll(with: batch)
            return
        }
        let kept = storage[head...]
        replaceAll(with: kept.filter { $0.position < first } + batch + kept.filter { $0.position > last })
    }

    /// Lets moments go, from whichever end is farther from `position`, until the rest fit the budget
    /// (one is always kept).
    mutating func trim(around position: Int) {
        while bytes > budget, count > 1, let positions {
            if position - positions.lowerBound > positions.upperBound - position {
                bytes -= storage[head].estimatedBytes
                head += 1
            } else {
                bytes -= storage.removeLast().estimatedBytes
            }
        }
        if head > 64, head * 2 > storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    /// Lets every moment go.
    mutating func removeAll() {
        replaceAll(with: [])
    }

    private mutating func replaceAll(with moments: [ReplayMoment]) {
        storage = moments
        head = 0
        bytes = moments.reduce(0) { $0 + $1.estimatedBytes }
    }
}
