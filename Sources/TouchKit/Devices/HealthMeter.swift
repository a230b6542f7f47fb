/// Measures a converted recording's contacts as their touches come, for ``DeviceHealth``: each contact's
/// samples, path, moving report rate, stillness and spread are kept as running figures, and only the last
/// ``DeviceHealth/ghostTime`` of each contact's places is remembered, for the ghost check. Memory grows
/// with the contacts down at once and the number of contacts, never with the recording's length.
struct HealthMeter: TraceEventConsumer {
    /// The device, from the trace's header.
    private(set) var device: TraceDevice?
    /// Whether positions are in millimetres (the device reports its resolution).
    private(set) var inMillimetres = false
    /// Every contact measured, by number (from 1) less one.
    private(set) var contacts: [DeviceHealth.Contact] = []
    /// The most contacts down at once.
    private(set) var most = 0
    /// The strokes drawn as straight lines, measured (in millimetres only).
    private(set) var lines: [StraightStroke] = []
    /// Whether contacts close together stayed separate (in millimetres only).
    private(set) var separation = SeparationMeter()

    private struct Sample {
        var time: Double
        var location: Point
    }

    /// A contact still down.
    private struct Track {
        var number: Int
        var samples = 1
        let start: Double
        var previous: Sample
        var previousPhase = TouchPhase.began
        var previousWasMove = false
        var path = 0.0
        var lastMove: Double
        var longestStill = 0.0
        var movingGaps: [Double] = []
        /// Whether it was held still, and its jitter.
        var stillness = StillnessMeter()
        /// Its places in the last ghost window, and the one before them.
        var recent: [Sample]
        /// Its places from touch-down, for a straight line's measure; emptied once too long to be one.
        var stroke: [Point] = []
        var strokeOverflowed = false
        /// The most contacts down at once while it was.
        var together = 1

        init(number: Int, first: Sample) {
            self.number = number
            (start, previous, lastMove, recent) = (first.time, first, first.time, [first])
            stillness.add(first.location, at: first.time)
            stroke.append(first.location)
        }

        mutating func add(_ sample: Sample, phase: TouchPhase) {
            samples += 1
            if phase == .moved {
                path += previous.location.distance(to: sample.location)
                let gap = sample.time - lastMove
                if previousWasMove || previousPhase == .began, gap > 0, gap <= DeviceHealth.movingGap {
                    movingGaps.append(gap)
                }
                longestStill = max(longestStill, gap)
                lastMove = sample.time
                previousWasMove = true
            } else {
                previousWasMove = false
            }
            (previous, previousPhase) = (sample, phase)
            stillness.add(sample.location, at: sample.time)
            if !strokeOverflowed {
                stroke.append(sample.location)
                if stroke.count > DeviceHealth.longestStroke { (stroke, strokeOverflowed) = ([], true) }
            }
            recent.append(sample)
            // Keep what a ghost window ending now can reach: its places since then and the one before.
            var drop = 0
            while drop + 1 < recent.count, recent[drop + 1].time < sample.time - DeviceHealth.ghostTime { drop += 1 }
            if drop > 0 { recent.removeFirst(drop) }
        }

        func finished(at stop: Double, cancelled: Bool, inMillimetres: Bool) -> DeviceHealth.Contact {
            let still = max(longestStill, stop - lastMove)
            let jitter =
                inMillimetres
                ? stillness.jitter(drift: DeviceHealth.stillDrift, lasting: DeviceHealth.stillTime) : nil
            var contact = DeviceHealth.Contact(
                number: number, samples: samples, duration: stop - start,
                pathMillimetres: inMillimetres ? path : nil, rate: DeviceHealth.rate(movingGaps), jitter: jitter,
                stuck: cancelled || still > DeviceHealth.stuckTime, ghost: false)
            contact.together = together
            return contact
        }
    }

    /// A contact whose ghost window is still open: where it came down, and whether another was near.
    private struct Candidate {
        var number: Int
        var first: Sample
        var near = false
    }

    private var live: [Int: Track] = [:]  // by touch id
    /// Contacts that ended within a ghost window of now: when, and their last places.
    private var ended: [(time: Double, number: Int, recent: [Sample])] = []
    private var endedStart = 0
    private var candidates: [Candidate] = []
    private var candidatesStart = 0

    mutating func begin(_ header: TouchTrace) throws(RecordingProblem) {
        device = header.device
        inMillimetres = header.device?.fitted == false
    }

    mutating func take(_ event: InputEvent) throws(RecordingProblem) {
        guard case .touch(let id, let phase, let location) = event.kind else { return }
        let sample = Sample(time: event.time, location: location)
        closeWindows(before: sample.time)
        let number = live[id]?.number ?? contacts.count + 1
        for index in candidatesStart..<candidates.count
        where !candidates[index].near && candidates[index].number != number
            && isNear(sample, candidates[index].first)
        {
            candidates[index].near = true
        }
        if live[id] != nil {
            live[id]!.add(sample, phase: phase)  // in place: its lists are not copied
        } else {
            contacts.append(DeviceHealth.Contact(placeholder: number))
            candidates.append(Candidate(number: number, first: sample, near: anyNear(sample)))
            live[id] = Track(number: number, first: sample)
            most = max(most, live.count)
            for key in live.keys { live[key]!.together = max(live[key]!.together, live.count) }
        }
        if phase.isFinished, let track = live.removeValue(forKey: id) {
            contacts[number - 1] = track.finished(
                at: sample.time, cancelled: phase == .cancelled, inMillimetres: inMillimetres)
            ended.append((sample.time, number, track.recent))
            if inMillimetres, phase == .ended, let line = StraightStroke.measure(track.stroke, contact: number) {
                lines.append(line)
            }
        }
        if inMillimetres {
            switch phase {
            case .ended: separation.ended(number: number, at: location, time: sample.time)
            case .cancelled: separation.forget(number: number)
            default: separation.reported(number: number, at: location, time: sample.time)
            }
        }
    }

    /// Ends what is still open: contacts never ended (cut short: stuck; unless lifted at `liftingAt`, seconds,
    /// where they were last, as a live test asks of fingers still down), and the last ghost windows.
    mutating func finish(liftingAt: Double? = nil) {
        for track in live.values.sorted(by: { $0.number < $1.number }) {
            contacts[track.number - 1] = track.finished(
                at: max(track.previous.time, liftingAt ?? track.previous.time), cancelled: liftingAt == nil,
                inMillimetres: inMillimetres)
            if liftingAt != nil, inMillimetres, let line = StraightStroke.measure(track.stroke, contact: track.number) {
                lines.append(line)
            }
        }
        live.removeAll()
        closeWindows(before: .infinity)
    }

    /// Whether `sample`, of another contact, counts as near a contact that came down at `first`: within
    /// ``DeviceHealth/ghostDistance`` millimetres, or anywhere where the device gives no millimetres.
    private func isNear(_ sample: Sample, _ first: Sample) -> Bool {
        sample.time <= first.time + DeviceHealth.ghostTime
            && (!inMillimetres || sample.location.distance(to: first.location) <= DeviceHealth.ghostDistance)
    }

    /// Whether a contact coming down at `first` had another near it in the ghost window before: one still
    /// down or ended within the window, at its place when the window began or since.
    private func anyNear(_ first: Sample) -> Bool {
        let lower = first.time - DeviceHealth.ghostTime
        func reaches(_ recent: [Sample]) -> Bool {
            // Its place just before the window counts: it was there when the window began.
            var index = recent.count - 1
            while index > 0, recent[index].time >= lower { index -= 1 }
            return recent[index...].contains { isNear($0, first) }
        }
        for track in live.values where reaches(track.recent) { return true }
        for index in endedStart..<ended.count where ended[index].time >= lower && reaches(ended[index].recent) {
            return true
        }
        return false
    }

    /// Judges the contacts whose ghost window closed before `time`, and forgets ended contacts no window
    /// opening now can reach.
    private mutating func closeWindows(before time: Double) {
        while candidatesStart < candidates.count,
            candidates[candidatesStart].first.time + DeviceHealth.ghostTime < time
        {
            let candidate = candidates[candidatesStart]
            candidatesStart += 1
            let contact = contacts[candidate.number - 1]
            // A contact still down when its window closes lasts longer than a ghost's time.
            if contact.samples > 0, contact.duration < DeviceHealth.ghostTime, !candidate.near {
                contacts[candidate.number - 1].ghost = true
            }
        }
        while endedStart < ended.count, ended[endedStart].time < time - DeviceHealth.ghostTime { endedStart += 1 }
        if candidatesStart > 1024, candidatesStart * 2 > candidates.count {
            candidates.removeFirst(candidatesStart)
            candidatesStart = 0
        }
        if endedStart > 1024, endedStart * 2 > ended.count {
            ended.removeFirst(endedStart)
            endedStart = 0
        }
    }
}

extension DeviceHealth.Contact {
    /// A contact not yet measured (no samples), holding its place in the list.
    init(placeholder number: Int) {
        self.init(
            number: number, samples: 0, duration: 0, pathMillimetres: nil, rate: nil, jitter: nil, stuck: false,
            ghost: false)
    }
}
