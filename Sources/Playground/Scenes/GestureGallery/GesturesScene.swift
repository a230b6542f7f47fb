import JSON
import TouchKit

/// `gestures`: the gallery of classic gestures on one photo stage. Taps with one, two and three fingers,
/// single and double (each single waits for its double to fail); a long press; swipes in four directions
/// that switch photos (left and right slide, up curls the page away, down cross-fades); a pan of one or two
/// fingers with live translation and velocity (it waits for the swipes to fail); pinch and rotation
/// readouts, simultaneous with the pan; and a screen-edge pan that drags a help panel in from the left.
///
/// Every recognition is named with where it happened and how many fingers made it, and the note clears
/// after ``noteDuration`` seconds.
public final class GesturesScene: Scene {
    /// The scene's name.
    public static let name = "gestures"
    public override var sceneName: String { Self.name }

    /// How long a recognition stays on screen, in seconds.
    public static let noteDuration = 3.0

    /// One recognition, as the scene reports it.
    public struct Recognition: Equatable {
        /// What was recognized, in words ("double tap", "swipe left").
        public var gesture: String
        /// How many fingers made it.
        public var fingers: Int
        /// Where, in the stage's points.
        public var location: Point
    }

    private let stage = View(name: "stage")
    private lazy var photos: PhotoSwitcher = {
        let library = PhotoLibrary(directory: context.imageDirectory)
        return PhotoSwitcher(name: "photos", photos: Array(library.photos.prefix(2)), problem: library.problem)
    }()
    private let marker = RecognitionMarker(name: "marker")
    private let note = LabelView(name: "note")
    private let panReadout = LabelView(name: "pan-readout")
    private let pinchReadout = LabelView(name: "pinch-readout")
    private let rotationReadout = LabelView(name: "rotation-readout")
    private let drawer = EdgeDrawer(
        name: "drawer",
        help: [
            tr("Gestures"), tr("Tap or double tap: 1, 2 or 3 fingers"), tr("Long press: hold still"),
            tr("Swipe ← → ↑ ↓: next photo"), tr("Pan: drag 1 or 2 fingers slowly"), tr("Pinch and rotate: 2 fingers"),
            GesturesScene.pinchHint(MouseHints()), GesturesScene.panHint(MouseHints()),
            tr("Drag from the left edge: this panel"),
        ])
    private let together = SimultaneousRecognition(names: ["pan", "pinch", "rotation"])
    private var clearNote: ClockTimer?
    /// Every recognition so far, oldest first.
    public private(set) var recognitions: [Recognition] = []

    /// The drawer's line telling a mouse user how to pinch and turn.
    static func pinchHint(_ hints: MouseHints) -> String {
        tr("Mouse: {drag} pinches and turns", ["drag": hints.twoFingerDrag])
    }

    /// The drawer's line telling a mouse user how to pan with two fingers.
    static func panHint(_ hints: MouseHints) -> String {
        tr("{drag}: two-finger pan", ["drag": hints.parallelDrag])
    }

    public override func mouseHintsChanged() {
        drawer.setLine(6, to: Self.pinchHint(mouseHints))
        drawer.setLine(7, to: Self.panHint(mouseHints))
    }

    public override func viewDidLoad() {
        view.backgroundColor = Palette.background
        view.isMultipleTouchEnabled = true
        stage.backgroundColor = Color(hex: "#2d333b")
        stage.cornerRadius = 10
        stage.isMultipleTouchEnabled = true
        note.style = TextStyle(size: 18, color: Color(hex: "#f0c674")!)
        note.text = tr("Try a gesture on the photo")
        for readout in [panReadout, pinchReadout, rotationReadout] {
            readout.style = TextStyle(size: 14, color: Palette.text, isBold: false)
            view.addSubview(readout)
        }
        panReadout.text = tr("Pan: drag one or two fingers slowly")
        pinchReadout.text = tr("Pinch: two fingers apart or together")
        rotationReadout.text = tr("Rotation: turn two fingers")
        photos.isUserInteractionEnabled = false
        stage.addSubview(photos)
        stage.addSubview(marker)
        view.addSubview(stage)
        view.addSubview(note)
        view.addSubview(drawer)
        attachRecognizers()
        layout(in: context.size)
    }

    public override func viewDidResize(to size: Size) { layout(in: size) }

    private func layout(in size: Size) {
        // On a phone's width the words are smaller and each readout has room for two lines (French wraps
        // there), so no line runs into the next.
        let narrow = size.width < 480
        note.style.size = narrow ? 15 : 18
        for readout in [panReadout, pinchReadout, rotationReadout] { readout.style.size = narrow ? 12 : 14 }
        note.frame = Rect(x: 0, y: 8, width: size.width, height: 36)
        note.horizontalPadding = ChainOverlay.clearance(for: size)
        let readoutHeight = narrow ? 34.0 : 26.0
        let bottom = size.height - 3 * readoutHeight - ChainOverlay.legendBandHeight
        stage.frame = Rect(x: 28, y: 48, width: max(size.width - 56, 10), height: max(bottom - 56, 10))
        photos.frame = stage.bounds
        photos.layoutPhotos()
        marker.frame = stage.bounds
        for (index, readout) in [panReadout, pinchReadout, rotationReadout].enumerated() {
            readout.frame = Rect(
                x: 24, y: bottom + Double(index) * readoutHeight, width: size.width - 48, height: readoutHeight)
        }
        drawer.layout(height: size.height)
    }

    // MARK: - Recognizers

    private func attachRecognizers() {
        for fingers in 1...3 {
            let double = TapGestureRecognizer(name: "double-tap-\(fingers)") { [unowned self] in
                self.report("double tap", $0, fingers: fingers)
            }
            double.numberOfTapsRequired = 2
            double.numberOfTouchesRequired = fingers
            let single = TapGestureRecognizer(name: "tap-\(fingers)") { [unowned self] in
                self.report("tap", $0, fingers: fingers)
            }
            single.numberOfTouchesRequired = fingers
            single.require(toFail: double)
            stage.addGestureRecognizer(double)
            stage.addGestureRecognizer(single)
        }

        let longPress = LongPressGestureRecognizer(name: "long-press") { [unowned self] recognizer in
            if recognizer.state == .began { self.report("long press", recognizer, fingers: recognizer.numberOfTouches) }
        }
        stage.addGestureRecognizer(longPress)

        let pan = PanGestureRecognizer(name: "pan")
        pan.onChange { [unowned self] in self.panned($0) }
        pan.maximumNumberOfTouches = 2
        let swipes: [(SwipeDirection, String, PhotoSwitcher.Transition)] = [
            (.left, "left", .slideLeft), (.right, "right", .slideRight), (.up, "up", .curlUp),
            (.down, "down", .crossFade),
        ]
        for (direction, word, transition) in swipes {
            let swipe = SwipeGestureRecognizer(name: "swipe-\(word)") { [unowned self] recognizer in
                self.report("swipe \(word)", recognizer, fingers: 1)
                self.photos.show(next: transition)
            }
            swipe.direction = direction
            pan.require(toFail: swipe)
            stage.addGestureRecognizer(swipe)
        }
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.onChange { [unowned self] in self.pinched($0) }
        let rotation = RotationGestureRecognizer(name: "rotation")
        rotation.onChange { [unowned self] in self.rotated($0) }
        for recognizer in [pan, pinch, rotation] as [GestureRecognizer] {
            recognizer.delegate = together
            stage.addGestureRecognizer(recognizer)
        }

        let edgePan = ScreenEdgePanGestureRecognizer(name: "edge-pan")
        edgePan.onChange { [unowned self] recognizer in
            if recognizer.state == .began {
                self.report("screen-edge pan", recognizer, fingers: recognizer.numberOfTouches)
            }
            self.drawer.follow(recognizer)
        }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)
        let drawerPan = PanGestureRecognizer(name: "drawer-pan")
        drawerPan.onChange { [unowned self] in self.drawer.follow($0) }
        drawer.addGestureRecognizer(drawerPan)
        let drawerTap = TapGestureRecognizer(name: "drawer-close") { [unowned self] _ in
            self.drawer.settle(open: false, velocity: 0)
        }
        drawer.addGestureRecognizer(drawerTap)
    }

    private func panned(_ pan: PanGestureRecognizer) {
        if pan.state == .began { report("pan", pan, fingers: pan.numberOfTouches) }
        let t = pan.translation(in: stage), v = pan.velocity(in: stage)
        panReadout.text = tr(
            "Pan {state} · {fingers} · translation {translation} · velocity {velocity} pt/s",
            [
                "state": pan.state.rawValue, "fingers": Self.fingers(pan.numberOfTouches), "translation": t.rounded,
                "velocity": v.rounded,
            ])
    }

    private func pinched(_ pinch: PinchGestureRecognizer) {
        if pinch.state == .began { report("pinch", pinch, fingers: max(pinch.numberOfTouches, 2)) }
        pinchReadout.text = tr(
            "Pinch {state} · scale {scale} · velocity {velocity}/s",
            [
                "state": pinch.state.rawValue, "scale": pinch.scale.formatted(digits: 2),
                "velocity": pinch.velocity.formatted(digits: 2),
            ])
    }

    private func rotated(_ rotation: RotationGestureRecognizer) {
        if rotation.state == .began { report("rotation", rotation, fingers: max(rotation.numberOfTouches, 2)) }
        rotationReadout.text = tr(
            "Rotation {state} · {angle} · velocity {velocity} rad/s",
            [
                "state": rotation.state.rawValue, "angle": rotation.rotation.degrees,
                "velocity": rotation.velocity.formatted(digits: 2),
            ])
    }

    /// Names a recognition with where and with how many fingers, marks the spot, and clears both after
    /// ``noteDuration`` seconds (a newer recognition restarts the wait).
    private func report(_ gesture: String, _ recognizer: GestureRecognizer, fingers: Int) {
        let location = recognizer.location(in: stage)
        recognitions.append(Recognition(gesture: gesture, fingers: fingers, location: location))
        note.text = tr(
            "{gesture} · {fingers} · at {location}",
            [
                "gesture": Self.title(of: gesture), "fingers": Self.fingers(fingers), "location": location.rounded,
            ])
        marker.location = location
        marker.fingers = fingers
        cancel(clearNote)
        clearNote = after(Self.noteDuration) { [unowned self] in
            clearNote = nil
            note.text = ""
            marker.location = nil
        }
    }

    /// "1 finger", "3 fingers", in the user's language.
    private static func fingers(_ count: Int) -> String {
        trn("{count} finger", "{count} fingers", count)
    }

    /// A recognition's name as the note shows it ("Double tap"); the record keeps the English id.
    private static func title(of gesture: String) -> String {
        switch gesture {
        case "double tap": tr("Double tap")
        case "tap": tr("Tap")
        case "long press": tr("Long press")
        case "swipe left": tr("Swipe left")
        case "swipe right": tr("Swipe right")
        case "swipe up": tr("Swipe up")
        case "swipe down": tr("Swipe down")
        case "screen-edge pan": tr("Screen-edge pan")
        case "pan": tr("Pan")
        case "pinch": tr("Pinch")
        case "rotation": tr("Rotation")
        default: gesture.prefix(1).uppercased() + gesture.dropFirst()
        }
    }

    /// Why a photo cannot be shown (a missing folder, a damaged file), when the one on show has none.
    public override var problem: String? {
        photos.shownFileName == nil ? photos.subviews.compactMap { ($0 as? PhotoView)?.problem }.first : nil
    }

    public override func extraState() -> [(String, JSONValue)] {
        [
            ("note", note.text.isEmpty ? .null : .string(note.text)),
            (
                "recognitions",
                .array(
                    recognitions.map {
                        .object([
                            ("gesture", .string($0.gesture)), ("fingers", .number(Double($0.fingers))),
                            ("at", .array([.number($0.location.x), .number($0.location.y)])),
                        ])
                    })
            ),
            ("photo", photos.shownFileName.map(JSONValue.string) ?? .null),
            ("transition", photos.lastTransition.map { .string($0.rawValue) } ?? .null),
            ("pan", .string(panReadout.text)),
            ("pinch", .string(pinchReadout.text)),
            ("rotation", .string(rotationReadout.text)),
            ("drawer", .string(drawer.isOpen ? "open" : "closed")),
            ("drawerLeft", .number(drawer.left)),
        ]
    }
}
