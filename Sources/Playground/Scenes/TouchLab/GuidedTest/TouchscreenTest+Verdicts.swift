import TouchKit

/// The test's verdicts: each measure from the step that exercises it, against the same limits as
/// `touch-playground health`, "not exercised" with the reason where its step was skipped or not run.
extension TouchscreenTest {
    /// The verdicts so far, the report rate judged against a display refreshing `refreshRate` times a
    /// second (nil: not known, 60 Hz): report rate, jitter, moving jitter, straightness, accuracy,
    /// contacts, separation, stuck, ghosts.
    public func checks(refreshRate: Double? = nil) -> [DeviceHealth.Check] {
        let all = whole.health(now: latest, refreshRate: refreshRate)
        // What each step's own touches show, worked out once.
        let steps = recorders.mapValues { $0.health(now: latest) }
        let unrun = HealthRecorder(device: device).health(now: latest)
        func check(_ name: String, of health: DeviceHealth) -> DeviceHealth.Check {
            health.checks.first { $0.name == name }!
        }
        func unexercised(_ template: DeviceHealth.Check, _ step: Step) -> DeviceHealth.Check {
            var check = template
            (check.verdict, check.measured, check.culprits) = (.notExercised, nil, [])
            check.detail = statuses[step] == .skipped ? "skipped" : "not run yet"
            return check
        }
        var checks = [check("report rate", of: all)]
        let jitter = check("jitter", of: steps[.holdStill] ?? unrun)
        checks.append(
            statuses[.holdStill] == .done || jitter.measured != nil ? jitter : unexercised(jitter, .holdStill))
        let drawn = DeviceHealth(device: device, contacts: [], maxContacts: 0, lines: lines)
            .judged(refreshRate: nil, ruled: ruled)
        for name in ["moving jitter", "straightness"] {
            let measured = check(name, of: drawn)
            checks.append(lines.isEmpty ? unexercised(measured, .drawLines) : measured)
        }
        checks.append(accuracyCheck)
        checks.append(contactsCheck(all))
        let apart = check("separation", of: steps[.fingersApart] ?? unrun)
        checks.append(
            statuses[.fingersApart] == .notRun && apart.verdict == .notExercised
                ? unexercised(apart, .fingersApart) : apart)
        checks.append(check("stuck", of: all))
        // A ghost is a short lone contact: a tap on a target is short and lone on purpose.
        let ghosts = Step.allCases.filter { $0 != .tapTargets }.compactMap { steps[$0] }.map { check("ghosts", of: $0) }
        var anytime = ghosts.first { $0.verdict == .fail } ?? check("ghosts", of: all)
        if anytime.verdict == .fail, !ghosts.contains(where: { $0.verdict == .fail }) {
            (anytime.verdict, anytime.detail, anytime.culprits) = (.pass, "none", [])
        }
        checks.append(ghostsCheck(anytime))
        guard sizeAssumed else { return checks }
        // Millimetres of an assumed size: every figure in them only suggests.
        return checks.map { check in
            guard check.unit == "mm", check.measured != nil else { return check }
            var hinted = check
            hinted.indicative = true
            hinted.detail += "; the display does not say its size, 96 dots per inch assumed"
            return hinted
        }
    }

    /// The taps' accuracy, once every target was tapped.
    public var accuracy: TapAccuracy? {
        taps.count == targetCount ? TapAccuracy(targets: tappedTargets, landed: taps) : nil
    }

    private var accuracyCheck: DeviceHealth.Check {
        if let accuracy { return accuracy.check }
        return DeviceHealth.Check(
            name: "accuracy", verdict: .notExercised,
            detail: statuses[.tapTargets] == .skipped
                ? "skipped" : "\(taps.count) of \(targetCount) targets tapped",
            limit: TapAccuracy.largestOffset, unit: "mm",
            reference: "\(DeviceHealth.hardwareLabKit), Touch Accuracy: every contact within 1 mm of where it is")
    }

    /// Five at once, asked for twice: a screen that never had five down when they were asked for fails.
    private func contactsCheck(_ all: DeviceHealth) -> DeviceHealth.Check {
        var check = all.checks.first { $0.name == "contacts" }!
        check.limit = 5
        if all.maxContacts >= 5 {
            (check.verdict, check.detail) = (.pass, "\(all.maxContacts) down at once, at least 5")
        } else if let most = fiveShortfall.values.max() {
            (check.verdict, check.detail) = (
                .fail, "at most \(max(most, all.maxContacts)) down at once when five were asked for"
            )
        } else {
            let asked = [statuses[.holdStill], statuses[.fingersApart]]
            let detail = asked.contains(.notRun) ? "not run yet" : "skipped"
            (check.verdict, check.detail, check.measured) = (.notExercised, detail, nil)
        }
        return check
    }

    /// Any contact while the screen was left alone is a ghost, as is a short lone contact at any time.
    private func ghostsCheck(_ anytime: DeviceHealth.Check) -> DeviceHealth.Check {
        var check = anytime
        if touchedWhileAlone > 0 {
            check.verdict = .fail
            let alone =
                "\(touchedWhileAlone) contact\(touchedWhileAlone == 1 ? "" : "s") while the screen was left alone"
            check.detail = anytime.verdict == .fail ? "\(alone); \(anytime.detail)" : alone
        } else if anytime.verdict != .fail {
            switch statuses[.leaveAlone] {
            case .done: (check.verdict, check.detail) = (.pass, "none in \(Int(Self.aloneTime)) s left alone")
            case .skipped: (check.verdict, check.detail) = (.notExercised, "skipped")
            default: (check.verdict, check.detail) = (.notExercised, "not run yet")
            }
        }
        return check
    }
}
