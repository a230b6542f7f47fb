import GtkBridge
import Playground

/// Every action of the window, declared once: its name (GTK's `win.NAME`, which buttons, menu items and
/// keys activate), its keys, and the words the shortcuts window, the help and the main menu say for it.
/// The window adds each with what it does (``DesktopWindow/add(_:perform:)`` and its on/off and choice
/// forms); the shortcuts window, the help's key list and the menu are made from this table, so a key, a
/// menu item and their words cannot drift apart. This file is the only one in the app that spells
/// `"win."`.
///
/// ```swift
/// window.add(.reset) { scene.reset() }
/// let button = Button(iconName: "view-refresh-symbolic", tooltip: "Reset", action: WindowAction.reset.detailedName)
/// ```
enum WindowAction: String, CaseIterable {
    case reset
    case record
    case open
    case editCopy = "edit-copy"
    case playRecording = "play-recording"
    case showTimeline = "show-timeline"
    case gtkLanes = "gtk-lanes"
    case hitTestLane = "hit-test-lane"
    case explodedView = "exploded-view"
    case showChain = "show-chain"
    case touchFeedback = "touch-feedback"
    case secondFinger = "second-finger"
    case secondFingerKey = "second-finger-key"
    case profile
    case showScenes = "show-scenes"
    case showNarration = "show-narration"
    case fullscreen
    case presentation
    case zoomIn = "zoom-in"
    case zoomOut = "zoom-out"
    case zoomReset = "zoom-reset"
    case showAnswer = "show-answer"
    case nextQuestion = "next-question"
    case help
    case showHelpOverlay = "show-help-overlay"
    case about
    case close

    /// The name buttons and menu items activate: `win.reset`.
    var detailedName: String { "win." + rawValue }

    /// The name that activates a choice action with `value`: `win.profile::android`.
    func detailedName(choosing value: String) -> String { "win.\(rawValue)::\(value)" }

    /// More keys for the same action: the keypad's, and `=` for Ctrl+plus without Shift (as browsers and
    /// GNOME apps take them).
    var otherKeys: [String] {
        switch self {
        case .zoomIn: ["<Control>equal", "<Control>KP_Add"]
        case .zoomOut: ["<Control>KP_Subtract"]
        case .zoomReset: ["<Control>KP_0"]
        default: []
        }
    }

    /// Its keys, in GTK's syntax (`<Control>r`); nil for an action with none, chosen only in the menu.
    var keys: String? {
        switch self {
        case .reset: "<Control>r"
        case .record: "<Control><Shift>r"
        case .open: "<Control>o"
        case .editCopy: "<Control>e"
        case .showTimeline: "<Control>t"
        case .gtkLanes: "<Control><Shift>t"
        case .hitTestLane: "<Control><Shift>h"
        case .explodedView: "F12"
        case .showChain: "F9"
        case .touchFeedback: "F8"
        case .secondFinger: "F7"
        case .showScenes: "F6"
        case .showNarration: "<Shift>F9"
        case .fullscreen: "F11"
        case .presentation: "F5"
        case .zoomIn: "<Control>plus"
        case .zoomOut: "<Control>minus"
        case .zoomReset: "<Control>0"
        case .showAnswer: "<Control>Return"
        case .nextQuestion: "<Control>Page_Down"
        case .help: "F1"
        case .showHelpOverlay: "<Control>question"
        case .close: "<Control>w"
        case .secondFingerKey, .profile, .about, .playRecording: nil
        }
    }

    /// Why an action has no keys (a test reads it: every action has keys or a reason).
    var whyNoKeys: String? {
        switch self {
        case .secondFingerKey, .profile: "a choice among several, made in the main menu"
        case .about: "opened from the main menu, as GNOME apps do"
        case .playRecording: "a recording chosen among the recent ones in the main menu"
        default: nil
        }
    }

    /// What the shortcuts window and the help's key list say it does; nil for an action with no keys.
    var shortcutTitle: String? {
        switch self {
        case .reset: tr("Reset the scene")
        case .record: tr("Start or stop recording the scene's input")
        case .open: tr("Open a lesson or replay a trace")
        case .editCopy: tr("Copy the lesson shown and open the copy in a text editor")
        case .showTimeline: tr("Show or hide the recognizer timeline")
        case .gtkLanes: tr("Show or fold GTK's own gestures in the timeline")
        case .hitTestLane: tr("Show or fold the hit tests in the timeline")
        case .explodedView: tr("Pull the canvas's views apart by level, each touch a ray through them")
        case .showChain: tr("Show or hide how touches travel")
        case .touchFeedback: tr("Show or hide a disc under every finger")
        case .secondFinger: tr("Every drag with a second finger, no key held")
        case .showScenes: tr("The scene list, folded away in a narrow window")
        case .showNarration: tr("The chain panel, folded away in a narrow window")
        case .fullscreen: tr("Full screen")
        case .presentation: tr("Present: the canvas alone, full screen, for a projector (F5 or Escape leaves)")
        case .zoomIn: tr("Zoom the canvas in: the scene, the stack, its words and the rings, larger")
        case .zoomOut: tr("Zoom the canvas out")
        case .zoomReset: tr("The canvas at 100 %")
        case .showAnswer: tr("A lesson's question: deliver the touch and mark the guesses")
        case .nextQuestion: tr("A lesson's questions: ask the first, or the next")
        case .help: tr("Help")
        case .showHelpOverlay: tr("Keyboard shortcuts")
        case .close: tr("Close the window")
        case .secondFingerKey, .profile, .about, .playRecording: nil
        }
    }

    /// The main menu's sections of plain and on/off actions (choices are listed by their values).
    static let menuSections: [[WindowAction]] = [
        [
            .reset, .record, .open, .editCopy, .showChain, .explodedView, .showTimeline, .gtkLanes, .hitTestLane,
            .touchFeedback,
            .secondFinger, .fullscreen, .presentation,
        ],
        [.zoomIn, .zoomOut, .zoomReset],
        [.showHelpOverlay, .help],
    ]

    /// What the main menu says for it, in GNOME's title case.
    var menuTitle: String? {
        switch self {
        case .reset: tr("Reset the Scene")
        case .record: tr("Record the Scene's Input")
        case .open: tr("Open a Lesson or a Trace…")
        case .editCopy: tr("Edit a Copy of the Lesson")
        case .showChain: tr("Show How Touches Travel")
        case .showTimeline: tr("Show the Recognizer Timeline")
        case .gtkLanes: tr("GTK's Gestures in the Timeline")
        case .hitTestLane: tr("Hit Tests in the Timeline")
        case .explodedView: tr("Exploded View")
        case .touchFeedback: tr("Disc Under Every Finger")
        case .secondFinger: tr("Second Finger on Every Drag")
        case .fullscreen: tr("Full Screen")
        case .presentation: tr("Present")
        case .zoomIn: tr("Zoom In")
        case .zoomOut: tr("Zoom Out")
        case .zoomReset: tr("Reset Zoom")
        case .showHelpOverlay: tr("Keyboard Shortcuts")
        case .help: tr("Help")
        case .about: tr("About Touch Playground")
        case .playRecording: tr("Recent Recordings")
        case .secondFingerKey, .profile, .showScenes, .showNarration, .close, .showAnswer, .nextQuestion: nil
        }
    }
}

extension DesktopWindow {
    /// Adds `action`, running `perform` when it is activated.
    func add(_ action: WindowAction, perform: @escaping @MainActor () -> Void) {
        addAction(action.rawValue, handler: perform)
    }

    /// Adds the on/off `action`, on at first when `isOn`; `toggled` is told its new state.
    @discardableResult
    func add(_ action: WindowAction, isOn: Bool, toggled: @escaping @MainActor (Bool) -> Void) -> Action {
        addAction(action.rawValue, isOn: isOn, handler: toggled)
    }

    /// Adds the choice `action`, `value` chosen at first; `chosen` is told each value chosen.
    func add(_ action: WindowAction, choosing value: String, chosen: @escaping @MainActor (String) -> Void) {
        addAction(action.rawValue, state: value, handler: chosen)
    }
}

extension DesktopApplication {
    /// Binds every window action's keys.
    func registerKeys(of actions: [WindowAction] = WindowAction.allCases) {
        for action in actions {
            if let keys = action.keys { setShortcuts([keys] + action.otherKeys, for: action.detailedName) }
        }
    }
}
