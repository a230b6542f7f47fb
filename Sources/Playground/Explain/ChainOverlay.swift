import TouchKit

/// The chain drawn over a scene for a class: an outline around every view on the last touch's hit-test
/// path, and numbered badges on the responders in the order they received `touchesBegan`. Responders that
/// are not views (the controller, the window, the application) are numbered in a legend: the window shows
/// it under the canvas, where it covers nothing; a slide (`--frames`) draws it in the band along the
/// bottom that scenes keep clear.
///
/// ```swift
/// var list = DisplayListBuilder.displayList(for: window)
/// ChainOverlay.draw(narrator.narration, in: window, into: &list)
/// ```
public enum ChainOverlay {
    /// The outline color: a bright orange that reads on light and dark views.
    public static let outlineColor = Color(red: 1.0, green: 0.55, blue: 0.0)
    /// The badge color.
    public static let badgeColor = Color(red: 0.12, green: 0.16, blue: 0.22)
    /// A number's badge on a canvas of `canvas` points: 26 points, growing with the canvas as the exploded
    /// view's words do (``ExplodedWords/size(for:)``), so a projector's back row reads it too.
    public static func badgeSize(for canvas: Size) -> Double {
        (26 * ExplodedWords.size(for: canvas) / ExplodedWords.smallest).rounded()
    }

    /// Adds the overlay for `narration` over the views of `window` to `list`.
    public static func draw(_ narration: TouchNarration, in window: Window, into list: inout DisplayList) {
        var outlined = Set<String>()
        for hit in narration.hitTests {
            for name in hit.path where name != window.name && !outlined.contains(name) {
                guard let view = window.viewNamed(name), view !== window else { continue }
                outlined.insert(name)
                list.pushTransform(view.transformToWindow)
                list.stroke(view.bounds, color: outlineColor, width: 4, cornerRadius: view.cornerRadius)
                list.stroke(view.bounds.insetBy(dx: 4, dy: 4), color: badgeColor.withAlpha(0.6), width: 1)
                list.pop()
            }
        }
        var placed: [Point] = []
        let badgeSize = badgeSize(for: window.bounds.size)
        for (index, name) in narration.beganChain.enumerated() {
            let number = index + 1
            guard let view = window.viewNamed(name), view !== window else { continue }
            // In the top-left corner, or under the view's label where the label reaches that corner.
            let belowLabel = (view as? any TopLabelled)?.labelReachesCorner(number: badgeSize, inset: 8) == true
            let corner = Point(x: view.bounds.minX + 8, y: view.bounds.minY + (belowLabel ? 38 : 8))
            var spot = view.transformToWindow.apply(to: corner)
            // A view scrolled or zoomed past the window's edge still gets its number where it can be seen.
            spot.x = min(max(spot.x, 8), max(8, window.bounds.width - badgeSize - 8))
            spot.y = min(max(spot.y, 8), max(8, window.bounds.height - badgeSize - 8))
            // Views sharing a corner (a toolbar at the root's) stack their numbers downwards, inside the band
            // along the left edge that scenes keep clear (``clearance``), not rightwards over their content.
            while placed.contains(where: { abs($0.x - spot.x) < badgeSize && abs($0.y - spot.y) < badgeSize }) {
                spot.y += badgeSize + 4
            }
            placed.append(spot)
            badge(number, at: spot, size: badgeSize, into: &list)
        }
    }

    /// The numbers of the responders that are not views ("then 3 controller  ·  4 window  ·  5 application"),
    /// or nil when every responder is a view (or nothing was touched).
    public static func legend(for narration: TouchNarration, in window: Window) -> String? {
        legend(chain: narration.beganChain, in: window)
    }

    /// The legend for the responders that got `touchesBegan` first, in chain order
    /// (``TouchNarrator/beganChain``).
    public static func legend(chain: [String], in window: Window) -> String? {
        var legend: [String] = []
        for (index, name) in chain.enumerated()
        where window.viewNamed(name).map({ $0 === window }) ?? true {
            legend.append("\(index + 1) \(name)")
        }
        guard !legend.isEmpty else { return nil }
        return tr("then {responders}", ["responders": legend.joined(separator: "  ·  ")])
    }

    /// Draws `legend` as a pill in the band along the bottom of `window` (for a slide, which has no room
    /// under its scene).
    public static func drawLegend(_ text: String, in window: Window, into list: inout DisplayList) {
        let scale = badgeSize(for: window.bounds.size) / 26
        let width = min(window.bounds.width - 16, (Double(text.count) * 8.5 + 24) * scale)
        let height = min(32 * scale, legendBandHeight - 12)
        let box = Rect(x: 8, y: window.bounds.height - height - 8, width: width, height: height)
        list.fill(box, color: badgeColor.withAlpha(0.85), cornerRadius: 8)
        list.text(text, in: box, style: TextStyle(size: (14 * height / 32).rounded(), color: .white))
    }

    /// How far from the canvas's left edge, in points, a scene starts its text and controls, so the root's
    /// number (and the numbers stacked under it) never cover them: 36 points on a canvas up to 800 × 560, more
    /// as the numbers grow with a larger one (``badgeSize(for:)``).
    public static func clearance(for canvas: Size) -> Double {
        badgeSize(for: canvas) + 10
    }

    /// The band along the bottom of the canvas, in points, where the legend goes: scenes keep their text
    /// out of it, so the legend never hides a readout.
    public static let legendBandHeight = 48.0

    private static func badge(_ number: Int, at topLeft: Point, size badgeSize: Double, into list: inout DisplayList) {
        let rect = Rect(x: topLeft.x, y: topLeft.y, width: badgeSize, height: badgeSize)
        // A fully rounded rectangle, not a path: every renderer draws those natively (GSK as color and
        // border nodes, Broadway included).
        list.fill(rect, color: badgeColor, cornerRadius: badgeSize / 2)
        list.stroke(rect, color: .white, width: 2, cornerRadius: badgeSize / 2)
        list.text("\(number)", in: rect, style: TextStyle(size: (badgeSize * 14 / 26).rounded(), color: .white))
    }
}
