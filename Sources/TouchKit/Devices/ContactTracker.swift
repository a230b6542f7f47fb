/// Follows a device's contacts frame by frame (from one `SYN_REPORT` to the next), an event at a time, and
/// writes each as a touch: `began` when it comes down, `moved` when its position changes, `ended` when it
/// lifts, and `cancelled` at the recording's end for one that never lifted. Each contact gets a touch number
/// of its own, 1, 2, … in the order they come down. The touches a call makes wait in ``pending`` until the
/// caller takes them, so nothing grows with the recording's length but the warnings' counts.
struct ContactTracker {
    let axes: [Int: AxisInfo]
    let mapping: PositionMapping
    /// Slots and tracking ids (protocol B), else contacts between `SYN_MT_REPORT`s (protocol A), else one
    /// contact from `BTN_TOUCH` (a single-touch device or a pen).
    let kind: Kind

    enum Kind { case protocolB, protocolA, singleTouch }

    /// The most contacts followed at once (slots, or contacts in a frame): a touchscreen has tens; past
    /// this a file is not a touchscreen's, and is refused before it fills the memory.
    static let largestContactCount = 65_536

    /// The touches made since the caller last emptied it, in time order.
    var pending: [InputEvent] = []
    /// How many touches were made in all.
    private(set) var made = 0
    /// What the trace could not keep, one line each, once ``finish()`` has run.
    private(set) var warnings: [String] = []

    /// A contact as the device last reported it.
    private struct Contact {
        var touch: Int?  // its touch number once it has begun
        var x: Int?, y: Int?
        var moved = false
    }

    private var nextTouch = 1
    private var start: Double?
    private var lastTime = 0.0
    private var lastWritten = 0.0
    private var notKept: [String: Int] = [:]
    /// Touches (with their slots) already down when the recording began, and touches that never lifted:
    /// said once each kind, however many (20,000 contacts made 40,001 lines).
    private var downBefore = FirstFew()
    private var neverLifted = FirstFew()
    /// How many of a kind a warning names before it counts the rest.
    static let namedInWarning = 5

    // Protocol B: contacts by slot, each slot's tracking id (-1 when up; absent until the device says).
    private var slots: [Int: Contact] = [:]
    private var trackingIDs: [Int: Int] = [:]
    private var slot = 0
    private var changed = Set<Int>()
    private var slotsDownBefore = Set<Int>()
    // Protocol A: live contacts by tracking id, else place in the frame; the frame being read.
    private var live: [Int: Contact] = [:]
    private var frame: [(key: Int?, contact: Contact)] = []
    private var current = Contact()
    private var currentKey: Int?
    // Single touch and pens.
    private var single = Contact()
    private var touching = false, wasTouching = false
    private var tool: TouchTool?
    private var pressure: Double?, tilt = Point(x: 0, y: 0), hasTilt = false
    private var hovered = false

    init(axes: [Int: AxisInfo], mapping: PositionMapping, kind: Kind) {
        self.axes = axes
        self.mapping = mapping
        self.kind = kind
    }

    /// Reads the next event; the touches it completes are appended to ``pending``.
    mutating func take(_ event: EvdevEvent) throws(RecordingProblem) {
        let first = start ?? event.time
        start = first
        guard (event.time - first).isFinite else {
            throw RecordingProblem(
                message:
                    "its times run from \(first) to \(event.time) s, a span no number holds: not a recording's clock")
        }
        lastTime = event.time
        switch kind {
        case .protocolB: try takeProtocolB(event)
        case .protocolA: try takeProtocolA(event)
        case .singleTouch: takeSingleTouch(event)
        }
    }

    /// Ends the contacts still down (cancelled at the last event) and writes the warnings.
    mutating func finish() {
        switch kind {
        case .protocolB: cancelAll(slots.values.compactMap { contact in contact.touch.map { ($0, contact) } })
        case .protocolA: cancelAll(live.values.map { ($0.touch!, $0) })
        case .singleTouch:
            if hovered { warnings.append("the pen's hovering (near, not touching) is not kept: a trace has no hover") }
            if wasTouching, let touch = single.touch { cancelAll([(touch, single)]) }
        }
        if downBefore.count > 0 {
            warnings.append(
                downBefore.count == 1
                    ? "touch \(downBefore.listed) was down before the recording began: it begins at its first event"
                    : "touches \(downBefore.listed) were down before the recording began: each begins at its first event"
            )
        }
        if neverLifted.count > 0 {
            warnings.append(
                neverLifted.count == 1
                    ? "touch \(neverLifted.listed) never lifted: it is cancelled at the recording's end"
                    : "touches \(neverLifted.listed) never lifted: each is cancelled at the recording's end")
        }
        if !notKept.isEmpty {
            let list = notKept.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            warnings.append("not kept, a touch trace has no place for them: \(list)")
        }
    }

    // MARK: Protocol B

    private mutating func takeProtocolB(_ event: EvdevEvent) throws(RecordingProblem) {
        switch (event.type, event.code) {
        case (EvdevEvent.abs, EvdevEvent.mtSlot):
            slot = event.value
        case (EvdevEvent.abs, EvdevEvent.mtTrackingID):
            try checkRoom()
            let old = trackingIDs[slot]
            trackingIDs[slot] = event.value
            if let touch = slots[slot]?.touch, old != event.value {
                // Lifted, or a new contact took the slot without the old one's end: the old one ends here.
                emit(touch, .ended, slots[slot]!, at: event.time)
                slots[slot]?.touch = nil
            }
            changed.insert(slot)
        case (EvdevEvent.abs, EvdevEvent.mtPositionX), (EvdevEvent.abs, EvdevEvent.mtPositionY):
            try checkRoom()
            var contact = slots[slot, default: Contact()]
            if event.code == EvdevEvent.mtPositionX { contact.x = event.value } else { contact.y = event.value }
            contact.moved = true
            slots[slot] = contact
            changed.insert(slot)
            if trackingIDs[slot] == nil {
                // Positions before any tracking id: the contact was down when the recording began.
                trackingIDs[slot] = Int.max
                slotsDownBefore.insert(slot)
            }
        case (EvdevEvent.syn, EvdevEvent.synReport):
            for index in changed.sorted() {
                guard let id = trackingIDs[index], id >= 0, var contact = slots[index], contact.x != nil,
                    contact.y != nil
                else { continue }
                if contact.touch == nil {
                    contact.touch = nextTouch
                    nextTouch += 1
                    emit(contact.touch!, .began, contact, at: event.time)
                    if slotsDownBefore.remove(index) != nil { downBefore.append("\(contact.touch!) (slot \(index))") }
                } else if contact.moved {
                    emit(contact.touch!, .moved, contact, at: event.time)
                }
                contact.moved = false
                slots[index] = contact
            }
            changed.removeAll(keepingCapacity: true)
        case (EvdevEvent.syn, _), (EvdevEvent.key, EvdevEvent.btnTouch), (EvdevEvent.abs, EvdevEvent.absX),
            (EvdevEvent.abs, EvdevEvent.absY):
            break  // protocol B's own frames say it all; the single-touch emulation repeats it
        default:
            noteNotKept(event)
        }
    }

    /// Refuses a new slot past ``largestContactCount`` (every slot in use has a tracking id, or a stand-in).
    private func checkRoom() throws(RecordingProblem) {
        guard trackingIDs.count >= Self.largestContactCount, trackingIDs[slot] == nil else { return }
        throw RecordingProblem(
            message: "more than \(Self.largestContactCount) contacts (slots) at once: not a touchscreen's recording")
    }

    // MARK: Protocol A

    private mutating func takeProtocolA(_ event: EvdevEvent) throws(RecordingProblem) {
        switch (event.type, event.code) {
        case (EvdevEvent.abs, EvdevEvent.mtPositionX): current.x = event.value
        case (EvdevEvent.abs, EvdevEvent.mtPositionY): current.y = event.value
        case (EvdevEvent.abs, EvdevEvent.mtTrackingID): currentKey = event.value
        case (EvdevEvent.syn, EvdevEvent.synMTReport):
            if current.x != nil, current.y != nil {
                guard frame.count < Self.largestContactCount else {
                    throw RecordingProblem(
                        message:
                            "more than \(Self.largestContactCount) contacts in one frame: not a touchscreen's recording"
                    )
                }
                frame.append((currentKey, current))
            }
            (current, currentKey) = (Contact(), nil)
        case (EvdevEvent.syn, EvdevEvent.synReport):
            // With tracking ids, a contact is its id; without, it is the last frame's contact it moved least
            // from (never its place in the frame, which a device may change from frame to frame).
            let keyed = !frame.isEmpty && frame.allSatisfy { $0.key != nil }
            if !keyed { pairByPosition() }
            let keys = Set(frame.map { $0.key! })
            for (key, contact) in live.sorted(by: { $0.value.touch! < $1.value.touch! }) where !keys.contains(key) {
                emit(contact.touch!, .ended, contact, at: event.time)
                live[key] = nil
            }
            for (key, var contact) in frame {
                if let old = live[key!] {
                    contact.touch = old.touch
                    if old.x != contact.x || old.y != contact.y {
                        emit(contact.touch!, .moved, contact, at: event.time)
                    }
                } else {
                    contact.touch = nextTouch
                    nextTouch += 1
                    emit(contact.touch!, .began, contact, at: event.time)
                }
                live[key!] = contact
            }
            frame.removeAll(keepingCapacity: true)
            (current, currentKey) = (Contact(), nil)
        case (EvdevEvent.syn, _), (EvdevEvent.key, EvdevEvent.btnTouch), (EvdevEvent.abs, EvdevEvent.absX),
            (EvdevEvent.abs, EvdevEvent.absY):
            break
        default:
            noteNotKept(event)
        }
    }

    /// Gives each contact of the frame the key of the live contact it is (``ContactMatching``), or a new
    /// key: live contacts are keyed by touch number, and a new one's touch number is the next.
    private mutating func pairByPosition() {
        let before = live.sorted { $0.value.touch! < $1.value.touch! }
        let pairs = ContactMatching.pairs(
            previous: before.map { mapping.point($0.value.x!, $0.value.y!) },
            current: frame.map { mapping.point($0.contact.x!, $0.contact.y!) }, farthest: mapping.farthestJump)
        var next = nextTouch
        for index in frame.indices {
            if let paired = pairs[index] {
                frame[index].key = before[paired].key
            } else {
                // Keyed by the touch number it will get: new touches are numbered in the frame's order.
                frame[index].key = -next
                next += 1
            }
        }
    }

    // MARK: Single touch and pens

    private mutating func takeSingleTouch(_ event: EvdevEvent) {
        switch (event.type, event.code) {
        case (EvdevEvent.abs, EvdevEvent.absX): single.x = event.value
        case (EvdevEvent.abs, EvdevEvent.absY): single.y = event.value
        case (EvdevEvent.abs, EvdevEvent.absPressure):
            pressure = Self.fraction(event.value, of: axes[event.code])
        case (EvdevEvent.abs, EvdevEvent.absTiltX), (EvdevEvent.abs, EvdevEvent.absTiltY):
            let value = Self.fraction(event.value, of: axes[event.code]).map { $0 * 2 - 1 } ?? 0
            if event.code == EvdevEvent.absTiltX { tilt.x = value } else { tilt.y = value }
            hasTilt = true
        case (EvdevEvent.key, EvdevEvent.btnTouch): touching = event.value != 0
        case (EvdevEvent.key, EvdevEvent.btnToolPen), (EvdevEvent.key, EvdevEvent.btnToolRubber):
            if event.value != 0 { tool = event.code == EvdevEvent.btnToolPen ? .pen : .eraser }
        case (EvdevEvent.syn, EvdevEvent.synReport):
            guard single.x != nil, single.y != nil else { return }
            var details: TouchDetails?
            if let tool {
                details = TouchDetails(tool: tool, pressure: pressure, size: nil, tilt: hasTilt ? tilt : nil)
            }
            if touching, !wasTouching {
                single.touch = nextTouch
                nextTouch += 1
                emit(single.touch!, .began, single, at: event.time, details: details)
            } else if touching {
                emit(single.touch!, .moved, single, at: event.time, details: details)
            } else if wasTouching {
                emit(single.touch!, .ended, single, at: event.time, details: details)
                single.touch = nil
            } else if tool != nil {
                hovered = true
            }
            wasTouching = touching
        case (EvdevEvent.syn, _):
            break
        default:
            noteNotKept(event)
        }
    }

    // MARK: Writing

    private mutating func emit(
        _ touch: Int, _ phase: TouchPhase, _ contact: Contact, at time: Double, details: TouchDetails? = nil
    ) {
        let location = mapping.point(contact.x ?? mapping.x.minimum, contact.y ?? mapping.y.minimum)
        // Seconds from the first event, never backwards (the reader refuses a clock that runs back).
        let t = max(lastWritten, time - (start ?? time))
        lastWritten = t
        made += 1
        pending.append(InputEvent(time: t, kind: .touch(id: touch, phase: phase, location: location), details: details))
    }

    /// Ends, as cancelled at the last event, the contacts that never lifted, saying so.
    private mutating func cancelAll(_ contacts: [(touch: Int, contact: Contact)]) {
        for (touch, contact) in contacts.sorted(by: { $0.touch < $1.touch }) {
            emit(touch, .cancelled, contact, at: lastTime)
            neverLifted.append(String(touch))
        }
    }

    private mutating func noteNotKept(_ event: EvdevEvent) {
        let type =
            [0: "EV_SYN", 1: "EV_KEY", 2: "EV_REL", 3: "EV_ABS", 4: "EV_MSC"][event.type] ?? "type \(event.type)"
        notKept["\(type) 0x" + String(event.code, radix: 16), default: 0] += 1
    }

    /// `value` as a fraction of `axis`'s range, from 0 to 1; nil without a range.
    private static func fraction(_ value: Int, of axis: AxisInfo?) -> Double? {
        guard let axis, axis.maximum > axis.minimum else { return nil }
        let range = Double(axis.maximum) - Double(axis.minimum)
        return min(1, max(0, (Double(value) - Double(axis.minimum)) / range))
    }
}

/// The first few of a list a warning names, and how many there were: a warning about a storm of contacts
/// stays one short line, and its list never grows with the storm.
struct FirstFew {
    private(set) var first: [String] = []
    private(set) var count = 0

    init() {}

    /// The first few of `numbers` as text, and how many.
    init(_ numbers: [Int]) {
        first = numbers.prefix(ContactTracker.namedInWarning).map(String.init)
        count = numbers.count
    }

    mutating func append(_ item: String) {
        if first.count < ContactTracker.namedInWarning { first.append(item) }
        count += 1
    }

    /// `1, 2, 3, 4, 5 and 19,995 more`, or `1 and 2`, or `1`.
    var listed: String {
        let rest = count - first.count
        if rest > 0 { return first.joined(separator: ", ") + " and \(rest) more" }
        guard first.count > 1 else { return first.first ?? "" }
        return first.dropLast().joined(separator: ", ") + " and " + first.last!
    }
}
