import JSON
import TouchKit

/// What the window shows, as its status file's content (`--status-file`, docs/status-file.md): written by
/// the app after frames, and decoded by the end-to-end tests and by scripts that wait on the app instead of
/// on time. One type for both sides, so a key the app writes and a key a test reads cannot drift apart.
///
/// ```swift
/// var status = WindowStatus()
/// status.scene = "touch-views"
/// status.canvas = .init(x: 220, y: 47, width: 800, height: 600)
/// let bytes = try JSONEncoder().encode(status)              // the app, after a frame
/// let read = try JSONDecoder().decode(WindowStatus.self, from: bytes)  // a test
/// ```
///
/// Positions are in points of the window's surface, times in seconds. The scene's own state stays a
/// ``JSONValue``: each scene shows different things.
public struct WindowStatus: Codable, Sendable {
    /// The application id (`io.github.touchplayground.TouchPlayground`).
    public var application = ""
    /// Frames drawn since the window opened.
    public var frame = 0
    /// Input events the scene shown has handled.
    public var inputs = 0
    /// The scene shown: its name, or a lesson's path.
    public var scene = ""
    /// What tells apart each scene kept for when the user comes back (its name, or a lesson's path), sorted.
    public var keptScenes: [String] = []
    /// The lesson followed as it is saved.
    public var sceneFile = SceneFile()
    /// The Record button's recording.
    public var recording = Recording()
    /// The recordings the main menu offers to play again, newest first (paths).
    public var recentRecordings: [String] = []
    /// A trace replayed in the window.
    public var replay = Replay()
    /// The recognizer timeline under the canvas.
    public var timeline = Timeline()
    /// The exploded view.
    public var exploded = Exploded()
    /// A lesson's questions: the bar above the canvas, the question asked and the marks.
    public var questions = Questions()
    /// The chain panel's form that changes a view's flags.
    public var viewFlags = ViewFlags()
    /// The canvas's frame in the window: its place in window points, its size in its own points (the
    /// widget's divided by ``canvasZoom``).
    public var canvas = Frame()
    /// How much larger the canvas draws (Ctrl+plus, Ctrl+minus, Ctrl+0): 1 at 100 %. A canvas point is
    /// this many window points from the canvas's origin.
    public var canvasZoom = 1.0
    /// Whether the chain overlay and panel show (F9).
    public var chainShown = true
    /// The chain's legend under the canvas ("then 3 controller  ·  4 window  ·  5 application"), or its hint
    /// before a touch; empty while the chain is hidden.
    public var chainLegend = ""
    /// How far above the content's bottom edge toasts float, in points: the height of what is under the
    /// canvas (the legend, the replay bar, the timeline), which they never cover.
    public var toastClearance = 0
    /// Whether the words of a toast on show are cut (ellipsized, or wider than their room).
    public var toastWordsCut = false
    /// Where the toasts on show are, in window points.
    public var toastFrames: [Frame] = []
    /// How the window arranged its panes for its width.
    public var layout = Layout()
    /// Where the keyboard focus is: `canvas`, `scenes`, `panel`, `form`, `header`, `other` or `none`.
    public var focus = "none"
    /// How many times the keyboard focus has moved since the window opened.
    public var focusMoves = 0
    /// The header's shown buttons (`scenes`, `narration`, `menu`, `record`) by name.
    public var headerButtons: [String: Frame] = [:]
    /// The last five toasts, newest last.
    public var messages: [String] = []
    /// How the mouse gets its second finger.
    public var secondFinger = SecondFinger()
    /// The thresholds in force and the panel's words for them.
    public var thresholds = Thresholds()
    /// Whether discs are drawn under fingers.
    public var touchFeedback = false
    /// Discs drawn under fingers on the last frame.
    public var touchMarkers = 0
    /// Touches the scene holds down now, from any input (a finger GTK took away and the app never
    /// cancelled would stay counted here).
    public var touchesDown = 0
    /// Whether the window fills the screen.
    public var fullscreen = false
    /// Whether the window presents (F5): full screen, the canvas alone.
    public var presentation = false
    /// Presentation mode's caption and Leave button, while it presents.
    public var presentationControls = Presentation()
    /// The latency from input to the screen, over the last five seconds.
    public var latency = Latency()
    /// What the launch cost up to the first frame, step by step, in the order the steps ended (empty
    /// until the first frame is drawn).
    public var startup: [StartupStep] = []
    /// GSK's renderer drawing the window, and why it is that one.
    public var renderer = Renderer()
    /// Timers waiting on the scene's clock (a scene at rest has none).
    public var pendingTimers = 0
    /// Photos being decoded off the main thread.
    public var photosLoading = 0
    /// Decoded photos' memory.
    public var photoMemory = PhotoMemory()
    /// Each photo decoded since the window opened, in the order they were ready.
    public var photosDecoded: [DecodedPhoto] = []
    /// What the chain panel tells, one line each (the replay's while one is open).
    public var narration: [String] = []
    /// What the canvas's banner names: photos that cannot be drawn, a lesson that does not read.
    public var problems: [String] = []
    /// The scene's state, as `replay --state` writes it (docs/trace-format.md).
    public var state = JSONValue.object([])
    /// The view the keyboard's focus ring is on (the arrows move it on the canvas); empty before they did.
    public var keyboardFocus = ""
    /// Whether the header's title is cut with "…" for want of room.
    public var titleCut = false
    /// The words the last frame drew on the canvas, each once (labels, captions, the banner), in the
    /// language shown.
    public var canvasTexts: [String] = []
    /// The canvas's description as a screen reader hears it (its problems and the scene's own words, the
    /// views a touch could hit, the last touch).
    public var canvasDescription = ""
    /// Whether the desktop's high-contrast style is on (the canvas outlines its views).
    public var highContrast = false
    /// Whether the desktop's animations are off (springs and slides jump to their end).
    public var reducedMotion = false
    /// The controls scene's GTK widgets by name.
    public var widgets: [String: Frame] = [:]

    /// An empty status, filled in by the window.
    public init() {}
}
