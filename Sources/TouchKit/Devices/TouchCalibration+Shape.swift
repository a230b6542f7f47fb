/// What a calibration corrects, in a person's words: a touchscreen turned a quarter or half turn from its
/// display, mirrored, with its axes swapped, or only shifted or stretched, is a different fix to look for
/// (a rotation in the display settings, a driver's axis options) than a matrix of six numbers says.
extension TouchCalibration {
    /// The kind of mismatch between where touches are reported and where they were meant to land.
    public enum Shape: Equatable, Sendable {
        /// Turned from the display by a number of quarter turns (1 to 3), clockwise as the person sees the
        /// screen: where they touch, the report lands that much further round.
        case turned(quarterTurns: Int)
        /// Mirrored: left and right exchanged (`acrossVertical`), or top and bottom.
        case mirrored(acrossVertical: Bool)
        /// The axes exchanged: a touch moving right is reported moving down (`turnedHalf`: and the whole
        /// swapped picture turned half a turn, so moving right reads as moving up).
        case axesSwapped(turnedHalf: Bool)
        /// Only shifted (by more than a hundredth of the screen), not turned or stretched.
        case shifted
        /// Stretched or squeezed along its axes, perhaps shifted too, not turned.
        case scaled
        /// Anything else (a slant, a small rotation, a mixture): the matrix says it.
        case other
    }

    /// How close each of the correction's four linear numbers must be to 0 or ±1 for it to count as a
    /// pure quarter turn, mirror or swap (a tenth of the screen over its width).
    static let shapeTolerance = 0.1

    /// What the correction undoes: the reports' mismatch, recognised when it is a pure turn, mirror or
    /// swap of the axes (within ``shapeTolerance``), a shift or a stretch.
    public var shape: Shape {
        let (a, b, d, e) = (matrix[0], matrix[1], matrix[3], matrix[4])
        func near(_ value: Double, _ target: Double) -> Bool { abs(value - target) <= Self.shapeTolerance }
        if near(b, 0), near(d, 0) {
            // Not turned at all (under 2°) for a shift or a stretch: a small turn is the matrix's to say.
            let level = abs(b) <= 0.03 && abs(d) <= 0.03
            switch (near(a, 1), near(e, 1), near(a, -1), near(e, -1)) {
            case (true, true, _, _):
                return level && (abs(matrix[2]) > 0.01 || abs(matrix[5]) > 0.01) ? .shifted : .other
            case (_, _, true, true): return .turned(quarterTurns: 2)
            case (_, true, true, _): return .mirrored(acrossVertical: true)
            case (true, _, _, true): return .mirrored(acrossVertical: false)
            default: return level && a > 0 && e > 0 ? .scaled : .other
            }
        }
        if near(a, 0), near(e, 0) {
            // The correction x' = b y + c, y' = d x + f. It turns a report a quarter turn clockwise (on a
            // screen whose y grows downwards) when b = -1, d = 1: the reports were turned counter-clockwise.
            switch (near(b, -1), near(d, 1), near(b, 1), near(d, -1)) {
            case (true, true, _, _): return .turned(quarterTurns: 3)
            case (_, _, true, true): return .turned(quarterTurns: 1)
            case (_, true, true, _): return .axesSwapped(turnedHalf: false)
            case (true, _, _, true): return .axesSwapped(turnedHalf: true)
            default: return .other
            }
        }
        return .other
    }
}

extension TouchCalibration.Shape {
    /// The shape as a report says it, in English (a bug report's words; the window says it translated):
    /// "mirrored, left and right exchanged"; nil for ``other``.
    public var reportWords: String? {
        switch self {
        case .turned(quarterTurns: 1): "turned a quarter turn clockwise from the display"
        case .turned(quarterTurns: 2): "upside down, turned half a turn from the display"
        case .turned: "turned a quarter turn counter-clockwise from the display"
        case .mirrored(acrossVertical: true): "mirrored, left and right exchanged"
        case .mirrored(acrossVertical: false): "mirrored, top and bottom exchanged"
        case .axesSwapped(turnedHalf: false): "with its axes swapped (a finger moving right reads as moving down)"
        case .axesSwapped(turnedHalf: true): "with its axes swapped (a finger moving right reads as moving up)"
        case .shifted: "shifted, not turned or stretched"
        case .scaled: "stretched or squeezed along its axes"
        case .other: nil
        }
    }
}
