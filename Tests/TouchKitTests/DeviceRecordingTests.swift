import Testing
import TouchKit

/// evemu-record files as the tool writes them, made here: protocols A and B, a single-touch screen and a pen.
@Suite("Device recordings: evemu-record to touch traces")
struct DeviceRecordingTests {
    /// A description: a 10 units/mm screen 3000 × 2000 units (300 × 200 mm) unless `resolution` says.
    static func description(name: String = "Test Touchscreen", resolution: Int = 10, multiTouch: Bool = true) -> String
    {
        var text = "# EVEMU 1.3\n# Kernel: 6.1.0\nN: \(name)\nI: 0018 04f3 2c82 0100\n"
        text += "P: 02 00 00 00 00 00 00 00\nB: 00 0b 00 00 00 00 00 00 00\n"
        text += "A: 00 0 3000 0 0 \(resolution)\nA: 01 0 2000 0 0 \(resolution)\nA: 18 0 255 0 0 0\n"
        if multiTouch {
            text += "A: 2f 0 9 0 0 0\nA: 35 0 3000 0 0 \(resolution)\nA: 36 0 2000 0 0 \(resolution)\n"
            text += "A: 39 0 65535 0 0 0\n"
        }
        return text
    }

    /// An `E:` line as evemu writes it: type and code in hex (`%04x`), the value in decimal.
    static func e(_ time: Double, _ type: Int, _ code: Int, _ value: Int) -> String {
        let hex = { (n: Int) in
            String(repeating: "0", count: max(0, 4 - String(n, radix: 16).count)) + String(n, radix: 16)
        }
        return "E: \(String(format6(time))) \(hex(type)) \(hex(code)) \(value)\t# comment\n"
    }

    static func format6(_ time: Double) -> String {
        let micros = Int((time * 1_000_000).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }

    static func syn(_ t: Double) -> String { e(t, 0, 0, 0) }

    @Test("protocol B: two fingers, each a touch from its tracking id's start to its end, in points at 96 dpi")
    func protocolB() throws {
        var text = Self.description() + "################################\n#      Waiting for events      #\n"
        // Finger 1 down at (1000, 500) units = (100, 50) mm; finger 2 joins; finger 1 moves; both lift.
        text += Self.e(100.5, 3, 0x2f, 0) + Self.e(100.5, 3, 0x39, 41) + Self.e(100.5, 3, 0x35, 1000)
        text += Self.e(100.5, 3, 0x36, 500) + Self.e(100.5, 1, 0x14a, 1) + Self.syn(100.5)
        text += Self.e(100.516, 3, 0x2f, 1) + Self.e(100.516, 3, 0x39, 42) + Self.e(100.516, 3, 0x35, 2000)
        text += Self.e(100.516, 3, 0x36, 1500) + Self.e(100.516, 4, 5, 777) + Self.syn(100.516)
        text += Self.e(100.532, 3, 0x2f, 0) + Self.e(100.532, 3, 0x35, 1100) + Self.syn(100.532)
        text += Self.e(100.548, 3, 0x39, -1) + Self.syn(100.548)
        text += Self.e(100.564, 3, 0x2f, 1) + Self.e(100.564, 3, 0x39, -1) + Self.e(100.564, 1, 0x14a, 0)
        text += Self.syn(100.564)
        let conversion = try DeviceTraceConverter.convert(try EvemuReader.read(text))
        let trace = conversion.trace
        let points = 96 / 25.4
        #expect(trace.size == Size(width: (300 * points).rounded(), height: (200 * points).rounded()))
        let kinds = trace.events.map { event -> String in
            guard case .touch(let id, let phase, _) = event.kind else { return "?" }
            return "\(id) \(phase.rawValue)"
        }
        #expect(kinds == ["1 began", "2 began", "1 moved", "1 ended", "2 ended"])
        #expect(trace.events.map(\.time).map { ($0 * 1000).rounded() } == [0, 16, 32, 48, 64])
        guard case .touch(_, _, let first) = trace.events[0].kind, case .touch(_, _, let moved) = trace.events[2].kind
        else { return }
        #expect(abs(first.x - 100 * points) < 1e-9 && abs(first.y - 50 * points) < 1e-9)
        #expect(abs(moved.x - 110 * points) < 1e-9)
        #expect(
            trace.device
                == TraceDevice(name: "Test Touchscreen", source: "evemu-record", millimetresPerPoint: 25.4 / 96))
        #expect(conversion.warnings == ["not kept, a touch trace has no place for them: EV_MSC 0x5 (1)"])
        // It is a touch-trace/4 that reads back and replays.
        let read = try TouchTrace(json: trace.jsonText())
        #expect(read == trace && read.formatName == TouchTrace.formatWithOrigin)
    }

    @Test("a contact down before the recording began, or never lifted, is kept and said; no resolution fits the size")
    func edgesOfARecording() throws {
        var text = Self.description(resolution: 0)
        // Slot 0 moves with no tracking id seen: it was already down. Slot 1 comes down and never lifts.
        text += Self.e(5.0, 3, 0x35, 1500) + Self.e(5.0, 3, 0x36, 1000) + Self.syn(5.0)
        text += Self.e(5.01, 3, 0x2f, 1) + Self.e(5.01, 3, 0x39, 7) + Self.e(5.01, 3, 0x35, 10)
        text += Self.e(5.01, 3, 0x36, 20) + Self.syn(5.01)
        text += Self.e(5.02, 3, 0x2f, 0) + Self.e(5.02, 3, 0x39, -1) + Self.syn(5.02)
        let conversion = try DeviceTraceConverter.convert(
            try EvemuReader.read(text), options: .init(fitSize: Size(width: 600, height: 600)))
        let phases = conversion.trace.events.map { event -> String in
            guard case .touch(let id, let phase, _) = event.kind else { return "?" }
            return "\(id) \(phase.rawValue)"
        }
        #expect(phases == ["1 began", "2 began", "1 ended", "2 cancelled"])
        // 3000 × 2000 units fitted to 600 × 600, keeping the aspect: 600 × 400, 0.2 points a unit.
        #expect(conversion.trace.size == Size(width: 600, height: 400))
        guard case .touch(_, _, let middle) = conversion.trace.events[0].kind else { return }
        #expect(middle == Point(x: 300, y: 200))
        #expect(conversion.trace.device?.fitted == true && conversion.trace.device?.millimetresPerPoint == nil)
        #expect(conversion.warnings.contains { $0.hasPrefix("the device reports no resolution") })
        #expect(
            conversion.warnings.contains(
                "touch 1 (slot 0) was down before the recording began: it begins at its first event"))
        #expect(conversion.warnings.contains("touch 2 never lifted: it is cancelled at the recording's end"))
    }

    @Test("20,000 contacts that never lift are said in one line, the first five named and the rest counted")
    func manyNeverLifted() throws {
        var text = Self.description().replacingOccurrences(of: "A: 2f 0 9 0 0 0", with: "A: 2f 0 19999 0 0 0")
        for slot in 0..<20_000 {
            text +=
                Self.e(1, 3, 0x2f, slot) + Self.e(1, 3, 0x39, slot + 1) + Self.e(1, 3, 0x35, 100 + slot % 2000)
                + Self.e(1, 3, 0x36, 100)
        }
        text += Self.syn(1)
        let conversion = try DeviceTraceConverter.convert(try EvemuReader.read(text))
        #expect(conversion.warnings.count == 1, "\(conversion.warnings.count) lines")
        #expect(
            conversion.warnings.first
                == "touches 1, 2, 3, 4, 5 and 19995 more never lifted: each is cancelled at the recording's end")
    }

    @Test("protocol A: contacts between SYN_MT_REPORTs, by their order in the frame")
    func protocolA() throws {
        var text = Self.description()
        text = text.replacingOccurrences(of: "A: 39 0 65535 0 0 0\n", with: "")
        for (index, xs) in [[100], [110, 2000], [120, 2010], []].enumerated() {
            let t = Double(index) * 0.01
            for x in xs { text += Self.e(t, 3, 0x35, x) + Self.e(t, 3, 0x36, 300) + Self.e(t, 0, 2, 0) }
            if xs.isEmpty { text += Self.e(t, 0, 2, 0) }
            text += Self.syn(t)
        }
        let trace = try DeviceTraceConverter.convert(try EvemuReader.read(text)).trace
        let phases = trace.events.map { event -> String in
            guard case .touch(let id, let phase, _) = event.kind else { return "?" }
            return "\(id) \(phase.rawValue)"
        }
        #expect(phases == ["1 began", "1 moved", "2 began", "1 moved", "2 moved", "1 ended", "2 ended"])
    }

    @Test("a single-touch screen, and a pen with pressure and tilt; its hovering is said not to be kept")
    func singleTouchAndPen() throws {
        var text = Self.description(multiTouch: false) + "A: 1a -64 63 0 0 0\nA: 1b -64 63 0 0 0\n"
        text += Self.e(0, 1, 0x140, 1) + Self.e(0, 3, 0, 1500) + Self.e(0, 3, 1, 1000) + Self.syn(0)  // hover
        text += Self.e(0.01, 1, 0x14a, 1) + Self.e(0.01, 3, 0x18, 255) + Self.e(0.01, 3, 0x1a, 63) + Self.syn(0.01)
        text += Self.e(0.02, 3, 0, 1600) + Self.syn(0.02)
        text += Self.e(0.03, 1, 0x14a, 0) + Self.syn(0.03)
        let conversion = try DeviceTraceConverter.convert(try EvemuReader.read(text))
        let trace = conversion.trace
        #expect(trace.events.count == 3)
        #expect(trace.events[0].details?.tool == .pen && trace.events[0].details?.pressure == 1)
        #expect(trace.events[0].details?.tilt?.x == 1)
        #expect(
            conversion.warnings.contains("the pen's hovering (near, not touching) is not kept: a trace has no hover"))
    }

    @Test("files that are not recordings are one line each, naming the line")
    func badFiles() {
        let cases: [(String, String?, String)] = [
            ("hello\n", nil, "line 1: expected a line like"),
            ("N: x\nE: 0.1 0003 0035\n", nil, "line 2: an E: line is"),
            ("N: x\nA: 35 0 100 0 0 1\nE: 1.0 0003 0035 5\nE: 0.5 0003 0035 5\n", nil, "line 4: time goes backwards"),
            ("E: 1.0 0003 0035 5\n", nil, "describes no absolute axes"),
            ("E: 1.0 0003 0035 5\n", "N: x\nE: 0 0 0 0\n", "line 2: events in the description file"),
            ("", nil, "not an evemu recording"),
            ("X: what\n", nil, "line 1: unknown line \"X:\""),
        ]
        for (text, description, words) in cases {
            do {
                _ = try EvemuReader.read(text, description: description)
                Issue.record("\(text) read")
            } catch {
                #expect(error.description.contains(words), "\(error.description)")
            }
        }
        // A device with no touch axes.
        #expect(throws: DeviceTraceConverter.Problem.self) {
            try DeviceTraceConverter.convert(try EvemuReader.read("N: keys\nA: 28 0 10 0 0 0\n"))
        }
    }

    @Test("the description may come from a separate .desc file")
    func separateDescription() throws {
        let events =
            Self.e(1, 3, 0x39, 3) + Self.e(1, 3, 0x35, 50) + Self.e(1, 3, 0x36, 60) + Self.syn(1)
            + Self.e(1.1, 3, 0x39, -1) + Self.syn(1.1)
        let recording = try EvemuReader.read(events, description: Self.description(name: "Desc Screen"))
        #expect(recording.name == "Desc Screen" && recording.events.count == 6)
        #expect(try DeviceTraceConverter.convert(recording).trace.events.count == 2)
    }

    @Test("axes that span the whole of Int, a huge clock and values past an axis do not trap; the trace still reads")
    func hostileNumbers() throws {
        let big = Int.max, small = Int.min
        var text = "N: hostile\nA: 35 \(small) \(big) 0 0 0\nA: 36 \(small) \(big) 0 0 7\nA: 39 0 9 0 0 0\n"
        let t = "E: 1000000000000000.000000"
        text += "\(t) 0003 0039 1\n\(t) 0003 0035 \(big)\n\(t) 0003 0036 \(small)\n\(t) 0000 0000 0\n"
        let conversion = try DeviceTraceConverter.convert(try EvemuReader.read(text))
        let read = try TouchTrace(json: conversion.trace.jsonText())
        #expect(read.events.count == 2)  // began, then cancelled at the end
    }

    /// A `libinput record` file as the tool writes it: a keyboard first, then a touchscreen.
    static let libinputRecord = """
        # libinput record
        version: 1
        ndevices: 2
        libinput:
          version: "1.22.0"
          git: "unknown"
        system:
          os: "debian:12"
          kernel: "6.1.0"
          dmi: "dmi:bvnLENOVO"
        devices:
        - node: /dev/input/event3
          evdev:
            # Name: AT Translated Set 2 keyboard
            name: "AT Translated Set 2 keyboard"
            id: [17, 1, 1, 43841]
            codes:
              0: [0, 1, 4, 17] # EV_SYN
              1: [1, 2, 3] # EV_KEY
            properties: []
          udev:
            properties:
            - ID_INPUT=1
          events:
          - evdev:
            - [  0,      0,   1,  30,     1] # EV_KEY / KEY_A 1
            - [  0,      0,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms
        - node: /dev/input/event5
          evdev:
            # Name: ELAN9008:00 04F3:2C82
            # ID: bus 0x18 vendor 0x4f3 product 0x2c82 version 0x100
            name: "ELAN9008:00 04F3:2C82"
            id: [24, 1267, 11394, 256]
            codes:
              0: [0] # EV_SYN
              1: [330] # EV_KEY
              3: [0, 1, 47, 53, 54, 57] # EV_ABS
            absinfo:
              0: [0, 3000, 0, 0, 10]
              1: [0, 2000, 0, 0, 10]
              47: [0, 9, 0, 0, 0]
              53: [0, 3000, 0, 0, 10]
              54: [0, 2000, 0, 0, 10]
              57: [0, 65535, 0, 0, 0]
            properties: [1]
          hid: [5, 13, 9, 4]
          udev:
            properties:
            - ID_INPUT=1
            - ID_INPUT_TOUCHSCREEN=1
          quirks:
          events:
          - evdev:
            - [  2, 500000,   3,  57,    12] # EV_ABS / ABS_MT_TRACKING_ID    12
            - [  2, 500000,   3,  53,  1000] # EV_ABS / ABS_MT_POSITION_X  1000
            - [  2, 500000,   3,  54,   500] # EV_ABS / ABS_MT_POSITION_Y   500
            - [  2, 500000,   1, 330,     1] # EV_KEY / BTN_TOUCH            1
            - [  2, 500000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  2, 516000,   3,  53,  1010] # EV_ABS / ABS_MT_POSITION_X  1010
            - [  2, 516000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +16ms
          - evdev:
            - [  2, 532000,   3,  57,    -1] # EV_ABS / ABS_MT_TRACKING_ID    -1
            - [  2, 532000,   1, 330,     0] # EV_KEY / BTN_TOUCH            0
            - [  2, 532000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +16ms

        """

    @Test("a libinput record file: the first device with touch axes, unless --device picks another")
    func libinputRecord() throws {
        #expect(LibinputRecordReader.looksLikeRecord(Substring(Self.libinputRecord)))
        #expect(!LibinputRecordReader.looksLikeRecord(Substring(#"{"format": "touch-trace/1", "events": []}"#)))
        let recording = try LibinputRecordReader.read(Self.libinputRecord)
        #expect(recording.name == "ELAN9008:00 04F3:2C82" && recording.source == "libinput record")
        #expect(recording.axes[EvdevEvent.mtPositionX] == AxisInfo(minimum: 0, maximum: 3000, resolution: 10))
        #expect(recording.events.count == 10, "\(recording.events)")
        #expect(recording.events.first?.time == 2.5)
        let trace = try DeviceTraceConverter.convert(recording).trace
        let phases = trace.events.map { event -> String in
            guard case .touch(let id, let phase, _) = event.kind else { return "?" }
            return "\(id) \(phase.rawValue)"
        }
        #expect(phases == ["1 began", "1 moved", "1 ended"])
        #expect(trace.events.map { ($0.time * 1000).rounded() } == [0, 16, 32])
        let keyboard = try LibinputRecordReader.read(Self.libinputRecord, device: 0)
        #expect(keyboard.name == "AT Translated Set 2 keyboard" && keyboard.events.count == 2)
        #expect(throws: DeviceTraceConverter.Problem.self) { try DeviceTraceConverter.convert(keyboard) }
        do {
            _ = try LibinputRecordReader.read(Self.libinputRecord, device: 2)
            Issue.record("device 2 read")
        } catch {
            #expect(error.description == "--device 2: the recording has 2 device(s), 0 to 1")
        }
        let cut = Self.libinputRecord.replacingOccurrences(
            of: "[  2, 516000,   3,  53,  1010]", with: "[  2, 516000,   3,  53")
        #expect(throws: EvemuReader.Problem.self) { try LibinputRecordReader.read(cut) }
    }
}

@Suite("Recordings saved on Windows: CRLF line ends and a byte-order mark")
struct WindowsLineEndsTests {
    @Test("CRLF and a BOM read as their plain twins, for evemu and libinput record files and JSON traces")
    func plainTwins() throws {
        #expect(RecordingText.plain("\u{FEFF}N: Touch\r\nA: 35 0 9 0 0 0\r\n") == "N: Touch\nA: 35 0 9 0 0 0\n")
        #expect(RecordingText.plain("a\rb\r\n\nc") == "a\nb\n\nc")
        let plain =
            DeviceRecordingTests.description() + DeviceRecordingTests.e(1, 3, 0x2f, 0)
            + DeviceRecordingTests.e(1, 3, 0x39, 7) + DeviceRecordingTests.e(1, 3, 0x35, 100)
            + DeviceRecordingTests.e(1, 3, 0x36, 100) + DeviceRecordingTests.syn(1)
        let windows =
            "\u{FEFF}" + plain.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(EvemuReader.looksLikeRecording(Array(windows.utf8)))
        let read = try DeviceRecording.read(windows), twin = try DeviceRecording.read(plain)
        #expect(read.name == twin.name && read.axes == twin.axes && read.events == twin.events)
        #expect(read.name == "Test Touchscreen")
        let record = "# libinput record\r\nversion: 1\r\nndevices: 1\r\n"
        #expect(LibinputRecordReader.looksLikeRecord(Substring("\u{FEFF}" + record)))
        let trace = "\u{FEFF}{\"format\": \"touch-trace/1\",\r\n \"events\": []}\r\n"
        #expect(try TouchTrace(json: trace).events.isEmpty)
    }
}
