/// An array that is mostly appended to, whose copies share the elements they have in common: copying one
/// costs a few words, and appending to a copy does not copy what came before. A replay keeps a frozen
/// copy of its timeline for every moment it keeps, while the live timeline goes on
/// growing; as plain arrays, every kept moment would own a copy of every mark so far.
///
/// A value reads the first `sharedCount` elements of a storage it may share, then elements of its own.
/// Elements in a storage are never changed once another value may read them: appending writes into the
/// storage only past every value's prefix, and changing a shared element first takes it (and those after
/// it) into the value's own elements.
///
/// ```swift
/// var live: PrefixSharingArray = [1, 2, 3]
/// let frozen = live      // shares 1, 2, 3
/// live.append(4)         // frozen still reads [1, 2, 3]
/// live[live.count - 1] = 5
/// ```
public struct PrefixSharingArray<Element> {
    /// Elements shared by the values that read a prefix of them; only ever appended to.
    private final class Storage {
        var elements: [Element]
        init(_ elements: [Element]) { self.elements = elements }
    }

    private var storage: Storage
    /// How many of the storage's elements this value reads.
    private var sharedCount: Int
    /// This value's elements after them.
    private var own: [Element]
    /// Own elements are moved into the storage this many at a time, so a copy stays cheap.
    private static var flushCount: Int { 64 }

    /// An empty array.
    public init() {
        storage = Storage([])
        sharedCount = 0
        own = []
    }

    /// An array of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        storage = Storage(Array(elements))
        sharedCount = storage.elements.count
        own = []
    }

    /// Adds `element` at the end.
    public mutating func append(_ element: Element) {
        own.append(element)
        guard own.count >= Self.flushCount else { return }
        if storage.elements.count == sharedCount {
            // Nobody reads past this value's prefix: its elements go on in the same storage.
            storage.elements.append(contentsOf: own)
        } else {
            storage = Storage(Array(storage.elements[0..<sharedCount]) + own)
        }
        sharedCount += own.count
        own.removeAll(keepingCapacity: true)
    }
}

extension PrefixSharingArray: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    /// Zero.
    public var startIndex: Int { 0 }
    /// The number of elements.
    public var endIndex: Int { sharedCount + own.count }

    /// The element at `index`; setting one the storage shares takes it, and those after it, into this
    /// value's own elements first (cheap near the end, where a timeline changes its last span or mark).
    public subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < endIndex, "index out of range")
            return index < sharedCount ? storage.elements[index] : own[index - sharedCount]
        }
        set {
            precondition(index >= 0 && index < endIndex, "index out of range")
            if index < sharedCount { takeOwnership(from: index) }
            own[index - sharedCount] = newValue
        }
    }

    /// Replaces the elements in `range` with `elements`.
    public mutating func replaceSubrange<C: Collection>(_ range: Range<Int>, with elements: C)
    where C.Element == Element {
        if range.lowerBound < sharedCount { takeOwnership(from: range.lowerBound) }
        let start = range.lowerBound - sharedCount
        own.replaceSubrange(start..<(start + range.count), with: elements)
    }

    /// Makes the elements from `index` on this value's own.
    private mutating func takeOwnership(from index: Int) {
        own = Array(storage.elements[index..<sharedCount]) + own
        sharedCount = index
    }
}

extension PrefixSharingArray: ExpressibleByArrayLiteral {
    /// An array of the elements listed.
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension PrefixSharingArray: Equatable where Element: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension PrefixSharingArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for element in self { hasher.combine(element) }
    }
}

extension PrefixSharingArray: CustomStringConvertible {
    /// The elements, as an array prints them.
    public var description: String { Array(self).description }
}
