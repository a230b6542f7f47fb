/// Turning measurements (points, pixels, degrees) into whole numbers without trapping.
///
/// `Int(someDouble)` stops the program when the value is not finite or does not fit, and a hostile trace can
/// drag a finger to 1e300 points. Every conversion of a measurement to an integer goes through these, which
/// round toward zero and clamp to the type's range (NaN becomes 0).
///
/// ```swift
/// Int(saturating: 1e300)        // Int.max
/// Int32(saturating: -.infinity) // Int32.min
/// (1e300).wholeNumberText       // "1e+300"
/// ```
extension Int {
    /// `value` rounded toward zero, clamped to `Int.min...Int.max`; NaN is 0.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9.223372036854775e18 {
            self = .max
        } else if value <= -9.223372036854775e18 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    /// `value` rounded toward zero, clamped to `Int32.min...Int32.max`; NaN is 0.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= Double(Int32.max) {
            self = .max
        } else if value <= Double(Int32.min) {
            self = .min
        } else {
            self = Int32(value)
        }
    }
}

extension Double {
    /// The number rounded to a whole number, as readouts print it (`-12`); past a quadrillion, or not finite,
    /// in exponent form (`1e+300`, `inf`) rather than a trap or a 300-digit string.
    public var wholeNumberText: String {
        let whole = rounded()
        guard whole.isFinite, abs(whole) < 1e15 else { return "\(whole)" }
        return String(Int(whole))
    }
}
