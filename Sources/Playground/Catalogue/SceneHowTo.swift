/// How each scene's gestures are made with what a person has: a touchscreen, a touchpad, a mouse, the
/// keyboard. The help (F1) shows them scene by scene, so a newcomer with only a laptop finds the way to every
/// gesture a scene teaches. The keys named are the window's own (the shortcuts table).
///
/// ```swift
/// for way in SceneHowTo.ways(for: "image-viewer") { print(way.device + ": " + way.how) }
/// ```
public enum SceneHowTo {
    /// One way in: the device, and how its gestures are made, in the language shown.
    public struct Way: Sendable {
        /// "Touchscreen", "Touchpad", "Mouse", "Keyboard".
        public let device: String
        /// What to do, with the keys.
        public let how: String
    }

    /// The ways in to the scene called `name`, or none for a scene it does not know (a lesson's are its own).
    public static func ways(for name: String) -> [Way] {
        guard let texts = table[name] else { return [] }
        let devices = [tr("Touchscreen"), tr("Touchpad"), tr("Mouse"), tr("Keyboard")]
        return zip(devices, texts).map { Way(device: $0, how: tr($1)) }
    }

    /// For each scene: the touchscreen's, the touchpad's, the mouse's and the keyboard's ways, in English.
    private static let table: [String: [String]] = [
        "touch-views": [
            translatable(
                "touch any view; each finger is hit-tested on its own, so two fingers on two views light both."),
            translatable("click a view; the touchpad's pointer is a mouse."),
            translatable("click a view; Alt+click also touches the point mirrored across the view's middle."),
            translatable("the arrows move the ring from view to view, Enter taps the view with the ring."),
        ],
        "image-viewer": [
            translatable(
                "drag to pan; pinch and turn two fingers to zoom and rotate, all at once; double tap for the next photo, double tap with two fingers for the previous."
            ),
            translatable(
                "pinch and turn two fingers on the pad; drag with the button held to pan; double click for the next photo."
            ),
            translatable(
                "drag to pan; Alt+drag pinches and turns around the photo's middle; Alt+Ctrl+click pins a finger, then Alt+drag pans, pinches and turns at once; Ctrl+wheel zooms; double click for the next photo, Alt+double click for the previous."
            ),
            translatable("+ and - zoom, [ and ] turn, Ctrl with the arrows drags, Shift+Enter double taps."),
        ],
        "gestures": [
            translatable(
                "tap with one, two or three fingers (and twice); hold for the long press; swipe, pan, pinch and rotate on the stage; drag in from the left edge."
            ),
            translatable(
                "click and double click; hold the click for the long press; a fast drag swipes, a slow one pans; pinch and turn on the pad."
            ),
            translatable(
                "click for one finger; Alt+click for two; Alt+drag pinches and turns; Alt+Shift+drag is a two-finger pan; press from the canvas's left edge for the edge pan."
            ),
            translatable(
                "Enter taps, 2 and 3 tap with more fingers, Menu long-presses, Shift with the arrows swipes, E drags in from the left edge."
            ),
        ],
        "tray": [
            translatable("drag the tray's handle up or down and let go: the release speed decides where it goes."),
            translatable("drag the handle with the button held, and let go while still moving to throw it."),
            translatable("drag the handle and let go while moving: a quick flick opens or closes it."),
            translatable(
                "the arrows put the ring on the tray; Ctrl with Up or Down drags it, Shift with Up or Down flicks it."),
        ],
        "multi-touch": [
            translatable(
                "put down as many fingers as the screen takes: each is a circle with its phase; tap once, or twice."),
            translatable("click, or drag: the touchpad's pointer is one finger."),
            translatable("drag for one finger, Alt+drag for two, Alt+Shift+drag for two moving together."),
            translatable("Enter taps, Shift+Enter double taps, 2 and 3 tap with more fingers."),
        ],
        "drawing-pad": [
            translatable(
                "draw with one finger or several at once; choose the shape in the toolbar; a pen draws with its pressure."
            ),
            translatable("drag with the button held to draw."),
            translatable("drag to draw; Alt+drag draws two mirrored strokes at once; Escape cancels a stroke."),
            translatable("L draws a stroke, O a circle on the view with the ring."),
        ],
        "lines": [
            translatable(
                "draw a line with each finger; tap a line for its menu (Delete); hold one to move it; double tap clears."
            ),
            translatable("drag to draw a line; click a line for its menu; hold the click on it, then move."),
            translatable(
                "drag to draw; Alt+drag draws two lines at once; click a line, then Delete; double click clears."),
            translatable("L draws a line; Menu long-presses; Delete removes the selected line."),
        ],
        "direct-manipulation": [
            translatable(
                "drag any item, two at once with two fingers; draw a circle on the board for the circle recognizer; hold an item for its menu."
            ),
            translatable("drag an item with the button held; hold the click on one for its menu."),
            translatable("drag an item; draw a circle with a drag; hold the button on an item for its menu."),
            translatable("Ctrl with the arrows drags the item with the ring, O draws a circle, Menu opens its menu."),
        ],
        "controls": [
            translatable(
                "the converter's fields, switches and sliders are GTK's own widgets: tap and drag them as any GTK app's."
            ),
            translatable("click and type, as in any GTK app."),
            translatable("click and type, as in any GTK app."),
            translatable("Tab moves between the fields; type the numbers; Space toggles."),
        ],
        "touch-lab": [
            translatable(
                "touch anywhere: trails, the sampling rate and the jitter of each finger; Targets to measure where taps land; Health to check the screen and paint its grid for dead zones; Calibrate to correct where touches land; Save report."
            ),
            translatable("move and click: the lab measures the pointer as it does a finger."),
            translatable(
                "drag to see the mouse's rate and jitter; a held, still press measures jitter; Alt+drag adds a second finger."
            ),
            translatable(
                "the keyboard's fingers are measured too; Tab reaches Targets, Health, Calibrate and Save report."),
        ],
    ]
}
