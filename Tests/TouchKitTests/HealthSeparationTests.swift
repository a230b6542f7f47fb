import Testing
import TouchKit

/// Two fingers brought close together on made-up recordings: a screen that keeps them two passes, one that
/// merges them (one contact lifts and the other jumps to the blob's middle, or both lift and one comes down
/// between) fails, naming the contacts.
@Suite("Device health: contacts close together stay separate")
struct HealthSeparationTests {
    typealias R = DeviceRecordingTests
    typealias H = DeviceHealthTests

    /// One report of one slot in a frame: its tracking id when it comes down (or -1 when it lifts), its
    /// place in millimetres.
    struct Report {
        var slot: Int
        var id: Int? = nil
        var place: (Double, Double)? = nil
    }

    /// Frames 8 ms apart from time 1, each its reports, as evemu writes them.
    static func recording(_ frames: [[Report]]) -> String {
        var text = R.description()
        for (index, frame) in frames.enumerated() {
            let t = 1 + Double(index) * 0.008
            for report in frame {
                text += R.e(t, 3, 0x2f, report.slot)
                if let id = report.id { text += R.e(t, 3, 0x39, id) }
                if let (x, y) = report.place {
                    text += R.e(t, 3, 0x35, Int((x * 10).rounded())) + R.e(t, 3, 0x36, Int((y * 10).rounded()))
                }
            }
            text += R.syn(t)
        }
        return text
    }

    /// Two fingers at y = 100 mm coming from 40 mm apart to `closest` mm apart over 60 frames, both moving.
    static func converging(to closest: Double) -> [[Report]] {
        var frames: [[Report]] = [
            [Report(slot: 0, id: 1, place: (130, 100)), Report(slot: 1, id: 2, place: (170, 100))]
        ]
        for index in 1...60 {
            let half = (40 - (40 - closest) * Double(index) / 60) / 2
            frames.append([Report(slot: 0, place: (150 - half, 100)), Report(slot: 1, place: (150 + half, 100))])
        }
        return frames
    }

    static func separation(_ frames: [[Report]]) throws -> DeviceHealth.Check {
        let health = try DeviceHealth(recording: EvemuReader.read(Self.recording(frames)))
        return try #require(health.checks.first { $0.name == "separation" })
    }

    @Test("two fingers brought to 12 mm apart and lifted one after the other stay two: pass, closest 12 mm")
    func staySeparate() throws {
        var frames = Self.converging(to: 12)
        frames.append([Report(slot: 0, id: -1)])
        for _ in 0..<5 { frames.append([Report(slot: 1, place: (156, 100))]) }
        frames.append([Report(slot: 1, id: -1)])
        let check = try Self.separation(frames)
        #expect(check.verdict == .pass, "\(check.detail)")
        #expect(check.measured.map { abs($0 - 12) < 0.05 } == true && check.detail.contains("stayed two"))
    }

    @Test("one lifts as they meet and the other jumps to their middle: merged 12 mm apart, fails naming both")
    func mergedByJump() throws {
        var frames = Self.converging(to: 12)
        // The same frame: contact 1 lifts, contact 2 jumps 6 mm to the middle.
        frames.append([Report(slot: 0, id: -1), Report(slot: 1, place: (150, 100))])
        for step in 1...10 { frames.append([Report(slot: 1, place: (150 + Double(step) * 0.2, 100))]) }
        frames.append([Report(slot: 1, id: -1)])
        let check = try Self.separation(frames)
        #expect(check.verdict == .fail && check.culprits == [1, 2], "\(check.detail)")
        #expect(check.detail.hasPrefix("contacts 1 and 2 merged 12 mm apart"))
        // The jump in the report after the lift is a merge too.
        var later = Self.converging(to: 12)
        later.append([Report(slot: 0, id: -1)])
        later.append([Report(slot: 1, place: (150, 100))])
        later.append([Report(slot: 1, id: -1)])
        #expect(try Self.separation(later).verdict == .fail)
        let health = try DeviceHealth(recording: EvemuReader.read(Self.recording(frames)))
        #expect(health.fixes().contains { $0.words.contains("two contacts 12 mm apart one") })
    }

    @Test("both lift and a new contact comes down between them: a merge")
    func mergedByNewContact() throws {
        var frames = Self.converging(to: 13)
        frames.append([Report(slot: 0, id: -1), Report(slot: 1, id: -1)])
        frames.append([Report(slot: 0, id: 3, place: (150.5, 100.2))])
        for _ in 0..<10 { frames.append([Report(slot: 0, place: (150.5, 100.2))]) }
        frames.append([Report(slot: 0, id: -1)])
        let check = try Self.separation(frames)
        #expect(check.verdict == .fail && check.culprits == [1, 3], "\(check.detail)")
    }

    @Test(
        "a finger lifted beside one that stays where it is, is not a merge; two never closer than 40 mm exercise nothing"
    )
    func liftBeside() throws {
        var frames = Self.converging(to: 12)
        frames.append([Report(slot: 0, id: -1)])
        for _ in 0..<10 { frames.append([Report(slot: 1, place: (156.1, 100))]) }
        frames.append([Report(slot: 1, id: -1)])
        #expect(try Self.separation(frames).verdict == .pass)
        let apart =
            [[Report(slot: 0, id: 1, place: (50, 50)), Report(slot: 1, id: 2, place: (150, 50))]]
            + (0..<10).map { index in
                [Report(slot: 0, place: (50 + Double(index), 50)), Report(slot: 1, place: (150, 50))]
            } + [[Report(slot: 0, id: -1), Report(slot: 1, id: -1)]]
        let check = try Self.separation(apart)
        #expect(check.verdict == .notExercised && check.detail.contains("within 15 mm"), "\(check.detail)")
        let single = [[Report(slot: 0, id: 1, place: (50, 50))], [Report(slot: 0, id: -1)]]
        #expect(try Self.separation(single).detail.hasPrefix("never two contacts at once"))
    }

    @Test("fingers merged only 7 mm apart may be touching: said, not failed")
    func touchingFingers() throws {
        var frames = Self.converging(to: 7)
        frames.append([Report(slot: 0, id: -1), Report(slot: 1, place: (150, 100))])
        frames.append([Report(slot: 1, id: -1)])
        let check = try Self.separation(frames)
        #expect(check.verdict == .pass && check.detail.contains("merged only 7 mm apart"), "\(check.detail)")
    }
}
