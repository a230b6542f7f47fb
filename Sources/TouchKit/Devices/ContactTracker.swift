/// Follows a device's contacts frame by frame (from one `SYN_REPORT` to the next) and writes each as a touch:
/// `began` when it comes down, `moved` when its position changes, `ended` when it lifts, and `cancelled` at
/// the recording's end for one that never lifted. Each contact gets a touch number of its own, 1, 2, … in the
/// order they come down.
struct ContactTracker {
    let recording: DeviceRecording
    let mapping: PositionMapping
    /// Slots and tracking ids (protocol B), else contacts between `SYN_MT_REPORT`s (protocol A), else one
    /// contact from `BTN_TOUCH` (a single-touch device or a pen).
    let protocolB: Bool
    let multiTouch: Bool

    /// The touches, in time order.
    private(set) var events: [InputEvent] = []
    /// What the trace could not keep, one line each.
    private(set) var warnings: [String] = []

    /// A contact as the device last reported it.
    private struct Contact {
        var touch: Int?  // its touch number once it has begun
        var x: Int?, y: Int?
        var moved = false
    }

    private var nextTouch = 1
    private var start = 0.0
    private var notKept: [String: Int] = [:]
    /// Touches (with their slots) already down when the recording began, and touches that never lifted:
    /// said once each kind, however many (20,000 contacts made 40,001 lines).
    private var downBefore: [(touch: Int, slot: Int)] = []
    private var neverLifted: [Int] = []
    /// How many of a kind a warning names before it counts the rest.
    static let namedInWarning = 5

    init(recording: DeviceRecording, mapping: PositionMapping, protocolB: Bool, multiTouch: Bool) {
        self.recording = recording
        self.mapping = mapping
        self.protocolB = protocolB
        self.multiTouch = multiTouch
    }

    mutating func run() {
        start = recording.events.first?.time ?? 0
        if protocolB {
            runProtocolB()
        } else if multiTouch {
            runProtocolA()
        } else {
            runSingleTouch()
        }
        if !downBefore.isEmpty {
            let named = Self.listed(downBefore.map { "\($0.touch) (slot \($0.slot))" })
            warnings.append(
                downBefore.count == 1
                    ? "touch \(named) was down before the recording began: it begins at its first event"
                    : "touches \(named) were down before the recording began: each begins at its first event")
        }
        if !neverLifted.isEmpty {
            let named = Self.listed(neverLifted.map(String.init))
            warnings.append(
                neverLifted.count == 1
                    ? "touch \(named) never lifted: it is cancelled at the recording's end"
                    : "touches \(named) never lifted: each is cancelled at the recording's end")
        }
        if !notKept.isEmpty {
            let list = notKept.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")
            warnings.append("not kept, a touch trace has no place for them: \(list)")
        }
    }

    /// `1, 2, 3, 4, 5 and 19,995 more`: the first few items, then how many others.
    static func listed(_ items: [String]) -> String {
        let named = items.prefix(namedInWarning)
        let rest = items.count - named.count
        if rest > 0 { return named.joined(separator: ", ") + " and \(rest) more" }
        guard named.count > 1 else { return named.first ?? "" }
        return named.dropLast().joined(separator: ", ") + " and " + named.last!
    }

    // MARK: Protocol B

    private mutating func runProtocolB() {
        var slots: [Int: Contact] = [:]
        var trackingIDs: [Int: Int] = [:]  // slot → tracking id, -1 when up; absent until the device says
        var slot = 0
        var changed = Set<Int>()
        var downBefore = Set<Int>()
        for event in recording.events {
            switch (event.type, event.code) {
            case (EvdevEvent.abs, EvdevEvent.mtSlot):
                slot = event.value
            case (EvdevEvent.abs, EvdevEvent.mtTrackingID):
                let old = trackingIDs[slot]
                trackingIDs[slot] = event.value
                if let touch = slots[slot]?.touch, old != event.value {
                    // Lifted, or a new contact took the slot without the old one's end: the old one ends here.
                    emit(touch, .ended, slots[slot]!, at: event.time)
                    slots[slot]?.touch = nil
                }
                changed.insert(slot)
            case (EvdevEvent.abs, EvdevEvent.mtPositionX), (EvdevEvent.abs, EvdevEvent.mtPositionY):
                var contact = slots[slot, default: Contact()]
                if event.code == EvdevEvent.mtPositionX { contact.x = event.value } else { contact.y = event.value }
                contact.moved = true
                slots[slot] = contact
                changed.insert(slot)
                if trackingIDs[slot] == nil {
                    // Positions before any tracking id: the contact was down when the recording began.
                    trackingIDs[slot] = Int.max
                    downBefore.insert(slot)
                }
            case (EvdevEvent.syn, EvdevEvent.synReport):
                for index in changed.sorted() {
                    guard let id = trackingIDs[index], id >= 0, var contact = slots[index],
                        contact.x != nil, contact.y != nil
                    else { continue }
                    if contact.touch == nil {
                        contact.touch = nextTouch
                        nextTouch += 1
                        emit(contact.touch!, .began, contact, at: event.time)
                        if downBefore.contains(index) { self.downBefore.append((contact.touch!, index)) }
                    } else if contact.moved {
                        emit(contact.touch!, .moved, contact, at: event.time)
                    }
                    contact.moved = false
                    slots[index] = contact
                }
                changed.removeAll()
            case (EvdevEvent.syn, _), (EvdevEvent.key, EvdevEvent.btnTouch), (EvdevEvent.abs, EvdevEvent.absX),
                (EvdevEvent.abs, EvdevEvent.absY):
                break  // protocol B's own frames say it all; the single-touch emulation repeats it
            default:
                noteNotKept(event)
            }
        }
        cancelAll(slots.values.compactMap { contact in contact.touch.map { ($0, contact) } })
    }

    // MARK: Protocol A

    private mutating func runProtocolA() {
        var live: [Int: Contact] = [:]  // by the contact's tracking id, else its place in the frame
        var frame: [(key: Int, contact: Contact)] = []
        var current = Contact()
        var currentKey: Int?
        for event in recording.events {
            switch (event.type, event.code) {
            case (EvdevEvent.abs, EvdevEvent.mtPositionX): current.x = event.value
            case (EvdevEvent.abs, EvdevEvent.mtPositionY): current.y = event.value
            case (EvdevEvent.abs, EvdevEvent.mtTrackingID): currentKey = event.value
            case (EvdevEvent.syn, EvdevEvent.synMTReport):
                if current.x != nil, current.y != nil { frame.append((currentKey ?? frame.count, current)) }
                (current, currentKey) = (Contact(), nil)
            case (EvdevEvent.syn, EvdevEvent.synReport):
                let keys = Set(frame.map(\.key))
                for (key, contact) in live.sorted(by: { $0.key < $1.key }) where !keys.contains(key) {
                    emit(contact.touch!, .ended, contact, at: event.time)
                    live[key] = nil
                }
                for (key, var contact) in frame {
                    if let old = live[key] {
                        contact.touch = old.touch
                        if old.x != contact.x || old.y != contact.y {
                            emit(contact.touch!, .moved, contact, at: event.time)
                        }
                    } else {
                        contact.touch = nextTouch
                        nextTouch += 1
                        emit(contact.touch!, .began, contact, at: event.time)
                    }
                    live[key] = contact
                }
                (frame, current, currentKey) = ([], Contact(), nil)
            case (EvdevEvent.syn, _), (EvdevEvent.key, EvdevEvent.btnTouch), (EvdevEvent.abs, EvdevEvent.absX),
                (EvdevEvent.abs, EvdevEvent.absY):
                break
            default:
                noteNotKept(event)
            }
        }
        cancelAll(live.values.map { ($0.touch!, $0) })
    }

    // MARK: Single touch and pens

    private mutating func runSingleTouch() {
        var contact = Contact()
        var touching = false, wasTouching = false
        var tool: TouchTool?
        var pressure: Double?, tilt = Point(x: 0, y: 0), hasTilt = false
        var hovered = false
        for event in recording.events {
            switch (event.type, event.code) {
            case (EvdevEvent.abs, EvdevEvent.absX): contact.x = event.value
            case (EvdevEvent.abs, EvdevEvent.absY): contact.y = event.value
            case (EvdevEvent.abs, EvdevEvent.absPressure):
                pressure = Self.fraction(event.value, of: recording.axes[event.code])
            case (EvdevEvent.abs, EvdevEvent.absTiltX), (EvdevEvent.abs, EvdevEvent.absTiltY):
                let value = Self.fraction(event.value, of: recording.axes[event.code]).map { $0 * 2 - 1 } ?? 0
                if event.code == EvdevEvent.absTiltX { tilt.x = value } else { tilt.y = value }
                hasTilt = true
            case (EvdevEvent.key, EvdevEvent.btnTouch): touching = event.value != 0
            case (EvdevEvent.key, EvdevEvent.btnToolPen), (EvdevEvent.key, EvdevEvent.btnToolRubber):
                if event.value != 0 { tool = event.code == EvdevEvent.btnToolPen ? .pen : .eraser }
            case (EvdevEvent.syn, EvdevEvent.synReport):
                guard contact.x != nil, contact.y != nil else { continue }
                var details: TouchDetails?
                if let tool {
                    details = TouchDetails(tool: tool, pressure: pressure, size: nil, tilt: hasTilt ? tilt : nil)
                }
                if touching, !wasTouching {
                    contact.touch = nextTouch
                    nextTouch += 1
                    emit(contact.touch!, .began, contact, at: event.time, details: details)
                } else if touching {
                    emit(contact.touch!, .moved, contact, at: event.time, details: details)
                } else if wasTouching {
                    emit(contact.touch!, .ended, contact, at: event.time, details: details)
                    contact.touch = nil
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
        if hovered { warnings.append("the pen's hovering (near, not touching) is not kept: a trace has no hover") }
        if wasTouching, let touch = contact.touch { cancelAll([(touch, contact)]) }
    }

    // MARK: Writing

    private mutating func emit(
        _ touch: Int, _ phase: TouchPhase, _ contact: Contact, at time: Double, details: TouchDetails? = nil
    ) {
        let location = mapping.point(contact.x ?? mapping.x.minimum, contact.y ?? mapping.y.minimum)
        // Seconds from the first event, never backwards (the reader refuses a clock that runs back).
        let t = max(events.last?.time ?? 0, time - start)
        events.append(InputEvent(time: t, kind: .touch(id: touch, phase: phase, location: location), details: details))
    }

    /// Ends, as cancelled at the last event, the contacts that never lifted, saying so.
    private mutating func cancelAll(_ contacts: [(touch: Int, contact: Contact)]) {
        let end = recording.events.last?.time ?? start
        for (touch, contact) in contacts.sorted(by: { $0.touch < $1.touch }) {
            emit(touch, .cancelled, contact, at: end)
            neverLifted.append(touch)
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
