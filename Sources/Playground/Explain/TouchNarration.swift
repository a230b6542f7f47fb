import TouchKit

/// How the last touch travelled, in words for a class: the hit-test path of each finger, the responders
/// each phase reached in chain order, every recognizer's states, the actions sent.
///
/// A narration covers one interaction: from the first finger down (when nothing was down) until the next
/// first finger down, so the timers that fire after the fingers lifted (a double tap's wait) still belong
/// to it.
///
/// ```swift
/// let narrator = TouchNarrator()
/// window.router.eventLog = EventLog(keepsEntries: false)
/// window.router.eventLog?.onRecord = { narrator.record($0, inputActive: window.router.hasActiveInput) }
/// print(narrator.narration.lines.joined(separator: "\n"))
/// ```
public struct TouchNarration: Sendable {
    /// One finger's (or gesture's) hit test.
    public struct HitTest: Equatable, Sendable {
        /// The touch number (nil for a touchpad pinch or a wheel).
        public var touch: Int?
        /// Where the input came from (`"touchscreen"`, `"mouse"`, `"touchpad"`…).
        public var input: String
        /// The point, in window points.
        public var point: Point
        /// The views from the window down to the one hit.
        public var path: [String]
        /// Every view the hit test visited or passed over, in visiting order, with its verdict.
        public var visited: [HitTestVisit] = []
    }

    /// One kind of delivery of touches up the responder chain.
    public struct Delivery: Equatable, Sendable {
        /// The phase (`touchesBegan`, `touchesMoved`…).
        public var phase: TouchPhase
        /// The responders that received it, in chain order.
        public var chain: [String]
        /// How many times it was delivered along this chain.
        public var count: Int
    }

    /// One recognizer's journey through its states.
    public struct RecognizerStory: Sendable {
        /// The recognizer's name.
        public var name: String
        /// The view it is attached to.
        public var view: String?
        /// Its states after `possible`, in order, with consecutive repeats counted (`changed ×14`).
        public var states: [(state: GestureRecognizerState, count: Int)]
        /// Recognizers it waited for, if it was held back.
        public var waitedFor: [String]
        /// Why it failed or was cancelled, in the core's words, if it did.
        public var reason: Reason? = nil
    }

    /// Each finger's hit test, in order.
    public var hitTests: [HitTest] = []
    /// Each kind of delivery, in the order it first happened.
    public var deliveries: [Delivery] = []
    /// Each recognizer that changed state, in the order it first did.
    public var recognizers: [RecognizerStory] = []
    /// Actions sent, as `recognizer (view)`, in the order each was first sent, with how many times.
    public var actions: [(action: String, count: Int)] = []
    /// Touches the platform took away before they ended (``EventRecord/takenAway(touch:reason:)``), in order.
    public var takenAway: [(touch: Int, reason: Reason)] = []

    /// Creates an empty narration.
    public init() {}

    /// Whether nothing has been narrated yet.
    public var isEmpty: Bool {
        hitTests.isEmpty && deliveries.isEmpty && recognizers.isEmpty && actions.isEmpty && takenAway.isEmpty
    }

    /// Whether `other` tells the same events, however many times each repeated: the same hit tests,
    /// deliveries, recognizer states and actions, whatever their counts (`changed ×14` and `changed ×15`
    /// are the same story). A panel shows a new event at once and may show a new count a little later.
    ///
    /// ```swift
    /// let before = narrator.narration
    /// // ... one more touch moved
    /// before.sameEvents(as: narrator.narration)  // true: only the counts grew
    /// ```
    public func sameEvents(as other: TouchNarration) -> Bool {
        // Compared in place, making no arrays: the panel asks on every frame of a drag.
        hitTests == other.hitTests
            && deliveries.count == other.deliveries.count
            && zip(deliveries, other.deliveries).allSatisfy { $0.phase == $1.phase && $0.chain == $1.chain }
            && recognizers.count == other.recognizers.count
            && zip(recognizers, other.recognizers).allSatisfy { mine, theirs in
                mine.name == theirs.name && mine.view == theirs.view && mine.waitedFor == theirs.waitedFor
                    && mine.states.count == theirs.states.count
                    && zip(mine.states, theirs.states).allSatisfy { $0.state == $1.state }
            }
            && actions.count == other.actions.count
            && zip(actions, other.actions).allSatisfy { $0.action == $1.action }
            && takenAway.count == other.takenAway.count
    }

    /// The responders that got `touchesBegan` first, in chain order (what the overlay numbers).
    public var beganChain: [String] {
        deliveries.first { $0.phase == .began }?.chain ?? []
    }

    /// The narration as lines of plain text: hit tests, deliveries, recognizers, then actions.
    public var lines: [String] { hitTestLines + deliveryLines + recognizerLines + actionLines }

    /// The kind of input as people read it, in the language shown (the log keeps `mouse`, `touchscreen`).
    static func inputName(_ input: String) -> String {
        switch input {
        case "touchscreen": tr("touchscreen")
        case "mouse": tr("mouse")
        case "pen": tr("pen")
        case "simulatedSecondFinger": tr("second finger")
        case "pinch": tr("pinch")
        case "touchpad": tr("touchpad")
        default: input
        }
    }

    /// One line per hit test: `hit test (finger 1): window → root → C → D`, the touch named as its
    /// timeline lane is (`mouse 2`; a pinch by its input), followed, when the hit test passed views over, by
    /// what it passed and why: `passed over: glass (user interaction off), ghost (hidden)` (at most six,
    /// then how many more).
    public var hitTestLines: [String] {
        hitTests.flatMap { hit -> [String] in
            let who = hit.touch.map { Self.touchName($0, input: hit.input) } ?? Self.inputName(hit.input)
            let path = hit.path.isEmpty ? tr("nothing hit") : hit.path.joined(separator: " → ")
            let line = tr("hit test ({who}): {path}", ["who": who, "path": path])
            return [line] + (Self.passedOver(hit.visited, naming: 6).map { ["  " + $0] } ?? [])
        }
    }

    /// A touch as people read it, its kind of input and its number: `finger 1`, `mouse 2`, `pen 1`, `second
    /// finger 3` (the timeline's lanes name it the same).
    static func touchName(_ touch: Int, input: String?) -> String {
        RecognizerTimeline.touchTitle(touch, input: input)
    }

    /// Touch number `touch` named by the input its hit test gave (`touch 4` when the narration has none).
    func touchName(_ touch: Int) -> String {
        Self.touchName(touch, input: hitTests.last { $0.touch == touch }?.input)
    }

    /// What a hit test passed over and why, `passed over: glass (user interaction off), ghost (hidden)`,
    /// naming at most `limit` views and then how many more; nil when it passed nothing over.
    static func passedOver(_ visited: [HitTestVisit], naming limit: Int = .max) -> String? {
        let passed = visited.filter { $0.verdict != .hit && $0.verdict != .path }
        guard !passed.isEmpty else { return nil }
        var named = passed.prefix(limit).map { "\($0.view) (\(reason($0.verdict)))" }
        if passed.count > limit { named.append(tr("{count} more", ["count": String(passed.count - limit)])) }
        return tr("passed over: {views}", ["views": named.joined(separator: ", ")])
    }

    /// Why a hit test passed a view over, in a few words.
    static func reason(_ verdict: HitTestVerdict) -> String {
        switch verdict {
        case .hit: tr("hit")
        case .path: tr("on the path")
        case .hidden: tr("hidden")
        case .interactionOff: tr("user interaction off")
        case .transparent: tr("alpha below 0.01")
        case .outside: tr("the point is outside its bounds")
        case .refused: tr("its point(inside:) said no")
        case .behind: tr("behind a view hit first")
        case .outsideSuperview: tr("not asked: the point is outside its superview")
        }
    }

    /// One line per delivery: `touchesBegan: D → C → root → controller → window → application`; then one
    /// per touch the platform took away, saying why: `finger 1 taken away: GTK gave it to a gesture outside
    /// the canvas` (what the `touchesCancelled` above it answers).
    public var deliveryLines: [String] {
        deliveries.map { delivery in
            let count = delivery.count > 1 ? " ×\(delivery.count)" : ""
            return "\(Self.method(delivery.phase))\(count): " + delivery.chain.joined(separator: " → ")
        }
            + takenAway.map {
                tr("{touch} taken away: {reason}", ["touch": touchName($0.touch), "reason": tr($0.reason)])
            }
    }

    /// One line per recognizer: `pinch: possible → began → changed ×14 → ended`; one that failed says why:
    /// `tap: possible → failed — moved 14 pt, more than the 10 pt tap slop`.
    public var recognizerLines: [String] {
        recognizers.map { story in
            // The raw value, not `"\(state)"`, which finds the case's name by reflection (these lines were a
            // fifth of the making of the status file while a photo was dragged).
            let states =
                ["possible"]
                + story.states.map { $0.count > 1 ? "\($0.state.rawValue) ×\($0.count)" : $0.state.rawValue }
            var line = "\(story.name): " + states.joined(separator: " → ")
            if !story.waitedFor.isEmpty {
                line = tr(
                    "{line} (waited for {others})", ["line": line, "others": story.waitedFor.joined(separator: ", ")])
            }
            if let reason = story.reason { line += " — " + tr(reason) }
            return line
        }
    }

    /// One line per action sent: `action: next-image (photo)`, `action: pan (photo) ×12`.
    public var actionLines: [String] {
        actions.map { tr("action: {name}", ["name": $0.action]) + ($0.count > 1 ? " ×\($0.count)" : "") }
    }

    /// The UIKit method a phase is delivered through.
    public static func method(_ phase: TouchPhase) -> String {
        switch phase {
        case .began: "touchesBegan"
        case .moved, .stationary: "touchesMoved"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }
}

/// Builds a ``TouchNarration`` from the event log, one record at a time.
public final class TouchNarrator {
    private var told = TouchNarration()
    /// The delivery being recorded: the log has one record per responder, so consecutive records for the
    /// same touches and phase, each responder once, are one delivery up the chain.
    private var current: (phase: TouchPhase, touches: [Int], chain: [String])?
    private var interactionFinished = true
    /// Bumped whenever the narration changes, so a panel redraws only then.
    public private(set) var version = 0

    /// Creates a narrator with nothing told yet.
    public init() {}

    /// A narrator that tells what this one tells now, for a replay's kept moment; the two go on apart.
    public func frozenCopy() -> TouchNarrator {
        let copy = TouchNarrator()
        copy.told = told
        copy.current = current
        copy.interactionFinished = interactionFinished
        copy.version = version
        return copy
    }

    /// The narration of the last (or current) interaction.
    public var narration: TouchNarration {
        var result = told
        if let current { Self.fold(current.phase, current.chain, into: &result) }
        return result
    }

    /// The responders that got `touchesBegan` first, as ``TouchNarration/beganChain`` tells them, without
    /// making the whole narration (the legend under the canvas asks on every frame).
    public var beganChain: [String] {
        if let began = told.deliveries.first(where: { $0.phase == .began }) { return began.chain }
        if let current, current.phase == .began { return current.chain }
        return []
    }

    /// Forgets everything (the scene was reset).
    public func reset() {
        told = TouchNarration()
        current = nil
        interactionFinished = true
        version += 1
    }

    /// Says whether input is still down after an event was handled; the next hit test after all input
    /// lifted starts a new narration.
    public func inputDidSettle(active: Bool) {
        if !active { interactionFinished = true }
    }

    /// Adds one log record.
    public func record(_ event: LoggedEvent) {
        version += 1
        switch event.record {
        case .hitTest(let touch, let input, let point, _, let path, let visited):
            if interactionFinished {
                told = TouchNarration()
                current = nil
                interactionFinished = false
            }
            told.hitTests.append(.init(touch: touch, input: input, point: point, path: path, visited: visited))
        case .touches(let phase, let responder, let touches):
            if let delivery = current, delivery.phase == phase, delivery.touches == touches,
                !delivery.chain.contains(responder)
            {
                current?.chain.append(responder)
            } else {
                if let delivery = current { Self.fold(delivery.phase, delivery.chain, into: &told) }
                current = (phase, touches, [responder])
            }
        case .recognizer(let name, let view, let state, let reason):
            // Every story starts at possible, and the return to possible after it ends adds nothing.
            guard state != .possible else { return }
            let index = storyIndex(name: name, view: view)
            if let reason { told.recognizers[index].reason = reason }
            if let last = told.recognizers[index].states.last, last.state == state {
                told.recognizers[index].states[told.recognizers[index].states.count - 1].count += 1
            } else {
                told.recognizers[index].states.append((state, 1))
            }
        case .waiting(let name, let view, let waitingFor):
            told.recognizers[storyIndex(name: name, view: view)].waitedFor = waitingFor
        case .action(let name, let view):
            let action = view.map { "\(name) (\($0))" } ?? name
            if let index = told.actions.firstIndex(where: { $0.action == action }) {
                told.actions[index].count += 1
            } else {
                told.actions.append((action, 1))
            }
        case .takenAway(let touch, let reason):
            told.takenAway.append((touch, reason))
        }
    }

    private func storyIndex(name: String, view: String?) -> Int {
        if let index = told.recognizers.firstIndex(where: { $0.name == name && $0.view == view }) { return index }
        told.recognizers.append(.init(name: name, view: view, states: [], waitedFor: []))
        return told.recognizers.count - 1
    }

    /// One entry per phase and chain, counted.
    private static func fold(_ phase: TouchPhase, _ chain: [String], into narration: inout TouchNarration) {
        if let index = narration.deliveries.firstIndex(where: { $0.phase == phase && $0.chain == chain }) {
            narration.deliveries[index].count += 1
        } else {
            narration.deliveries.append(.init(phase: phase, chain: chain, count: 1))
        }
    }
}
