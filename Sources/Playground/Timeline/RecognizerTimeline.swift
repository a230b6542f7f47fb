import TouchKit

/// What each recognizer and each touch of a scene did over time, one lane each, built from the event log:
/// when a recognizer was watching (possible), held back (waiting for another to fail), running (began,
/// changed), and how it ended (recognized, ended, failed, cancelled) with the core's reason; when each touch
/// was physically down, the view it was bound to and when its responders received each phase (later than
/// the finger, where a recognizer delays them).
///
/// It is what the timeline pane draws in the window and what `replay --timeline` renders headless, so both
/// read the same records the same way.
///
/// ```swift
/// var timeline = RecognizerTimeline(window: host.window)
/// let log = EventLog(keepsEntries: false)
/// log.onRecord = { timeline.record($0) }
/// host.window.router.eventLog = log
/// TraceReplayer.replay(trace, into: host.window, clock: clock) { event in
///     timeline.touchesDown(Set(host.window.router.activeTouches.map(\.identifier)), at: event.time)
/// }
/// ```
public struct RecognizerTimeline {
    /// The lanes: the hit tests' (once a touch was hit-tested), the recognizers (in the scene's order, then
    /// as they first appear), then the touches.
    public var lanes: [TimelineLane] { hitTestLanes + recognizerLanes + touchLanes }
    /// The hit tests' lane, once there was a hit test (none before).
    public private(set) var hitTestLanes: [TimelineLane] = []
    /// The recognizers' lanes.
    public private(set) var recognizerLanes: [TimelineLane] = []
    /// The touches' lanes, one per touch number, in the order the touches first came down.
    public private(set) var touchLanes: [TimelineLane] = []
    /// The time of the first record, in seconds (nil before any).
    public private(set) var start: Double?
    /// The latest time known, in seconds: the last record's or the clock's, whichever is later.
    public private(set) var end: Double = 0
    /// When the latest interaction began, in seconds: the first hit test while no finger was down (as the
    /// chain panel's narration counts them).
    public private(set) var interactionStart: Double?

    /// Recognizers that have begun at least once: their `ended` is a continuous gesture's end, not a
    /// discrete recognition.
    private var continuous: Set<Int> = []
    /// Where each recognizer's (name and view) and each platform gesture's lane is in `recognizerLanes`,
    /// and each touch's in `touchLanes`: looked up on every record, so never by comparing strings.
    private var recognizerNames: [String] = []
    private var recognizerViews: [String?] = []
    private var platformIndex: [String: Int] = [:]
    private var touchIndex: [Int: Int] = [:]
    /// How many touch lanes have a finger down.
    private var touchesDown = 0
    /// The lane of the last recognizer read in `changed`, checked first when the next `changed` comes.
    private var lastChanged: Int?
    /// The last delivery of touches read, so the same delivery logged by each responder is read once.
    private var lastDelivery: (phase: TouchPhase, time: Double, touches: [Int])?
    /// Moves and actions closer together than this, in seconds, are kept as one mark (a drag logs one of
    /// each per sample).
    private static let markSpacing = 1.0 / 30

    /// An empty timeline with a lane for each recognizer named, in order, and one for each of the
    /// platform's own gestures named in `platform` (`("GTK long press", "GtkGestureLongPress")`).
    public init(recognizers: [(name: String, view: String?)] = [], platform: [(name: String, detail: String)] = []) {
        for recognizer in recognizers { _ = recognizerLane(recognizer.name, recognizer.view) }
        for gesture in platform { _ = platformLane(gesture.name, detail: gesture.detail) }
    }

    /// An empty timeline with a lane for every recognizer attached to a view of `window`, front of the
    /// tree first (a parent's before its children's), and the `platform` gestures' lanes.
    public init(window: Window, platform: [(name: String, detail: String)] = []) {
        var found: [(name: String, view: String?)] = []
        func visit(_ view: View) {
            for recognizer in view.gestureRecognizers { found.append((recognizer.name, view.name)) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        self.init(recognizers: found, platform: platform)
    }

    /// What one of the platform's own gestures (GTK's) said about the same input, at `time` seconds, with
    /// its words in `note`: began (it is watching, or a continuous one started), recognized, ended, failed
    /// or cancelled, as its signals tell.
    public mutating func platformVerdict(
        _ name: String, _ verdict: TimelineMark.Kind, at time: Double, note: String? = nil
    ) {
        if start == nil { start = time }
        end = max(end, time)
        let index = platformLane(name, detail: nil)
        switch verdict {
        case .began:
            recognizerLanes[index].open(.active, at: time)
        case .recognized, .ended:
            recognizerLanes[index].open(verdict == .ended ? .ended : .recognized, at: time)
        case .failed, .cancelled:
            recognizerLanes[index].open(verdict == .failed ? .failed : .cancelled, at: time, note: note)
        default:
            break
        }
        if verdict != .began || note != nil {
            recognizerLanes[index].marks.append(TimelineMark(time: time, kind: verdict, note: note))
        }
    }

    /// Ends what a platform gesture's lane shows (its sequence is over), at `time` seconds.
    public mutating func platformIdle(_ name: String, at time: Double) {
        guard let index = platformIndex[name] else { return }
        recognizerLanes[index].close(at: time)
    }

    /// Reads one record of the event log.
    public mutating func record(_ entry: LoggedEvent) {
        let time = entry.time
        if start == nil { start = time }
        end = max(end, time)
        switch entry.record {
        case .hitTest(let touch, let input, _, let view, let path, let visited):
            hitTest(touch: touch, input: input, view: view, path: path, at: time)
            explainHitTest(touch: touch, input: input, view: view, visited: visited, at: time)
        case .touches(let phase, _, let touches):
            // Each responder up the chain logs the same delivery: the lanes heard of it from the first.
            if let last = lastDelivery, last.phase == phase, last.time == time, last.touches == touches { return }
            lastDelivery = (phase, time, touches)
            for touch in touches { touchPhase(phase, of: touch, at: time) }
        case .recognizer(let name, let view, let state, let reason):
            // A gesture moving on logs `changed` on every sample: a bar already running needs nothing more.
            if state == .changed, let last = lastChanged, recognizerNames[last] == name,
                recognizerViews[last] == view, recognizerLanes[last].openActivity == .active
            {
                return
            }
            recognizer(name, view: view, state: state, reason: reason.map { tr($0) }, at: time)
        case .waiting(let name, let view, let others):
            let index = recognizerLane(name, view)
            let note = tr("waiting for {recognizers} to fail", ["recognizers": others.joined(separator: ", ")])
            if recognizerLanes[index].openActivity != .waiting || recognizerLanes[index].spans.last?.note != note {
                recognizerLanes[index].open(.waiting, at: time, note: note)
            }
        case .action(let name, let view):
            let index = recognizerLane(name, view)
            // A pan sends an action with every change; one dot per 1/30 s is what a lane can show.
            if let last = recognizerLanes[index].marks.last, last.kind == .action, time - last.time < Self.markSpacing {
                return
            }
            recognizerLanes[index].marks.append(TimelineMark(time: time, kind: .action))
        case .takenAway(let touch, let reason):
            // The cancellation that follows, at the same time, is this mark: the lane says why once.
            let index = touchLane(touch, input: nil)
            touchLanes[index].marks.append(
                TimelineMark(
                    time: time, kind: .touchCancelled,
                    note: tr("taken away: {reason}", ["reason": tr(reason)])))
        }
    }

    /// Tells which touches are physically down after an input event at `time` (seconds): a touch lane's bar
    /// ends where its finger lifted, even when its responders hear of it later (`delaysTouchesEnded`) or
    /// never (cancelled by a recognizer). Call it after each event the router handles.
    public mutating func touchesDown(_ identifiers: Set<Int>, at time: Double) {
        touchesDown(where: identifiers.contains, at: time)
    }

    /// ``touchesDown(_:at:)`` asking `isDown` about each touch whose lane has its finger down (no set to
    /// build on every event).
    public mutating func touchesDown(where isDown: (Int) -> Bool, at time: Double) {
        end = max(end, time)
        guard touchesDown > 0 else { return }
        for index in touchLanes.indices where touchLanes[index].openActivity == .down {
            guard let number = touchLanes[index].touch, !isDown(number) else { continue }
            touchLanes[index].close(at: time)
            touchesDown -= 1
        }
    }

    /// Moves the present on to `time` (seconds): open spans reach it.
    public mutating func extend(to time: Double) {
        end = max(end, time)
    }

    /// Forgets spans and marks that ended before `time` (seconds), so a timeline fed for hours stays small.
    /// Recognizers' lanes stay, even empty; a touch's lane goes with its last span (the touch is over).
    public mutating func forget(before time: Double) {
        for index in recognizerLanes.indices { recognizerLanes[index].forget(before: time) }
        for index in touchLanes.indices { touchLanes[index].forget(before: time) }
        for index in hitTestLanes.indices { hitTestLanes[index].forget(before: time) }
        if touchLanes.contains(where: { $0.spans.isEmpty && $0.marks.isEmpty }) {
            touchLanes.removeAll { $0.spans.isEmpty && $0.marks.isEmpty }
            touchIndex = [:]
            for (index, lane) in touchLanes.enumerated() { if let touch = lane.touch { touchIndex[touch] = index } }
        }
        if let first = start, first < time { start = time }
    }

    /// A mark on the hit tests' lane: `finger 1 → D`, and what was passed over and why.
    private mutating func explainHitTest(
        touch: Int?, input: String, view: String?, visited: [HitTestVisit], at time: Double
    ) {
        if hitTestLanes.isEmpty {
            hitTestLanes = [TimelineLane(id: "hit tests", kind: .hitTest, title: tr("hit tests"), detail: nil)]
        }
        // The touch as its own lane names it ("finger 1", "mouse 2"); a pinch by its input.
        let who = touch.flatMap { touchIndex[$0] }.map { touchLanes[$0].title } ?? TouchNarration.inputName(input)
        var note = "\(who) → \(view ?? tr("nothing"))"
        if let passed = TouchNarration.passedOver(visited) { note += "; " + passed }
        hitTestLanes[0].marks.append(TimelineMark(time: time, kind: .hitTest, note: note))
    }

    private mutating func hitTest(touch: Int?, input: String, view: String?, path: [String], at time: Double) {
        if touchesDown == 0 { interactionStart = time }
        let onPath = Set(path)
        for index in recognizerLanes.indices
        where recognizerLanes[index].kind == .recognizer && recognizerLanes[index].openActivity == nil
            && recognizerLanes[index].detail.map(onPath.contains) == true
        {
            recognizerLanes[index].open(.possible, at: time)
        }
        guard let touch else { return }
        let index = touchLane(touch, input: input)
        let bound = view.map { tr("on {view}", ["view": $0]) } ?? tr("on nothing")
        touchLanes[index].detail = bound
        if touchLanes[index].openActivity != .down { touchesDown += 1 }
        touchLanes[index].open(.down, at: time, note: bound)
    }

    private mutating func touchPhase(_ phase: TouchPhase, of touch: Int, at time: Double) {
        let index = touchLane(touch, input: nil)
        let kind: TimelineMark.Kind
        switch phase {
        case .began: kind = .touchBegan
        case .moved: kind = .touchMoved
        case .stationary: return
        case .ended: kind = .touchEnded
        case .cancelled: kind = .touchCancelled
        }
        // Each responder up the chain logs the same phase; the lane shows it once.
        if let last = touchLanes[index].marks.last, last.kind == kind, last.time == time { return }
        if kind == .touchMoved, let last = touchLanes[index].marks.last, last.kind == .touchMoved,
            time - last.time < Self.markSpacing
        {
            return
        }
        var mark = TimelineMark(time: time, kind: kind)
        if kind == .touchCancelled, let taker = recognizerTaking(at: time) {
            mark.note = tr("the touch was taken by {recognizer}", ["recognizer": taker])
        }
        touchLanes[index].marks.append(mark)
    }

    /// The recognizer that began or recognized at `time`, which is what cancels a view's touches (one of
    /// the scene's: GTK's own gestures only watch).
    private func recognizerTaking(at time: Double) -> String? {
        recognizerLanes.last { lane in
            guard lane.kind == .recognizer else { return false }
            let decisive = lane.marks.last { $0.kind != .action }
            return decisive.map { $0.time == time && ($0.kind == .began || $0.kind == .recognized) } ?? false
        }?.title
    }

    private mutating func recognizer(
        _ name: String, view: String?, state: GestureRecognizerState, reason: String?, at time: Double
    ) {
        let index = recognizerLane(name, view)
        switch state {
        case .possible:
            // A reset after an end state; while watching, nothing changes.
            if let open = recognizerLanes[index].openActivity, open.isOutcome { recognizerLanes[index].close(at: time) }
        case .began:
            continuous.insert(index)
            recognizerLanes[index].open(.active, at: time)
            recognizerLanes[index].marks.append(TimelineMark(time: time, kind: .began))
        case .changed:
            if recognizerLanes[index].openActivity != .active { recognizerLanes[index].open(.active, at: time) }
            lastChanged = index
        case .ended:
            let recognized = !continuous.contains(index)
            recognizerLanes[index].open(recognized ? .recognized : .ended, at: time)
            recognizerLanes[index].marks.append(TimelineMark(time: time, kind: recognized ? .recognized : .ended))
        case .failed, .cancelled:
            let failed = state == .failed
            recognizerLanes[index].open(failed ? .failed : .cancelled, at: time, note: reason)
            recognizerLanes[index].marks.append(
                TimelineMark(time: time, kind: failed ? .failed : .cancelled, note: reason))
        }
    }

    /// A touch lane's title: its kind of input and its number.
    static func touchTitle(_ touch: Int, input: String?) -> String {
        switch input {
        case "mouse": tr("mouse {number}", ["number": "\(touch)"])
        case "simulatedSecondFinger": tr("second finger {number}", ["number": "\(touch)"])
        case "pen": tr("pen {number}", ["number": "\(touch)"])
        case "touchscreen": tr("finger {number}", ["number": "\(touch)"])
        default: tr("touch {number}", ["number": "\(touch)"])
        }
    }

    private mutating func recognizerLane(_ name: String, _ view: String?) -> Int {
        // A scan of a few names, which the log hands over as the recognizers' own strings (compared in an
        // instant), costs less than hashing them on every record.
        for index in recognizerNames.indices where recognizerNames[index] == name && recognizerViews[index] == view {
            return index
        }
        recognizerLanes.append(
            TimelineLane(id: "\(name)@\(view ?? "")", kind: .recognizer, title: name, detail: view))
        // Platform lanes have no name here, so the two arrays stay as long as the lanes.
        recognizerNames.append(name)
        recognizerViews.append(view)
        return recognizerLanes.count - 1
    }

    private mutating func platformLane(_ name: String, detail: String?) -> Int {
        if let index = platformIndex[name] { return index }
        recognizerLanes.append(TimelineLane(id: "platform:" + name, kind: .platform, title: name, detail: detail))
        recognizerNames.append("")
        recognizerViews.append("\u{0}platform")
        platformIndex[name] = recognizerLanes.count - 1
        return recognizerLanes.count - 1
    }

    /// The lane of touch number `touch`, made the first time it is met, titled by its kind of `input` (the
    /// hit test's: `touchscreen`, `pen`, `mouse`, `simulatedSecondFinger`) and its number: "finger 3",
    /// "mouse 1", "second finger 2" (every touch numbered from 1 in the order it began).
    private mutating func touchLane(_ touch: Int, input: String?) -> Int {
        if let index = touchIndex[touch] { return index }
        let title = Self.touchTitle(touch, input: input)
        touchLanes.append(TimelineLane(id: "touch \(touch)", kind: .touch, title: title, detail: nil, touch: touch))
        touchIndex[touch] = touchLanes.count - 1
        return touchLanes.count - 1
    }
}
