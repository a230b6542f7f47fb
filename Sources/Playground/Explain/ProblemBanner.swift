import TouchKit

/// A banner across the top of the canvas listing problems the renderer found (a photo whose header read
/// fine but whose pixels cannot be decoded), so a person sees which file and why while the rest works.
///
/// ```swift
/// ProblemBanner.draw(["rocket.jpg: Premature end of JPEG file"], width: 800, into: &list)
/// ```
public enum ProblemBanner {
    /// Adds one line per problem in a dark red band, `width` points wide, at the top of `list`.
    public static func draw(_ problems: [String], width: Double, into list: inout DisplayList) {
        guard !problems.isEmpty, width > 0 else { return }
        let lineHeight = 24.0
        let band = Rect(x: 0, y: 0, width: width, height: lineHeight * Double(problems.count) + 12)
        list.fill(band, color: Color(red: 0.55, green: 0.1, blue: 0.12).withAlpha(0.92))
        for (index, problem) in problems.enumerated() {
            let line = Rect(x: 12, y: 6 + lineHeight * Double(index), width: width - 24, height: lineHeight)
            list.text(problem, in: line, style: TextStyle(size: 14, color: .white))
        }
    }
}
