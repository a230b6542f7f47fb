/// A grid over a view's subviews' frames, so hit testing a view with thousands of subviews looks only at
/// the few whose frame holds the point instead of walking them all.
///
/// Only subviews that can be hit nowhere but inside their bounds (``View/hitsOnlyInsideBounds``) are placed
/// in cells: a point outside such a subview's frame can never hit it or anything in it. Every other subview
/// (a custom hit area, a frame too large or not finite) is a candidate for every point, so the answer is
/// always the one a walk over every subview, front to back, gives.
///
/// ```swift
/// let index = SubviewIndex(subviews: root.subviews)
/// index.forEachCandidate(at: point) { i in root.subviews[i].hitTest(...) != nil }  // front to back
/// ```
struct SubviewIndex {
    /// Below this many subviews a plain walk is as quick, and no index is made.
    static let minimumSubviews = 32
    /// Hit tests that walk the subviews before they are indexed (if nothing moved meanwhile): a walk over
    /// 10,000 views takes about 70 µs and making the index about three walks.
    static let walksBeforeIndexing = 3
    /// A frame covering more cells than this is treated as a candidate everywhere (so one huge subview does
    /// not fill every cell).
    static let maximumCellsPerFrame = 64

    private let originX: Double, originY: Double
    private let cellWidth: Double, cellHeight: Double
    private let columns: Int, rows: Int
    /// The subviews of cell `c`, back to front, are `entries[cellStart[c]..<cellStart[c + 1]]` (cells row by
    /// row): two flat arrays, however many cells.
    private var cellStart: [Int32]
    private var entries: [Int32]
    /// Subviews that may be hit anywhere, back to front.
    private var everywhere: [Int32] = []

    /// Indexes `subviews` by their frames, in their superview's coordinates.
    init(subviews: [View]) {
        var placed: [(index: Int32, frame: Rect)] = []
        placed.reserveCapacity(subviews.count)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (index, subview) in subviews.enumerated() {
            let frame = subview.frame
            guard subview.hitsOnlyInsideBounds, frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite,
                frame.maxY.isFinite
            else {
                everywhere.append(Int32(index))
                continue
            }
            placed.append((Int32(index), frame))
            minX = min(minX, frame.minX)
            minY = min(minY, frame.minY)
            maxX = max(maxX, frame.maxX)
            maxY = max(maxY, frame.maxY)
        }
        // About one cell per subview, shaped like the area they cover.
        let width = max(maxX - minX, 1e-9), height = max(maxY - minY, 1e-9)
        let side = (width * height / Double(max(placed.count, 1))).squareRoot()
        columns = placed.isEmpty ? 1 : max(1, min(1024, Int((width / side).rounded(.up))))
        rows = placed.isEmpty ? 1 : max(1, min(1024, Int((height / side).rounded(.up))))
        originX = placed.isEmpty ? 0 : minX
        originY = placed.isEmpty ? 0 : minY
        cellWidth = width / Double(columns)
        cellHeight = height / Double(rows)
        // Count each cell's subviews, then lay them out one cell after another, keeping their order.
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        var spans: [(index: Int32, first: (column: Int, row: Int), last: (column: Int, row: Int))] = []
        spans.reserveCapacity(placed.count)
        var large: [Int32] = []
        for (index, frame) in placed {
            let first = Self.cell(x: frame.minX, y: frame.minY, originX, originY, cellWidth, cellHeight, columns, rows)
            let last = Self.cell(x: frame.maxX, y: frame.maxY, originX, originY, cellWidth, cellHeight, columns, rows)
            guard (last.column - first.column + 1) * (last.row - first.row + 1) <= Self.maximumCellsPerFrame else {
                large.append(index)
                continue
            }
            spans.append((index, first, last))
            for row in first.row...last.row {
                for column in first.column...last.column { counts[row * columns + column + 1] += 1 }
            }
        }
        for cell in 0..<(columns * rows) { counts[cell + 1] += counts[cell] }
        cellStart = counts
        var next = counts
        entries = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for (index, first, last) in spans {
            for row in first.row...last.row {
                for column in first.column...last.column {
                    let cell = row * columns + column
                    entries[Int(next[cell])] = index
                    next[cell] += 1
                }
            }
        }
        if !large.isEmpty { everywhere = (everywhere + large).sorted() }
    }

    /// The cell holding a point, clamped to the grid.
    private static func cell(
        x: Double, y: Double, _ originX: Double, _ originY: Double, _ cellWidth: Double, _ cellHeight: Double,
        _ columns: Int, _ rows: Int
    ) -> (column: Int, row: Int) {
        let column = Int(min(max(((x - originX) / cellWidth).rounded(.down), 0), Double(columns - 1)))
        let row = Int(min(max(((y - originY) / cellHeight).rounded(.down), 0), Double(rows - 1)))
        return (column, row)
    }

    /// Calls `body` with the index of each subview that a hit at `point` could reach, front to back (the
    /// order of a hit test), until it returns true.
    func forEachCandidate(at point: Point, _ body: (Int) -> Bool) {
        var first = 0, a = -1
        let inside =
            point.x >= originX && point.y >= originY && point.x <= originX + cellWidth * Double(columns)
            && point.y <= originY + cellHeight * Double(rows)
        if inside {
            let (column, row) = Self.cell(
                x: point.x, y: point.y, originX, originY, cellWidth, cellHeight, columns, rows)
            first = Int(cellStart[row * columns + column])
            a = Int(cellStart[row * columns + column + 1]) - 1
        }
        // Merge the two back-to-front lists from their fronts.
        var b = everywhere.count - 1
        while a >= first || b >= 0 {
            let next: Int32
            if b < 0 || (a >= first && entries[a] > everywhere[b]) {
                next = entries[a]
                a -= 1
            } else {
                next = everywhere[b]
                b -= 1
            }
            if body(Int(next)) { return }
        }
    }
}
