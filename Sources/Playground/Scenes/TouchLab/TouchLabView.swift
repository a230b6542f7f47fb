import FoundationEssentials
import Glibc
import TouchKit

/// Draws the touch lab: the fingers' trails and discs, a header with the fingers and the device, a two-line
/// readout per finger, and in target mode the crosshairs with each landing's offset. It takes no touches:
/// they go to the scene behind it.
final class TouchLabView: View {
    /// What to draw.
    var lab: TouchLab?
    /// Millimetres per point on this screen, when known (asked on every frame: the window learns it once shown).
    var millimetresPerPoint: () -> Double? = { nil }
    /// The display's refresh rate, in Hz, when the window knows it: the report rate's limit.
    var refreshRate: () -> Double? = { nil }
    /// The calibration's advice for the device seen (the scene knows its ids); asked while one shows.
    var calibrationAdvice: () -> [CalibrationRun.Advice] = { [] }
    /// The latency from input to the screen and the clock the events' times were read on, where the
    /// window measures it; nil headless.
    var latency: () -> (summary: LatencyMeter.Summary, clock: String?)? = { nil }
    /// How much of the bottom the scene's buttons take, in points (on a narrow canvas they sit there).
    var bottomReserved = 0.0
    /// Told before a calibration is drawn, so it follows the window onto its monitor first.
    var willDrawCalibration: () -> Void = {}

    override init(name: String, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        isUserInteractionEnabled = false
    }

    override var hitsOnlyInsideBounds: Bool { true }

    override func draw(into list: inout DisplayList) {
        guard let lab else { return }
        if lab.calibration != nil {
            willDrawCalibration()
            if let run = lab.calibration { drawCalibration(run, advice: calibrationAdvice(), into: &list) }
            return
        }
        if lab.showsGuidedTest, let test = lab.guidedTest {
            for track in lab.tracks { drawTrail(track, into: &list) }
            // The verdicts show on the summary only: no need to work them out on every frame of a step.
            drawGuidedTest(test, checks: test.step == nil ? test.checks(refreshRate: refreshRate()) : [], into: &list)
            return
        }
        let healthPanel = lab.healthMode ? drawHealth(lab.health, into: &list) : nil
        if let (summary, clock) = latency(), summary.count > 0 {
            drawLatency(summary, clock: clock, in: latencyPanelFrame(healthPanel: healthPanel), into: &list)
        }
        if lab.targetMode { drawTargets(lab, into: &list) }
        for track in lab.tracks { drawTrail(track, into: &list) }
        if let hover = lab.hover { drawHover(hover.location, isEraser: hover.isEraser, into: &list) }
        drawHeader(lab, into: &list)
        var y = 78.0
        for track in lab.tracks where track.isDown || track.liftTime != nil {
            drawReadout(track, at: y, into: &list)
            y += 46
            if y > bounds.height - 40 { break }
        }
    }

    /// Below this width, in points, the scene's buttons leave the header for the bottom, and the header's words
    /// take the whole width.
    public static let narrowWidth = 560.0
    /// Below this width, in points, the four buttons do not fit beside the header's words: they go to the
    /// bottom.
    public static let buttonsBesideHeaderWidth = 820.0

    private func drawHeader(_ lab: TouchLab, into list: inout DisplayList) {
        let narrow = bounds.width < Self.narrowWidth
        let left = ChainOverlay.clearance(for: bounds.size) + 8
        let style = TextStyle(size: 15, color: Palette.text, isBold: true, alignment: .leading, wraps: false)
        let fingers = tr(
            "{down} down · most {most}", ["down": "\(lab.fingersDown)", "most": "\(lab.mostFingers)"])
        list.text(
            fingers, in: Rect(x: left, y: 14, width: narrow ? bounds.width - left - 8 : 260, height: 22), style: style)
        let device: String
        if let scale = lab.touchpadScale {
            device = tr("touchpad pinch ×{scale}", ["scale": scale.formatted(digits: 2)])
        } else if let (name, kind) = lab.device {
            // The device's own name stays as the system gives it; the kind is said in the language shown.
            let kindName = TouchNarration.inputName(kind)
            device = name.map { "\($0) (\(kindName))" } ?? kindName
        } else {
            device = tr("Touch the canvas with fingers, a pen or the mouse.")
        }
        list.text(
            device, in: Rect(x: left, y: 40, width: bounds.width - (narrow ? left + 8 : 180), height: 20),
            style: TextStyle(size: 13, color: Palette.hint, isBold: false, alignment: .leading, wraps: false))
    }

    private func drawTrail(_ track: FingerTrack, into list: inout DisplayList) {
        let color = Palette.color(track.number - 1).withAlpha(track.isDown ? 1 : 0.4)
        if track.trail.count > 1 {
            var path = Path()
            path.move(to: track.trail[0].location)
            for sample in track.trail.dropFirst() { path.addLine(to: sample.location) }
            list.path(path, stroke: color, lineWidth: 2)
        }
        guard let last = track.last, track.isDown else { return }
        let radius = max(14, (last.size ?? 0) / 2)
        let disc = Rect(x: last.location.x - radius, y: last.location.y - radius, width: radius * 2, height: radius * 2)
        list.path(.ellipse(in: disc), fill: color.withAlpha(0.35), stroke: color, lineWidth: 2)
        list.text("\(track.number)", in: disc, style: TextStyle(size: 13, color: .white))
        let v = track.velocity
        let speed = (v.x * v.x + v.y * v.y).squareRoot()
        if speed > 20 {
            // An arrow along the velocity, 0.1 s of travel long (at most 120 points).
            let length = min(120, speed * 0.1)
            let tip = Point(x: last.location.x + v.x / speed * length, y: last.location.y + v.y / speed * length)
            list.path(Self.arrow(from: last.location, to: tip), stroke: color, lineWidth: 2)
        }
    }

    /// A pen above the screen: a dashed-looking double ring where its tip would land, and the word.
    private func drawHover(_ point: Point, isEraser: Bool, into list: inout DisplayList) {
        for radius in [10.0, 18.0] {
            list.path(
                .ellipse(in: Rect(x: point.x - radius, y: point.y - radius, width: radius * 2, height: radius * 2)),
                stroke: Palette.hint, lineWidth: 1.5)
        }
        list.text(
            isEraser ? tr("eraser hovering") : tr("pen hovering"),
            in: Rect(x: point.x + 22, y: point.y - 8, width: 140, height: 16),
            style: TextStyle(size: 11, color: Palette.hint, isBold: false, alignment: .leading, wraps: false))
    }

    private func drawReadout(_ track: FingerTrack, at y: Double, into list: inout DisplayList) {
        guard let last = track.last else { return }
        let x = ChainOverlay.clearance(for: bounds.size) + 8
        let color = Palette.color(track.number - 1)
        list.fill(Rect(x: x, y: y + 4, width: 10, height: 10), color: color, cornerRadius: 5)
        let plain = TextStyle(size: 13, color: Palette.text, isBold: false, alignment: .leading, wraps: false)
        let first =
            "\(track.number) \(track.tool) · x \(last.location.x.wholeNumberText) y \(last.location.y.wholeNumberText)"
        list.text(first, in: Rect(x: x + 16, y: y, width: 220, height: 18), style: plain)
        let d = track.displacement
        var slop = plain
        slop.color = track.isPastSlop ? Color(hex: "#ff6b6b")! : Palette.text
        list.text(
            "dX \(d.x.signedText) dY \(d.y.signedText)", in: Rect(x: x + 240, y: y, width: 150, height: 18), style: slop
        )
        let v = track.velocity
        var second = "\((v.x * v.x + v.y * v.y).squareRoot().wholeNumberText) pt/s"
        second += " · " + (track.samplingRate.map { "\($0.formatted(digits: 1)) Hz" } ?? "– Hz")
        if let jitter = track.jitter {
            second += " · " + tr("jitter {value} pt", ["value": jitter.formatted(digits: 2)])
            if let mm = millimetresPerPoint() { second += " (\((jitter * mm).formatted(digits: 3)) mm)" }
        }
        list.text(second, in: Rect(x: x + 16, y: y + 20, width: 330, height: 18), style: plain)
        // Pressure and contact size, as bars, when the device reports them.
        var barX = x + 360
        if let pressure = last.pressure {
            drawBar(tr("pressure"), fraction: pressure, at: Point(x: barX, y: y + 22), color: color, into: &list)
            barX += 120
        }
        if let size = last.size {
            drawBar(tr("size"), fraction: min(1, size / 40), at: Point(x: barX, y: y + 22), color: color, into: &list)
        }
    }

    private func drawBar(
        _ title: String, fraction: Double, at origin: Point, color: Color, into list: inout DisplayList
    ) {
        list.text(
            title, in: Rect(x: origin.x, y: origin.y - 3, width: 60, height: 16),
            style: TextStyle(size: 11, color: Palette.hint, isBold: false, alignment: .leading, wraps: false))
        list.fill(
            Rect(x: origin.x + 58, y: origin.y, width: 50, height: 10), color: Palette.hint.withAlpha(0.3),
            cornerRadius: 3)
        list.fill(
            Rect(x: origin.x + 58, y: origin.y, width: 50 * max(0, min(1, fraction)), height: 10), color: color,
            cornerRadius: 3)
    }

    private func drawTargets(_ lab: TouchLab, into list: inout DisplayList) {
        for target in lab.targets {
            var cross = Path()
            cross.move(to: Point(x: target.x - 14, y: target.y))
            cross.addLine(to: Point(x: target.x + 14, y: target.y))
            cross.move(to: Point(x: target.x, y: target.y - 14))
            cross.addLine(to: Point(x: target.x, y: target.y + 14))
            list.path(cross, stroke: Palette.hint, lineWidth: 1.5)
            list.path(.ellipse(in: Rect(x: target.x - 6, y: target.y - 6, width: 12, height: 12)), stroke: Palette.hint)
        }
        for landing in lab.targetOffsets.suffix(12) {
            let point = Point(x: landing.target.x + landing.offset.x, y: landing.target.y + landing.offset.y)
            var line = Path()
            line.move(to: landing.target)
            line.addLine(to: point)
            let color = Palette.color(landing.number - 1)
            list.path(line, stroke: color, lineWidth: 1.5)
            list.path(.ellipse(in: Rect(x: point.x - 3, y: point.y - 3, width: 6, height: 6)), fill: color)
            let distance = (landing.offset.x * landing.offset.x + landing.offset.y * landing.offset.y).squareRoot()
            list.text(
                "\(distance.formatted(digits: 1)) pt", in: Rect(x: point.x + 6, y: point.y + 4, width: 80, height: 16),
                style: TextStyle(size: 11, color: color, isBold: false, alignment: .leading, wraps: false))
        }
    }

    static func arrow(from start: Point, to tip: Point) -> Path {
        var path = Path()
        path.move(to: start)
        path.addLine(to: tip)
        let angle = atan2(tip.y - start.y, tip.x - start.x)
        for side in [-1.0, 1.0] {
            path.move(to: tip)
            path.addLine(to: Point(x: tip.x - 10 * cos(angle + side * 0.45), y: tip.y - 10 * sin(angle + side * 0.45)))
        }
        return path
    }
}

extension Double {
    /// Whole points with a sign: `+4`, `-12`, `0`.
    var signedText: String {
        let whole = rounded()
        return whole > 0 ? "+\(whole.wholeNumberText)" : whole.wholeNumberText
    }
}
