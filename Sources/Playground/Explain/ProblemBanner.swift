import TouchKit

/// A banner across the top of the canvas listing problems the renderer found (a photo whose header read
/// fine but whose pixels cannot be decoded), so a person sees which file and why while the rest works.
///
/// ```swift
/// ProblemBanner.draw(["rocket.jpg: Premature end of JPEG file"], width: 800, into: &list)
/// ```
public enum ProblemBanner {
    /// The words' style.
    static let style = TextStyle(size: 14, color: .white)

    /// Adds the problems in a dark red band, `width` points wide, at the top of `list`, one after the
    /// other, each wrapped to the width; the band is as tall as `measurer` says they are, so a long message
    /// is never printed over the scene. Returns the band's height in points.
    @discardableResult
    public static func draw(
        _ problems: [String], width: Double, measurer: any TextMeasurer = EstimatedTextMeasurer(),
        into list: inout DisplayList
    ) -> Double {
        guard !problems.isEmpty, width > 0 else { return 0 }
        let textWidth = max(width - 24, 1)
        let heights = problems.map { max(24, measurer.height(of: $0, style: style, width: textWidth) + 6) }
        let band = Rect(x: 0, y: 0, width: width, height: heights.reduce(0, +) + 12)
        list.fill(band, color: Color(red: 0.55, green: 0.1, blue: 0.12).withAlpha(0.92))
        var top = 6.0
        for (problem, height) in zip(problems, heights) {
            list.text(problem, in: Rect(x: 12, y: top, width: textWidth, height: height), style: style)
            top += height
        }
        return band.height
    }
}
