import Testing
import TouchKit

@Suite("Touch calibration: the affine correction from taps on targets")
struct TouchCalibrationTests {
    /// A screen whose touches land scaled, turned a little and shifted: what each target's tap reports.
    static let distortion: [Double] = [0.97, 0.02, 0.03, -0.015, 1.04, -0.02]

    static func landed(_ targets: [Point], noise: Double = 0) -> [Point] {
        targets.enumerated().map { index, target in
            let wobble = noise * (index.isMultiple(of: 2) ? 1 : -1)
            return TouchCalibration.apply(Self.distortion, to: target) + Point(x: wobble, y: -wobble)
        }
    }

    @Test(
        "four and nine taps recover a known distortion: the correction sends each tap back to its target",
        arguments: [4, 9])
    func recovers(count: Int) throws {
        let targets = TouchCalibration.targets(count: count)
        #expect(targets.count == count)
        let fit = try TouchCalibration(targets: targets, landed: Self.landed(targets))
        #expect(fit.residual < 1e-9)
        // Any point, not only the targets: the correction undoes the distortion.
        let somewhere = Point(x: 0.37, y: 0.81)
        let corrected = TouchCalibration.apply(fit.matrix, to: TouchCalibration.apply(Self.distortion, to: somewhere))
        #expect(corrected.distance(to: somewhere) < 1e-9)
    }

    @Test("with noisy taps, nine fit better than the noise; the residual says how far off the worst tap is")
    func noisy() throws {
        let targets = TouchCalibration.targets(count: 9)
        let fit = try TouchCalibration(targets: targets, landed: Self.landed(targets, noise: 0.002))
        #expect(fit.residual < 0.005 && fit.residual > 0)
    }

    @Test("the lines that apply it: the udev rule, its file and reload, and xinput's property")
    func lines() throws {
        let targets = TouchCalibration.targets(count: 4)
        let fit = try TouchCalibration(targets: targets, landed: targets)
        #expect(fit.matrixText == "1 0 0 0 1 0")
        let rule = fit.udevRule(device: "ELAN9008:00 04F3:2C82")
        #expect(rule.line == #"ATTRS{name}=="ELAN9008:00 04F3:2C82", ENV{LIBINPUT_CALIBRATION_MATRIX}="1 0 0 0 1 0""#)
        #expect(rule.file == "/etc/udev/rules.d/99-touchscreen-calibration.rules")
        #expect(
            fit.xinputCommand(device: "Pen's screen")
                == #"xinput set-prop 'Pen'\''s screen' 'libinput Calibration Matrix' 1 0 0 0 1 0 0 0 1"#)
    }

    @Test("taps on one line, or too few, are refused in words")
    func refused() {
        let line = [Point(x: 0.1, y: 0.1), Point(x: 0.5, y: 0.5), Point(x: 0.9, y: 0.9)]
        #expect(throws: TouchCalibration.Problem.self) { try TouchCalibration(targets: line, landed: line) }
        #expect(throws: TouchCalibration.Problem.self) {
            try TouchCalibration(targets: [Point(x: 0, y: 0)], landed: [Point(x: 0, y: 0)])
        }
    }
}
