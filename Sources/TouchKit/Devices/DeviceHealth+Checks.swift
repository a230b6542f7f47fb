import JSON

/// The verdicts: one set of rules for a recording and for the touch lab's live view, each against a stated
/// limit and where the limit comes from (Microsoft's touchscreen certification tests, the Hardware Lab Kit).
extension DeviceHealth {
    /// The reference the limits come from, in words.
    public static let hardwareLabKit = "Microsoft's touchscreen tests (Windows Hardware Lab Kit)"

    /// The verdicts on what was measured.
    func judgement() -> [Check] {
        var checks = [rateCheck(), stillJitterCheck()]
        checks += lineChecks()
        checks.append(contactsCheck())
        checks.append(separationCheck())
        // Stuck and ghost contacts: none passes; any fails, named; with no contact at all, nothing was tried.
        for (name, isCulprit) in [("stuck", \Contact.stuck), ("ghosts", \Contact.ghost)] {
            let reference = "\(Self.hardwareLabKit), Noise Suppression: no contact without a finger"
            guard !contacts.isEmpty else {
                checks.append(
                    Check(
                        name: name, verdict: .notExercised, detail: "no contact in the recording",
                        reference: reference))
                continue
            }
            let numbers = Array(contacts.lazy.filter { $0[keyPath: isCulprit] }.map(\.number))
            checks.append(
                Check(
                    name: name, verdict: numbers.isEmpty ? .pass : .fail,
                    // The first few named, the rest counted: a storm of ghosts is one line, not a hundred thousand numbers.
                    detail: numbers.isEmpty ? "none" : "contacts \(FirstFew(numbers).listed)",
                    culprits: numbers, reference: reference))
        }
        return checks
    }

    /// `value` rounded to `digits` decimals, as the report writes it.
    public static func format(_ value: Double, _ digits: Int = 1) -> String {
        let scale = pow10(digits)
        return JSONValue.format((value * scale).rounded() / scale)
    }

    /// Every contact must keep up while it moves (Microsoft's tests ask it of each contact): the slowest is
    /// judged, not the median, against the display's refresh rate.
    private func rateCheck() -> Check {
        let limit = refreshRate ?? Self.smallestRate
        let reference =
            refreshRate == nil
            ? "\(Self.hardwareLabKit), Reporting Rate: at least the display's refresh rate, 60 Hz when not known"
            : "\(Self.hardwareLabKit), Reporting Rate: at least the display's refresh rate"
        let rates = contacts.lazy.filter { $0.samples >= 4 }.compactMap(\.rate).sorted()
        guard let slowest = rates.first else {
            return Check(
                name: "report rate", verdict: .notExercised, detail: "not enough motion to judge", limit: limit,
                unit: "Hz", reference: reference)
        }
        let median = rates[rates.count / 2]
        // A screen may report each contact less often the more are down: the slowest for each number down.
        let groups = rateGroups
        let byCount =
            groups.count > 1
            ? "; " + groups.map { "\($0.together) down: \(Self.format($0.slowest)) Hz" }.joined(separator: ", ") : ""
        return Check(
            name: "report rate", verdict: slowest >= limit ? .pass : .fail,
            detail:
                "slowest contact \(Self.format(slowest)) Hz (median \(Self.format(median)) Hz\(byCount)), at least \(Self.format(limit, 0)) Hz",
            measured: slowest, limit: limit, unit: "Hz", reference: reference)
    }

    /// The moving contacts' report rates by how many contacts were down with them: for each number down,
    /// the slowest, the median and how many contacts, fewest down first.
    public var rateGroups: [(together: Int, slowest: Double, median: Double, contacts: Int)] {
        var rates: [Int: [Double]] = [:]
        for contact in contacts where contact.samples >= 4 {
            if let rate = contact.rate { rates[contact.together, default: []].append(rate) }
        }
        return rates.keys.sorted().map { together in
            let sorted = rates[together]!.sorted()
            return (together, sorted[0], sorted[sorted.count / 2], sorted.count)
        }
    }

    private func stillJitterCheck() -> Check {
        let reference = "\(Self.hardwareLabKit), Digitizer Jitter: a contact held still"
        guard let worst = contacts.compactMap(\.jitter).max() else {
            return Check(
                name: "jitter", verdict: .notExercised, detail: "no contact held still for half a second",
                limit: Self.largestJitter, unit: "mm", reference: reference)
        }
        return Check(
            name: "jitter", verdict: worst <= Self.largestJitter ? .pass : .fail,
            detail:
                "\(Self.format(worst, 3)) mm at most while held still, at most \(Self.format(Self.largestJitter)) mm",
            measured: worst, limit: Self.largestJitter, unit: "mm", reference: reference)
    }

    /// Jitter across a moving line, and how straight a line drawn straight was reported.
    private func lineChecks() -> [Check] {
        let counted = lines.count == 1 ? "1 line" : "\(lines.count) lines"
        let noLine =
            "no stroke drawn straight over \(Self.format(StraightStroke.shortest, 0)) mm or more"
        let movingReference = "\(Self.hardwareLabKit), Digitizer Jitter: at most 1 mm over 10 mm of travel"
        var checks: [Check] = []
        if let worst = lines.compactMap(\.jitter).max() {
            checks.append(
                Check(
                    name: "moving jitter", verdict: worst <= Self.largestMovingJitter ? .pass : .fail,
                    detail:
                        "\(Self.format(worst, 2)) mm at most across a moving line (\(counted)), at most \(Self.format(Self.largestMovingJitter)) mm",
                    measured: worst, limit: Self.largestMovingJitter, unit: "mm", reference: movingReference))
        } else {
            checks.append(
                Check(
                    name: "moving jitter", verdict: .notExercised,
                    detail: lines.isEmpty ? noLine : "reports too sparse along the lines to smooth",
                    limit: Self.largestMovingJitter, unit: "mm", reference: movingReference))
        }
        let straightReference =
            "\(Self.hardwareLabKit), Touch Accuracy: a reported place within 1 mm, here along a straight line"
        if let worst = lines.max(by: { $0.straightness < $1.straightness }) {
            let freeHand = ruled ? "" : "; drawn free hand (not along a ruler), so only a hint"
            checks.append(
                Check(
                    name: "straightness", verdict: worst.straightness <= Self.largestStraightness ? .pass : .fail,
                    detail:
                        "\(Self.format(worst.straightness, 2)) mm at most from a straight line over \(Self.format(worst.length, 0)) mm (\(counted)), at most \(Self.format(Self.largestStraightness)) mm\(freeHand)",
                    measured: worst.straightness, limit: Self.largestStraightness, unit: "mm",
                    reference: straightReference, indicative: !ruled))
        } else {
            checks.append(
                Check(
                    name: "straightness", verdict: .notExercised, detail: noLine, limit: Self.largestStraightness,
                    unit: "mm", reference: straightReference))
        }
        return checks
    }

    private func contactsCheck() -> Check {
        let wanted = min(5, claimedContacts ?? 1)
        return Check(
            name: "contacts",
            verdict: maxContacts >= wanted ? .pass : .notExercised,
            detail: "\(maxContacts) down at once; "
                + (claimedContacts.map { "the device claims \($0)" } ?? "the device does not say how many"),
            measured: Double(maxContacts), limit: Double(wanted), unit: "contacts",
            reference: "\(Self.hardwareLabKit), Five Point Minimum: five contacts, or as many as the device claims")
    }

    /// Two contacts close together must stay two: a merge at ``mergeFailDistance`` or more fails; closer,
    /// the fingers may touch each other, and it is said but not held against the screen.
    private func separationCheck() -> Check {
        let reference = "\(Self.hardwareLabKit), Input Separation: contacts close together reported apart"
        let limit = Self.mergeFailDistance
        let failing = separation.merges.filter { $0.apart >= limit }
        if let merge = failing.first {
            let more = separation.mergeCount > 1 ? " (\(separation.mergeCount) merges)" : ""
            return Check(
                name: "separation", verdict: .fail,
                detail:
                    "contacts \(merge.first) and \(merge.second) merged \(Self.format(merge.apart)) mm apart\(more), two at least \(Self.format(limit, 0)) mm apart must stay two",
                measured: failing.map(\.apart).max(), culprits: failing.flatMap { [$0.first, $0.second] },
                limit: limit, unit: "mm", reference: reference)
        }
        guard device.fitted == false else {
            return Check(
                name: "separation", verdict: .notExercised, detail: "no millimetres: the device reports no resolution",
                limit: limit, unit: "mm", reference: reference)
        }
        guard let closest = separation.closest, closest <= Self.separationDistance else {
            let detail =
                separation.closest.map { "the closest two contacts were \(Self.format($0)) mm apart" }
                ?? "never two contacts at once"
            return Check(
                name: "separation", verdict: .notExercised,
                detail: "\(detail); bring two within \(Self.format(Self.separationDistance, 0)) mm",
                limit: limit, unit: "mm", reference: reference)
        }
        let close = separation.merges.first.map {
            "; contacts \($0.first) and \($0.second) merged only \(Self.format($0.apart)) mm apart, fingers that close may touch"
        }
        return Check(
            name: "separation", verdict: .pass,
            detail: "the closest two contacts, \(Self.format(closest)) mm apart, stayed two\(close ?? "")",
            measured: closest, limit: limit, unit: "mm", reference: reference)
    }
}
