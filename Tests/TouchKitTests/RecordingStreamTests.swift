import Testing
import TouchKit

/// Recordings read as a stream: lines a chunk at a time, events handed on as they are read, a trace written
/// as it is made and health measured as it goes, so nothing grows with a recording's length.
@Suite("Recordings read as a stream")
struct RecordingStreamTests {
    typealias R = DeviceRecordingTests

    /// Lines of `bytes` handed over `chunk` bytes a call, counting what was read in `read`.
    final class Source {
        let bytes: [UInt8]
        let chunk: Int
        var read = 0
        init(_ bytes: [UInt8], chunk: Int) { (self.bytes, self.chunk) = (bytes, chunk) }

        func lines() -> RecordingLines {
            RecordingLines { buffer throws(RecordingProblem) in
                let end = min(self.bytes.count, self.read + self.chunk)
                buffer.append(contentsOf: self.bytes[self.read..<end])
                defer { self.read = end }
                return end > self.read
            }
        }
    }

    static func allLines(_ lines: inout RecordingLines) throws -> [String] {
        var all: [String] = []
        while let line = try lines.next() { all.append(String(line)) }
        return all
    }

    @Test("LF, CRLF and a lone CR end a line and a byte-order mark is skipped, wherever the chunks are cut")
    func lineEnds() throws {
        let text = "\u{FEFF}N: Touch\r\nA: 35 0 9\r\rE: 1\nE: 2\r\n\r\nlast"
        let expected = ["N: Touch", "A: 35 0 9", "", "E: 1", "E: 2", "", "last"]
        var whole = RecordingLines(text)
        #expect(try Self.allLines(&whole) == expected)
        for chunk in 1...9 {
            var lines = Source(Array(text.utf8), chunk: chunk).lines()
            #expect(try Self.allLines(&lines) == expected, "chunks of \(chunk)")
            #expect(lines.number == expected.count)
        }
        var ending = RecordingLines("one\r")
        #expect(try Self.allLines(&ending) == ["one"])
    }

    @Test("a line past 1 MB (250 MB of NUL bytes, a 255 MB name) is refused at once, naming it")
    func longLine() throws {
        let source = Source([UInt8](repeating: 0, count: 12 << 20), chunk: 1 << 20)
        var lines = source.lines()
        #expect {
            _ = try lines.next()
        } throws: { error in
            (error as? RecordingProblem)?.description == "line 1: longer than 1 MB, which no recording's line is"
        }
        #expect(source.read <= 3 << 20, "read \(source.read) bytes to refuse it")
        var named = Source(Array(("N: Touch\n" + "N: " + String(repeating: "x", count: 3 << 20)).utf8), chunk: 65536)
            .lines()
        #expect(throws: RecordingProblem.self) { try Self.allLines(&named) }
        #expect(named.number == 1)
    }

    @Test("a line that is not UTF-8 is named")
    func notText() throws {
        var lines = Source([0x4E, 0x3A, 0x20, 0x41, 0x0A, 0x45, 0xFF, 0x0A], chunk: 3).lines()
        #expect(try lines.next() == "N: A")
        #expect {
            _ = try lines.next()
        } throws: { error in
            (error as? RecordingProblem)?.description.hasPrefix("line 2: not text") == true
        }
    }

    /// A recording of `strokes` two-finger strokes of `frames` frames each, in protocol B.
    static func strokes(_ strokes: Int, frames: Int) -> String {
        var text = R.description()
        var t = 1.0, id = 0
        for stroke in 0..<strokes {
            for slot in 0..<2 {
                id += 1
                text += R.e(t, 3, 0x2f, slot) + R.e(t, 3, 0x39, id) + R.e(t, 3, 0x35, 500 + slot * 1000)
                text += R.e(t, 3, 0x36, 400 + stroke)
            }
            text += R.syn(t)
            for frame in 1...frames {
                t += 0.008
                for slot in 0..<2 { text += R.e(t, 3, 0x2f, slot) + R.e(t, 3, 0x35, 500 + slot * 1000 + frame * 7) }
                text += R.syn(t)
            }
            t += 0.008
            text += R.e(t, 3, 0x2f, 0) + R.e(t, 3, 0x39, -1) + R.e(t, 3, 0x2f, 1) + R.e(t, 3, 0x39, -1) + R.syn(t)
            t += 0.3
        }
        return text
    }

    @Test("a trace written as it is made is the trace converted whole, byte for byte, and says the same")
    func streamedTrace() throws {
        let text = Self.strokes(5, frames: 40)
        let whole = try DeviceTraceConverter.convert(try EvemuReader.read(text))
        var written: [UInt8] = []
        var conversion = TraceConversion(options: .init(), output: TraceTextWriter { written += $0 })
        var lines = Source(Array(text.utf8), chunk: 4096).lines()
        var none: RecordingLines?
        try DeviceRecording.stream(&lines, description: &none, into: &conversion)
        let warnings = try conversion.finish()
        var writer = conversion.output
        try writer.finish()
        #expect(String(decoding: written, as: UTF8.self) == whole.trace.jsonText())
        #expect(warnings == whole.warnings)
        #expect(writer.written == written.count)
    }

    @Test("a trace that would pass its limit is refused as soon as it does, before the recording is read to its end")
    func traceLimit() throws {
        let text = Self.strokes(40, frames: 100)
        let source = Source(Array(text.utf8), chunk: 8192)
        var lines = source.lines()
        var written = 0
        var conversion = TraceConversion(
            options: .init(), output: TraceTextWriter(limit: 100_000) { written += $0.count })
        var none: RecordingLines?
        #expect {
            try DeviceRecording.stream(&lines, description: &none, into: &conversion)
        } throws: { error in
            let message = (error as? RecordingProblem)?.message ?? ""
            return message.hasPrefix("its trace would be larger than") && message.contains("s into the recording")
        }
        #expect(written <= 100_000)
        #expect(source.read < text.utf8.count / 2, "read \(source.read) of \(text.utf8.count) bytes")
    }

    @Test("the health report streamed is the report whole, in words and in JSON")
    func streamedReport() throws {
        let health = try DeviceHealth(recording: EvemuReader.read(Self.strokes(3, frames: 80)))
        var text = "", json = ""
        health.writeText { text += $0 }
        health.writeJSON { json += $0 }
        #expect(text == health.text)
        #expect(json == health.jsonValue.prettyPrinted())
        #expect(health.contacts.count == 6)
        var empty = health
        empty.contacts = []
        var emptyJSON = ""
        empty.writeJSON { emptyJSON += $0 }
        #expect(emptyJSON == empty.jsonValue.prettyPrinted())
    }

    @Test("health read from lines is health read whole")
    func streamedHealth() throws {
        let text = Self.strokes(4, frames: 60)
        let whole = try DeviceHealth(recording: EvemuReader.read(text))
        var lines = Source(Array(text.utf8), chunk: 1000).lines()
        var none: RecordingLines?
        let streamed = try DeviceHealth(reading: &lines, description: &none)
        #expect(streamed.contacts == whole.contacts)
        #expect(streamed.checks == whole.checks)
        #expect(streamed.maxContacts == 2)
    }

    /// The ghosts by their definition, checked pair by pair: a contact shorter than the ghost time with no
    /// other contact down within the ghost distance in the ghost time either side of its touch (a contact's
    /// place just before that window counts, as it was there when the window began).
    static func ghostsByDefinition(_ trace: TouchTrace) -> [Int] {
        var tracks: [Int: [(time: Double, location: Point)]] = [:]
        var order: [Int] = []
        for event in trace.events {
            guard case .touch(let id, _, let location) = event.kind else { continue }
            if tracks[id] == nil { order.append(id) }
            tracks[id, default: []].append((event.time, location))
        }
        var ghosts: [Int] = []
        for (number, id) in order.enumerated() {
            let track = tracks[id]!
            guard track.last!.time - track.first!.time < DeviceHealth.ghostTime else { continue }
            let first = track.first!
            let window = (first.time - DeviceHealth.ghostTime)...(first.time + DeviceHealth.ghostTime)
            let near = order.contains { other in
                guard other != id, let samples = tracks[other], samples.first!.time <= window.upperBound,
                    samples.last!.time >= window.lowerBound
                else { return false }
                let before = samples.lastIndex { $0.time < window.lowerBound } ?? 0
                return samples[before...].contains {
                    $0.time <= window.upperBound
                        && $0.location.distance(to: first.location) <= DeviceHealth.ghostDistance
                }
            }
            if !near { ghosts.append(number + 1) }
        }
        return ghosts
    }

    @Test("ghosts found as the recording is read are the ghosts by definition, over 40 random recordings of taps")
    func ghostsAsDefined() throws {
        var seed: UInt64 = 7
        func random(_ range: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(range))
        }
        var found = 0
        for _ in 0..<40 {
            // Taps and short strokes in 4 slots, close in time and place, some within 15 mm of another.
            var parts: [[(Double, String)]] = []
            var id = 0
            for slot in 0..<4 {
                var t = 1.0 + Double(random(30)) / 1000
                for _ in 0..<(2 + random(6)) {
                    id += 1
                    let frames = 1 + random(random(4) == 0 ? 12 : 3)
                    let x = 1000 + random(600), y = 800 + random(300)
                    parts.append(
                        DeviceHealthTests.contact(
                            slot: slot, id: id, start: t, interval: 0.004 + Double(random(8)) / 1000,
                            positions: (0..<frames).map { (x + $0 * random(30), y) }))
                    t += 0.01 + Double(random(60)) / 1000
                }
            }
            let events = parts.flatMap { $0 }.sorted { $0.0 < $1.0 }.map(\.1).joined()
            let recording = try EvemuReader.read(R.description() + events)
            let health = try DeviceHealth(recording: recording)
            let trace = try DeviceTraceConverter.convert(recording, options: .init(millimetresPerPoint: 1)).trace
            let expected = Self.ghostsByDefinition(trace)
            #expect(health.contacts.filter(\.ghost).map(\.number) == expected)
            found += expected.count
        }
        #expect(found > 10, "the recordings hold ghosts to find (\(found))")
    }
}
