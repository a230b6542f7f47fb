import Testing
import TouchKit

/// Recordings shaped as real devices write them where a tidy reading goes wrong: a protocol A screen that
/// lists its contacts in any order, and a `libinput record` of several devices whose lists overlap in time.
@Suite("Real recordings: protocol A contacts in any order, several devices on one clock")
struct RealRecordingShapesTests {
    typealias R = DeviceRecordingTests

    /// A protocol A recording (no tracking ids) of frames, each listing its contacts in the order given.
    static func protocolA(_ frames: [[(Int, Int)]], interval: Double = 0.01) -> String {
        var text = R.description().replacingOccurrences(of: "A: 39 0 65535 0 0 0\n", with: "")
        for (index, contacts) in frames.enumerated() {
            let t = Double(index) * interval
            for (x, y) in contacts { text += R.e(t, 3, 0x35, x) + R.e(t, 3, 0x36, y) + R.e(t, 0, 2, 0) }
            if contacts.isEmpty { text += R.e(t, 0, 2, 0) }
            text += R.syn(t)
        }
        return text
    }

    /// Each touch's path length in points, by touch number.
    static func paths(_ trace: TouchTrace) -> [Int: Double] {
        var last: [Int: Point] = [:], paths: [Int: Double] = [:]
        for event in trace.events {
            guard case .touch(let id, _, let location) = event.kind else { continue }
            paths[id, default: 0] += last[id].map { $0.distance(to: location) } ?? 0
            last[id] = location
        }
        return paths
    }

    @Test("two fingers far apart, listed in changing order, the first lifting: each keeps its own path")
    func protocolAOrderChanges() throws {
        // Finger one (left) drifts right 2 units a frame; finger two (right) comes down in the third frame
        // and is listed first from then on; finger one lifts while two stays.
        var frames: [[(Int, Int)]] = []
        for frame in 0..<20 {
            let one = (500 + frame * 2, 1000), two = (2500, 1200 + frame)
            switch frame {
            case 0..<3: frames.append([one])
            case 3..<12: frames.append(frame % 2 == 0 ? [two, one] : [one, two])
            default: frames.append([two])
            }
        }
        frames.append([])
        let trace = try DeviceTraceConverter.convert(try EvemuReader.read(Self.protocolA(frames))).trace
        let paths = Self.paths(trace)
        // 10 units a mm, 96 dpi: finger one moved 22 units (2.2 mm, 8.3 pt), finger two 16 units.
        #expect(paths.count == 2, "\(paths)")
        #expect(abs((paths[1] ?? 0) - 22 / 10 / (25.4 / 96)) < 0.01, "\(paths)")
        #expect(abs((paths[2] ?? 0) - 16 / 10 / (25.4 / 96)) < 0.01, "\(paths)")
        let ends = trace.events.compactMap { event -> Int? in
            guard case .touch(let id, .ended, _) = event.kind else { return nil }
            return id
        }
        #expect(ends == [1, 2])
    }

    @Test("a contact that would jump more than 30 mm in one frame is a lift and a new touch")
    func protocolAJump() throws {
        // One contact, then in the next frame one 40 mm away (400 units): not the same finger.
        let trace = try DeviceTraceConverter.convert(
            try EvemuReader.read(Self.protocolA([[(500, 500)], [(502, 500)], [(902, 500)], [(904, 500)], []]))
        ).trace
        let phases = trace.events.map { event -> String in
            guard case .touch(let id, let phase, _) = event.kind else { return "?" }
            return "\(id) \(phase.rawValue)"
        }
        #expect(phases == ["1 began", "1 moved", "1 ended", "2 began", "2 moved", "2 ended"])
        // 29 mm is still the same finger.
        let near = try DeviceTraceConverter.convert(
            try EvemuReader.read(Self.protocolA([[(500, 500)], [(790, 500)], []]))
        ).trace
        #expect(Self.paths(near).count == 1)
    }

    @Test("ten fingers listed in a new order every frame are each followed by place")
    func protocolAMany() throws {
        var frames: [[(Int, Int)]] = []
        for frame in 0..<30 {
            var contacts = (0..<10).map { finger in (200 + finger * 250 + frame * 3, 400 + finger * 100) }
            var generator = Self.Shuffle(seed: UInt64(frame))
            contacts.shuffle(using: &generator)
            frames.append(contacts)
        }
        frames.append([])
        let trace = try DeviceTraceConverter.convert(try EvemuReader.read(Self.protocolA(frames))).trace
        let paths = Self.paths(trace)
        #expect(paths.count == 10)
        for (_, path) in paths { #expect(abs(path - 87 / 10 / (25.4 / 96)) < 0.01, "\(paths)") }
    }

    /// A small seeded generator, so a shuffle is the same every run.
    struct Shuffle: RandomNumberGenerator {
        var seed: UInt64
        mutating func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed
        }
    }

    /// The libinput record test file with its keyboard's events moved after the touchscreen's began, as
    /// `libinput record --all` writes two devices used at once.
    static let overlapping = R.libinputRecord
        .replacingOccurrences(of: "[  0,      0,   1,  30,     1]", with: "[  3,      0,   1,  30,     1]")
        .replacingOccurrences(of: "[  0,      0,   0,   0,     0]", with: "[  3,      0,   0,   0,     0]")

    @Test("a libinput record of two devices whose lists overlap in time reads each device's own events")
    func severalDevices() throws {
        #expect(Self.overlapping != R.libinputRecord)
        let touch = try LibinputRecordReader.read(Self.overlapping)
        #expect(touch.name == "ELAN9008:00 04F3:2C82" && touch.events.count == 10)
        let keyboard = try LibinputRecordReader.read(Self.overlapping, device: 0)
        #expect(keyboard.events.map(\.time) == [3, 3])
        #expect(try DeviceHealth(recording: touch).contacts.count == 1)
        // Within one device's list, time still only runs forward.
        let backwards = Self.overlapping.replacingOccurrences(
            of: "[  2, 516000,   3,  53,  1010]", with: "[  2, 400000,   3,  53,  1010]")
        do {
            _ = try LibinputRecordReader.read(backwards)
            Issue.record("a clock running back within a device was read")
        } catch {
            #expect(error.description.hasSuffix("time goes backwards"))
        }
    }
}
