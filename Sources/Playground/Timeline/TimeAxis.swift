import TouchKit

/// Seconds to points along a timeline, and the axis drawn with round ticks.
struct TimeAxis {
    var range: ClosedRange<Double>
    var left: Double
    var right: Double
    /// The time labelled `0 s` (the trace's start, or a live interaction's first touch), in seconds: ticks
    /// fall on round times from it, the same in the window, `--timeline` and `--frames`.
    var origin: Double = 0

    func x(_ time: Double) -> Double {
        let span = max(range.upperBound - range.lowerBound, 1e-6)
        guard span.isFinite else { return left }
        return left + (time - range.lowerBound) / span * (right - left)
    }

    /// Ticks at the roundest step that keeps labels at least 64 points apart, each labelled in seconds from
    /// ``origin``, the first at or after the range's start.
    func draw(height: Double, into list: inout DisplayList) {
        let span = max(range.upperBound - range.lowerBound, 1e-6)
        guard span.isFinite else { return }
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600]
        let step = steps.first { $0 / span * (right - left) >= 64 } ?? span
        let style = TextStyle(size: 9, color: TimelinePalette.detail, isBold: false)
        let before = range.lowerBound - origin
        var tick = before > 0 && (before / step).isFinite ? (before / step - 1e-9).rounded(.up) * step : 0
        if !tick.isFinite || tick < before - 1e-9 { tick = max(0, before) }
        // At most one tick per 64 points (and a few): a step lost in a huge start time still ends.
        var ticks = 0
        while tick <= range.upperBound - origin + 1e-9, ticks <= Int((right - left) / 64) + 2 {
            ticks += 1
            let x = self.x(origin + tick)
            list.fill(
                Rect(x: x, y: TimelineDrawing.axisHeight - 6, width: 1, height: height), color: TimelinePalette.grid)
            list.text(Self.label(tick), in: Rect(x: x - 32, y: 2, width: 64, height: 14), style: style)
            tick += step
        }
    }

    /// `0 s`, `0.25 s`, `2 s`: hundredths, without a trailing `.0`.
    static func label(_ seconds: Double) -> String {
        let hundredths = (seconds * 100).rounded() / 100
        // Whole seconds without the ".0", where they fit an integer (a trace may run for 1e19 seconds).
        guard hundredths == hundredths.rounded(), abs(hundredths) < 1e15 else { return "\(hundredths) s" }
        return "\(Int(hundredths)) s"
    }
}
