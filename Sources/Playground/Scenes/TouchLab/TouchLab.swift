import TouchKit

/// The touch lab's model: a track per finger (numbered as they land, the smallest free number first), the
/// most fingers seen at once, the device, and in target mode how far each touch landed from the nearest
/// crosshair.
///
/// ```swift
/// let lab = TouchLab()
/// lab.touchBegan(touch)       // from a scene's touchesBegan
/// lab.tracks.first?.samplingRate
/// ```
public final class TouchLab {
    /// The fingers down and those lifted in the last ``FingerTrack/window`` seconds, in landing order.
    public private(set) var tracks: [FingerTrack] = []
    /// The fingers of the last gesture as they were when its last finger lifted: what the report holds
    /// once their trails have faded from the lab (a report saved a while after measuring).
    public private(set) var lastMeasured: [FingerTrack] = []
    /// The most fingers down at once since the lab opened.
    public private(set) var mostFingers = 0
    /// The last device seen: its name (when the system gives one) and its kind ("touchscreen", "pen", "mouse").
    public private(set) var device: (name: String?, kind: String)?
    /// Whether the crosshairs show and landings are measured against them.
    public var targetMode = false
    /// In target mode, each landing's offset from the nearest crosshair, in points, newest last.
    public private(set) var targetOffsets: [(number: Int, target: Point, offset: Point)] = []
    /// The crosshairs of target mode, in the lab's points.
    public private(set) var targets: [Point] = []
    /// Where a pen hovers above the screen (in the lab's points) and whether it is the eraser end, while it
    /// does; nil otherwise. Hovering is no touch: the window reports it from the tablet's proximity.
    public var hover: (location: Point, isEraser: Bool)?
    /// A touchpad pinch in progress: its scale since it began. A touchpad reports no fingers to an
    /// application, only the gesture (GDK's pinch), so that is what the lab can show of it.
    public var touchpadScale: Double?
    /// How far a finger may wander and still be "still", in points (the tap slop of the profile in force).
    public var stillRadius = GestureThresholds.standard.tapSlop

    /// The number of each finger down, by its touch.
    private var numbers: [ObjectIdentifier: Int] = [:]

    /// The Health view's checks and coverage grid, fed every finger (shown while ``healthMode`` is on).
    public var health = LiveHealth(size: Size(width: 0, height: 0))
    /// Whether the Health view shows.
    public var healthMode = false
    /// The calibration under way, shown over the whole lab; nil when none is.
    public var calibration: CalibrationRun?
    /// The guided touchscreen test, kept when it is put away (it resumes where it was); nil before the first.
    public var guidedTest: TouchscreenTest?
    /// Whether the guided test shows over the lab.
    public var showsGuidedTest = false

    /// Creates an empty lab.
    public init() {}

    /// The fingers down now.
    public var fingersDown: Int { tracks.count { $0.isDown } }

    /// Lays the crosshairs out over `size` points: a 4 × 3 grid inset from the edges.
    public func layOutTargets(in size: Size) {
        health.size = size
        targets = (0..<3).flatMap { row in
            (0..<4).map { column in
                Point(x: size.width * (Double(column) + 0.5) / 4, y: size.height * (0.25 + Double(row) * 0.25))
            }
        }
    }

    /// A touchpad pinch changed (scale since it began) or ended (nil).
    public func touchpadPinch(scale: Double?) {
        touchpadScale = scale
        if scale != nil { device = (nil, "touchpad") }
    }

    /// A finger landed at `location` (lab points).
    public func touchBegan(_ touch: Touch, at location: Point, time: Double) {
        forgetLifted(before: time)
        let taken = Set(tracks.filter(\.isDown).map(\.number))
        let number = (1...).first { !taken.contains($0) }!
        var track = FingerTrack(number: number, tool: Self.tool(of: touch), stillRadius: stillRadius)
        track.add(time: time, location: location, pressure: touch.force, size: touch.majorRadius.map { $0 * 2 })
        // A lifted track with the same number gives way to the new finger.
        tracks.removeAll { !$0.isDown && $0.number == number }
        numbers[ObjectIdentifier(touch)] = number
        tracks.append(track)
        health.began(touch.identifier, at: location, time: time)
        mostFingers = max(mostFingers, fingersDown)
        noteDevice(of: touch)
        if targetMode, let nearest = targets.min(by: { $0.distance(to: location) < $1.distance(to: location) }) {
            targetOffsets.append((number, nearest, Point(x: location.x - nearest.x, y: location.y - nearest.y)))
            if targetOffsets.count > 24 { targetOffsets.removeFirst() }
        }
    }

    /// Remembers the device `touch` came from as the last one seen.
    public func noteDevice(of touch: Touch) {
        device = (touch.deviceName, touch.source.rawValue)
    }

    /// A finger moved (or the device sent it again where it was).
    public func touchMoved(_ touch: Touch, at location: Point, time: Double) {
        guard let index = index(of: touch) else { return }
        tracks[index].tool = Self.tool(of: touch)
        tracks[index].add(time: time, location: location, pressure: touch.force, size: touch.majorRadius.map { $0 * 2 })
        health.moved(touch.identifier, to: location, time: time)
    }

    /// A finger lifted (or was cancelled).
    public func touchEnded(_ touch: Touch, at location: Point, time: Double) {
        guard let index = index(of: touch) else { return }
        numbers[ObjectIdentifier(touch)] = nil
        tracks[index].add(
            time: time, location: location, pressure: touch.force, size: touch.majorRadius.map { $0 * 2 }, isLift: true)
        tracks[index].isDown = false
        tracks[index].liftTime = time
        health.ended(touch.identifier, time: time)
        if fingersDown == 0 { lastMeasured = tracks }
    }

    /// Drops the trails of fingers lifted more than ``FingerTrack/window`` seconds before `time`.
    public func forgetLifted(before time: Double) {
        tracks.removeAll { !$0.isDown && time - ($0.liftTime ?? time) > FingerTrack.window }
    }

    /// Where the track of a finger down is.
    private func index(of touch: Touch) -> Int? {
        guard let number = numbers[ObjectIdentifier(touch)] else { return nil }
        return tracks.firstIndex { $0.isDown && $0.number == number }
    }

    /// The tool's word: finger, pen, eraser or mouse.
    static func tool(of touch: Touch) -> String {
        switch touch.source {
        case .pen: touch.isEraser ? "eraser" : "pen"
        case .mouse, .simulatedSecondFinger: "mouse"
        case .touchscreen: "finger"
        }
    }
}
