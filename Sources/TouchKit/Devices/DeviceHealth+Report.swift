/// The health report as `touch-health/1` JSON and in words.
extension DeviceHealth {
    /// The report's format name.
    public static let format = "touch-health/1"

    /// The report as JSON: `format`, `device` (with its axes), `contacts`, `max_contacts`, `checks`.
    public var jsonValue: JSONValue {
        func number(_ value: Double?) -> JSONValue { value.map { .number(($0 * 1000).rounded() / 1000) } ?? .null }
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
        let contactValues: [JSONValue] = contacts.map { contact in
            .object([
                ("number", .number(Double(contact.number))), ("samples", .number(Double(contact.samples))),
                ("duration_s", number(contact.duration)), ("path_mm", number(contact.pathMillimetres)),
                ("rate_hz", number(contact.rate)), ("jitter_mm", number(contact.jitter)),
                ("stuck", .bool(contact.stuck)), ("ghost", .bool(contact.ghost)),
            ])
        }
        return .object([
            ("format", .string(Self.format)), ("device", .object(deviceMembers)), ("contacts", .array(contactValues)),
            ("max_contacts", .number(Double(maxContacts))),
            (
                "checks",
                .array(
                    checks.map {
                        .object([
                            ("name", .string($0.name)), ("verdict", .string($0.verdict.rawValue)),
                            ("detail", .string($0.detail)),
                        ])
                    })
            ),
        ])
    }

    /// The report in words: the device, one line per contact, then each check's verdict. The device's name
    /// comes from the file: its control characters are printed as escapes (``VisibleText``).
    public var text: String {
        func format(_ value: Double?, _ unit: String, digits: Double = 10) -> String {
            value.map { JSONValue.format(($0 * digits).rounded() / digits) + " " + unit } ?? "–"
        }
        var lines = [
            "\(VisibleText.escaped(device.name)) (\(device.source ?? "recording"))\(device.fitted ? ", no resolution: no millimetres" : "")"
        ]
        lines.append("\(contacts.count) contacts, at most \(maxContacts) at once")
        for contact in contacts {
            var line =
                "  contact \(contact.number): \(contact.samples) samples, \(format(contact.duration, "s", digits: 1000)), "
            line += "\(format(contact.pathMillimetres, "mm")), \(format(contact.rate, "Hz"))"
            if let jitter = contact.jitter {
                line += ", jitter \(JSONValue.format((jitter * 1000).rounded() / 1000)) mm"
            }
            if contact.stuck { line += ", STUCK" }
            if contact.ghost { line += ", GHOST" }
            lines.append(line)
        }
        for check in checks { lines.append("\(check.name): \(check.verdict.rawValue) (\(check.detail))") }
        return lines.joined(separator: "\n") + "\n"
    }
}
