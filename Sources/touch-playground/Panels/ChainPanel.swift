import GtkBridge
import Playground
import TouchKit

/// The side panel that narrates the last touch for a class: the hit-test path, the responders each phase
/// reached in chain order, each recognizer's states and the actions sent.
@MainActor
final class ChainPanel {
    /// The panel, scrolling when the window is short (a pane the window shows beside or over the canvas).
    let view: ScrolledWindow
    private let hitTests = NarrationLines()
    private let chain = NarrationLines()
    private let recognizers = NarrationLines()
    private let actions = NarrationLines()
    private let thresholds = Label()
    /// The lesson's title and description, when a scene file shows.
    private let lessonTitle = Label()
    private let lessonText = Label()
    /// The narration's heading, brought into view after a touch when a long lesson text pushed it down.
    private let title = Label(tr("How the last touch travelled"))
    private var shownVersion = -1
    /// The story the labels tell now.
    private var shown: TouchNarration?
    /// The narrator whose story the panel tells, kept so the panel catches up when it comes on screen.
    private var narrator: TouchNarrator?
    /// New counts ("changed ×41") at most twice a second. A drag changes them on every frame, and each
    /// change makes GTK measure, lay out and paint the lines again, faster than anyone reads; a new event
    /// (a finger, a state, an action) still shows on the next frame. Four times a second, with each
    /// section in one label, the counts took a tenth of the window's CPU while a photo was dragged.
    private lazy var countUpdates = Throttle(clock: clock, interval: 0.5) { [weak self] in self?.catchUp() }
    private let clock = GLibClock()

    /// The narration's text, one paragraph under the other.
    private let column = Box(.vertical, spacing: 6)
    /// The text, then the sections added under it (controls a keyboard reaches).
    private let content = Box(.vertical, spacing: 6)

    init() {
        content.margin = 14
        content.setSizeRequest(width: 220, height: -1)
        lessonTitle.addStyleClass("title-3")
        lessonTitle.maximumLines = 3
        // The description is read aloud, so it is shown whole; the panel scrolls, never the window.
        lessonText.isSelectable = true
        for label in [lessonTitle, lessonText] {
            label.wraps = true
            label.breaksLongWords = true  // a lesson's own words
            label.horizontalAlignment = 0
            label.isVisible = false
            column.append(label)
        }
        title.addStyleClass("title-4")
        title.wraps = true
        title.horizontalAlignment = 0
        column.append(title)
        let hint = Label(
            tr(
                "Touch a view or the photo. The outlines on the canvas show the hit-test path; the numbers, the order responders got touchesBegan."
            ))
        hint.addStyleClass("dim-label")
        hint.wraps = true
        hint.horizontalAlignment = 0
        column.append(hint)
        thresholds.addStyleClass("dim-label")
        thresholds.addStyleClass("caption")
        thresholds.wraps = true
        thresholds.horizontalAlignment = 0
        column.append(thresholds)
        for (heading, section) in [
            (tr("Hit test"), hitTests), (tr("Responder chain"), chain),
            (tr("Gesture recognizers"), recognizers), (tr("Actions"), actions),
        ] {
            let header = Label(heading)
            header.addStyleClass("heading")
            header.horizontalAlignment = 0
            column.append(header)
            column.append(section.view)
        }
        content.append(column)
        view = ScrolledWindow(content)
        view.setAccessibleLabel(tr("How the last touch travelled"))
        view.expandsVertically = true
        // Its text is read (and selected with the mouse), not typed into: Tab passes it by instead of
        // stopping at each paragraph, and stops at the sections under it (their controls) alone.
        column.takesFocus = false
        view.isFocusable = false
        view.onMap { [weak self] in self?.catchUp() }
    }

    /// A section kept in view after each touch (the form a class is changing views with, while the exploded
    /// view shows), instead of the narration's heading: the narration growing above must not push it away.
    var keptInView: Widget?

    /// Adds a section at the bottom (one with a heading of its own).
    func append(section: Widget) {
        content.append(section)
    }

    /// Shows a scene file's title and description at the top, to read to a class; nil hides them.
    func showLesson(title: String?, description: String?) {
        lessonTitle.text = title ?? ""
        lessonText.text = description ?? ""
        lessonTitle.isVisible = !(title ?? "").isEmpty
        lessonText.isVisible = !(description ?? "").isEmpty
    }

    /// Whether the narration (its hit test, the first thing it tells) shows in the panel now, not scrolled
    /// away nor pushed below by the lesson's description; for the status file.
    var showsNarration: Bool { view.isMapped && view.shows(hitTests.view) }

    /// The lines the story shows now, its sections in order (for the status file).
    var shownLines: [String] { [hitTests, chain, recognizers, actions].flatMap(\.lines) }

    /// Says which gesture thresholds are in force (the profile, the double-tap time and distance).
    func showThresholds(_ text: String) {
        thresholds.text = text
    }

    /// Shows the narrator's story, if it changed since last time: a new event at once, new counts of the
    /// same events at most twice a second. While the panel is off screen (hidden with F9, or folded
    /// away in a narrow window) its labels are left as they are, for nobody to read; it catches up when it
    /// comes back.
    func show(_ narrator: TouchNarrator) {
        if narrator !== self.narrator {
            self.narrator = narrator
            shownVersion = -1
            shown = nil
        }
        guard view.isMapped, narrator.version != shownVersion else { return }
        let narration = narrator.narration
        if let shown, shown.sameEvents(as: narration) {
            countUpdates.request()
        } else {
            display(narration, version: narrator.version)
        }
    }

    /// Shows the narrator's latest story, if the panel is on screen and has not shown it yet.
    private func catchUp() {
        guard let narrator, view.isMapped, narrator.version != shownVersion else { return }
        display(narrator.narration, version: narrator.version)
    }

    private func display(_ narration: TouchNarration, version: Int) {
        shownVersion = version
        shown = narration
        func show(_ lines: [String], in section: NarrationLines, empty: String) {
            section.show(lines.isEmpty ? [empty] : lines)
        }
        show(narration.hitTestLines, in: hitTests, empty: tr("Nothing touched yet."))
        show(narration.deliveryLines, in: chain, empty: tr("No responder got touches."))
        show(narration.recognizerLines, in: recognizers, empty: tr("No recognizer changed state."))
        show(narration.actionLines, in: actions, empty: tr("None."))
        // After a touch, the story of it is what the reader looks for: below a long lesson description, the
        // panel scrolls down to it.
        if let keptInView {
            // On the next frame, once GTK has laid out the new lines above it.
            view.onNextFrame { [weak self] in self?.view.bringIntoView(keptInView) }
        } else if !narration.hitTestLines.isEmpty {
            view.bringIntoView(title)
        }
    }
}
