/// Which of a frame's contacts is which of the last frame's, for a multi-touch protocol A device (no
/// tracking ids: each frame lists its contacts in any order, as the N-Trig screens do). The contacts are
/// paired as mtdev pairs them for the kernel: the pairing that keeps the most contacts and, among those,
/// moves them least in total; a contact that would have to jump further than `farthest` in one frame is a
/// lift and a new touch, never a teleport.
///
/// ```swift
/// ContactMatching.pairs(previous: [a, b], current: [b2, a2], farthest: 113)   // [1, 0]: b2 is b, a2 is a
/// ```
enum ContactMatching {
    /// Up to this many contacts on either side, the best pairing is searched whole.
    static let exactLimit = 10
    /// Up to this many, nearest pairs first; past it (no touchscreen has so many), the frame's order.
    static let greedyLimit = 256

    /// For each of `current`, the index in `previous` of the contact it is, or nil for a new one.
    static func pairs(previous: [Point], current: [Point], farthest: Double) -> [Int?] {
        if previous.isEmpty || current.isEmpty { return current.map { _ in nil } }
        if previous.count <= exactLimit, current.count <= exactLimit {
            return exact(previous: previous, current: current, farthest: farthest)
        }
        if previous.count <= greedyLimit, current.count <= greedyLimit {
            return nearestFirst(previous: previous, current: current, farthest: farthest)
        }
        return current.indices.map { index in
            index < previous.count && previous[index].distance(to: current[index]) <= farthest ? index : nil
        }
    }

    /// The best pairing, by trying every one: for each contact of `current` in turn, each free contact of
    /// `previous` within reach, or none; the most pairs win, then the least total distance.
    private static func exact(previous: [Point], current: [Point], farthest: Double) -> [Int?] {
        struct Best {
            var pairs = -1
            var distance = Double.infinity
            var choice: [Int?] = []
            func beaten(by pairs: Int, _ distance: Double) -> Bool {
                pairs > self.pairs || (pairs == self.pairs && distance < self.distance)
            }
        }
        // Best pairing of current[index...] given the previous contacts already used (a bit each), memoized.
        var memo: [Int: Best] = [:]
        func best(from index: Int, used: Int) -> Best {
            if index == current.count { return Best(pairs: 0, distance: 0, choice: []) }
            let key = index << exactLimit | used
            if let known = memo[key] { return known }
            var result = best(from: index + 1, used: used)
            result.choice.insert(nil, at: 0)
            for candidate in previous.indices where used & (1 << candidate) == 0 {
                let distance = previous[candidate].distance(to: current[index])
                guard distance <= farthest else { continue }
                let rest = best(from: index + 1, used: used | 1 << candidate)
                if result.beaten(by: rest.pairs + 1, rest.distance + distance) {
                    result = Best(
                        pairs: rest.pairs + 1, distance: rest.distance + distance, choice: [candidate] + rest.choice)
                }
            }
            memo[key] = result
            return result
        }
        return best(from: 0, used: 0).choice
    }

    /// Pairs taken nearest first, each contact once.
    private static func nearestFirst(previous: [Point], current: [Point], farthest: Double) -> [Int?] {
        var candidates: [(distance: Double, previous: Int, current: Int)] = []
        for (c, point) in current.enumerated() {
            for (p, before) in previous.enumerated() {
                let distance = before.distance(to: point)
                if distance <= farthest { candidates.append((distance, p, c)) }
            }
        }
        candidates.sort { $0.distance < $1.distance }
        var result = [Int?](repeating: nil, count: current.count)
        var taken = [Bool](repeating: false, count: previous.count)
        for candidate in candidates where result[candidate.current] == nil && !taken[candidate.previous] {
            result[candidate.current] = candidate.previous
            taken[candidate.previous] = true
        }
        return result
    }
}
