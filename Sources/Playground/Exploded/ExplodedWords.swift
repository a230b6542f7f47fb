import TouchKit

/// Text widths measured once per text and scaled to any size: the exploded view places dozens of words a
/// frame at sizes that change as it turns, and a text's width is very nearly proportional to its size.
///
/// ```swift
/// let widths = TextWidths(measurer: PangoTextMeasurer())
/// widths.width(of: "ghost", size: 14, bold: false)  // in points
/// ```
public final class TextWidths {
    private let measurer: any TextMeasurer
    private var perPoint: [String: Double] = [:]
    private var boldPerPoint: [String: Double] = [:]
    /// The size texts are measured at, in points.
    private static let reference = 40.0

    /// Widths measured by `measurer` (an estimate without fonts by default).
    public init(measurer: any TextMeasurer = EstimatedTextMeasurer()) {
        self.measurer = measurer
    }

    /// The width of `text` on one line at `size` points, in points.
    public func width(of text: String, size: Double, bold: Bool) -> Double {
        if let known = (bold ? boldPerPoint : perPoint)[text] { return known * size }
        let style = TextStyle(size: Self.reference, color: .black, isBold: bold, alignment: .leading, wraps: false)
        let measured = measurer.width(of: text, style: style) / Self.reference
        // A window open for hours meets few texts (names, verdicts, the legend); a replay of a generated
        // scene may meet many: keep the table small.
        if perPoint.count + boldPerPoint.count > 4096 { (perPoint, boldPerPoint) = ([:], [:]) }
        if bold { boldPerPoint[text] = measured } else { perPoint[text] = measured }
        return measured * size
    }
}

/// The exploded view's own words (the slabs' name tags, the ray's callouts, the legend, the levels' titles)
/// sized to the canvas they are drawn on and measured so none is cut, and a record of what was written, for
/// the status file and tests.
///
/// A class reads the exploded view on a projector: its words are never smaller than the chain panel's text
/// (10 pt monospace, 13.3 px) and grow with the canvas, a view's name is measured before it is placed.
///
/// ```swift
/// var words = ExplodedWords(canvas: Size(width: 1110, height: 900), measurer: PangoTextMeasurer())
/// words.size                      // 19.8 points
/// words.fits("ghost", size: 14, in: 60)  // whether a 60-point box holds it whole
/// ```
public struct ExplodedWords {
    /// One piece of words the exploded view wrote.
    public struct Written: Equatable, Sendable {
        /// What it says.
        public var text: String
        /// Its size on the canvas, in points (a slab's tag: as drawn before the slab's turn foreshortens it).
        public var size: Double
        /// Whether its box holds it whole (false: the renderer would end it with an ellipsis).
        public var isWhole: Bool
    }

    /// The smallest size the exploded view writes, in points: the chain panel's text (10 pt is 13.3 px).
    public static let smallest = 14.0
    /// The largest, in points, for a wall-sized canvas.
    public static let largest = 40.0

    /// The size of the words, in canvas points.
    public let size: Double
    /// Measures text as the canvas draws it.
    public let widths: TextWidths
    /// What was written so far, in drawing order.
    public private(set) var written: [Written] = []
    /// Names whose tag had to sit over a view's own label (none when there was room elsewhere).
    public internal(set) var tagsOverLabels: [String] = []
    /// Where the answer is written, in canvas points: the box around the latest ray's words beside the
    /// stack (what a toast must not cover); nil while there are none.
    public internal(set) var answer: Rect?
    /// The views' names as drawn, their slabs' tags and their own labels, in canvas points: each box's
    /// corners once turned, and their bounds. What later tags and the ray's words keep off where they can.
    var nameBoxes: [NameBox] = []
    /// Views whose name (tag or own label) the ray's words cover, having found no clear place near the ray:
    /// views the words themselves name are left out (what their tags say, the words say too).
    public internal(set) var namesUnderAnswer: [String] = []

    /// Words for a canvas of `canvas` points, measured by `widths` (kept from frame to frame, it measures
    /// each text once).
    public init(canvas: Size, widths: TextWidths = TextWidths()) {
        size = Self.size(for: canvas)
        self.widths = widths
    }

    /// The size of the words on a canvas of `canvas` points: a 56th of its width or a 40th of its height,
    /// whichever is less, within ``smallest`` and ``largest`` (14 points up to an 800 × 560 canvas, 27 on
    /// a 1920 × 1080 one).
    public static func size(for canvas: Size) -> Double {
        min(largest, max(smallest, min(canvas.width / 56, canvas.height / 40)))
    }

    /// The height of a row of words, in canvas points.
    public var rowHeight: Double { (size * 1.5).rounded() }

    /// The plain style of the exploded view's words at `size` points (the canvas's size by default).
    func style(size: Double? = nil, color: Color = ExplodedDrawing.ink, bold: Bool = false) -> TextStyle {
        TextStyle(size: size ?? self.size, color: color, isBold: bold, alignment: .leading, wraps: false)
    }

    /// The width `text` takes in `style`, in the style's points.
    func width(_ text: String, _ style: TextStyle) -> Double {
        widths.width(of: text, size: style.size, bold: style.isBold)
    }

    /// The width of a box that holds `text` in `style` whole, with `padding` points each side: a little
    /// more than measured, for the rounding of glyphs at small sizes.
    func boxWidth(_ text: String, _ style: TextStyle, padding: Double) -> Double {
        width(text, style) * 1.04 + style.size * 0.2 + 2 * padding
    }

    /// Adds `text` to `list` in `rect`, noting it as written at `canvasSize` points (`style.size` unless
    /// the text is drawn through a scaling transform).
    mutating func write(
        _ text: String, in rect: Rect, style: TextStyle, canvasSize: Double? = nil, into list: inout DisplayList
    ) {
        list.text(text, in: rect, style: style)
        // A wrapping text is whole when its lines fit the box's height (a line is 1.25 of the size).
        let lines = style.wraps ? max(1, (rect.height / (style.size * 1.25)).rounded(.down)) : 1
        written.append(
            Written(
                text: text, size: canvasSize ?? style.size, isWhole: width(text, style) <= rect.width * lines + 0.5))
    }
}

extension ExplodedWords {
    /// Where a view's name is written on the canvas.
    struct NameBox {
        /// The view's name.
        var name: String
        /// The corners of its box on the canvas, in order (a parallelogram, its slab turned).
        var corners: [Point]
        /// Whether it is the view's tag (else the view's own label).
        var isTag: Bool
        /// The box's bounds on the canvas.
        var box: Rect { Rect(boundingBoxOf: corners) }

        /// A name written in `rect` on a slab drawn through `toCanvas`.
        init(name: String, rect: Rect, toCanvas: AffineTransform, isTag: Bool) {
            self.name = name
            corners = rect.corners.map(toCanvas.apply(to:))
            self.isTag = isTag
        }
    }
}
