/// The pending timers of a ``ManualClock``, earliest first: a binary min-heap ordered by due time and then by
/// the order they were scheduled in, so thousands of timers (one long press per finger) cost `log n` each.
/// Cancelling is lazy: a cancelled entry stays in the heap and is skipped when it reaches the top.
struct TimerQueue {
    struct Entry {
        let id: UInt64
        /// Seconds on the clock.
        let due: Double
        let action: () -> Void

        func isEarlier(than other: Entry) -> Bool { due < other.due || (due == other.due && id < other.id) }
    }

    private var heap: [Entry] = []
    private var live: Set<UInt64> = []

    /// True while some timer has neither fired nor been cancelled.
    var isEmpty: Bool { live.isEmpty }

    /// The earliest live timer, without removing it.
    mutating func peek() -> Entry? {
        dropCancelledTop()
        return heap.first
    }

    mutating func insert(_ entry: Entry) {
        live.insert(entry.id)
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].isEarlier(than: heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Forgets a timer; does nothing for one that fired or was cancelled already.
    mutating func cancel(id: UInt64) {
        live.remove(id)
        if live.isEmpty { heap.removeAll(keepingCapacity: true) }
    }

    /// Removes and returns the earliest live timer.
    mutating func popFirst() -> Entry? {
        dropCancelledTop()
        guard let first = heap.first else { return nil }
        removeTop()
        live.remove(first.id)
        return first
    }

    private mutating func dropCancelledTop() {
        while let first = heap.first, !live.contains(first.id) { removeTop() }
    }

    private mutating func removeTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left].isEarlier(than: heap[smallest]) { smallest = left }
            if right < heap.count, heap[right].isEarlier(than: heap[smallest]) { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
