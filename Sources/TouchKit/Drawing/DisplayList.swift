/// A view tree turned into drawing commands, so a renderer (Cairo for PNGs, GtkSnapshot in the window) only
/// has to follow a list. Commands nest: each `push…` is matched by one ``pop()``.
///
/// ```swift
/// var list = DisplayList()
/// list.pushTransform(AffineTransform(translationX: 10, y: 10))
/// list.fill(Rect(x: 0, y: 0, width: 50, height: 50), color: Color(hex: "#ff0000")!)
/// list.text("A", in: Rect(x: 0, y: 0, width: 50, height: 50), style: TextStyle(size: 14, color: .white))
/// list.pop()
/// ```
public struct DisplayList: Hashable, Sendable {
    /// The commands, in drawing order.
    public private(set) var commands: [DrawCommand] = []
    private var depth = 0

    /// Creates an empty list.
    public init() {}

    /// Later commands are drawn through `transform` (mapping their coordinates to the enclosing ones).
    public mutating func pushTransform(_ transform: AffineTransform) {
        commands.append(.pushTransform(transform))
        depth += 1
    }

    /// Later commands are clipped to `rect`, optionally with rounded corners (radius in points).
    public mutating func pushClip(_ rect: Rect, cornerRadius: Double = 0) {
        commands.append(.pushClip(rect, cornerRadius: cornerRadius))
        depth += 1
    }

    /// Later commands are drawn as a group at `opacity` (0…1).
    public mutating func pushOpacity(_ opacity: Double) {
        commands.append(.pushOpacity(opacity))
        depth += 1
    }

    /// Ends the innermost `push…`.
    public mutating func pop() {
        precondition(depth > 0, "pop without push")
        commands.append(.pop)
        depth -= 1
    }

    /// Fills a rectangle.
    public mutating func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        commands.append(.fill(rect, color: color, cornerRadius: cornerRadius))
    }

    /// Strokes a rectangle's outline inside its edges, `width` points wide.
    public mutating func stroke(_ rect: Rect, color: Color, width: Double, cornerRadius: Double = 0) {
        commands.append(.stroke(rect, color: color, width: width, cornerRadius: cornerRadius))
    }

    /// Draws an image scaled into `rect`.
    public mutating func image(_ image: ImageReference, in rect: Rect) {
        commands.append(.image(image, rect: rect))
    }

    /// Draws text in `rect`, centered vertically, laid out across it as `style` says.
    public mutating func text(_ string: String, in rect: Rect, style: TextStyle) {
        commands.append(.text(string, rect: rect, style: style))
    }

    /// Fills and/or strokes a path.
    public mutating func path(_ path: Path, fill: Color? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        commands.append(.path(path, fill: fill, stroke: stroke, lineWidth: lineWidth))
    }

    /// Adds every command of `other`, a balanced list (a pane drawn on its own, placed by a transform
    /// pushed before).
    public mutating func append(contentsOf other: DisplayList) {
        precondition(other.isBalanced, "appending an unbalanced list")
        commands.append(contentsOf: other.commands)
    }

    /// True when every `push…` has been popped.
    public var isBalanced: Bool { depth == 0 }
}

/// One drawing command; coordinates are those set up by the enclosing transforms.
public enum DrawCommand: Hashable, Sendable {
    /// Later commands map through this transform, until the matching pop.
    case pushTransform(AffineTransform)
    /// Later commands are clipped to this rectangle (corner radius in points), until the matching pop.
    case pushClip(Rect, cornerRadius: Double)
    /// Later commands are composited as a group at this opacity (0…1), at the matching pop.
    case pushOpacity(Double)
    /// Ends the innermost push.
    case pop
    /// A filled (optionally rounded) rectangle.
    case fill(Rect, color: Color, cornerRadius: Double)
    /// A rectangle's outline, `width` points wide, inside its edges.
    case stroke(Rect, color: Color, width: Double, cornerRadius: Double)
    /// An image scaled into a rectangle.
    case image(ImageReference, rect: Rect)
    /// Text in a rectangle, centered vertically, aligned and wrapped or cut as its style says.
    case text(String, rect: Rect, style: TextStyle)
    /// A path, filled and/or stroked.
    case path(Path, fill: Color?, stroke: Color?, lineWidth: Double)
}

/// How a text label looks.
public struct TextStyle: Hashable, Sendable {
    /// Font size, in points.
    public var size: Double
    /// Text color.
    public var color: Color
    /// Bold or regular.
    public var isBold: Bool
    /// Where lines sit across the rectangle.
    public var alignment: TextAlignment
    /// True to wrap onto as many lines as it takes; false for one line, cut with an ellipsis where it does
    /// not fit (a timeline's labels, which must not run into the next lane).
    public var wraps: Bool

    /// Creates a style: centered and wrapped unless told otherwise.
    public init(
        size: Double, color: Color, isBold: Bool = true, alignment: TextAlignment = .center, wraps: Bool = true
    ) {
        self.size = size
        self.color = color
        self.isBold = isBold
        self.alignment = alignment
        self.wraps = wraps
    }
}

/// Where a text's lines sit across its rectangle.
public enum TextAlignment: Hashable, Sendable {
    /// Centered (view labels, the chain overlay's numbers).
    case center
    /// Against the left edge (left-to-right text), for lists and lane labels.
    case leading
    /// Against the right edge, for numbers that end at a point.
    case trailing
}
