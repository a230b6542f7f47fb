/// How much larger the canvas draws everything on it (the scene, the exploded stack, the words, the rings),
/// for the back row of a class: Ctrl+plus and Ctrl+minus step through ``steps``, Ctrl+0 goes back to 100 %.
/// The scene is laid out for the canvas's size divided by the zoom, so at 200 % it has half the points and
/// each is drawn twice as large; touches are read in the same points.
///
/// ```swift
/// var zoom = CanvasZoom()
/// zoom = zoom.larger    // 110 %
/// zoom.factor           // 1.1
/// zoom.percent          // "110 %"
/// ```
public struct CanvasZoom: Equatable, Sendable {
    /// The zooms Ctrl+plus and Ctrl+minus step through, as factors: 50 % to 300 %.
    public static let steps: [Double] = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3]

    /// How much larger than 100 % it draws: 1 is 100 %.
    public let factor: Double

    /// 100 %.
    public init() {
        factor = 1
    }

    /// The step nearest `factor` (a settings file edited by hand may hold any number): 100 % for a value
    /// that is not a finite positive number.
    public init(nearest factor: Double) {
        guard factor.isFinite, factor > 0 else {
            self.factor = 1
            return
        }
        self.factor = Self.steps.min { abs($0 - factor) < abs($1 - factor) } ?? 1
    }

    /// The next step up; itself at the largest.
    public var larger: CanvasZoom { CanvasZoom(step: Self.steps.first { $0 > factor + 1e-9 } ?? factor) }

    /// The next step down; itself at the smallest.
    public var smaller: CanvasZoom { CanvasZoom(step: Self.steps.last { $0 < factor - 1e-9 } ?? factor) }

    /// The fewest points a zoomed-in canvas keeps across and down: a scene, the exploded stack and its
    /// legend need that much room (a 1100 × 720 window's canvas stops at 150 %, a 1280 × 800 screen's at 250 %).
    public static let smallestCanvas = (width: 400.0, height: 300.0)

    /// The next step up that still leaves a canvas of `widget` points (its size at 100 %) at least
    /// ``smallestCanvas``; itself when there is none (100 % is always allowed).
    ///
    /// ```swift
    /// CanvasZoom(nearest: 1.5).larger(within: (width: 610, height: 639))  // 150 %: 175 % would leave 349 points
    /// ```
    public func larger(within widget: (width: Double, height: Double)) -> CanvasZoom {
        let next = larger
        let fits = { (zoom: CanvasZoom) in
            zoom.factor <= 1
                || (widget.width / zoom.factor >= Self.smallestCanvas.width
                    && widget.height / zoom.factor >= Self.smallestCanvas.height)
        }
        return fits(next) ? next : self
    }

    /// Whether it is 100 %.
    public var isActualSize: Bool { factor == 1 }

    /// The zoom as people read it: `150 %`.
    public var percent: String { "\(Int((factor * 100).rounded())) %" }

    private init(step: Double) {
        factor = step
    }
}
