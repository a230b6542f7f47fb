import TouchKit

/// The latency panel in the bottom right of the lab: from each event's own time to the frame that shows it
/// on the screen, its median and 95th and 99th percentiles over the last five seconds, the share of frames
/// that came late, and a histogram in 10 ms bins.
extension TouchLabView {
    /// The panel's size, in points.
    static let latencyPanelSize = Size(width: 330, height: 96)

    /// Where the panel goes: bottom right, above the buttons and the legend's band; above the Health panel
    /// when the canvas is too narrow for both side by side.
    func latencyPanelFrame(healthPanel: Rect?) -> Rect {
        let size = Self.latencyPanelSize
        var frame = Rect(
            x: bounds.width - size.width - 12,
            y: bounds.height - max(ChainOverlay.legendBandHeight, bottomReserved) - 16 - size.height,
            width: size.width, height: size.height)
        if let health = healthPanel, health.intersects(frame) {
            frame.origin = Point(x: health.minX, y: health.minY - size.height - 8)
        }
        return frame
    }

    func drawLatency(_ latency: LatencyMeter.Summary, clock: String?, in frame: Rect, into list: inout DisplayList) {
        list.fill(frame, color: Color.black.withAlpha(0.6), cornerRadius: 8)
        let inside = frame.insetBy(dx: 10, dy: 6)
        func ms(_ seconds: Double) -> String { (seconds * 1000).formatted(digits: 0) }
        list.text(
            tr(
                "latency {median} ms · 95th {p95} · 99th {p99}",
                ["median": ms(latency.median), "p95": ms(latency.p95), "p99": ms(latency.p99)]),
            in: Rect(x: inside.minX, y: inside.minY, width: inside.width, height: 18),
            style: TextStyle(size: 13, color: .white, isBold: true, alignment: .leading, wraps: false))
        let to = latency.source == .presentation ? tr("to the screen") : tr("to the paint's end (no screen report)")
        var detail = tr(
            "{to} · late frames: {late} %", ["to": to, "late": (latency.lateFrames * 100).formatted(digits: 1)])
        if clock == "estimated" { detail += " · " + tr("delivery not counted") }
        list.text(
            detail, in: Rect(x: inside.minX, y: inside.minY + 19, width: inside.width, height: 16),
            style: TextStyle(size: 11, color: Palette.hint, isBold: false, alignment: .leading, wraps: false))
        // The histogram: one bar per 10 ms, the tallest bin full height.
        let bins = latency.histogram
        let tallest = max(1, bins.max() ?? 1)
        let chart = Rect(x: inside.minX, y: inside.minY + 40, width: inside.width, height: 26)
        let barWidth = chart.width / Double(max(1, bins.count))
        for (index, count) in bins.enumerated() where count > 0 {
            let height = max(2, chart.height * Double(count) / Double(tallest))
            list.fill(
                Rect(
                    x: chart.minX + Double(index) * barWidth + 1, y: chart.maxY - height, width: barWidth - 2,
                    height: height),
                color: index >= 5 ? Color(red: 1, green: 0.55, blue: 0.35) : Color(red: 0.45, green: 0.75, blue: 1))
        }
        let axis = TextStyle(size: 10, color: Palette.hint, isBold: false, alignment: .leading, wraps: false)
        list.text("0", in: Rect(x: chart.minX, y: chart.maxY + 1, width: 30, height: 13), style: axis)
        list.text("50", in: Rect(x: chart.minX + barWidth * 5, y: chart.maxY + 1, width: 30, height: 13), style: axis)
        list.text(
            tr("{ms}+ ms", ["ms": "100"]),
            in: Rect(x: chart.maxX - barWidth * 1.6, y: chart.maxY + 1, width: barWidth * 1.6 + 4, height: 13),
            style: axis)
    }
}
