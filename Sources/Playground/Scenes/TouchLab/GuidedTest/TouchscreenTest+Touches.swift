import TouchKit

/// The fingers, as they come: each step takes what it asks for and moves on by itself.
extension TouchscreenTest {
    /// Contact `key` came down at `location` (the lab's points) at `time` (seconds).
    public mutating func began(_ key: Int, at location: Point, time: Double) {
        let place = millimetres(location)
        record(key, .began, at: place, time: time)
        down[key] = Contact(first: place, place: place, time: time, stroke: [place])
        mostInPart = max(mostInPart, down.count)
        // Left alone, any contact counts: a ghost, or a hand that should not have touched. In the moment
        // before the quiet begins, it is the hand leaving: the quiet waits for it.
        if step == .leaveAlone, let since {
            if time >= since { touchedWhileAlone += 1 } else { self.since = nil }
        }
        tick(now: time)
    }

    /// Contact `key` was reported at `location` at `time`.
    public mutating func moved(_ key: Int, to location: Point, time: Double) {
        guard var contact = down[key] else { return }
        let place = millimetres(location)
        record(key, .moved, at: place, time: time)
        let gap = time - (contact.lastTime ?? contact.time)
        if place != contact.place, gap > 0, gap <= 0.1 {
            // A hair over the quotient: 0.01 s is the fifth bin's start, not the end of the fourth.
            let bin = min(Int(gap / Self.intervalBin + 1e-6), Self.intervalBins - 1)
            intervals[min(down.count, 5), default: Array(repeating: 0, count: Self.intervalBins)][bin] += 1
        }
        if place != contact.place { contact.lastTime = time }
        contact.travel += contact.place.distance(to: place)
        contact.reach = max(contact.reach, contact.first.distance(to: place))
        contact.place = place
        if contact.stroke.count < 30_000 { contact.stroke.append(place) }
        down[key] = contact
        tick(now: time)
    }

    /// Contact `key` lifted at `time` (or was cancelled: `cancelled`).
    public mutating func ended(_ key: Int, time: Double, cancelled: Bool = false) {
        guard let contact = down.removeValue(forKey: key) else { return }
        record(key, cancelled ? .cancelled : .ended, at: contact.place, time: time)
        if !cancelled {
            switch step {
            case .drawLines: takeStroke(contact, now: time)
            case .tapTargets: takeTap(contact, now: time)
            default: break
            }
        }
        tick(now: time)
    }

    /// Time passed: a hold, a slide or the quiet counts up to `now` (seconds).
    public mutating func tick(now: Double) {
        latest = max(latest, now)
        guard let step else { return }
        let counting: Bool
        let needed: Double
        switch (step, part) {
        case (.holdStill, 0):
            let spot = millimetres(guides.first?.from ?? area.center)
            (counting, needed) = (down.values.contains { $0.place.distance(to: spot) <= Self.spotReach }, Self.holdTime)
        case (.holdStill, _):
            (counting, needed) = (down.count >= 5, Self.holdTime)
        case (.fingersApart, 0):
            // Once side by side, the slide counts while a finger is down: a screen that merges them leaves one.
            let close = down.contains { key, one in
                down.contains { $0.key != key && $0.value.place.distance(to: one.place) <= Self.closeReach }
            }
            (counting, needed) = (close || (since != nil && !down.isEmpty), Self.slideTime)
        case (.fingersApart, _):
            (counting, needed) = (down.count >= 5, Self.slideTime)
        case (.leaveAlone, _):
            // The quiet starts a moment after every finger is off, and goes on whatever comes down after.
            if since == nil, down.isEmpty { since = now + Self.aloneGrace }
            (counting, needed) = (since != nil, Self.aloneTime)
        default:
            return
        }
        guard counting else {
            (since, partProgress) = (nil, 0)
            return
        }
        let start = since ?? now
        since = start
        partProgress = min(1, max(0, now - start) / needed)
        if partProgress >= 1 { finishPart(now: now) }
    }

    /// A stroke in *Draw along the lines*: taken when it is a straight line along the guide.
    private mutating func takeStroke(_ contact: Contact, now: Double) {
        guard contact.travel >= 10, part < Self.lineCount else { return }  // a touch, not a stroke: nothing said
        let guide = lineGuides[part]
        let (start, end) = (millimetres(guide.from), millimetres(guide.to))
        let length = start.distance(to: end)
        guard let line = StraightStroke.measure(contact.stroke, contact: lines.count + 1, keepingProfile: true),
            length > 0
        else {
            // Reports more than a few millimetres apart are too few to smooth: the finger went too fast.
            let steps = zip(contact.stroke, contact.stroke.dropFirst()).map { $0.distance(to: $1) }.sorted()
            refusal = steps.isEmpty || steps[steps.count / 2] < 2.5 ? .notAlongTheLine : .tooFast
            return
        }
        let direction = (end - start) / length
        let drawn = contact.stroke.last! - contact.stroke.first!
        let along = abs(drawn.x * direction.x + drawn.y * direction.y)
        // Near the guide: its middle within the reach of a spot from the guide's line.
        let middle = contact.stroke[contact.stroke.count / 2] - start
        let off = abs(middle.x * direction.y - middle.y * direction.x)
        guard along >= 0.6 * length, along >= 0.94 * drawn.length, off <= Self.spotReach else {
            refusal = .notAlongTheLine
            return
        }
        lines.append(line)
        finishPart(now: now)
    }

    /// A touch in *Tap the targets*: taken as the current target's tap when it was one.
    private mutating func takeTap(_ contact: Contact, now: Double) {
        guard contact.reach <= Self.tapTravel, now - contact.time <= Self.tapTime, down.isEmpty,
            part < targetCount
        else {
            refusal = .notATap
            return
        }
        taps.append(contact.first)
        tappedTargets.append(millimetres(targets[part]))
        finishPart(now: now)
    }

    private mutating func record(_ key: Int, _ phase: TouchPhase, at place: Point, time: Double) {
        whole.take(key, phase, at: place, time: time)
        if let step { recorders[step]?.take(key, phase, at: place, time: time) }
    }

    /// `location` (the lab's points) in millimetres.
    func millimetres(_ location: Point) -> Point { location * millimetresPerPoint }
}
