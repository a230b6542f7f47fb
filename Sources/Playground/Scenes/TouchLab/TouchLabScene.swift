import TouchKit

/// `touch-lab`: what a touchscreen, a pen or a mouse really reports, in the UIKit model. Each finger leaves a
/// colored trail of its last seconds; a header says how many fingers are down and the most seen; per finger,
/// its position, dX/dY from where it landed (red past the tap slop in force), its speed, pressure and size
/// when the device reports them, its tool, how often the device samples it (Hz) and how steadily it holds
/// still (jitter). Target mode shows crosshairs to tap and how far each touch landed from one.
public final class TouchLabScene: Scene {
    /// The scene's name.
    public static let name = "touch-lab"
    public override var sceneName: String { Self.name }

    /// The measurements.
    public let lab = TouchLab()
    private let canvas = TouchLabView(name: "lab")
    private lazy var targetsButton = ButtonView(name: "targets", title: tr("Targets")) { [unowned self] in
        self.setTargetMode(!self.lab.targetMode)
    }
    private lazy var healthButton = ButtonView(name: "health", title: tr("Health")) { [unowned self] in
        self.setHealthMode(!self.lab.healthMode)
    }
    private lazy var reportButton = ButtonView(name: "report", title: tr("Save report")) { [unowned self] in
        self.saveReport()
    }
    private var forgetTimer: ClockTimer?

    /// Writes the report where the window keeps such files and returns a message naming it (or why it was
    /// not; empty when the window said so itself, with a button to open the folder)
    /// not written); nil headless, where the button says so.
    public var reportHandler: ((JSONValue) -> String)?
    /// Shows a message to the user (the window's toast).
    public var onMessage: ((String) -> Void)?
    /// The application's name and version, for the report.
    public var applicationName = "Touch Playground"

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.isMultipleTouchEnabled = true
        canvas.lab = lab
        canvas.millimetresPerPoint = { [context] in context.millimetresPerPoint }
        view.addSubview(canvas)
        view.addSubview(targetsButton)
        view.addSubview(reportButton)
        view.addSubview(healthButton)
        // A touchpad gives no fingers, only its pinch: a pinch recognizer that leaves the fingers' touches
        // alone reports it.
        let touchpad = PinchGestureRecognizer(name: "touchpad-pinch")
        touchpad.cancelsTouchesInView = false
        touchpad.delaysTouchesEnded = false
        touchpad.onChange { [unowned self] pinch in
            guard pinch.numberOfTouches == 0 else { return }  // two real fingers: the tracks tell it
            let going = pinch.state == .began || pinch.state == .changed
            self.lab.touchpadPinch(scale: going ? pinch.scale : nil)
        }
        view.addGestureRecognizer(touchpad)
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) {
        layout(in: size)
    }

    private func layout(in size: Size) {
        canvas.frame = Rect(origin: .zero, size: size)
        // Beside the header on a wide canvas; on a phone's width, at the bottom, clear of the header's words.
        let buttonsY = size.width < TouchLabView.narrowWidth ? size.height - ChainOverlay.legendBandHeight - 46 : 12
        targetsButton.frame = Rect(x: size.width - 112, y: buttonsY, width: 100, height: 34)
        reportButton.frame = Rect(x: size.width - 244, y: buttonsY, width: 124, height: 34)
        healthButton.frame = Rect(x: size.width - 352, y: buttonsY, width: 100, height: 34)
        lab.layOutTargets(in: size)
    }

    /// Shows or hides the crosshairs (the Targets button, or T).
    public func setTargetMode(_ isOn: Bool) {
        lab.targetMode = isOn
        targetsButton.backgroundColor = isOn ? Color(hex: "#2f6f3e") : Color(hex: "#3d444d")
    }

    /// Shows or hides the Health view (the Health button); shown, it starts a new test: its checks and its
    /// coverage grid count the fingers from now on.
    public func setHealthMode(_ isOn: Bool) {
        lab.healthMode = isOn
        if isOn {
            lab.health.reset()
            lab.health.millimetresPerPoint = context.millimetresPerPoint
        }
        healthButton.backgroundColor = isOn ? Color(hex: "#2f6f3e") : Color(hex: "#3d444d")
    }

    /// A pen hovering at `location` (window points), or no longer (nil): the lab draws a ring there.
    public func showHover(at location: Point?, isEraser: Bool = false) {
        lab.hover = location.map { (view.convert($0, from: nil), isEraser) }
    }

    /// The device's numbers as a report (see ``TouchLab/report(millimetresPerPoint:application:)``).
    public func report() -> JSONValue {
        lab.report(millimetresPerPoint: context.millimetresPerPoint, application: applicationName)
    }

    /// Saves the report through the window (the Save report button).
    public func saveReport() {
        let message = reportHandler?(report()) ?? tr("Reports are saved from the window.")
        if !message.isEmpty { onMessage?(message) }
    }

    /// The thresholds in force say how far a finger may wander and still be still.
    private func syncSlop() {
        if let settings = view.window?.router.settings { lab.stillRadius = settings.tapSlop }
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        syncSlop()
        // A press on the lab's own buttons is no measurement: it would land as a target and push aside the
        // fingers the report is about.
        for touch in touches.sorted(by: { $0.identifier < $1.identifier }) where !isOnButton(touch) {
            lab.touchBegan(touch, at: touch.location(in: view), time: touch.timestamp)
        }
        super.touchesBegan(touches, with: event)
    }

    /// Whether `touch` landed on the Targets or the Save report button.
    private func isOnButton(_ touch: Touch) -> Bool {
        guard let hit = touch.view else { return false }
        return hit.isDescendant(of: targetsButton) || hit.isDescendant(of: reportButton)
            || hit.isDescendant(of: healthButton)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in touches { lab.touchMoved(touch, at: touch.location(in: view), time: touch.timestamp) }
        super.touchesMoved(touches, with: event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        finish(touches)
        super.touchesEnded(touches, with: event)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        finish(touches)
        super.touchesCancelled(touches, with: event)
    }

    private func finish(_ touches: Set<Touch>) {
        for touch in touches { lab.touchEnded(touch, at: touch.location(in: view), time: touch.timestamp) }
        // The trails of lifted fingers go once they are older than the lab looks back.
        cancel(forgetTimer)
        forgetTimer = after(FingerTrack.window + 0.05) { [unowned self] in
            self.lab.forgetLifted(before: self.clock?.now ?? 0)
        }
    }

    public override func handleKey(_ key: SceneKey) -> Bool {
        if key == .escape, lab.healthMode {
            setHealthMode(false)
            return true
        }
        guard key == .escape, lab.targetMode else { return false }
        setTargetMode(false)
        return true
    }

    /// The Health view for the state: whether it shows, each check's verdict, the coverage grid's cells.
    private var healthState: JSONValue {
        let checks = lab.health.checks(now: lab.health.latest).map { check -> JSONValue in
            .object([("name", .string(check.name)), ("verdict", .string(check.verdict.rawValue))])
        }
        return .object([
            ("on", .bool(lab.healthMode)), ("checks", .array(checks)),
            ("painted", .number(Double(lab.health.painted.count))),
            ("dead", .array(lab.health.deadCells.map { .number(Double($0)) })),
        ])
    }

    /// Per finger: number, tool, rate (Hz), jitter (points), samples, whether down; the most fingers; the
    /// target offsets.
    public override func extraState() -> [(String, JSONValue)] {
        let fingers = lab.tracks.map { track -> JSONValue in
            .object([
                ("number", .number(Double(track.number))), ("tool", .string(track.tool)),
                ("down", .bool(track.isDown)), ("samples", .number(Double(track.sampleCount))),
                ("rate", track.samplingRate.map(JSONValue.number) ?? .null),
                ("jitter", track.jitter.map(JSONValue.number) ?? .null),
                ("displacement", .array([.number(track.displacement.x), .number(track.displacement.y)])),
                ("pastSlop", .bool(track.isPastSlop)),
                ("pressure", track.last?.pressure.map(JSONValue.number) ?? .null),
                ("size", track.last?.size.map(JSONValue.number) ?? .null),
            ])
        }
        return [
            ("fingers", .array(fingers)), ("mostFingers", .number(Double(lab.mostFingers))),
            ("device", lab.device.map { .string($0.kind) } ?? .null),
            ("deviceName", lab.device?.name.map(JSONValue.string) ?? .null),
            ("millimetresPerPoint", context.millimetresPerPoint.map(JSONValue.number) ?? .null),
            ("targetMode", .bool(lab.targetMode)),
            ("health", healthState),
            ("touchpadScale", lab.touchpadScale.map(JSONValue.number) ?? .null),
            ("hover", lab.hover.map { .array([.number($0.location.x), .number($0.location.y)]) } ?? .null),
            (
                "targetOffsets",
                .array(lab.targetOffsets.map { .array([.number($0.offset.x), .number($0.offset.y)]) })
            ),
        ]
    }
}
