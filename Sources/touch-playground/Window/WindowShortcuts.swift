import GtkBridge
import Playground

/// Every key and mouse chord of the window in one table, for the shortcuts window (Ctrl+?) and the help:
/// the window actions' rows come from ``WindowAction`` (its keys and words), the others are keys the
/// canvas, the replay and the input translator read themselves (Escape, the arrows, mouse chords) and GTK's
/// own (F10, Ctrl+Q).
@MainActor
enum WindowShortcuts {
    /// One row: what it does, its accelerator in GTK's syntax, and the window action it runs, if it runs one.
    struct Shortcut {
        var title: String
        var keys: String
        var action: WindowAction?

        /// The row of a window action with keys.
        init(_ action: WindowAction) {
            title = action.shortcutTitle ?? action.rawValue
            keys = action.keys ?? ""
            self.action = action
        }

        /// A row for keys read elsewhere.
        init(title: String, keys: String) {
            self.title = title
            self.keys = keys
            action = nil
        }
    }

    /// The table, in the groups the shortcuts window shows.
    static var groups: [(title: String, shortcuts: [Shortcut])] {
        [
            (
                tr("Scene"),
                [
                    Shortcut(.reset), Shortcut(.record), Shortcut(.open), Shortcut(.editCopy), Shortcut(.showTimeline),
                    Shortcut(.gtkLanes), Shortcut(.hitTestLane),
                    Shortcut(.showChain), Shortcut(.explodedView), Shortcut(.touchFeedback),
                    Shortcut(
                        title: tr("Close a menu on the canvas, drop a selection; with nothing open, leave the canvas"),
                        keys: "Escape"),
                    Shortcut(title: tr("Remove the selected line"), keys: "Delete"),
                ]
            ),
            (
                tr("Keyboard finger (on the canvas)"),
                [
                    Shortcut(title: tr("The focus ring to the next or previous view"), keys: "Right Left"),
                    Shortcut(title: tr("Tap the view with the ring"), keys: "Return space"),
                    Shortcut(title: tr("Double tap it"), keys: "<Shift>Return"),
                    Shortcut(title: tr("Long press it (a line's or an item's menu)"), keys: "Menu <Shift>F10"),
                    Shortcut(title: tr("Pinch it bigger, smaller"), keys: "plus minus"),
                    Shortcut(title: tr("Turn it left, right (15°)"), keys: "bracketleft bracketright"),
                    Shortcut(
                        title: tr("Drag it 40 points"), keys: "<Control>Left <Control>Right <Control>Up <Control>Down"),
                    Shortcut(title: tr("Swipe on it"), keys: "<Shift>Left <Shift>Right <Shift>Up <Shift>Down"),
                    Shortcut(title: tr("Tap it with two, three fingers"), keys: "2 3"),
                    Shortcut(title: tr("Draw a circle, a stroke on it; drag in from the left edge"), keys: "o l e"),
                ]
            ),
            (
                tr("Exploded view (on the canvas)"),
                [
                    Shortcut(
                        title: tr("Turn the stack"), keys: "<Alt>Left <Alt>Right <Alt>Up <Alt>Down")
                ]
            ),
            (
                tr("A lesson's questions"),
                [
                    Shortcut(.nextQuestion), Shortcut(.showAnswer),
                    Shortcut(title: tr("Stop asking"), keys: "Escape"),
                ]
            ),
            (
                tr("Replay (on the canvas)"),
                [
                    Shortcut(title: tr("Play or pause"), keys: "space"),
                    Shortcut(title: tr("One event back, one event forward"), keys: "Left Right"),
                    Shortcut(title: tr("Back to the start"), keys: "Home"),
                    Shortcut(title: tr("Slower, faster (0.1× to 2×)"), keys: "bracketleft bracketright"),
                    Shortcut(title: tr("Close the replay"), keys: "Escape"),
                ]
            ),
            (
                tr("Mouse as fingers"),
                [
                    Shortcut(title: tr("Alt + drag: a second finger, mirrored (pinch and rotate)"), keys: "<Alt>"),
                    Shortcut(
                        title: tr("Alt + Shift + drag: two fingers together (two-finger pan)"), keys: "<Alt><Shift>"),
                    Shortcut(
                        title: tr("Alt + Ctrl + click: pin the second finger there (again on it, or Escape: lift it)"),
                        keys: "<Alt><Control>"),
                    Shortcut(title: tr("Ctrl + wheel: zoom"), keys: "<Control>"),
                    Shortcut(
                        title: tr(
                            "Super + drag: the second finger, where Alt + drag moves windows (chosen in the menu)"),
                        keys: "<Super>"),
                    Shortcut(.secondFinger),
                ]
            ),
            (
                tr("Window"),
                [
                    Shortcut(.showScenes), Shortcut(.showNarration), Shortcut(.fullscreen), Shortcut(.presentation),
                    Shortcut(.zoomIn), Shortcut(.zoomOut), Shortcut(.zoomReset),
                    Shortcut(title: tr("Main menu"), keys: "F10"),
                    Shortcut(.help), Shortcut(.showHelpOverlay), Shortcut(.close),
                    Shortcut(title: tr("Quit"), keys: "<Control>q"),
                ]
            ),
        ]
    }

    /// The shortcuts window listing the whole table.
    static func makeWindow() -> ShortcutsWindow {
        ShortcutsWindow(
            groups: groups.map { group in
                ShortcutsWindow.Group(title: group.title, shortcuts: group.shortcuts.map { ($0.title, $0.keys) })
            })
    }
}
