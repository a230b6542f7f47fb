import Foundation
import TestSupport
import Testing

/// `touch-playground convert`: a device's recording in, a trace that replays out; bad files named.
@Suite("touch-playground convert")
struct ConvertCommandTests {
    private static let recording = """
        # EVEMU 1.3
        N: Demo Touchscreen
        A: 00 0 3000 0 0 10
        A: 01 0 2000 0 0 10
        A: 2f 0 9 0 0 0
        A: 35 0 3000 0 0 10
        A: 36 0 2000 0 0 10
        A: 39 0 65535 0 0 0
        E: 10.000000 0003 0039 5\t# EV_ABS / ABS_MT_TRACKING_ID 5
        E: 10.000000 0003 0035 1000
        E: 10.000000 0003 0036 800
        E: 10.000000 0004 0005 4321
        E: 10.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ----------
        E: 10.050000 0003 0039 -1
        E: 10.050000 0000 0000 0000

        """

    @Test("an evemu recording becomes a touch-trace/4 that replays into a scene; what it cannot hold is a warning")
    func converts() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.path + "/screen.evemu", output = folder.path + "/screen.json"
        try Self.recording.write(toFile: input, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["convert", input, output])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardError
                == "touch-playground: \(input): not kept, a touch trace has no place for them: EV_MSC 0x5 (1)\n")
        let trace =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect(trace?["format"] as? String == "touch-trace/4")
        #expect((trace?["device"] as? [String: Any])?["name"] as? String == "Demo Touchscreen")
        let replay = try CommandRunner.run(["replay", output, "--scene", "touch-views", "--log", "-"])
        #expect(replay.status == 0 && replay.standardOutput.contains(#""event":"hit-test","touch":1"#))
    }

    @Test("a file that is not a recording, or not read yet, is one line with exit status 1 and nothing written")
    func badFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/out.json"
        let cases: [(String, String)] = [
            ("N: x\nA: 35 0 100 0 0 1\nE: 1.0 0003 0035\n", "line 3: an E: line is \"E: SEC.USEC TYPE CODE VALUE\""),
            ("version: 1\nndevices: 1\nlibinput:\n", "not a libinput recording (no devices)"),
            ("N: keys\nA: 28 0 10 0 0 0\n", "the device has no touch axes"),
        ]
        for (text, words) in cases {
            let input = folder.path + "/bad.evemu"
            try text.write(toFile: input, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run(["convert", input, output])
            #expect(
                result.status == 1 && result.standardError.hasPrefix("touch-playground: \(input): "),
                "\(result.standardError)")
            #expect(result.standardError.contains(words), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: output))
        }
        let missing = try CommandRunner.run(["convert", folder.path + "/none.evemu", output])
        #expect(missing.status == 1 && missing.standardError.hasPrefix("touch-playground: \(folder.path)/none.evemu: "))
    }

    @Test("replay and compare take a recording directly, converting it on the way")
    func replayTakesRecordings() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.path + "/screen.evemu"
        try Self.recording.write(toFile: input, atomically: true, encoding: .utf8)
        let replay = try CommandRunner.run(["replay", input, "--scene", "touch-views", "--log", "-"])
        #expect(replay.status == 0, "\(replay.standardError)")
        #expect(replay.standardOutput.contains(#""input":"touchscreen""#))
        #expect(replay.standardError.contains("touch-playground: \(input): not kept"))
        let compare = try CommandRunner.run(["compare", input, "--scene", "touch-views"])
        #expect(compare.status == 0, "\(compare.standardError)")
        let broken = folder.path + "/broken.evemu"
        try "N: x\nA: 35 0 9 0 0 0\nE: 1.0 0003\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["replay", broken, "--scene", "touch-views"])
        #expect(refused.status == 1 && refused.standardError.hasPrefix("touch-playground: \(broken): line 3: "))
    }
}

extension ConvertCommandTests {
    @Test("a libinput record file converts, its touchscreen found among its devices; --device picks another")
    func libinputRecord() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = PackageRoot.path + "/Tests/Fuzz/corpus/libinput-record.yml", output = folder.path + "/out.json"
        let result = try CommandRunner.run(["convert", input, output])
        #expect(result.status == 0, "\(result.standardError)")
        let trace =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: output))) as? [String: Any]
        #expect((trace?["device"] as? [String: Any])?["source"] as? String == "libinput record")
        #expect((trace?["events"] as? [Any])?.count == 3)
        let keyboard = try CommandRunner.run(["convert", input, output, "--device", "0"])
        #expect(keyboard.status == 1 && keyboard.standardError.contains("the device has no touch axes"))
        let replay = try CommandRunner.run(["replay", input, "--scene", "touch-views", "--log", "-"])
        #expect(replay.status == 0 && replay.standardOutput.contains(#""event":"hit-test""#))
    }

    @Test(
        "a libinput record of two devices whose event lists overlap in time (the keyboard's after the screen's began) reads in every command, each with --device"
    )
    func overlappingDevices() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = PackageRoot.path + "/Tests/Fuzz/corpus/libinput-record-overlapping.yml"
        let output = folder.path + "/out.json"
        let commands = [
            ["convert", input, output], ["convert", input, output, "--device", "1"],
            ["health", input, "--device", "1"],
            ["replay", input, "--device", "1", "--scene", "touch-views", "--state", folder.path + "/state.json"],
            ["compare", input, "--device", "1", "--scene", "touch-views"],
        ]
        for command in commands {
            let result = try CommandRunner.run(command)
            #expect(result.status == 0, "\(command.joined(separator: " ")): \(result.standardError)")
        }
        let keyboard = try CommandRunner.run(["replay", input, "--device", "0", "--scene", "touch-views"])
        #expect(keyboard.status == 1 && keyboard.standardError.contains("the device has no touch axes"))
    }
}

extension ConvertCommandTests {
    @Test("health prints the device's report in words, or as touch-health/2 JSON; a bad file is one line")
    func health() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.path + "/screen.evemu"
        try Self.recording.write(toFile: input, atomically: true, encoding: .utf8)
        let words = try CommandRunner.run(["health", input])
        #expect(words.status == 0, "\(words.standardError)")
        #expect(words.standardOutput.hasPrefix("Demo Touchscreen (evemu-record)\n1 contacts, at most 1 at once\n"))
        #expect(words.standardOutput.contains("\nstuck: pass (none)\n"))
        let json = try CommandRunner.run(["health", input, "--json"])
        let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect(report?["format"] as? String == "touch-health/2" && report?["max_contacts"] as? Int == 1)
        // Against a 144 Hz display, with its lines drawn along a ruler: the rate check's limit, and both said.
        let fast = try CommandRunner.run(["health", input, "--json", "--refresh-rate", "144", "--ruled"])
        let judged = try JSONSerialization.jsonObject(with: Data(fast.standardOutput.utf8)) as? [String: Any]
        let rate = (judged?["checks"] as? [[String: Any]])?.first { $0["name"] as? String == "report rate" }
        #expect(rate?["limit"] as? Double == 144 && judged?["refresh_rate_hz"] as? Double == 144)
        #expect(judged?["ruled"] as? Bool == true && judged?["fixes"] is [Any])
        for wrong in ["0", "-60", "nan", "fast"] {
            let refused = try CommandRunner.run(["health", input, "--refresh-rate", wrong])
            #expect(refused.status != 0 && refused.standardError.contains("--refresh-rate"), "\(wrong)")
        }
        let libinput = try CommandRunner.run(["health", PackageRoot.path + "/Tests/Fuzz/corpus/libinput-record.yml"])
        #expect(libinput.status == 0 && libinput.standardOutput.hasPrefix("ELAN9008:00 04F3:2C82 (libinput record)"))
        let bad = folder.path + "/bad.evemu"
        try "N: x\nA: 35 0 9 0 0 0\nE: 1.0 0003\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["health", bad])
        #expect(refused.status == 1 && refused.standardError.hasPrefix("touch-playground: \(bad): line 3: "))
    }
}

extension ConvertCommandTests {
    @Test("what the help and the hints promise holds: --device-desc in replay and compare, negative values, ±68°")
    func promisedOptions() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Events alone: replay says to give the description with --device-desc, and takes it.
        let lines = Self.recording.split(separator: "\n").map(String.init)
        let events = folder.path + "/events.evemu", description = folder.path + "/device.desc"
        try (lines.filter { $0.hasPrefix("E:") }.joined(separator: "\n") + "\n").write(
            toFile: events, atomically: true, encoding: .utf8)
        try (lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n").write(
            toFile: description, atomically: true, encoding: .utf8)
        let bare = try CommandRunner.run(["replay", events, "--scene", "touch-views"])
        #expect(bare.status == 1 && bare.standardError.contains("give its description with --device-desc"))
        for command in ["replay", "compare"] {
            let given = try CommandRunner.run([command, events, "--scene", "touch-views", "--device-desc", description])
            #expect(given.status == 0, "\(command): \(given.standardError)")
        }
        // Negative values without "=", and the angles the help promises, no more.
        let trace = PackageRoot.path + "/data/traces/tap-D.json"
        let frames = folder.path + "/frames"
        let turned = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--frames", frames, "--exploded", "--turn", "-30,-10",
        ])
        #expect(turned.status == 0, "\(turned.standardError)")
        let past = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--frames", frames, "--exploded", "--turn", "68.7,0",
        ])
        #expect(past.status == 64 && past.standardError.contains("--turn 68.7,0: expected two angles"))
        let negative = try CommandRunner.run(["health", events, "--device", "-1"])
        #expect(negative.status == 64)
        #expect(
            negative.standardError.hasPrefix("touch-playground: --device -1: expected a device number counted from 0"))
    }

    @Test("a '#' inside a device's name is part of it, in an evemu N: line and a libinput record name")
    func hashInName() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let evemu = folder.path + "/hash.evemu"
        try Self.recording.replacingOccurrences(of: "N: Demo Touchscreen", with: "N: Touch #2 panel")
            .write(toFile: evemu, atomically: true, encoding: .utf8)
        let health = try CommandRunner.run(["health", evemu])
        #expect(health.standardOutput.hasPrefix("Touch #2 panel (evemu-record)"), "\(health.standardOutput)")
        let record = folder.path + "/hash.yml"
        let original = try String(
            contentsOfFile: PackageRoot.path + "/Tests/Fuzz/corpus/libinput-record.yml", encoding: .utf8)
        try original.replacingOccurrences(
            of: "name: \"ELAN9008:00 04F3:2C82\"", with: "name: \"Touch #2 panel\"  # a comment"
        )
        .write(toFile: record, atomically: true, encoding: .utf8)
        let recorded = try CommandRunner.run(["health", record])
        #expect(recorded.standardOutput.hasPrefix("Touch #2 panel (libinput record)"), "\(recorded.standardOutput)")
    }
}

extension ConvertCommandTests {
    @Test("whatever convert writes, replay reads: overflowing times and positions refused, a long name cut and said")
    func convertWritesWhatReplayReads() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let header = "N: t\nA: 35 0 3000 0 0 10\nA: 36 0 2000 0 0 10\nA: 39 0 65535 0 0 0\nA: 2f 0 9 0 0 0\n"
        func down(_ t: String) -> String {
            "E: \(t) 0003 0039 5\nE: \(t) 0003 0035 1000\nE: \(t) 0003 0036 800\nE: \(t) 0000 0000 0000\n"
        }
        func up(_ t: String) -> String { "E: \(t) 0003 0039 -1\nE: \(t) 0000 0000 0000\n" }
        let huge = "1" + String(repeating: "0", count: 308) + ".000000"
        let span = folder.path + "/span.evemu", output = folder.path + "/out.json"
        try (header + down("-" + huge) + up(huge)).write(toFile: span, atomically: true, encoding: .utf8)
        let overflow = try CommandRunner.run(["convert", span, output])
        #expect(overflow.status == 1 && overflow.standardError.contains("a span no number holds"))
        #expect(!FileManager.default.fileExists(atPath: output))
        let plain = folder.path + "/plain.evemu"
        try (header + down("1.000000") + up("1.050000")).write(toFile: plain, atomically: true, encoding: .utf8)
        let tiny = try CommandRunner.run(["convert", plain, output, "--mm-per-point", "5e-324"])
        #expect(
            tiny.status == 1 && tiny.standardError.contains("give a larger --mm-per-point"), "\(tiny.standardError)")
        let long = folder.path + "/long.evemu"
        try
            (header.replacingOccurrences(of: "N: t", with: "N: " + String(repeating: "ñ", count: 3000))
            + down("1.000000")
            + up("1.050000")).write(toFile: long, atomically: true, encoding: .utf8)
        let cut = try CommandRunner.run(["convert", long, output])
        #expect(cut.status == 0 && cut.standardError.contains("the device's name is cut to its first 4096 bytes"))
        let replayed = try CommandRunner.run([
            "replay", output, "--scene", "touch-lab", "--state", folder.path + "/s.json",
        ])
        #expect(replayed.status == 0, "\(replayed.standardError)")
        // A recording with no contact has tried neither check of stuck or ghost contacts.
        let none = folder.path + "/none.evemu"
        try (header + "E: 1.000000 0000 0000 0000\n").write(toFile: none, atomically: true, encoding: .utf8)
        let health = try CommandRunner.run(["health", none])
        #expect(health.standardOutput.contains("stuck: not exercised (no contact in the recording)"))
        #expect(health.standardOutput.contains("ghosts: not exercised (no contact in the recording)"))
    }
}

extension ConvertCommandTests {
    @Test("a recording that gives no touch says why: a description alone, frames never ended; tabs in YAML are refused")
    func emptyTracesSayWhy() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = Self.recording.split(separator: "\n").map(String.init)
        let description = folder.path + "/device.desc", output = folder.path + "/out.json"
        try (lines.filter { !$0.hasPrefix("E:") }.joined(separator: "\n") + "\n").write(
            toFile: description, atomically: true, encoding: .utf8)
        let alone = try CommandRunner.run(["convert", description, output])
        #expect(alone.status == 0)
        #expect(
            alone.standardError.contains("the trace is empty: the recording holds no events"), "\(alone.standardError)")
        let unended = folder.path + "/unended.evemu"
        try (lines.filter { !$0.contains("0000 0000") }.joined(separator: "\n") + "\n").write(
            toFile: unended, atomically: true, encoding: .utf8)
        let frames = try CommandRunner.run(["convert", unended, output])
        #expect(frames.standardError.contains("never end a frame (no SYN_REPORT)"), "\(frames.standardError)")
        let record = try String(
            contentsOfFile: PackageRoot.path + "/Tests/Fuzz/corpus/libinput-record.yml", encoding: .utf8)
        let tabbed = folder.path + "/tabbed.yml"
        try record.replacingOccurrences(of: "\n  events:", with: "\n\tevents:").write(
            toFile: tabbed, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["convert", tabbed, output])
        #expect(
            refused.status == 1 && refused.standardError.contains("indented with a tab"), "\(refused.standardError)")
    }

    @Test(
        "a recording is read as it goes: a 20 MB line of NUL bytes is refused at line 1, a fault deep in the file leaves the old output as it was, and the description is never replaced"
    )
    func streamedRefusals() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.path + "/out.json"
        try "the user's own trace".write(toFile: output, atomically: true, encoding: .utf8)
        let nul = folder.path + "/nul.evemu"
        try Data(count: 20 << 20).write(to: URL(fileURLWithPath: nul))
        for command in [["convert", nul, output], ["health", nul]] {
            let result = try CommandRunner.run(command)
            #expect(
                result.status == 1
                    && result.standardError
                        == "touch-playground: \(nul): line 1: longer than 1 MB, which no recording's line is\n",
                "\(command[0]): \(result.standardError)")
        }
        // Not a recording to `replay` (no recording's lines in its head): a trace that does not read.
        let replay = try CommandRunner.run(["replay", nul, "--scene", "touch-views"])
        #expect(replay.status == 1 && replay.standardError.contains("invalid JSON at line 1"))
        // 5,000 frames, then a clock that runs back: the trace begun in a temporary file is dropped.
        var text = Self.recording.components(separatedBy: "E: ").first!
        for frame in 0..<5000 {
            text +=
                "E: \(10 + Double(frame) / 100) 0003 0039 \(frame)\nE: \(10 + Double(frame) / 100) 0003 0035 \(frame % 3000)\n"
            text += "E: \(10 + Double(frame) / 100) 0003 0036 800\nE: \(10 + Double(frame) / 100) 0000 0000 0\n"
        }
        text += "E: 1.0 0000 0000 0\n"
        let late = folder.path + "/late.evemu"
        try text.write(toFile: late, atomically: true, encoding: .utf8)
        let refused = try CommandRunner.run(["convert", late, output])
        #expect(refused.status == 1 && refused.standardError.contains("line 20009: time goes backwards"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "the user's own trace")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "late.evemu", "nul.evemu", "out.json",
            ])
        // The events in one file, the description in another: neither may be the output.
        let parts = Self.recording.components(separatedBy: "E: ")
        let description = folder.path + "/screen.desc", events = folder.path + "/screen.events"
        try parts[0].write(toFile: description, atomically: true, encoding: .utf8)
        try ("E: " + parts.dropFirst().joined(separator: "E: ")).write(
            toFile: events, atomically: true, encoding: .utf8)
        let overDescription = try CommandRunner.run(["convert", events, description, "--device-desc", description])
        #expect(overDescription.status == 1 && overDescription.standardError.contains("it is the input"))
        #expect(try String(contentsOfFile: description, encoding: .utf8) == parts[0])
        let converted = try CommandRunner.run(["convert", events, output, "--device-desc", description])
        #expect(converted.status == 0, "\(converted.standardError)")
    }
}
