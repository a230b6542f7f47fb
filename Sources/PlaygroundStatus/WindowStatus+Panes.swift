import JSON
import TouchKit

extension WindowStatus {
    /// How the window arranged its panes for its width (a narrow window folds them over the canvas).
    public struct Layout: Codable, Sendable {
        /// Whether the scene list folds over the canvas instead of sitting beside it.
        public var scenesFolded = false
        /// Whether the scene list shows.
        public var scenesShown = true
        /// How far the scene list has slid in: 0 hidden, 1 shown.
        public var scenesSlid = 1.0
        /// Whether the chain panel folds over the canvas.
        public var panelFolded = false
        /// Whether the chain panel shows.
        public var panelShown = true
        /// How far the chain panel has slid in: 0 hidden, 1 shown.
        public var panelSlid = 1.0
        /// Whether the chain panel shows its narration now (its hit test), not scrolled away or pushed below.
        public var narrationShown = false
        /// The lines the chain panel's story shows now, a label each, its sections in order (hit test,
        /// responder chain, recognizers, actions; a section with nothing to tell says so in one line). While
        /// the panel is off screen they are left as they were, as the panel leaves them.
        public var panelLines: [String] = []
        /// Where each scene's row of the list is, by scene name (or lesson path).
        public var sceneList: [String: Frame] = [:]

        /// The wide layout, both panes beside the canvas.
        public init() {}
    }

    /// Presentation mode's floating controls (F5), while the window presents.
    public struct Presentation: Codable, Sendable {
        /// The caption: the scene and what to try.
        public var caption = ""
        /// Whether the caption and the Leave button have faded.
        public var faded = false
        /// Where the Leave button is; nil when not presenting.
        public var leave: Frame?

        /// Not presenting.
        public init() {}
    }

    /// The recognizer timeline pane.
    public struct Timeline: Codable, Sendable {
        /// Whether it shows.
        public var shown = false
        /// Lanes drawn.
        public var lanes = 0
        /// Marks drawn across all lanes.
        public var marks = 0
        /// The seconds shown, `[start, end]`.
        public var range: [Double] = [0, 0]
        /// The replay's time, in seconds, while a replay shows.
        public var cursor: Double?
        /// GTK's own gestures' lanes: for each, its marks as `kind: words`.
        public var gtk: [String: [String]] = [:]
        /// Whether GTK's lanes are folded into their heading.
        public var gtkFolded = false
        /// Whether the hit tests' lane is folded into its heading.
        public var hitTestsFolded = false
        /// Each hit test's words on the hit tests' lane, oldest first: `finger 1 → D; passed over: …`.
        public var hitTests: [String] = []
        /// The lanes in the order drawn, by title ("mouse 1", "tap-1"); folded lanes left out.
        public var drawn: [String] = []
        /// The time labelled `0 s`, in seconds on the timeline's clock.
        public var origin = 0.0
        /// The words of the last tooltip the pane gave (a reason, whole), if any.
        public var hover: String?
        /// Each row's top in the pane's drawing, in points: lanes by title, headings as `[hitTests]`,
        /// `[touches]`, `[recognizers]` and `[platform]`.
        public var rows: [String: Double] = [:]
        /// The pane's frame in the window, in points, while it shows.
        public var frame: Frame?

        /// An empty timeline.
        public init() {}

        /// Every key, `cursor` as null when there is none (a script reads the same keys in every status).
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(shown, forKey: .shown)
            try container.encode(lanes, forKey: .lanes)
            try container.encode(marks, forKey: .marks)
            try container.encode(range, forKey: .range)
            try container.encode(cursor, forKey: .cursor)
            try container.encode(gtk, forKey: .gtk)
            try container.encode(gtkFolded, forKey: .gtkFolded)
            try container.encode(hitTestsFolded, forKey: .hitTestsFolded)
            try container.encode(hitTests, forKey: .hitTests)
            try container.encode(drawn, forKey: .drawn)
            try container.encode(origin, forKey: .origin)
            try container.encode(hover, forKey: .hover)
            try container.encode(rows, forKey: .rows)
            try container.encode(frame, forKey: .frame)
        }
    }

    /// A trace replayed in the window; only `open` while none is.
    public struct Replay: Codable, Sendable {
        /// Whether a replay shows (its bar under the canvas).
        public var open = false
        /// The trace file.
        public var file: String?
        /// The scene it replays in.
        public var scene: String?
        /// Events delivered so far.
        public var position: Int?
        /// Events in the trace.
        public var events: Int?
        /// Trace seconds shown.
        public var time: Double?
        /// The trace's length, in seconds.
        public var duration: Double?
        /// The timers left after the last event have run: the replay's end.
        public var settled: Bool?
        /// Whether it plays (else it is paused).
        public var playing: Bool?
        /// Its speed, 1 for as recorded.
        public var speed: Double?
        /// The recorded fingers drawn as rings on the last frame.
        public var ghosts: Int?
        /// The replayed scene's state, as `replay --state` writes it.
        public var state: JSONValue?

        /// No replay.
        public init() {}
    }

    /// The lesson (scene file) shown, followed as it is saved.
    public struct SceneFile: Codable, Sendable {
        /// The file, nil while a built-in scene shows.
        public var path: String?
        /// Why the file on disk cannot be used now (one line), nil when the scene shown is the file's.
        public var problem: String?
        /// How many times the scene was rebuilt after the file changed.
        public var reloads = 0
        /// Seconds from the file's change to its scene rebuilt, the last time.
        public var lastReloadSeconds: Double?

        /// No lesson.
        public init() {}

        /// Every key, null where there is nothing to say.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(path, forKey: .path)
            try container.encode(problem, forKey: .problem)
            try container.encode(reloads, forKey: .reloads)
            try container.encode(lastReloadSeconds, forKey: .lastReloadSeconds)
        }
    }

    /// The Record button's recording.
    public struct Recording: Codable, Sendable {
        /// Whether a recording runs.
        public var active = false
        /// Events recorded so far.
        public var events = 0
        /// Whether it waits for the fingers that were down when it started to lift.
        public var waitingForIdle = false
        /// Files saved since the window opened, oldest first.
        public var saved: [String] = []
        /// Recordings an earlier launch left unsaved (killed while recording), saved at this launch.
        public var recovered: [String] = []
        /// Recordings kept in memory because they could not be written (a full disk).
        public var unsaved = 0
        /// The running recording's journal on disk, if it has one.
        public var journal: String?
        /// The last save that failed, in one line.
        public var problem: String?

        /// Not recording, nothing saved.
        public init() {}

        /// Every key, `journal` as null when there is none; `problem` only after a save failed.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(active, forKey: .active)
            try container.encode(events, forKey: .events)
            try container.encode(waitingForIdle, forKey: .waitingForIdle)
            try container.encode(saved, forKey: .saved)
            try container.encode(recovered, forKey: .recovered)
            try container.encode(unsaved, forKey: .unsaved)
            try container.encode(journal, forKey: .journal)
            try container.encodeIfPresent(problem, forKey: .problem)
        }
    }
}
