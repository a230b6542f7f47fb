import JSON

/// The health report as `touch-health/2` JSON and in words.
extension DeviceHealth {
    /// The report's format name.
    public static let format = "touch-health/2"

    /// A figure in the JSON: rounded to `scale`ths, `null` when there is none.
    public static func jsonNumber(_ value: Double?, _ scale: Double = 1000) -> JSONValue {
        value.map { .number(($0 * scale).rounded() / scale) } ?? .null
    }

    /// A check as the reports' JSON has it (`touch-health/2`, and `touch-cert/1` beside it).
    public static func jsonValue(of check: Check) -> JSONValue {
        .object([
            ("name", .string(check.name)), ("verdict", .string(check.verdict.rawValue)),
            ("detail", .string(check.detail)),
            ("measured", jsonNumber(check.measured)), ("limit", jsonNumber(check.limit)),
            ("unit", check.unit.map(JSONValue.string) ?? .null), ("reference", .string(check.reference)),
            ("indicative", .bool(check.indicative)),
            // A storm of ghosts names a million contacts: the first thousand, and how many in all.
            ("culprits", .array(check.culprits.prefix(1000).map { .number(Double($0)) })),
            ("culprit_count", .number(Double(check.culprits.count))),
        ])
    }

    /// A line drawn straight as the reports' JSON has it.
    public static func jsonValue(of line: StraightStroke) -> JSONValue {
        .object([
            ("contact", .number(Double(line.contact))), ("length_mm", jsonNumber(line.length)),
            ("straightness_mm", jsonNumber(line.straightness)), ("moving_jitter_mm", jsonNumber(line.jitter)),
        ])
    }

    /// A fix as the reports' JSON has it.
    public static func jsonValue(of fix: Fix) -> JSONValue {
        .object([
            ("words", .string(fix.words)), ("file", fix.file.map(JSONValue.string) ?? .null),
            ("lines", .array(fix.lines.map(JSONValue.string))),
            ("commands", .array(fix.commands.map(JSONValue.string))),
        ])
    }

    /// One contact as the report's JSON has it.
    static func jsonValue(of contact: Contact) -> JSONValue {
        let number = { (value: Double?) in jsonNumber(value) }
        return .object([
            ("number", .number(Double(contact.number))), ("samples", .number(Double(contact.samples))),
            ("duration_s", number(contact.duration)), ("path_mm", number(contact.pathMillimetres)),
            ("rate_hz", number(contact.rate)), ("jitter_mm", number(contact.jitter)),
            ("stuck", .bool(contact.stuck)), ("ghost", .bool(contact.ghost)),
            ("together", .number(Double(contact.together))),
        ])
    }

    /// Hands the report's JSON, the text of `jsonValue(fixes:).prettyPrinted()`, to `write` a piece at a
    /// time: a recording of a million contacts is never a tree of a million objects.
    /// `extra` members follow the report's own (`guided_test`, for a recording of the guided test).
    public func writeJSON(fixes: [Fix]? = nil, extra: [(String, JSONValue)] = [], _ write: (String) -> Void) {
        var shell = self
        shell.contacts = []
        let text = shell.jsonValue(fixes: fixes ?? self.fixes(), rates: rateGroups, extra: extra).prettyPrinted()
        let marker = "\"contacts\": []"
        guard !contacts.isEmpty, let range = text.firstRange(of: marker) else { return write(text) }
        write(String(text[..<range.lowerBound]) + "\"contacts\": [")
        var piece = ""
        for (index, contact) in contacts.enumerated() {
            piece += (index == 0 ? "\n    " : ",\n    ") + Self.jsonValue(of: contact).prettyPrinted(level: 2)
            if piece.utf8.count >= 1 << 16 {
                write(piece)
                piece = ""
            }
        }
        write(piece + "\n  ]" + text[range.upperBound...])
    }

    /// The report as JSON, with the fixes for what it found when no screen size was given.
    public var jsonValue: JSONValue { jsonValue(fixes: fixes()) }

    /// The report as JSON: `format`, `device` (with its axes), `refresh_rate_hz`, `ruled`, `contacts`,
    /// `max_contacts`, `lines`, `separation`, `checks` and `fixes`.
    public func jsonValue(fixes: [Fix]) -> JSONValue { jsonValue(fixes: fixes, rates: rateGroups) }

    /// The report as JSON with the rate groups given (the streamed report's shell has no contacts to group).
    private func jsonValue(
        fixes: [Fix], rates: [(together: Int, slowest: Double, median: Double, contacts: Int)],
        extra: [(String, JSONValue)] = []
    ) -> JSONValue {
        func number(_ value: Double?, _ scale: Double = 1000) -> JSONValue { Self.jsonNumber(value, scale) }
        let axisNames = [
            EvdevEvent.absX: "ABS_X", EvdevEvent.absY: "ABS_Y", EvdevEvent.mtPositionX: "ABS_MT_POSITION_X",
            EvdevEvent.mtPositionY: "ABS_MT_POSITION_Y", EvdevEvent.mtSlot: "ABS_MT_SLOT",
            EvdevEvent.absPressure: "ABS_PRESSURE", EvdevEvent.mtPressure: "ABS_MT_PRESSURE",
            EvdevEvent.mtTrackingID: "ABS_MT_TRACKING_ID",
        ]
        let axisValues: [JSONValue] = self.axes.keys.sorted().map { code in
            let axis = self.axes[code]!
            return .object([
                ("code", .number(Double(code))), ("name", axisNames[code].map(JSONValue.string) ?? .null),
                ("min", .number(Double(axis.minimum))), ("max", .number(Double(axis.maximum))),
                ("resolution", .number(Double(axis.resolution))),
            ])
        }
        var deviceMembers: [(String, JSONValue)] = [("name", .string(device.name))]
        if let source = device.source { deviceMembers.append(("source", .string(source))) }
        deviceMembers += [("fitted", .bool(device.fitted)), ("axes", .array(axisValues))]
        deviceMembers.append(("claimed_contacts", claimedContacts.map { .number(Double($0)) } ?? .null))
        let merges: [JSONValue] = separation.merges.map {
            .object([
                ("contacts", .array([.number(Double($0.first)), .number(Double($0.second))])),
                ("apart_mm", number($0.apart)), ("time_s", number($0.time, 1e6)),
            ])
        }
        let separationValue = JSONValue.object([
            ("closest_mm", number(separation.closest)), ("merge_count", .number(Double(separation.mergeCount))),
            ("merges", .array(merges)),
        ])
        return .object(
            [
                ("format", .string(Self.format)), ("device", .object(deviceMembers)),
                ("refresh_rate_hz", number(refreshRate)), ("ruled", .bool(ruled)),
                ("contacts", .array(contacts.map(Self.jsonValue(of:)))),
                ("max_contacts", .number(Double(maxContacts))),
                (
                    "rates",
                    .array(
                        rates.map {
                            .object([
                                ("together", .number(Double($0.together))), ("slowest_hz", number($0.slowest)),
                                ("median_hz", number($0.median)), ("contacts", .number(Double($0.contacts))),
                            ])
                        })
                ),
                ("lines", .array(lines.map(Self.jsonValue(of:)))),
                ("separation", separationValue), ("checks", .array(checks.map(Self.jsonValue(of:)))),
                ("fixes", .array(fixes.map(Self.jsonValue(of:)))),
            ] + extra)
    }

    /// The report in words: the device, one line per contact, then each check's verdict. The device's name
    /// comes from the file: its control characters are printed as escapes (``VisibleText``).
    public var text: String {
        var text = ""
        writeText { text += $0 }
        return text
    }

    /// Hands ``text`` to `write` a few lines at a time.
    public func writeText(_ write: (String) -> Void) {
        func format(_ value: Double?, _ unit: String, digits: Double = 10) -> String {
            value.map { JSONValue.format(($0 * digits).rounded() / digits) + " " + unit } ?? "–"
        }
        var piece =
            "\(VisibleText.escaped(device.name)) (\(device.source ?? "recording"))\(device.fitted ? ", no resolution: no millimetres" : "")\n"
        piece += "\(contacts.count) contacts, at most \(maxContacts) at once\n"
        for contact in contacts {
            piece +=
                "  contact \(contact.number): \(contact.samples) samples, \(format(contact.duration, "s", digits: 1000)), "
            piece += "\(format(contact.pathMillimetres, "mm")), \(format(contact.rate, "Hz"))"
            if let jitter = contact.jitter {
                piece += ", jitter \(JSONValue.format((jitter * 1000).rounded() / 1000)) mm"
            }
            if contact.stuck { piece += ", STUCK" }
            if contact.ghost { piece += ", GHOST" }
            piece += "\n"
            if piece.utf8.count >= 1 << 16 {
                write(piece)
                piece = ""
            }
        }
        for line in lines {
            piece +=
                "  line by contact \(line.contact): \(format(line.length, "mm", digits: 1)) long, \(format(line.straightness, "mm", digits: 100)) from straight, jitter \(format(line.jitter, "mm", digits: 100))\n"
        }
        for check in checks { piece += "\(check.name): \(check.verdict.rawValue) (\(check.detail))\n" }
        write(piece)
    }

    /// `fixes` in words, each sentence then its file's lines and its commands, indented to be copied; empty
    /// when there are none.
    public static func text(of fixes: [Fix]) -> String {
        guard !fixes.isEmpty else { return "" }
        var text = "what to do:\n"
        for fix in fixes {
            text += "  \(fix.words)\n"
            for line in fix.lines { text += "    \(line)\n" }
            if !fix.commands.isEmpty, fix.file != nil { text += "  then:\n" }
            for command in fix.commands { text += "    \(command)\n" }
        }
        return text
    }
}
