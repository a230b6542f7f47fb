import GtkBridge
import Playground

/// Every key and mouse chord of the window in one table: the keys that name a window action are registered
/// from it, and the shortcuts window (Ctrl+?) lists all of it, so a key and its description cannot drift.
@MainActor
enum WindowShortcuts {
    /// One row: what it does, its accelerator in GTK's syntax, and the window action it runs, if it runs one
    /// (Escape and Delete go to the canvas, mouse chords to the input translator, F10 and Ctrl+Q to GTK and
    /// the application).
    struct Shortcut {
        var title: String
        var keys: String
        var action: String?
    }

    /// The table, in the groups the shortcuts window shows.
    static var groups: [(title: String, shortcuts: [Shortcut])] {
        [
            (
                tr("Scene"),
                [
                    Shortcut(title: tr("Reset the scene"), keys: "<Control>r", action: "reset"),
                    Shortcut(
                        title: tr("Start or stop recording the scene's input"), keys: "<Control><Shift>r",
                        action: "record"),
                    Shortcut(title: tr("Open a lesson or replay a trace"), keys: "<Control>o", action: "open"),
                    Shortcut(
                        title: tr("Show or hide the recognizer timeline"), keys: "<Control>t", action: "show-timeline"),
                    Shortcut(title: tr("Show or hide how touches travel"), keys: "F9", action: "show-chain"),
                    Shortcut(title: tr("Show or hide a disc under every finger"), keys: "F8", action: "touch-feedback"),
                    Shortcut(title: tr("Close a menu on the canvas, drop a selection"), keys: "Escape"),
                    Shortcut(title: tr("Remove the selected line"), keys: "Delete"),
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
                    Shortcut(title: tr("Ctrl + wheel: zoom"), keys: "<Control>"),
                    Shortcut(
                        title: tr(
                            "Super + drag: the second finger, where Alt + drag moves windows (chosen in the menu)"),
                        keys: "<Super>"),
                    Shortcut(
                        title: tr("Every drag with a second finger, no key held"), keys: "F7", action: "second-finger"),
                ]
            ),
            (
                tr("Window"),
                [
                    Shortcut(
                        title: tr("The scene list, folded away in a narrow window"), keys: "F6", action: "show-scenes"),
                    Shortcut(
                        title: tr("The chain panel, folded away in a narrow window"), keys: "<Shift>F9",
                        action: "show-narration"),
                    Shortcut(title: tr("Full screen"), keys: "F11", action: "fullscreen"),
                    Shortcut(title: tr("Main menu"), keys: "F10"),
                    Shortcut(title: tr("Help"), keys: "F1", action: "help"),
                    Shortcut(title: tr("Keyboard shortcuts"), keys: "<Control>question", action: "show-help-overlay"),
                    Shortcut(title: tr("Close the window"), keys: "<Control>w", action: "close"),
                    Shortcut(title: tr("Quit"), keys: "<Control>q"),
                ]
            ),
        ]
    }

    /// Binds each key that names a window action (`"win.\(action)"`) in `application`.
    static func register(in application: DesktopApplication) {
        for shortcut in groups.flatMap(\.shortcuts) {
            if let action = shortcut.action { application.setShortcuts([shortcut.keys], for: "win.\(action)") }
        }
    }

    /// The shortcuts window listing the whole table.
    static func makeWindow() -> ShortcutsWindow {
        ShortcutsWindow(
            groups: groups.map { group in
                ShortcutsWindow.Group(title: group.title, shortcuts: group.shortcuts.map { ($0.title, $0.keys) })
            })
    }
}
