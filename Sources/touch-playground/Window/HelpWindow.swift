import GtkBridge
import Playground

/// F1 help: what each scene shows and how to touch it with whatever the user has (touchscreen, touchpad,
/// mouse), in a window beside the playground.
@MainActor
enum HelpWindow {
    /// The help's sections: a heading and its paragraphs.
    static let sections: [(heading: String, paragraphs: [String])] = [
        ("Touch Playground", [
            "Every scene is a small app built the way UIKit apps are: views, the responder chain and gesture "
                + "recognizers. Touch it and watch how the touch travels: the panel on the right (F9) tells the "
                + "hit test, the responders in order and every recognizer's states.",
        ]),
        ("With a mouse", [
            "Press and drag: one finger.",
            "Alt while dragging: a second finger, mirrored around the center of the view under the pointer, "
                + "to pinch and rotate.",
            "Alt and Shift while dragging: two fingers moving together (a two-finger pan).",
            "Ctrl and the wheel: zoom.",
        ]),
        ("With a touchpad or a touchscreen", [
            "A touchpad's pinch zooms and rotates; every finger on a touchscreen is a touch of its own.",
            "F8 draws a disc under every finger, for projectors and screen recordings.",
        ]),
        ("The scenes", SceneCatalogue.entries.map { "\($0.title) (\($0.name)): \($0.summary)." }),
        ("Keys", [
            "Ctrl+R resets the scene, F9 shows or hides the chain, F8 the finger discs, F11 fills the screen, "
                + "Ctrl+? lists every shortcut, Ctrl+W closes the window and Ctrl+Q quits.",
        ]),
    ]

    /// Builds the help window over `parent` (shown with `present()`).
    static func make(over parent: DesktopWindow) -> SecondaryWindow {
        let window = SecondaryWindow(title: "Touch Playground Help", parent: parent, width: 620, height: 680)
        let page = Box(.vertical, spacing: 8)
        page.margin = 24
        for section in sections {
            let heading = Label(section.heading)
            heading.addStyleClass("title-4")
            heading.horizontalAlignment = 0
            page.append(heading)
            for paragraph in section.paragraphs {
                let text = Label(paragraph)
                text.wraps = true
                text.horizontalAlignment = 0
                page.append(text)
            }
        }
        window.content = ScrolledWindow(page)
        return window
    }
}
