import TouchKit

/// A hit test drawn as a ray through the exploded stack: the touch's point, and each view the hit test
/// visited placed on its slab with its verdict, grouped as a class reads them (hit, on the path, skipped
/// with its reason, not reached).
///
/// ```swift
/// let ray = HitTestRay(narration.hitTests.last!, in: layers)
/// ray.marks.map { "\($0.view) \($0.verdict.rawValue) on level \($0.depth)" }
/// ```
public struct HitTestRay: Sendable {
    /// One view the ray met.
    public struct Mark: Sendable {
        /// The view's name.
        public let view: String
        /// What the hit test made of it.
        public let verdict: HitTestVerdict
        /// Its slab (nesting level).
        public let depth: Int
        /// Its place among the layers, for its outline.
        public let layer: Int
    }

    /// Where the touch landed, in window points.
    public let point: Point
    /// The views it met, in visiting order (front to back, as UIKit visits them).
    public let marks: [Mark]

    /// The ray of `hitTest`, its views found among `layers` by name: where several views share a name,
    /// the one whose frame holds the point, else the first. A view no longer there is left out.
    public init(_ hitTest: TouchNarration.HitTest, in layers: ViewLayers) {
        self.init(hitTest, in: layers, byName: Self.names(of: layers))
    }

    /// The rays of the last touch's hit tests in `narration` (its fingers, up to
    /// ``ExplodedDrawing/mostRays``), oldest first, their views found among `layers`.
    ///
    /// ```swift
    /// let rays = HitTestRay.rays(of: narrator.narration, in: layers)
    /// ```
    public static func rays(of narration: TouchNarration, in layers: ViewLayers) -> [HitTestRay] {
        let hitTests = narration.hitTests.suffix(ExplodedDrawing.mostRays)
        guard !hitTests.isEmpty else { return [] }
        let byName = names(of: layers)  // once for every ray of the frame
        return hitTests.map { HitTestRay($0, in: layers, byName: byName) }
    }

    /// The layers' places by their views' names.
    private static func names(of layers: ViewLayers) -> [String: [Int]] {
        var byName: [String: [Int]] = [:]
        for (index, layer) in layers.layers.enumerated() { byName[layer.name, default: []].append(index) }
        return byName
    }

    private init(_ hitTest: TouchNarration.HitTest, in layers: ViewLayers, byName: [String: [Int]]) {
        point = hitTest.point
        var marks: [Mark] = []
        for visit in hitTest.visited {
            guard let candidates = byName[visit.view] else { continue }
            let index =
                candidates.first { layers.layers[$0].holds(hitTest.point) } ?? candidates[0]
            marks.append(
                Mark(view: visit.view, verdict: visit.verdict, depth: layers.layers[index].depth, layer: index))
        }
        self.marks = marks
    }

    /// How a class reads a verdict on the ray, each with its colour and words in the legend.
    public enum Kind: CaseIterable, Sendable {
        /// The view found.
        case hit
        /// A superview of the view found.
        case path
        /// Passed over for a reason of its own (hidden, interaction off, transparent, outside, refused), or
        /// never asked because the point is outside its superview.
        case skipped
        /// Never asked: a view in front was hit first.
        case notReached

        /// The kind of `verdict`.
        public init(_ verdict: HitTestVerdict) {
            switch verdict {
            case .hit: self = .hit
            case .path: self = .path
            case .behind: self = .notReached
            case .hidden, .interactionOff, .transparent, .outside, .refused, .outsideSuperview: self = .skipped
            }
        }

        /// Its colour: bright on the dark backdrop, told apart by lightness as well as hue.
        public var color: Color {
            switch self {
            case .hit: Color(red: 0.2, green: 0.82, blue: 0.48)
            case .path: Color(red: 0.38, green: 0.63, blue: 0.92)
            case .skipped: Color(red: 1, green: 0.55, blue: 0.18)
            case .notReached: Color(red: 0.6, green: 0.6, blue: 0.59)
            }
        }

        /// Its words in the legend.
        public var legend: String {
            switch self {
            case .hit: tr("hit: the view found")
            case .path: tr("on the path: a superview of it")
            case .skipped: tr("skipped, and why")
            case .notReached: tr("not reached: a view in front was hit")
            }
        }
    }

    /// A mark's words beside the ray: `glass: user interaction off`.
    public static func words(of mark: Mark) -> String {
        "\(mark.view): \(TouchNarration.reason(mark.verdict))"
    }
}

extension ViewLayers.Layer {
    /// Whether its frame, in window points, holds `point`.
    func holds(_ point: Point) -> Bool {
        guard let local = toWindow.inverted()?.apply(to: point) else { return false }
        return bounds.contains(local)
    }
}
