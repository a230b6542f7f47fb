import JSON
import TouchKit

/// What a replay showed at one point, kept so going back to it costs no replay: the scene's views, the chain
/// overlay and the ghost rings as drawing commands, the narration, the timeline and the scene's state, all
/// frozen as they were just after an event was delivered.
///
/// A moment is a picture, not a scene that can go on: to play on from it, the replay brings its live scene
/// to the same point (see ``ReplaySession``).
///
/// ```swift
/// let moment = ReplayMoment(of: host, narrator: narrator, timeline: timeline, position: 12, time: 0.4)
/// var list = DisplayList()
/// moment.draw(showsChain: true, into: &list)
/// ```
struct ReplayMoment {
    /// How many events had been delivered.
    let position: Int
    /// The virtual time, in seconds on the trace's clock.
    let time: Double
    /// The scene's views, as drawing commands in the scene's coordinates.
    let views: DisplayList
    /// The chain overlay of the last touch over those views.
    let chain: DisplayList
    /// The fingers down, as ghost rings, and how many.
    let ghosts: DisplayList
    let ghostCount: Int
    /// The narration then, frozen (its own narrator, which nothing records into).
    let narrator: TouchNarrator
    /// The timeline then, frozen.
    let timeline: TimelineRecorder
    /// The scene's views taken apart by level, for the exploded view: kept only while it shows (they about
    /// double a moment's size).
    let layers: ViewLayers?
    /// The scene's `--state` JSON then.
    let state: JSONValue
    /// The views as a screen reader is told them then.
    let picture: CanvasPicture
    /// The views whose colour changed since the moment before, as a screen reader is told them.
    let recolored: [String]
    /// About how many bytes the moment keeps alive, for the cache's budget.
    let estimatedBytes: Int

    /// Freezes what `host`, `narrator` and `timeline` show now, `position` events and `time` seconds in.
    init(
        of host: SceneHost, narrator: TouchNarrator, timeline: TimelineRecorder, position: Int, time: Double,
        keepsLayers: Bool = false, before: CanvasPicture? = nil
    ) {
        self.position = position
        self.time = time
        var views = DisplayList()
        DisplayListBuilder.append(host.window, to: &views, isTop: true)
        var chain = DisplayList()
        ChainOverlay.draw(narrator.narration, in: host.window, into: &chain)
        var ghosts = DisplayList()
        ghostCount = TouchFeedback.drawGhosts(of: host.window.router, into: &ghosts)
        self.views = views
        self.chain = chain
        self.ghosts = ghosts
        layers = keepsLayers ? ViewLayers(of: host.window) : nil
        self.narrator = narrator.frozenCopy()
        self.timeline = timeline.frozenCopy()
        state = host.scene.stateJSON()
        picture = CanvasPicture(root: host.scene.view)
        recolored = picture.recolored(since: before)
        estimatedBytes =
            Self.bytes(of: views) + Self.bytes(of: chain) + Self.bytes(of: ghosts) + Self.bytes(of: state)
            + picture.estimatedBytes
            + (layers?.layers ?? []).reduce(0) {
                $0 + MemoryLayout<ViewLayers.Layer>.stride + Self.bytes(of: $1.content)
            }
            + Self.fixedBytes + timeline.timeline.lanes.reduce(0) { $0 + Self.bytes(of: $1) }
    }

    /// Draws the moment: the views, the chain overlay when `showsChain`, the ghost rings; returns how many
    /// rings.
    @discardableResult
    func draw(showsChain: Bool, into list: inout DisplayList) -> Int {
        list.append(contentsOf: views)
        if showsChain { list.append(contentsOf: chain) }
        list.append(contentsOf: ghosts)
        return ghostCount
    }

    /// The narration and the moment's own arrays: a rough allowance.
    private static let fixedBytes = 4096
    /// A lane of the timeline: its spans and marks are shared with the live timeline (see
    /// ``PrefixSharingArray``) but for its last few dozen, at most this many bytes.
    private static let bytesPerLane = 2048

    /// About how many bytes a lane's copy holds: its elements, up to ``bytesPerLane`` (a lane of a few
    /// marks, as the hit tests' one often is, holds a few hundred).
    private static func bytes(of lane: TimelineLane) -> Int {
        let elements =
            lane.spans.count * MemoryLayout<TimelineSpan>.stride + lane.marks.count * MemoryLayout<TimelineMark>.stride
        return min(bytesPerLane, 256 + elements)
    }

    /// About how many bytes a list's commands hold (a path's elements counted one by one).
    private static func bytes(of list: DisplayList) -> Int {
        var total = list.commands.count * MemoryLayout<DrawCommand>.stride
        for command in list.commands {
            switch command {
            case .path(let path, _, _, _): total += path.elements.count * MemoryLayout<Path.Element>.stride
            case .text(let string, _, _): total += string.utf8.count
            default: break
            }
        }
        return total
    }

    /// About how many bytes a JSON value holds.
    private static func bytes(of value: JSONValue) -> Int {
        switch value {
        case .null, .bool, .number: return MemoryLayout<JSONValue>.stride
        case .string(let string): return MemoryLayout<JSONValue>.stride + string.utf8.count
        case .array(let elements): return elements.reduce(MemoryLayout<JSONValue>.stride) { $0 + bytes(of: $1) }
        case .object(let members):
            return members.reduce(MemoryLayout<JSONValue>.stride) { $0 + $1.0.utf8.count + 16 + bytes(of: $1.1) }
        }
    }
}
