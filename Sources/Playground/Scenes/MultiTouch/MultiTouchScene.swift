import JSON
import TouchKit

/// `multi-touch`: every finger drawn as a filled circle where it is, a line naming the last phase, the
/// number of touches and their points, and single and double taps told apart the classic way: a single tap
/// is announced only after a short wait, which a second tap cancels (the "TouchExplorer" and "TapTaps"
/// lessons, with `touch.tapCount`).
public final class MultiTouchScene: Scene {
    /// The scene's name.
    public static let name = "multi-touch"
    public override var sceneName: String { Self.name }

    /// How long a single tap waits for a second one before it is announced, in seconds, with the default
    /// thresholds (the window's profile and double-click time decide in the window).
    public static let singleTapDelay = GestureThresholds.standard.doubleTapTime
    /// How far a finger may move and still count as a tap, in points, with the default thresholds.
    public static let tapSlop = GestureThresholds.standard.tapSlop

    private let spotsView = TouchSpotsView(name: "spots")
    private let phaseLabel = LabelView(name: "phase")
    private let tapLabel = LabelView(name: "taps")
    private let hintLabel = LabelView(name: "hint")
    /// Where each finger down started (to tell taps from drags); the fingers themselves, in the order they
    /// landed, are the spots view's.
    private var starts: [ObjectIdentifier: Point] = [:]
    /// Numbers of fingers that lifted below the highest one given, largest first, so the next finger takes
    /// the smallest free number without a search.
    private var freeNumbers: [Int] = []
    /// The highest number given to a finger down.
    private var highestNumber = 0
    /// How many fingers the message lists by position; more are counted.
    static let listedFingers = 8
    private var pendingSingleTap: ClockTimer?
    /// Every tap announced, in order: "single" or "double".
    public private(set) var announcedTaps: [String] = []

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.isMultipleTouchEnabled = true
        phaseLabel.style = TextStyle(size: 17, color: Palette.text)
        phaseLabel.text = tr("Touch the screen with one or more fingers")
        tapLabel.style = TextStyle(size: 22, color: Color(hex: "#f0c674")!)
        hintLabel.style = TextStyle(size: 14, color: Palette.hint, isBold: false)
        mouseHintsChanged()
        for subview in [spotsView, phaseLabel, tapLabel, hintLabel] { view.addSubview(subview) }
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    public override func mouseHintsChanged() {
        hintLabel.text =
            mouseHints.everyDrag
            ? tr("Mouse: every drag has two fingers (F7 turns it off)")
            : tr("Mouse: drag for one finger, {drag} for two", ["drag": mouseHints.twoFingerDrag])
    }

    private func layout(in size: Size) {
        // Clear of the chain overlay's number on the root's top-left corner.
        phaseLabel.horizontalPadding = ChainOverlay.clearance(for: size)
        spotsView.frame = Rect(origin: .zero, size: size)
        phaseLabel.frame = Rect(x: 0, y: 12, width: size.width, height: 48)
        tapLabel.frame = Rect(x: 0, y: 60, width: size.width, height: 36)
        hintLabel.frame = Rect(x: 0, y: 96, width: size.width, height: 28)
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        for touch in sorted(touches) {
            starts[ObjectIdentifier(touch)] = touch.location(in: view)
            spotsView.fingers.append((touch, takeNumber()))
        }
        report("began", event)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
        report("moved", event)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: TouchEvent) {
        report("ended", event)
        for touch in touches {
            guard let start = starts[ObjectIdentifier(touch)] else { continue }
            if touch.location(in: view).distance(to: start) <= thresholds.tapSlop { noteTap(touch.tapCount) }
        }
        remove(touches)
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: TouchEvent) {
        report("cancelled", event)
        remove(touches)
    }

    /// The smallest number no finger down has.
    /// The thresholds in force in the window (its profile, its desktop's double-click time).
    private var thresholds: GestureThresholds { view.window?.router.settings ?? .standard }

    private func takeNumber() -> Int {
        if let number = freeNumbers.popLast() { return number }
        highestNumber += 1
        return highestNumber
    }

    private func remove(_ touches: Set<Touch>) {
        for touch in touches {
            guard starts.removeValue(forKey: ObjectIdentifier(touch)) != nil,
                let index = spotsView.fingers.firstIndex(where: { $0.touch === touch })
            else { continue }
            let number = spotsView.fingers.remove(at: index).number
            if number == highestNumber {
                highestNumber -= 1
                while freeNumbers.first == highestNumber, highestNumber > 0 {  // largest free numbers close the gap
                    freeNumbers.removeFirst()
                    highestNumber -= 1
                }
            } else {
                let position = freeNumbers.firstIndex { $0 < number } ?? freeNumbers.endIndex
                freeNumbers.insert(number, at: position)
            }
        }
    }

    /// A single tap is announced after a wait; the second tap of a double cancels it.
    private func noteTap(_ count: Int) {
        if count == 1 {
            cancel(pendingSingleTap)
            pendingSingleTap = after(thresholds.doubleTapTime) { [unowned self] in
                pendingSingleTap = nil
                announce("single")
            }
        } else if count == 2 {
            cancel(pendingSingleTap)
            pendingSingleTap = nil
            announce("double")
        }
    }

    private func announce(_ kind: String) {
        announcedTaps.append(kind)
        tapLabel.text = kind == "single" ? tr("Single tap") : tr("Double tap")
    }

    /// Names the phase and the fingers of the event, as the TouchExplorer lesson counts `allTouches`: each
    /// finger's point for up to ``listedFingers`` of them (by identifier), past that the first ones to land
    /// and how many more, so a message stays readable and costs the same however many fingers are down.
    private func report(_ phase: String, _ event: TouchEvent) {
        let touches = event.allTouches
        let count = trn("{count} touch", "{count} touches", touches.count)
        let listed =
            touches.count <= Self.listedFingers
            ? sorted(touches) : spotsView.fingers.prefix(Self.listedFingers).map(\.touch)
        var points = listed.map { $0.location(in: view).rounded }.joined(separator: ", ")
        if touches.count > listed.count {
            points = tr("{points} and {count} more", ["points": points, "count": String(touches.count - listed.count)])
        }
        let values: KeyValuePairs<String, String> = ["count": count, "points": points]
        switch phase {
        case "began": phaseLabel.text = tr("Touches began: {count} at {points}", values)
        case "moved": phaseLabel.text = tr("Touches moved: {count} at {points}", values)
        case "ended": phaseLabel.text = tr("Touches ended: {count} at {points}", values)
        default: phaseLabel.text = tr("Touches cancelled: {count} at {points}", values)
        }
    }

    /// Touches in a fixed order (by identifier), so messages read the same in every replay.
    private func sorted(_ touches: Set<Touch>) -> [Touch] { touches.sorted { $0.identifier < $1.identifier } }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("message", .string(phaseLabel.text)),
            ("hint", .string(hintLabel.text)),
            ("fingers", .array(spotsView.spots.map { .array([.number($0.location.x), .number($0.location.y)]) })),
            ("taps", .array(announcedTaps.map(JSONValue.string))),
        ]
    }
}
