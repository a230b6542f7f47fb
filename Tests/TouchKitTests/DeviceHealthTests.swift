import Testing
import TouchKit

/// `health` on made-up recordings whose rate, jitter, stuck and ghost contacts are known.
@Suite("Device health: rate, jitter, stuck and ghost contacts")
struct DeviceHealthTests {
    typealias R = DeviceRecordingTests

    /// A contact in slot `slot` with tracking id `id`, down at `start` and reported every `interval` seconds at
    /// the `positions` (device units, 10 per mm), lifted after the last unless `lifts` is false.
    static func contact(
        slot: Int, id: Int, start: Double, interval: Double, positions: [(Int, Int)], lifts: Bool = true
    ) -> [(Double, String)] {
        var lines: [(Double, String)] = []
        for (index, (x, y)) in positions.enumerated() {
            let t = start + Double(index) * interval
            var text = R.e(t, 3, 0x2f, slot)
            if index == 0 { text += R.e(t, 3, 0x39, id) }
            text += R.e(t, 3, 0x35, x) + R.e(t, 3, 0x36, y) + R.syn(t)
            lines.append((t, text))
        }
        if lifts {
            let t = start + Double(positions.count) * interval
            lines.append((t, R.e(t, 3, 0x2f, slot) + R.e(t, 3, 0x39, -1) + R.syn(t)))
        }
        return lines
    }

    static func health(_ parts: [[(Double, String)]]) throws -> DeviceHealth {
        let events = parts.flatMap { $0 }.sorted { $0.0 < $1.0 }.map(\.1).joined()
        return try DeviceHealth(recording: EvemuReader.read(R.description() + events))
    }

    @Test("a swipe reported at 125 Hz: its rate, path and duration; the rate check passes")
    func rate() throws {
        let swipe = Self.contact(
            slot: 0, id: 1, start: 1, interval: 0.008, positions: (0..<50).map { (1000 + $0 * 10, 500) })
        let health = try Self.health([swipe])
        let contact = try #require(health.contacts.first)
        #expect(contact.samples == 51)
        #expect(abs((contact.rate ?? 0) - 125) < 0.01, "\(contact.rate ?? 0)")
        #expect(abs((contact.pathMillimetres ?? 0) - 49) < 1e-9)  // 49 steps of 1 mm
        #expect(abs(contact.duration - 0.4) < 1e-9)
        #expect(health.checks.first { $0.name == "report rate" }?.verdict == .pass)
        let slow = Self.contact(
            slot: 0, id: 1, start: 1, interval: 0.04, positions: (0..<20).map { (1000 + $0 * 10, 500) })
        #expect(try Self.health([slow]).checks.first { $0.name == "report rate" }?.verdict == .fail)
        // Every contact must keep up: a second finger reported at 40 Hz fails the check, though the median
        // of the two (125 Hz) would pass.
        let second = Self.contact(
            slot: 1, id: 2, start: 1, interval: 0.025, positions: (0..<16).map { (3000 + $0 * 10, 1500) })
        let both = try #require(try Self.health([swipe, second]).checks.first { $0.name == "report rate" })
        #expect(both.verdict == .fail)
        #expect(both.measured.map { abs($0 - 40) < 0.01 } == true)
        #expect(both.detail == "slowest contact 40 Hz (median 125 Hz), at least 60 Hz")
    }

    @Test(
        "a screen that reports five fingers at 50 Hz and one at 125 Hz: the slowest for each number down, and 40 bytes a contact"
    )
    func rateByFingersDown() throws {
        let one = Self.contact(
            slot: 0, id: 1, start: 0, interval: 0.008, positions: (0..<50).map { (1000 + $0 * 10, 500) })
        let five = (0..<5).map { finger in
            Self.contact(
                slot: finger, id: 10 + finger, start: 2, interval: 0.02,
                positions: (0..<30).map { (500 + finger * 400 + $0 * 10, 1000) })
        }
        let health = try Self.health([one] + five)
        #expect(health.contacts.map(\.together) == [1, 5, 5, 5, 5, 5])
        let groups = health.rateGroups
        #expect(groups.map(\.together) == [1, 5] && groups.map(\.contacts) == [1, 5])
        #expect(abs(groups[0].slowest - 125) < 0.01 && abs(groups[1].slowest - 50) < 0.01)
        let check = try #require(health.checks.first { $0.name == "report rate" })
        #expect(check.verdict == .fail && check.detail.contains("1 down: 125 Hz, 5 down: 50 Hz"), "\(check.detail)")
        #expect(health.jsonValue["rates"]?.arrayValue?.last?["slowest_hz"]?.numberValue == 50)
        #expect(MemoryLayout<DeviceHealth.Contact>.stride == 40)
    }

    @Test("a finger held still: its jitter, the standard deviation of its positions in mm, against 0.5 mm")
    func jitter() throws {
        // ±1 unit (0.1 mm) about (1500, 1000): the standard deviation is 0.1 mm.
        let still = Self.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: (0..<100).map { (1500 + ($0 % 2 == 0 ? 1 : -1), 1000) }
        )
        let health = try Self.health([still])
        // About its blocks' means, each block's variance with Bessel's correction (a quarter second of 100
        // reports a second: 2 % more); the lift repeats the last place.
        #expect(abs((health.contacts[0].jitter ?? 0) - 0.1) < 0.003)
        #expect(health.checks.first { $0.name == "jitter" }?.verdict == .pass)
        let shaky = Self.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: (0..<100).map { (1500 + ($0 % 2 == 0 ? 8 : -8), 1000) }
        )
        #expect(try Self.health([shaky]).checks.first { $0.name == "jitter" }?.verdict == .fail)
    }

    @Test(
        "a contact still for 12 s, or never lifted, is stuck; a lone 8 ms contact is a ghost, one beside a finger is not"
    )
    func stuckAndGhosts() throws {
        let resting = Self.contact(slot: 0, id: 1, start: 0, interval: 12, positions: [(100, 100), (101, 100)])
        let neverLifts = Self.contact(
            slot: 1, id: 2, start: 0.5, interval: 0.01, positions: [(2000, 1000)], lifts: false)
        let ghost = Self.contact(slot: 2, id: 3, start: 30, interval: 0.008, positions: [(2500, 1500)])
        let health = try Self.health([resting, neverLifts, ghost])
        #expect(health.contacts.map(\.stuck) == [true, true, false])
        #expect(health.contacts.map(\.ghost) == [false, false, true])
        #expect(health.checks.first { $0.name == "stuck" }?.detail == "contacts 1 and 2")
        #expect(health.checks.first { $0.name == "ghosts" }?.verdict == .fail)
        // The same short contact 5 mm from a finger that is down: a quick second finger, not a ghost.
        let finger = Self.contact(
            slot: 0, id: 1, start: 0, interval: 0.01, positions: (0..<10).map { _ in (1000, 1000) })
        let quick = Self.contact(slot: 1, id: 2, start: 0.03, interval: 0.008, positions: [(1050, 1000)])
        #expect(try Self.health([finger, quick]).contacts.map(\.ghost) == [false, false])
    }

    @Test("the JSON report: touch-health/2 with the device, its axes, each contact and each check")
    func json() throws {
        let swipe = Self.contact(
            slot: 0, id: 1, start: 1, interval: 0.008, positions: (0..<20).map { (1000 + $0 * 10, 500) })
        let report = try Self.health([swipe]).jsonValue
        #expect(report["format"]?.stringValue == "touch-health/2")
        #expect(report["max_contacts"]?.numberValue == 1)
        #expect(report["device"]?["claimed_contacts"]?.numberValue == 10)
        #expect(report["contacts"]?.arrayValue?.first?["rate_hz"]?.numberValue == 125)
        #expect(
            report["checks"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == [
                "report rate", "jitter", "moving jitter", "straightness", "contacts", "separation", "stuck",
                "ghosts",
            ])
        let rate = report["checks"]?.arrayValue?.first
        #expect(rate?["limit"]?.numberValue == 60 && rate?["unit"]?.stringValue == "Hz")
        #expect(rate?["reference"]?.stringValue?.contains("Reporting Rate") == true)
        #expect(report["refresh_rate_hz"] == .null && report["ruled"] == .bool(false))
        #expect(report["lines"]?.arrayValue?.isEmpty == true && report["fixes"]?.arrayValue?.isEmpty == true)
        #expect(report["separation"]?["closest_mm"] == .null)
    }

    @Test("a slot axis spanning more values than an Int holds, or backwards, claims no contact count: no trap")
    func hostileSlotAxis() throws {
        let swipe = Self.contact(
            slot: 0, id: 1, start: 1, interval: 0.008, positions: (0..<10).map { (1000 + $0 * 10, 500) })
        let events = swipe.map(\.1).joined()
        for axis in [
            "A: 2f 0 9223372036854775807 0 0 0", "A: 2f -9223372036854775808 9223372036854775807 0 0 0",
            "A: 2f 9 2 0 0 0",
        ] {
            let text = R.description().replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: axis) + events
            let health = try DeviceHealth(recording: EvemuReader.read(text))
            #expect(health.claimedContacts == nil, "\(axis)")
            #expect(health.contacts.count == 1)
        }
        #expect(AxisInfo(minimum: 0, maximum: 9, resolution: 0).valueCount == 10)
        #expect(AxisInfo(minimum: -1, maximum: Int.max - 1, resolution: 0).valueCount == nil)
        #expect(AxisInfo(minimum: 0, maximum: Int.max - 1, resolution: 0).valueCount == Int.max)
    }

    @Test("two fingers held still, reported only as they twitch, have no rate: not enough motion to judge")
    func stillFingersHaveNoRate() throws {
        // Reported twice a second, each time a unit away: 2 Hz between reports, but only because they are still.
        let twitch = (0..<20).map { (1500 + $0 % 2, 1000) }
        let one = Self.contact(slot: 0, id: 1, start: 0, interval: 0.5, positions: twitch)
        let two = Self.contact(slot: 1, id: 2, start: 0, interval: 0.5, positions: twitch.map { ($0.0 + 300, $0.1) })
        let health = try Self.health([one, two])
        #expect(health.contacts.allSatisfy { $0.rate == nil })
        let check = try #require(health.checks.first { $0.name == "report rate" })
        #expect(check.verdict == .notExercised && check.detail == "not enough motion to judge")
        // Moving in bursts at 100 Hz with pauses between: judged where it moves.
        var bursts: [(start: Double, x: Int)] = []
        for burst in 0..<3 {
            for index in 0..<10 {
                bursts.append((Double(burst) + Double(index) * 0.01, 1000 + burst * 200 + index * 10))
            }
        }
        let first: String = R.e(0, 3, 0x2f, 0) + R.e(0, 3, 0x39, 9) + R.e(0, 3, 0x35, 1000) + R.e(0, 3, 0x36, 500)
        var lines: [(Double, String)] = [(0.0, first + R.syn(0))]
        for sample in bursts.dropFirst() {
            lines.append((sample.start, R.e(sample.start, 3, 0x35, sample.x) + R.syn(sample.start)))
        }
        lines.append((3, R.e(3, 3, 0x39, -1) + R.syn(3)))
        let moving = try Self.health([lines])
        #expect(abs((moving.contacts.first?.rate ?? 0) - 100) < 0.5, "\(moving.contacts.first?.rate ?? 0)")
    }

    @Test("a storm of ghosts is one line of words: the first five named, the rest counted (the JSON keeps them all)")
    func ghostStorm() throws {
        let ghosts = (0..<12).map { index in
            Self.contact(
                slot: 0, id: index + 1, start: Double(index), interval: 0.005, positions: [(100 + index * 200, 500)])
        }
        let health = try Self.health(ghosts)
        let check = try #require(health.checks.first { $0.name == "ghosts" })
        #expect(check.verdict == .fail && check.detail == "contacts 1, 2, 3, 4, 5 and 7 more")
        #expect(check.culprits == Array(1...12))
    }
}
