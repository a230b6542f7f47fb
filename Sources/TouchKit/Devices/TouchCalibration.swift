import JSON

/// A touchscreen's calibration from taps on known targets: the affine correction (the least-squares fit of
/// where the taps landed to where the targets are, in the screen's normalized units, 0 to 1 across) and the
/// lines that apply it for good: libinput's `LIBINPUT_CALIBRATION_MATRIX` udev property, and the
/// `libinput Calibration Matrix` property for `xinput` in X sessions. It writes nothing itself.
///
/// ```swift
/// let fit = try TouchCalibration(targets: targets, landed: taps)   // four or nine pairs
/// fit.matrix               // [a, b, c, d, e, f]: x' = a x + b y + c, y' = d x + e y + f
/// fit.udevRule(device: "ELAN9008:00 04F3:2C82")
/// ```
public struct TouchCalibration: Sendable, Equatable {
    /// Why no correction can be made from the taps.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        /// What is wrong.
        public var message: String
        public var description: String { message }
    }

    /// The correction's six numbers, row by row: `x' = m[0] x + m[1] y + m[2]`, `y' = m[3] x + m[4] y + m[5]`,
    /// in normalized units (libinput's third row is 0 0 1).
    public var matrix: [Double]
    /// After the correction, the farthest a tap still lands from its target, in normalized units.
    public var residual: Double

    /// The fit of `landed` (where each tap was reported, normalized) to `targets` (where it was meant to be);
    /// at least three pairs not all on one line.
    public init(targets: [Point], landed: [Point]) throws(Problem) {
        guard targets.count == landed.count, targets.count >= 3 else {
            throw Problem(message: "a calibration needs at least three taps, each on its target")
        }
        // Normal equations of the least squares for each row: (Σ u uᵀ) p = Σ u t, with u = (x, y, 1).
        var normal = [[Double]](repeating: [0, 0, 0], count: 3)
        var rightX = [0.0, 0, 0], rightY = [0.0, 0, 0]
        for (target, tap) in zip(targets, landed) {
            let u = [tap.x, tap.y, 1]
            for row in 0..<3 {
                for column in 0..<3 { normal[row][column] += u[row] * u[column] }
                rightX[row] += u[row] * target.x
                rightY[row] += u[row] * target.y
            }
        }
        let systemX = (0..<3).map { normal[$0] + [rightX[$0]] }, systemY = (0..<3).map { normal[$0] + [rightY[$0]] }
        guard let rowX = LinearSystem3.solve(systemX), let rowY = LinearSystem3.solve(systemY) else {
            throw Problem(message: "the taps lie on one line: tap each target where it shows")
        }
        matrix = rowX + rowY
        var worst = 0.0
        for (target, tap) in zip(targets, landed) {
            worst = max(worst, Self.apply(matrix, to: tap).distance(to: target))
        }
        residual = worst
    }

    /// `point` (normalized) corrected by `matrix`.
    public static func apply(_ matrix: [Double], to point: Point) -> Point {
        Point(
            x: matrix[0] * point.x + matrix[1] * point.y + matrix[2],
            y: matrix[3] * point.x + matrix[4] * point.y + matrix[5])
    }

    /// The four targets of a quick calibration (a tenth in from each corner), nine (a 3 × 3 grid) or 25
    /// (5 × 5 over the same span, to find where a screen bends between the nine), row by row.
    public static func targets(count: Int) -> [Point] {
        let steps = count >= 25 ? [0.1, 0.3, 0.5, 0.7, 0.9] : count >= 9 ? [0.1, 0.5, 0.9] : [0.1, 0.9]
        return steps.flatMap { y in steps.map { x in Point(x: x, y: y) } }
    }

    /// The matrix as its six numbers, as libinput reads them.
    public var matrixText: String {
        matrix.map { JSONValue.format(($0 * 1_000_000).rounded() / 1_000_000) }.joined(separator: " ")
    }

    /// The udev rule that gives the device its calibration at every boot: the line, the file to put it in,
    /// and the command that reloads the rules.
    public func udevRule(device name: String) -> (line: String, file: String, reload: String) {
        // udev's match takes `?` for any one character: a quote, a backslash or a control character (a
        // newline would end the rule) in the name stands as `?`.
        let quoted = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { $0 == "\"" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F ? "?" : $0 }))
        return (
            "ATTRS{name}==\"\(quoted)\", ENV{LIBINPUT_CALIBRATION_MATRIX}=\"\(matrixText)\"",
            "/etc/udev/rules.d/99-touchscreen-calibration.rules",
            "sudo udevadm control --reload-rules && sudo udevadm trigger"
        )
    }

    /// The `xinput` command that applies it now, in an X session.
    public func xinputCommand(device name: String) -> String {
        let quoted = name.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''")
        return "xinput set-prop '\(quoted)' 'libinput Calibration Matrix' \(matrixText) 0 0 1"
    }
}
