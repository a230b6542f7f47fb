import Foundation

/// The window's status file (`--status-file`), typed: what the app writes after every frame, for tests to
/// wait on and read instead of untyped dictionaries and positions in raw arrays. The scene's own state stays
/// a dictionary (each scene shows different things).
public struct AppStatus: Decodable {
    /// A rectangle in window points, written as `[x, y, width, height]`.
    public struct Frame: Decodable, Equatable, CustomStringConvertible {
        public var x, y, width, height: Double

        public init(from decoder: Decoder) throws {
            let values = try [Double](from: decoder)
            guard values.count == 4 else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "not [x, y, w, h]"))
            }
            (x, y, width, height) = (values[0], values[1], values[2], values[3])
        }

        /// The middle of the rectangle.
        public var center: (x: Double, y: Double) { (x + width / 2, y + height / 2) }
        public var maxX: Double { x + width }
        public var maxY: Double { y + height }
        public var description: String { "[\(x), \(y), \(width), \(height)]" }
    }

    /// How the window arranged its panes for its width.
    public struct Layout: Decodable {
        public var scenesFolded: Bool
        public var scenesShown: Bool
        /// How far the scene list has slid in: 0 hidden, 1 shown.
        public var scenesSlid: Double
        public var panelFolded: Bool
        public var panelShown: Bool
        public var panelSlid: Double
        /// Where each scene's row of the list is.
        public var sceneList: [String: Frame]
    }

    /// A photo decoded off the main thread, and how many frames and inputs the window handled meanwhile.
    public struct DecodedPhoto: Decodable {
        public var file: String
        public var size: [Double]
        public var framesBefore: Int
        public var inputsBefore: Int
    }

    /// The thresholds in force: the profile and the double tap's and long press's, for a finger (and a pen)
    /// and for the mouse.
    public struct Thresholds: Decodable {
        public var profile: String
        public var doubleTapTime: Double
        public var doubleTapDistance: Double
        public var longPress: Double
        /// The panel's lines: a finger's thresholds and the mouse's, with where each comes from.
        public var text: [String]
        public var pointer: Pointer

        /// The mouse's: the desktop's double-click and long-press settings under UIKit and GTK.
        public struct Pointer: Decodable {
            public var doubleClickTime: Double
            public var doubleClickDistance: Double
            public var longPress: Double
        }
    }

    /// How the mouse gets its second finger.
    public struct SecondFinger: Decodable {
        /// The key held for it: `alt` or `super`.
        public var key: String
        /// Whether every drag has it, no key held (F7).
        public var always: Bool
    }

    /// The GSK renderer drawing the window, and why it is that one.
    public struct Renderer: Decodable {
        /// `cairo`, `gl`, `ngl`... (nil before the window is realized).
        public var name: String?
        /// `environment` (GSK_RENDERER), `software-gl`, `hardware-gl` or `no-gl`.
        public var reason: String?
        /// GL's own name for its implementation, when it was asked.
        public var gl: String?
    }

    /// The Record button's recording.
    public struct Recording: Decodable {
        /// Whether a recording runs.
        public var active: Bool
        /// Events recorded so far.
        public var events: Int
        /// Whether it waits for fingers down when it started to lift.
        public var waitingForIdle: Bool
        /// Files saved since the window opened, oldest first.
        public var saved: [String]
        /// The last save that failed.
        public var problem: String?
        /// Recordings an earlier launch left unsaved (killed while recording), saved at this launch.
        public var recovered: [String]
        /// Recordings kept in memory because they could not be written (a full disk).
        public var unsaved: Int
        /// The running recording's journal on disk, if it has one.
        public var journal: String?
    }

    /// A trace replayed in the window.
    public struct Replay: Decodable {
        public var open: Bool
        public var file: String?
        public var scene: String?
        /// Events delivered.
        public var position: Int?
        /// Events in the trace.
        public var events: Int?
        /// Trace seconds shown.
        public var time: Double?
        public var duration: Double?
        /// The timers left after the last event have run: the replay's end.
        public var settled: Bool?
        public var playing: Bool?
        public var speed: Double?
        /// The recorded fingers drawn as rings on the last frame.
        public var ghosts: Int?
    }

    /// The recognizer timeline pane.
    public struct Timeline: Decodable {
        public var shown: Bool
        public var lanes: Int
        public var marks: Int
        public var range: [Double]
        public var cursor: Double?
        /// GTK's own gestures' lanes: for each, its marks as `kind: words`.
        public var gtk: [String: [String]]
    }

    /// The scene file shown, followed as it is saved.
    public struct SceneFile: Decodable {
        /// The file, nil while a built-in scene shows.
        public var path: String?
        /// Why the file on disk cannot be used now, nil when the scene shown is the file's.
        public var problem: String?
        /// How many times the scene was rebuilt after the file changed.
        public var reloads: Int
        /// Seconds from the file's change to its scene rebuilt, the last time.
        public var lastReloadSeconds: Double?
    }

    /// The application id.
    public var application: String
    public var frame: Int
    public var inputs: Int
    public var scene: String
    /// What tells apart each scene kept for when the user comes back (its name, or a lesson's path).
    public var keptScenes: [String]
    public var sceneFile: SceneFile
    public var recording: Recording
    public var replay: Replay
    public var timeline: Timeline
    /// The canvas, in window points.
    public var canvas: Frame
    public var chainShown: Bool
    public var layout: Layout
    /// Where the keyboard focus is: canvas, scenes, panel, form, header, other or none.
    public var focus: String
    public var headerButtons: [String: Frame]
    public var messages: [String]
    public var fullscreen: Bool
    public var renderer: Renderer
    public var touchFeedback: Bool
    /// Discs drawn under fingers on the last frame.
    public var touchMarkers: Int
    public var thresholds: Thresholds
    public var secondFinger: SecondFinger
    public var pendingTimers: Int
    public var photosLoading: Int
    public var photosDecoded: [DecodedPhoto]
    public var narration: [String]
    public var problems: [String]
    /// The controls scene's GTK widgets.
    public var widgets: [String: Frame]

    /// Reads the status file at `path`.
    public init(contentsOf path: String) throws {
        self = try JSONDecoder().decode(AppStatus.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
