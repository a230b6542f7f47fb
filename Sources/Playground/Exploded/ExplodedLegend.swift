import TouchKit

/// The exploded view's legend along the bottom of the canvas: each verdict's colour and words, on as many
/// rows as the width needs, and what a tap and a drag do, in the canvas's word size. Laid out before the
/// stack, which takes the room above it.
///
/// ```swift
/// let legend = ExplodedLegend(width: size.width, hasRay: true, words: words)
/// legend.height                                    // the band it takes, in points
/// legend.draw(in: size, opacity: 1, words: &words, into: &list)
/// ```
struct ExplodedLegend {
    /// Each verdict's place: its row and left edge, and its width, in points.
    private var items: [(kind: HitTestRay.Kind, row: Int, x: Double, width: Double)] = []
    /// The hint's lines (the hint wraps at the canvas's width).
    private var hintLines = 1
    private let hint: String
    private let row: Double
    private let dot: Double

    /// The band it takes along the bottom, in points.
    var height: Double { Double((items.last?.row ?? 0) + 1 + hintLines) * row + 16 }

    /// The legend for a canvas of `size`, its hint saying what a tap does (`hasRay`: the stack shows a ray
    /// already). On a short canvas (a small window with the timeline under it) the hint is left out where it
    /// would take the stack's room: the legend keeps at most a quarter of the height when it can.
    init(size: Size, hasRay: Bool, words: ExplodedWords) {
        let width = size.width
        row = words.rowHeight + 4
        dot = (words.size * 1.1).rounded()
        hint =
            hasRay
            ? tr("Tap the stack to send a touch where it lands; drag or Alt+arrows to turn it.")
            : tr("Tap the stack to send a touch and see its ray; drag or Alt+arrows to turn it.")
        let style = words.style()
        var (x, line) = (16.0, 0)
        for kind in HitTestRay.Kind.allCases {
            let itemWidth = words.boxWidth(kind.legend, style, padding: 0) + dot + 8
            if x > 16, x + itemWidth > width - 8 { (x, line) = (16, line + 1) }
            items.append((kind, line, x, itemWidth))
            x += itemWidth + 14
        }
        hintLines = max(1, Int((words.boxWidth(hint, style, padding: 0) / max(1, width - 32)).rounded(.up)))
        if height > size.height / 4 { hintLines = 0 }
    }

    /// Draws it along the bottom of a canvas of `size`, at `opacity`.
    func draw(in size: Size, opacity: Double, words: inout ExplodedWords, into list: inout DisplayList) {
        let style = words.style()
        let top = size.height - height
        list.pushOpacity(opacity)
        list.fill(
            Rect(x: 0, y: top, width: size.width, height: height), color: ExplodedDrawing.backdrop.withAlpha(0.8))
        for item in items {
            let y = top + 8 + Double(item.row) * row
            list.fill(
                Rect(x: item.x, y: y + (row - dot) / 2, width: dot, height: dot), color: item.kind.color,
                cornerRadius: dot / 2)
            words.write(
                item.kind.legend, in: Rect(x: item.x + dot + 6, y: y, width: item.width - dot - 6, height: row),
                style: style, into: &list)
        }
        let hintTop = top + 8 + Double((items.last?.row ?? 0) + 1) * row
        guard hintLines > 0 else {
            list.pop()
            return
        }
        var wrapping = style
        wrapping.wraps = hintLines > 1
        words.write(
            hint, in: Rect(x: 16, y: hintTop, width: size.width - 32, height: Double(hintLines) * row),
            style: wrapping, into: &list)
        list.pop()
    }
}
