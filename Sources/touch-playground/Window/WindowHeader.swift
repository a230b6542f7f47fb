import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The window's header bar: the scene's title, its buttons and the main menu. Each button is bound to its
/// window action, so the menu's check items, the keys and the buttons always agree. A wide window shows
/// every button; a narrow one (a phone, an upright tablet) the two that bring back the folded panes, Record
/// and the menu, the rest being in the menu and on the keys.
///
/// ```swift
/// let header = WindowHeader(recordButton: recording.button)
/// window.headerBar = header.bar
/// header.layOut(narrow: true, panelFolded: true)
/// header.showTitles(scene: "Gesture gallery", narrow: true)
/// ```
@MainActor
final class WindowHeader {
    /// The bar, for the window.
    let bar = HeaderBar()
    /// Shown when the window is narrow: the scene list and the chain panel, folded away, come back with these.
    private let scenesToggle = ToggleButton(
        iconName: "sidebar-show-symbolic", name: tr("Scenes"), tooltip: tr("Scenes (F6)"),
        action: WindowAction.showScenes.detailedName)
    private let narrationToggle = ToggleButton(
        iconName: "sidebar-show-right-symbolic", name: tr("How the last touch travelled"),
        tooltip: tr("How the last touch travelled (Shift+F9)"),
        action: WindowAction.showNarration.detailedName)
    private let chainToggle = ToggleButton(
        iconName: "view-reveal-symbolic", name: tr("Show the chain"), tooltip: tr("Show how touches travel (F9)"),
        action: WindowAction.showChain.detailedName)
    private let explodedToggle = ToggleButton(
        iconName: "view-paged-symbolic", name: tr("Exploded view"),
        tooltip: tr("Pull the views apart by level and see each touch's ray through them (F12)"),
        action: WindowAction.explodedView.detailedName)
    private let feedbackToggle = ToggleButton(
        iconName: "input-touchpad-symbolic", name: tr("Touch feedback"),
        tooltip: tr("Show a disc under every finger, for projectors and recordings (F8)"),
        action: WindowAction.touchFeedback.detailedName)
    private let secondFingerToggle = ToggleButton(
        iconName: "input-mouse-symbolic", name: tr("Second finger for the mouse"),
        tooltip: tr("Every mouse drag with a second finger, to pinch and rotate (F7)"),
        action: WindowAction.secondFinger.detailedName)
    private let resetButton = Button(
        iconName: "view-refresh-symbolic", name: tr("Reset the scene"), tooltip: tr("Reset the scene (Ctrl+R)"),
        action: WindowAction.reset.detailedName)
    private let fullscreenButton = Button(
        iconName: "view-fullscreen-symbolic", name: tr("Full screen"), tooltip: tr("Full screen (F11)"),
        action: WindowAction.fullscreen.detailedName)
    private let presentButton = Button(
        iconName: "x-office-presentation-symbolic", name: tr("Present"),
        tooltip: tr("Present: the canvas alone, full screen, for a projector (F5)"),
        action: WindowAction.presentation.detailedName)
    private let menuButton: MenuButton
    /// The Record button, made by the recording it starts and stops.
    private let recordButton: Widget

    /// A header with every button, `recordButton` after Reset.
    init(recordButton: Widget) {
        self.recordButton = recordButton
        bar.title = "Touch Playground"
        menuButton = MenuButton(
            iconName: "open-menu-symbolic", name: tr("Main menu"), tooltip: tr("Main Menu (F10)"),
            sections: [WindowAction.menuSections[0].map { ($0.menuTitle ?? $0.rawValue, $0.detailedName) }, []]
                + WindowAction.menuSections.dropFirst().map { section in
                    section.map { ($0.menuTitle ?? $0.rawValue, $0.detailedName) }
                } + [
                    GestureProfile.all.map {
                        (
                            tr("{toolkit} thresholds", ["toolkit": $0.title]),
                            WindowAction.profile.detailedName(choosing: $0.name)
                        )
                    },
                    [
                        (tr("Second finger: Alt + drag"), WindowAction.secondFingerKey.detailedName(choosing: "alt")),
                        (
                            tr("Second finger: Super + drag"),
                            WindowAction.secondFingerKey.detailedName(choosing: "super")
                        ),
                    ],
                    [(WindowAction.about.menuTitle ?? "", WindowAction.about.detailedName)],
                ])
        bar.packStart(scenesToggle)
        bar.packStart(resetButton)
        bar.packStart(recordButton)
        // The end's buttons in a row that may be clipped: the window's minimum width is then the narrow
        // layout's, so one resize to a phone's width is granted at once (the narrow layout then hides them).
        let row = Box(.horizontal, spacing: 6)
        for button in [
            secondFingerToggle, feedbackToggle, explodedToggle, chainToggle, presentButton, fullscreenButton,
            narrationToggle, menuButton,
        ] as [Widget] {
            row.append(button)
        }
        bar.packEnd(ScrolledWindow(clipping: row))
    }

    /// Lists `recordings` (paths, newest first) in the main menu, after its actions, each replaying its file.
    func showRecentRecordings(_ recordings: [String]) {
        recentRecordings = recordings
        let items = recordings.map { path in
            (
                tr("Play {recording}", ["recording": String(PathName.fileName(of: path).dropLast(5))]),
                WindowAction.playRecording.detailedName(choosing: path)
            )
        }
        menuButton.setItems(items, inSection: Self.recentSection)
    }

    /// The recordings the main menu lists, newest first.
    private(set) var recentRecordings: [String] = []

    /// The main menu's section of recent recordings: after the window's actions.
    private static let recentSection = 1

    /// Gives the keyboard focus to the header's first button (Escape on the canvas with nothing to close).
    func focusFirstButton() {
        (scenesToggle.isVisible ? scenesToggle : resetButton).grabFocus()
    }

    /// Shows the buttons for the window's width: `narrow` folds the scene list (its button shows), and
    /// `panelFolded` the chain panel (its button shows).
    func layOut(narrow: Bool, panelFolded: Bool) {
        scenesToggle.isVisible = narrow
        narrationToggle.isVisible = panelFolded
        for button in [
            chainToggle, explodedToggle, feedbackToggle, secondFingerToggle, recordButton, presentButton,
            fullscreenButton, resetButton,
        ] as [Widget] {
            button.isVisible = !narrow
        }
    }

    /// The titles: the app and the scene; in a narrow window only the scene, which says more.
    func showTitles(scene: String, narrow: Bool) {
        // Narrow, the window keeps only its close button, so that the scene's name fits beside the pane
        // buttons (at 360 points minimize and maximize left it "Touch vi…").
        bar.decorationLayout = narrow ? ":close" : nil
        bar.title = narrow ? scene : "Touch Playground"
        bar.subtitle = narrow ? "" : scene
    }

    /// The frames of the buttons shown, by name, for the status file.
    var buttonFrames: [String: WindowStatus.Frame] {
        let buttons: [(String, Widget)] = [
            ("scenes", scenesToggle), ("narration", narrationToggle), ("menu", menuButton), ("record", recordButton),
            ("exploded", explodedToggle), ("present", presentButton),
        ]
        var frames: [String: WindowStatus.Frame] = [:]
        guard bar.isVisible else { return frames }  // put away while presenting
        for (name, button) in buttons where button.isVisible {
            if let f = button.frameInSurface { frames[name] = .init(x: f.x, y: f.y, width: f.width, height: f.height) }
        }
        return frames
    }
}
