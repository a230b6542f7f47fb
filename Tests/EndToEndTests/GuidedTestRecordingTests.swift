import Foundation
import Playground
import TestSupport
import Testing

/// `health` on a recording of the touch lab's guided test: the recording is played through the lab as it
/// was made, so it knows the test's steps and targets and judges what the certificate judged. Each
/// recording here is made as a person makes one, step by step: the lab's own state (`replay --state`) says
/// where the next guide, spot, target or button is, and the next fingers go there.
@Suite("A recording of the guided test, read by health")
struct GuidedTestRecordingTests {
    @Test("jittery holds on a screen reading 2.9 mm off: every step known, jitter and accuracy fail, the rest pass")
    func flawed() throws {
        var recording = try LabRecording()
        try recording.walkThrough(jitter: 0.8, offset: (2.5, -1.5))
        let health = try recording.health()
        let test = try #require(health["guided_test"] as? [String: Any])
        let steps = (test["steps"] as? [[String: String]])?.map { $0["status"] ?? "" }
        #expect(steps == Array(repeating: "done", count: 5))
        #expect((test["taps"] as? [Any])?.count == 9)
        let verdicts = Self.verdicts(health)
        #expect(
            verdicts == [
                "report rate": "pass", "jitter": "fail", "moving jitter": "pass", "straightness": "pass",
                "accuracy": "fail", "contacts": "pass", "separation": "pass", "stuck": "pass", "ghosts": "pass",
            ], "\(verdicts)")
        #expect(Self.verdicts(test) == verdicts, "the certificate's verdicts are the report's")
        // The display's rate the recording names (90 Hz) is the limit; the option still overrides it.
        let rate = try #require(
            (health["checks"] as? [[String: Any]])?.first { $0["name"] as? String == "report rate" })
        #expect(rate["limit"] as? Double == 90)
        #expect(Self.verdicts(try recording.health(["--refresh-rate", "144"]))["report rate"] == "fail")
        // In words: the steps, each target with its tap, what to do (calibrate; the fuzz, from a recording).
        let words = try CommandRunner.run(["health", recording.path])
        #expect(words.status == 0, "\(words.standardError)")
        #expect(
            words.standardOutput.contains(
                "guided test, replayed from the recording: hold still done, draw lines done, tap targets done, "
                    + "fingers apart done, leave alone done\n  target 1 at 27.5, 56.3 mm: its tap "),
            "\(words.standardOutput)")
        #expect(words.standardOutput.contains("accuracy: fail") && words.standardOutput.contains("Calibrate"))
        #expect(words.standardOutput.contains("sudo libinput record --all -o held.yml"))
        // A recording whose device names its axes (the lab read them live): the fuzz lines themselves.
        recording.axes = true
        let fixes = try #require(try recording.health()["fixes"] as? [[String: Any]])
        let lines = fixes.first { $0["file"] as? String == "/etc/udev/hwdb.d/61-evdev-local.hwdb" }?["lines"]
        #expect((lines as? [String])?.contains { $0.hasPrefix(" EVDEV_ABS_35=:::") } == true, "\(fixes)")
    }

    @Test("a steady finger and taps scattered a third of a millimetre: every verdict passes")
    func clean() throws {
        var recording = try LabRecording()
        try recording.walkThrough(jitter: 0.05)
        let verdicts = Self.verdicts(try recording.health())
        #expect(verdicts.count == 9 && verdicts.values.allSatisfy { $0 == "pass" }, "\(verdicts)")
    }

    @Test("Escape the lab answered replays where it was pressed: the test is put away; a lab with no test has none")
    func escape() throws {
        var recording = try LabRecording()
        try recording.press("test")
        #expect(try recording.test()["on"] as? Bool == true)
        recording.window.append(["t": recording.time, "after": recording.events.count, "key": "escape"])
        #expect(try recording.test()["on"] as? Bool == false)
        // The canvas resized where it was: the lab's views laid out at its new size.
        recording.window.append(["t": recording.time, "after": recording.events.count, "size": [700, 640]])
        let root = try (recording.state()["views"] as? [[String: Any]])?.first
        #expect(root?["name"] as? String == "root" && root?["frame"] as? [Double] == [0, 0, 700, 640])
        var plain = try LabRecording()
        try plain.tap(500, 500)
        #expect(try plain.health()["guided_test"] == nil)
    }

    private static func verdicts(_ report: [String: Any]) -> [String: String] {
        Dictionary(
            uniqueKeysWithValues: (report["checks"] as? [[String: Any]] ?? []).map {
                ($0["name"] as? String ?? "", $0["verdict"] as? String ?? "")
            })
    }
}

/// A touch lab recording made event by event, at 100 reports a second on a screen of 0.25 mm a point.
private struct LabRecording {
    var events: [[String: Any]] = []
    var window: [[String: Any]] = []
    var time = 0.0
    /// Whether the device names its axes, as the lab writes them where it could read them live.
    var axes = false
    private var nextID = 1
    private var random = SeededRandomNumberGenerator(seed: 7)
    private let folder: URL
    static let millimetresPerPoint = 0.25

    init() throws { folder = try CommandRunner.temporaryFolder() }

    var path: String { folder.appendingPathComponent("recording.json").path }

    /// Writes the recording so far.
    func write() throws {
        var document: [String: Any] = [
            "format": "touch-trace/5", "size": [1100, 720], "scene": "touch-lab",
            "device": ["name": "Synthetic 0001", "mmPerPoint": Self.millimetresPerPoint, "refreshHz": 90],
            "events": events,
        ]
        if !window.isEmpty { document["window"] = window }
        if axes {
            let axis = ["min": 0, "max": 4095, "resolution": 15]
            document["device"] = [
                "name": "Synthetic 0001", "mmPerPoint": Self.millimetresPerPoint, "refreshHz": 90,
                "axes": [axis.merging(["code": 53]) { $1 }, axis.merging(["code": 54]) { $1 }],
            ]
        }
        try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path))
    }

    /// The lab's state after the recording so far, replayed.
    func state() throws -> [String: Any] {
        try write()
        let statePath = folder.appendingPathComponent("state.json").path
        let run = try CommandRunner.run(["replay", path, "--state", statePath])
        guard run.status == 0 else { throw TestFailure("replay: \(run.standardError)") }
        let data = try Data(contentsOf: URL(fileURLWithPath: statePath))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    func test() throws -> [String: Any] { try state()["guidedTest"] as? [String: Any] ?? [:] }

    /// `health --json` on the recording so far.
    func health(_ options: [String] = []) throws -> [String: Any] {
        try write()
        let run = try CommandRunner.run(["health", path, "--json"] + options)
        guard run.status == 0 else { throw TestFailure("health: \(run.standardError)") }
        return try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any] ?? [:]
    }

    private mutating func touch(_ id: Int, _ phase: String, _ x: Double, _ y: Double) {
        events.append([
            "t": (time * 10_000).rounded() / 10_000, "kind": "touch", "id": id, "phase": phase, "x": x, "y": y,
        ])
    }

    /// A finger tapping at `x`, `y` (points).
    mutating func tap(_ x: Double, _ y: Double) throws {
        let id = nextID
        nextID += 1
        touch(id, "began", x, y)
        time += 0.06
        touch(id, "ended", x, y)
        time += 0.3
    }

    /// A tap on the lab's button named `name`, where the lab has it now.
    mutating func press(_ name: String) throws {
        let frame = try #require(Self.frame(of: name, in: try state()["views"]))
        try tap(frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }

    private static func frame(of name: String, in value: Any?) -> [Double]? {
        if let object = value as? [String: Any] {
            if object["name"] as? String == name { return object["frame"] as? [Double] }
            return object.values.lazy.compactMap { frame(of: name, in: $0) }.first
        }
        return (value as? [Any])?.lazy.compactMap { frame(of: name, in: $0) }.first
    }

    /// Fingers down at `starts`, moved by `offset` (points) over `seconds`, each report shaken by `jitter`
    /// millimetres (a standard deviation on each axis), then lifted.
    mutating func fingers(at starts: [[Double]], moving offset: (Double, Double), seconds: Double, jitter: Double) {
        let ids = starts.indices.map { nextID + $0 }
        nextID += starts.count
        for (id, start) in zip(ids, starts) { touch(id, "began", start[0], start[1]) }
        time += 0.01
        let reports = Int(seconds * 100)
        let spread = jitter / Self.millimetresPerPoint
        for report in 1...reports {
            let along = Double(report) / Double(reports)
            for (id, start) in zip(ids, starts) {
                touch(
                    id, "moved", start[0] + offset.0 * along + random.gaussian() * spread,
                    start[1] + offset.1 * along + random.gaussian() * spread)
            }
            time += 0.01
        }
        for (id, start) in zip(ids, starts) { touch(id, "ended", start[0] + offset.0, start[1] + offset.1) }
        time += 0.3
    }

    /// Every step as the lab asks for it: held fingers shaken by `jitter` mm, lines drawn at 60 mm/s, taps
    /// reported `offset` mm off (a screen mapped off) and scattered a third of a millimetre each way as a
    /// finger's are, fingers slid apart, then the screen left alone.
    mutating func walkThrough(jitter: Double, offset: (Double, Double) = (0, 0)) throws {
        try press("test")
        var test = try self.test()
        let spot = try #require((test["guides"] as? [[Double]])?.first)
        fingers(at: [Array(spot.prefix(2))], moving: (0, 0), seconds: 3.3, jitter: jitter)
        test = try self.test()
        #expect(test["part"] as? Int == 1, "one finger held")
        fingers(
            at: (test["guides"] as? [[Double]] ?? []).map { Array($0.prefix(2)) }, moving: (0, 0), seconds: 3.3,
            jitter: jitter)
        test = try self.test()
        #expect(test["step"] as? String == "draw lines")
        for line in try #require(test["guides"] as? [[Double]]) {
            let length = hypot(line[2] - line[0], line[3] - line[1]) * Self.millimetresPerPoint
            fingers(
                at: [[line[0], line[1]]], moving: (line[2] - line[0], line[3] - line[1]), seconds: length / 60,
                jitter: 0)
        }
        test = try self.test()
        #expect(test["step"] as? String == "tap targets", "every line taken: \(test["refusal"] ?? "")")
        let (reach, scale) = (0.33 / Self.millimetresPerPoint, 1 / Self.millimetresPerPoint)
        for target in try #require(test["targets"] as? [[Double]]) {
            try tap(
                target[0] + offset.0 * scale + random.uniform(-reach, reach),
                target[1] + offset.1 * scale + random.uniform(-reach, reach))
        }
        test = try self.test()
        #expect(test["step"] as? String == "fingers apart")
        let pair = try #require(test["guides"] as? [[Double]])
        fingers(at: [Array(pair[0].prefix(2)), Array(pair[1].prefix(2))], moving: (550, 0), seconds: 2.3, jitter: 0)
        test = try self.test()
        let spread = (test["guides"] as? [[Double]] ?? []).filter { $0[0] == $0[2] && $0[1] == $0[3] }
        #expect(spread.count == 5)
        fingers(at: spread.map { Array($0.prefix(2)) }, moving: (300, 0), seconds: 2.3, jitter: 0)
        // The quiet (a moment, then 10 s), then Save report on the summary: the recording's last touch.
        time += 11.5
        try press("test-save")
    }
}

extension SeededRandomNumberGenerator {
    /// A number drawn evenly from `low` to `high`.
    mutating func uniform(_ low: Double, _ high: Double) -> Double { Double.random(in: low...high, using: &self) }

    /// A standard normal deviate (Box–Muller).
    mutating func gaussian() -> Double {
        let u = Double.random(in: 1e-12...1, using: &self), v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
