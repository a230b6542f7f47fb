import GtkBridge
import Playground
import PlaygroundSettings

/// F1 help: what each scene shows and how to touch it with whatever the user has (touchscreen, touchpad,
/// mouse), in a window beside the playground.
@MainActor
enum HelpWindow {
    /// The help's sections: a heading and its paragraphs, in the user's language.
    static var sections: [(heading: String, paragraphs: [String])] {
        [
            (
                tr("Touch Playground"),
                [
                    tr(
                        "Every scene is a small app built the way UIKit apps are: views, the responder chain and gesture recognizers. Touch it and watch how the touch travels: the panel on the right (F9) tells the hit test, the responders in order and every recognizer's states."
                    )
                ]
            ),
            (
                tr("With a mouse"),
                [
                    tr("Press and drag: one finger."),
                    tr(
                        "Alt while dragging: a second finger, mirrored around the center of the view under the pointer, to pinch and rotate."
                    ),
                    tr("Alt and Shift while dragging: two fingers moving together (a two-finger pan)."),
                    tr(
                        "The keys count mid-drag too: press Alt to put the second finger down, release it to lift that finger, and press or release Shift to switch between mirrored and together; the second finger never jumps."
                    ),
                    tr(
                        "Alt+Ctrl+click pins the second finger where you click (a blue ring marked 2). An Alt drag then moves the first finger while the pinned one holds still, so one mouse pans, pinches and rotates at once. Alt+Ctrl+click on the pin, or Escape on the canvas, lifts it."
                    ),
                    tr("Ctrl and the wheel: zoom."),
                    tr(
                        "Where Alt and a drag move the window, choose Super for the second finger in the main menu, or press F7 (the mouse button in the header): then every drag has its second finger, no key held."
                    ),
                ]
            ),
            (
                tr("With a touchpad or a touchscreen"),
                [
                    tr("A touchpad's pinch zooms and rotates; every finger on a touchscreen is a touch of its own."),
                    tr("F8 draws a disc under every finger, for projectors and screen recordings."),
                ]
            ),
            (
                tr("With the keyboard alone, or a screen reader"),
                [
                    tr(
                        "Tab moves between the header's buttons, the scene list and the canvas. On the canvas, the arrow keys move a blue focus ring from view to view, front to back, the views inside a view before it."
                    ),
                    tr(
                        "Enter or Space taps the view with the ring, Shift+Enter double taps it, and the Menu key or Shift+F10 long-presses it: the touch goes through the same hit test, responder chain and recognizers as a finger's, and the panel tells it."
                    ),
                    tr(
                        "On a photo, + and - pinch it, [ and ] turn it, and Ctrl with the arrows drags it. While a replay is open, its keys come first (Space plays, the arrows step). Escape closes what is open on the canvas, then lifts the mouse's pinned finger; with nothing left, it goes back to the header."
                    ),
                    tr(
                        "Gestures with no key of their own are drawn ready-made: Shift with the arrows swipes, 2 and 3 tap with that many fingers, O draws a circle, L a stroke, and E drags in from the left edge."
                    ),
                    tr(
                        "A screen reader reads the canvas as an image named by its scene: its description first says any problem the canvas shows across its top (a missing photo or sticker, a lesson that does not read), then lists the views you can touch, with their colours and what each responds to, and after each touch tells in one sentence where it landed and who got it. In a replay it tells the moment on screen after every step, back or forward, by key or scrubber. Messages in toasts are read too."
                    ),
                ]
            ),
            (
                tr("Hit testing, in 3-D"),
                [
                    tr(
                        "F12 (the stacked-pages button in the header) tilts the canvas and pulls its views apart, one slab per nesting level. The last touch becomes a ray through the stack: each view it met is marked green when hit, blue on the path, orange when skipped (with the reason: hidden, user interaction off, alpha below 0.01, outside its bounds, its point(inside:) said no, or never asked because the point is outside its superview) and grey when never reached because a view in front was hit."
                    ),
                    tr(
                        "Drag the stack, or press Alt and the arrows, to turn it; click or tap it to send a touch where it lands on the flat canvas. The keyboard's ring and keys work as on the flat canvas."
                    ),
                    tr(
                        "Change a view, at the end of the panel: pick a view (or right-click it on the stack), switch its flags or slide its alpha, and touch again to see where the touch goes now. Reset (Ctrl+R) puts the scene back. With the keyboard, Tab stops at its heading after the canvas, and Space opens it."
                    ),
                ]
            ),
        ] + sceneSections + [
            (
                tr("Presenting to a class"),
                [
                    tr(
                        "Present (F5, the header's projector button or the main menu) fills the screen with the canvas alone: no header, scene list, panel, legend or timeline, and a disc under every finger. A caption names the scene and what to try, and fades with the Leave button after a few seconds; the button stays faintly in the top right corner and comes back under the pointer."
                    ),
                    tr(
                        "F5, the Leave button or Escape leaves (Escape first closes a replay or a menu, cancels a stroke or lifts a pinned finger), and the window is back as it was. The window never opens presenting."
                    ),
                    tr(
                        "For the back row, Ctrl+plus and Ctrl+minus zoom the canvas (50 % to 300 %): the scene, the exploded view and its words, the chain's numbers and the rings are drawn larger, and touches land where they are seen. Ctrl+0 goes back to 100 %; the zoom is remembered."
                    ),
                ]
            ),
            (
                tr("Lessons, recordings and reports"),
                [
                    tr(
                        "Open a Lesson or a Trace (Ctrl+O) opens a lesson, or replays a trace, from a file; it starts in your recordings once there are some, with the sample lessons, recordings and reports folders beside."
                    ),
                    tr(
                        "Edit a Copy of the Lesson (Ctrl+E) copies the lesson shown to {folder}, opens the copy and your text editor on it: the scene follows each save.",
                        ["folder": RecordingStore.shortened(LessonCopies.folder())]),
                    tr(
                        "A lesson that asks (the predict-the samples) shows its questions above the canvas: Ctrl+Page Down asks the next. Its touch is drawn, not delivered; the class picks a view on the canvas or a chip, a show of hands is counted with Count a Hand, and Show (Ctrl+Enter) delivers the touch and marks each guess."
                    ),
                    tr(
                        "Record (Ctrl+Shift+R) saves what you do in the scene as a trace in {folder}; its message has a Play button that replays it.",
                        ["folder": RecordingStore.shortened(RecordingStore.folder())]),
                    tr(
                        "The touch lab's Save report writes a bug-report bundle (.tar.gz: the numbers, health, calibration and the session as a trace) in {folder}; its message has an Open button for the folder.",
                        ["folder": RecordingStore.shortened(RecordingStore.folder("reports"))]),
                    tr(
                        "The drawing pad saves drawings as PNG in Pictures, in Touch Playground; the window's size and choices are kept in {file}.",
                        ["file": RecordingStore.shortened(UserSettings.path())]),
                ]
            ),
            (
                tr("Keys"),
                [
                    keyList,
                    tr(
                        "Ctrl+Shift+R (or the red dot in the header) records the scene's input until pressed again; the file goes to the recordings folder, and `touch-playground replay FILE --scene NAME` plays it back."
                    ),
                    tr(
                        "Ctrl+O replays a trace in the window (or drop the file on it): Space plays or pauses, Left and Right step one event, Home goes back to the start, [ and ] change the speed, Escape closes. Ctrl+T shows the recognizer timeline: every recognizer's states and why each failed."
                    ),
                    tr(
                        "The main menu (F10) also chooses whose gesture thresholds the scenes use: UIKit's, Android's, Flutter's, Hammer.js's or GTK's."
                    ),
                ]
            ),
        ]
    }

    /// A section for each scene: what it teaches, then how its gestures are made with a touchscreen, a
    /// touchpad, a mouse and the keyboard.
    static var sceneSections: [(heading: String, paragraphs: [String])] {
        SceneCatalogue.entries.map { entry in
            let ways = SceneHowTo.ways(for: entry.name).map {
                tr("{device}: {how}", ["device": $0.device, "how": $0.how])
            }
            return (
                tr("{title} ({name})", ["title": tr(entry.title), "name": entry.name]),
                [tr("{summary}.", ["summary": tr(entry.summary)])] + ways
            )
        }
    }

    /// Every window action's keys and what they do, one a line, made from ``WindowAction`` as the
    /// shortcuts window is, and the application's Quit.
    static var keyList: String {
        let actions = WindowAction.allCases.compactMap { action in
            action.keys.flatMap { keys in action.shortcutTitle.map { (keys, $0) } }
        }
        return (actions + [("<Control>q", tr("Quit"))])
            .map { keys, title in AcceleratorLabel.text(for: keys) + "   " + title }
            .joined(separator: "\n")
    }

    /// Builds the help window over `parent` (shown with `present()`); its list of sample lessons opens one
    /// with `openLesson` (given the lesson's path).
    static func make(over parent: DesktopWindow, openLesson: @escaping @MainActor (String) -> Void) -> SecondaryWindow {
        let window = SecondaryWindow(title: tr("Touch Playground Help"), parent: parent, width: 620, height: 680)
        let page = Box(.vertical, spacing: 8)
        page.margin = 24
        for section in sections {
            let heading = Label(section.heading)
            heading.addStyleClass("title-4")
            heading.wraps = true  // a phone's narrow window wraps it rather than widening
            heading.horizontalAlignment = 0
            page.append(heading)
            for paragraph in section.paragraphs {
                let text = Label(paragraph)
                text.wraps = true
                text.horizontalAlignment = 0
                page.append(text)
            }
        }
        appendLessons(to: page, open: openLesson)
        let scrolled = ScrolledWindow(page)
        scrolled.setAccessibleLabel(tr("Help"))
        window.content = scrolled
        return window
    }

    /// The sample lessons, each a button that opens it in the window, so a teacher goes from reading to
    /// trying in one click.
    private static func appendLessons(to page: Box, open: @escaping @MainActor (String) -> Void) {
        let lessons = LessonFolder.lessons()
        guard !lessons.isEmpty else { return }
        let heading = Label(tr("The sample lessons"))
        heading.addStyleClass("title-4")
        heading.wraps = true
        heading.horizontalAlignment = 0
        page.append(heading)
        let intro = Label(tr("Each opens in the window, ready to touch, its description in the panel."))
        intro.wraps = true
        intro.horizontalAlignment = 0
        page.append(intro)
        for lesson in lessons {
            let title = DisplayTitle.make(lesson.title)
            let button = Button(label: title) { open(lesson.path) }
            button.addStyleClass("flat")
            button.wrapsLabel = true
            button.halign = .start
            button.setButtonName(tr("Open the lesson: {title}", ["title": title]))
            page.append(button)
        }
    }
}
