/// How accurately a touchscreen reports where a finger taps, from taps on known targets: the systematic
/// offset of each target (where the screen's own mapping puts it, by the best affine fit of the taps) and
/// what is left once that mapping is corrected (a finger's own scatter, and any bending no calibration
/// matrix undoes).
///
/// A finger tap scatters a millimetre or more about where it was aimed, more than a robot's; fitting the
/// mapping to all the taps together averages that out, so the offset before correction is the screen's and
/// not the hand's.
///
/// ```swift
/// let accuracy = TapAccuracy(targets: crosshairs, landed: taps)   // millimetres, nine pairs
/// accuracy?.worstBefore    // 3.1: the screen maps a target 3.1 mm off at worst
/// accuracy?.worstAfter     // 0.8: corrected, taps land within 0.8 mm of their targets
/// ```
public struct TapAccuracy: Sendable, Equatable {
    /// Where each target was, in millimetres.
    public var targets: [Point]
    /// Where each tap on it was reported, in millimetres.
    public var landed: [Point]
    /// Each target's systematic offset: where the screen's fitted mapping reports a tap on it, less the
    /// target, in millimetres.
    public var before: [Point]
    /// Each tap's offset from its target once the fitted mapping is undone, in millimetres.
    public var after: [Point]

    /// The most a target may be mapped off, in millimetres (Microsoft's touchscreen tests report every
    /// contact within 1 mm of where it is).
    public static let largestOffset = 1.0

    /// The measure of taps `landed` on `targets` (millimetres, in pairs); nil with fewer than three pairs
    /// or targets all on one line.
    public init?(targets: [Point], landed: [Point]) {
        guard targets.count == landed.count, targets.count >= 3,
            let mapping = try? TouchCalibration(targets: landed, landed: targets),
            let undo = try? TouchCalibration(targets: targets, landed: landed)
        else { return nil }
        (self.targets, self.landed) = (targets, landed)
        before = targets.map { TouchCalibration.apply(mapping.matrix, to: $0) - $0 }
        after = zip(targets, landed).map { TouchCalibration.apply(undo.matrix, to: $1) - $0 }
        guard (before + after).allSatisfy(\.isFinite) else { return nil }
    }

    /// The largest systematic offset of a target, in millimetres.
    public var worstBefore: Double { before.map(\.length).max() ?? 0 }
    /// The largest offset of a tap once the mapping is corrected, in millimetres.
    public var worstAfter: Double { after.map(\.length).max() ?? 0 }
    /// The mean offset of the taps, in millimetres: a shift of the whole screen shows here.
    public var meanOffset: Point {
        zip(landed, targets).map { $0 - $1 }.reduce(.zero, +) / Double(max(targets.count, 1))
    }

    /// The verdict: every target mapped within ``largestOffset``; a hint only, since finger taps were fitted.
    public var check: DeviceHealth.Check {
        let worst = worstBefore
        return DeviceHealth.Check(
            name: "accuracy", verdict: worst <= Self.largestOffset ? .pass : .fail,
            detail:
                "targets mapped \(DeviceHealth.format(worst, 1)) mm off at most (taps \(DeviceHealth.format(meanOffset.length, 1)) mm off on average), at most \(DeviceHealth.format(Self.largestOffset, 0)) mm; corrected, taps land within \(DeviceHealth.format(worstAfter, 1)) mm",
            measured: worst, limit: Self.largestOffset, unit: "mm",
            reference: "\(DeviceHealth.hardwareLabKit), Touch Accuracy: every contact within 1 mm of where it is")
    }
}
