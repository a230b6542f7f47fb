/// Numbers as failure reasons print them: lengths in whole points, times in seconds to the hundredth.
///
/// ```swift
/// 14.3.pointsText   // "14 pt"
/// 0.4123.secondsText  // "0.41 s"
/// ```
extension Double {
    /// A length rounded to whole points: `14 pt`.
    public var pointsText: String { wholeNumberText + " pt" }

    /// A time rounded to hundredths of a second: `0.41 s`, `0.5 s`.
    public var secondsText: String {
        let hundredths = (self * 100).rounded() / 100
        guard hundredths.isFinite, abs(hundredths) < 1e12 else { return "\(self) s" }
        return "\(hundredths) s"
    }
}
