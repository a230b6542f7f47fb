import TouchKit

/// The touch lab's calibration: four (or nine) crosshairs shown one at a time, each touch's landing, then the
/// affine correction fitted in the monitor's normalized units (what libinput's calibration matrix is in), and
/// from then on each touch shown both where it landed and where the correction puts it.
///
/// ```swift
/// var run = CalibrationRun(count: 4, placement: screen, canvasSize: size)
/// for target in run.targets { run.touched(at: target + offset) }
/// run.result?.matrixText
/// ```
public struct CalibrationRun: Sendable {
    /// Where the run is.
    public enum Phase: String, Sendable {
        /// Waiting for the touch on crosshair ``CalibrationRun/current``.
        case tapping
        /// Fitted: touches now show the correction.
        case done
        /// The touches gave no correction (all on one line): ``CalibrationRun/problem`` says why.
        case failed
    }

    /// How many crosshairs: 4 (a tenth in from each corner) or 9 (a 3 × 3 grid).
    public let count: Int
    /// Where the canvas is on the screens.
    public let placement: ScreenPlacement
    /// Whether the canvas's place on its monitor is known (the window fills the monitor); if not, the matrix
    /// is in the canvas's units, which are the monitor's only when the window fills it.
    public let knowsMonitor: Bool
    /// The crosshairs, in canvas points, in the order they are shown.
    public private(set) var targets: [Point] = []
    /// Where each touch landed, in canvas points, one per crosshair touched so far.
    public private(set) var landed: [Point] = []
    /// The correction, once every crosshair was touched.
    public private(set) var result: TouchCalibration?
    /// Why there is no correction, when the fit failed.
    public private(set) var problem: String?
    /// Touches after the fit: where each landed and where the correction puts it (canvas points), newest
    /// last, at most eight.
    public private(set) var tries: [(landed: Point, corrected: Point)] = []

    /// A run of `count` crosshairs on a canvas of `canvasSize` points placed at `placement` on its monitor (nil
    /// when the window does not know: the canvas then stands for the monitor).
    public init(count: Int, placement: ScreenPlacement?, canvasSize: Size) {
        self.count = count >= 9 ? 9 : 4
        knowsMonitor = placement != nil
        self.placement =
            placement
            ?? ScreenPlacement(
                monitors: [.init(frame: Rect(origin: .zero, size: canvasSize))], shown: 0, canvasOrigin: .zero)
        // Each crosshair where the monitor's tenths put it, kept 24 points inside the canvas (a window that
        // does not cover the monitor's edges); the fit then uses where it really is.
        targets = TouchCalibration.targets(count: self.count).map { normalized in
            let point = self.placement.canvasPoint(normalized: normalized)
            return Point(
                x: min(max(point.x, 24), max(24, canvasSize.width - 24)),
                y: min(max(point.y, 24), max(24, canvasSize.height - 24)))
        }
    }

    /// Where the run is.
    public var phase: Phase {
        if problem != nil { return .failed }
        return result == nil ? .tapping : .done
    }

    /// The index of the crosshair to touch now; nil once all were.
    public var current: Int? { landed.count < targets.count ? landed.count : nil }

    /// A touch came down at `point` (canvas points): the current crosshair's landing, or a try of the fit.
    public mutating func touched(at point: Point) {
        switch phase {
        case .tapping:
            landed.append(point)
            if landed.count == targets.count { fit() }
        case .done:
            tries.append((point, corrected(point)))
            if tries.count > 8 { tries.removeFirst() }
        case .failed:
            break
        }
    }

    /// `point` (canvas points) as the correction puts it; unchanged before the fit.
    public func corrected(_ point: Point) -> Point {
        guard let result else { return point }
        return placement.canvasPoint(normalized: TouchCalibration.apply(result.matrix, to: placement.normalized(point)))
    }

    /// The farthest a touch landed from its crosshair, in points (before the correction).
    public var largestError: Double {
        zip(targets, landed).map { $0.distance(to: $1) }.max() ?? 0
    }

    /// The farthest a corrected landing is from its crosshair, in points; nil before the fit.
    public var residual: Double? {
        guard result != nil else { return nil }
        return zip(targets, landed).map { $0.distance(to: corrected($1)) }.max() ?? 0
    }

    /// Whether the touches so far land where a touchscreen mapped to every monitor together puts them: the
    /// monitor mapping, not a matrix, is what needs fixing.
    public var looksSpanningAllMonitors: Bool {
        TouchCalibration.looksSpanningAllMonitors(
            targets: targets.map(placement.normalized), landed: landed.map(placement.normalized),
            placement: placement)
    }

    /// Whether the correction is so small (every landing within 1 % of the monitor and 3 points) that the
    /// screen needs none.
    public var needsNoCorrection: Bool {
        guard result != nil else { return false }
        let size = placement.monitor.frame.size
        return largestError <= max(3, 0.01 * min(size.width, size.height))
    }

    private mutating func fit() {
        do throws(TouchCalibration.Problem) {
            result = try TouchCalibration(
                targets: targets.map(placement.normalized), landed: landed.map(placement.normalized))
        } catch {
            problem = error.message
        }
    }
}
