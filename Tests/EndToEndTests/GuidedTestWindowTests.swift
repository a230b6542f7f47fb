import Foundation
import TestSupport
import Testing

/// The guided touchscreen test in the real window under Xvfb, with the mouse (one finger): each step takes
/// what it asks for, Skip leaves a step out, Escape puts the test away and Test screen resumes it, and the
/// summary and the saved report say what was measured. (With several real fingers: `WaylandTouchTests`.)
@Suite("The guided touchscreen test in the window", .serialized)
struct GuidedTestWindowTests {
    static func test(_ app: RunningApp) throws -> [String: Any] {
        try app.state()["guidedTest"] as? [String: Any] ?? [:]
    }

    static func press(_ app: RunningApp, _ name: String) throws {
        let (x, y) = try app.center(of: name)
        try app.click(x, y)
    }

    @Test("hold, a line, Escape and resume, nine targets, the quiet: the summary and the report's certificate")
    func walkThrough() throws {
        let data = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: data) }
        let app = try RunningApp(["--scene", "touch-lab"], environment: ["XDG_DATA_HOME": data.path])
        try Self.press(app, "test")
        try Wait.until("the test to show") { try Self.test(app)["step"] as? String == "hold still" }
        // One finger held on the spot: the part is done while it is still down (3 s of the lab's clock).
        let spot = try #require((try Self.test(app)["guides"] as? [[Double]])?.first)
        try app.xdotool(try app.mouseMove(spot[0], spot[1]) + ["sleep", "0.1", "mousedown", "1"])
        try Wait.until("the hold to be taken", timeout: 60) { try Self.test(app)["part"] as? Int == 1 }
        try app.xdotool(["mouseup", "1"])
        try Self.press(app, "test-skip")
        try Wait.until("the lines") { try Self.test(app)["step"] as? String == "draw lines" }
        // Across the line: refused, said; along it, slowly: taken.
        let line = try #require((try Self.test(app)["guides"] as? [[Double]])?.first)
        try app.drag(from: (line[0] + 200, line[1] - 150), to: (line[0] + 210, line[1] + 150), steps: 60, pause: 0.015)
        try Wait.until("the refusal") { try Self.test(app)["refusal"] as? String == "not along the line" }
        try app.drag(from: (line[0], line[1]), to: (line[2], line[3]), steps: 90, pause: 0.015)
        try Wait.until("the first line taken") { try Self.test(app)["part"] as? Int == 1 }
        // Put away and resumed where it was.
        try app.key("Escape")
        try Wait.until("the test put away") { try Self.test(app)["on"] as? Bool == false }
        try Wait.until("the lab's buttons back") { try app.view("test").frame[2] > 0 }
        try Self.press(app, "test")
        try Wait.until("resumed") {
            let test = try Self.test(app)
            return test["on"] as? Bool == true && test["step"] as? String == "draw lines" && test["part"] as? Int == 1
        }
        try Self.press(app, "test-skip")
        try Wait.until("the targets") { try Self.test(app)["step"] as? String == "tap targets" }
        // Targets shows 25 (a 5 × 5 grid), and nine again.
        try Self.press(app, "test-targets")
        try Wait.until("25 targets") { (try Self.test(app)["targets"] as? [[Double]])?.count == 25 }
        try Self.press(app, "test-targets")
        try Wait.until("nine targets") { try Self.test(app)["targetCount"] as? Int == 9 }
        let targets = try #require(try Self.test(app)["targets"] as? [[Double]])
        for (index, target) in targets.enumerated() {
            try app.click(target[0], target[1])
            try Wait.until("target \(index + 1) taken") {
                let test = try Self.test(app)
                return test["part"] as? Int == index + 1 || test["step"] as? String != "tap targets"
            }
        }
        try Wait.until("fingers apart") { try Self.test(app)["step"] as? String == "fingers apart" }
        try Self.press(app, "test-skip")
        try Wait.until("left alone for 10 s", timeout: 90) { try Self.test(app)["step"] is NSNull }
        let test = try Self.test(app)
        let statuses = try #require(test["statuses"] as? [String: String])
        #expect(
            statuses == [
                "hold still": "skipped", "draw lines": "skipped", "tap targets": "done", "fingers apart": "skipped",
                "leave alone": "done",
            ])
        let checks = try #require(test["checks"] as? [[String: Any]])
        func verdict(_ name: String) -> String? {
            checks.first { $0["name"] as? String == name }?["verdict"] as? String
        }
        // The mouse lands where it is sent: every target within a millimetre; nothing touched while alone.
        #expect(verdict("accuracy") == "pass" && verdict("ghosts") == "pass" && verdict("stuck") == "pass", "\(checks)")
        // A mouse held still reports nothing: its jitter is not judged (a finger's is, through mutter).
        #expect(verdict("straightness") == "pass" && verdict("jitter") != "fail", "\(checks)")
        #expect(verdict("separation") == "not exercised")
        try Wait.until("the summary said") {
            try app.appStatus().canvasDescription.contains("Touchscreen test · results")
        }
        try Self.press(app, "test-save")
        try Wait.until("the report") { try app.appStatus().messages.last?.hasPrefix("Report saved in ") == true }
        let folder = data.appendingPathComponent("touch-playground/reports").path
        let archive = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first)
        let unpack = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: unpack) }
        let tar = Process()
        tar.executableURL = URL(fileURLWithPath: "/bin/tar")
        tar.arguments = ["-xzf", folder + "/" + archive, "-C", unpack.path]
        try tar.run()
        tar.waitUntilExit()
        let bundle = unpack.appendingPathComponent(String(archive.dropLast(".tar.gz".count)))
        let certificate =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("certificate.json")))
            as? [String: Any]
        #expect(certificate?["format"] as? String == "touch-cert/1")
        #expect((certificate?["taps"] as? [Any])?.count == 9 && (certificate?["checks"] as? [Any])?.count == 9)
        // The session's recording, with the screen's millimetres: health reads it as it reads a device's.
        let health = try CommandRunner.run(["health", bundle.appendingPathComponent("recording.json").path, "--json"])
        #expect(health.status == 0, "\(health.standardError)")
        let measured = try JSONSerialization.jsonObject(with: Data(health.standardOutput.utf8)) as? [String: Any]
        #expect(measured?["format"] as? String == "touch-health/2")
        #expect((measured?["device"] as? [String: Any])?["fitted"] as? Bool == false)
        #expect((measured?["contacts"] as? [Any])?.count ?? 0 >= 12, "the hold, two strokes, nine taps")
        #expect((measured?["lines"] as? [Any])?.count ?? 0 >= 1, "the line drawn along the guide")
        // The recording holds the Escape that put the test away, between the touches it came between.
        let recorded =
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("recording.json")))
            as? [String: Any]
        #expect(recorded?["format"] as? String == "touch-trace/5")
        #expect(
            (recorded?["window"] as? [[String: Any]])?.contains { $0["key"] as? String == "escape" } == true,
            "\(recorded?["window"] ?? "no window events")")
        // Played through the lab as it was recorded (Escape and all), the recording holds the test itself:
        // its steps as they ended, each verdict as the certificate gave it, its nine taps.
        let replayed = try #require(measured?["guided_test"] as? [String: Any], "\(health.standardOutput.prefix(400))")
        let replayedSteps = (replayed["steps"] as? [[String: String]])?.map { ($0["name"] ?? "", $0["status"] ?? "") }
        #expect(replayedSteps.map { Dictionary(uniqueKeysWithValues: $0) } == statuses)
        func verdicts(_ report: [String: Any]?) -> [String: String] {
            Dictionary(
                uniqueKeysWithValues: (report?["checks"] as? [[String: Any]] ?? []).map {
                    ($0["name"] as? String ?? "", $0["verdict"] as? String ?? "")
                })
        }
        #expect(verdicts(replayed) == verdicts(certificate) && verdicts(measured) == verdicts(certificate))
        #expect((replayed["taps"] as? [Any])?.count == 9)
        let words = try CommandRunner.run(["health", bundle.appendingPathComponent("recording.json").path])
        #expect(
            words.standardOutput.contains(
                "guided test, replayed from the recording: hold still skipped, draw lines skipped, tap targets done, "
                    + "fingers apart skipped, leave alone done\n  target 1 at "), "\(words.standardOutput)")
        let png = try Data(contentsOf: bundle.appendingPathComponent("certificate.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]) && png.count > 10_000, "\(png.count) bytes")
        let page = try String(contentsOf: bundle.appendingPathComponent("certificate.md"), encoding: .utf8)
        #expect(page.hasPrefix("# Touchscreen test\n") && page.contains("| accuracy | pass |"), "\(page.prefix(600))")
    }

    /// Moves the keyboard's ring with Right until it is on `name` (at most 40 presses).
    static func ring(_ app: RunningApp, to name: String) throws {
        for _ in 0..<40 {
            if try app.appStatus().keyboardFocus == name { return }
            let before = try app.appStatus().keyboardFocus
            try app.key("Right")
            try Wait.until("the ring to move from \(before)") { try app.appStatus().keyboardFocus != before }
        }
        throw TestFailure("the ring never reached \(name)")
    }

    @Test("taps landing 12 px right of every target: accuracy fails, and Copy fixes puts the fix on the clipboard")
    func copyFixes() throws {
        let app = try RunningApp(["--scene", "touch-lab"])
        try Self.press(app, "test")
        try Wait.until("the test to show") { try Self.test(app)["step"] as? String == "hold still" }
        for step in ["draw lines", "tap targets"] {
            try Self.press(app, "test-skip")
            try Wait.until(step) { try Self.test(app)["step"] as? String == step }
        }
        let targets = try #require(try Self.test(app)["targets"] as? [[Double]])
        for (index, target) in targets.enumerated() {
            try app.click(target[0] + 12, target[1])
            try Wait.until("target \(index + 1) taken") {
                let test = try Self.test(app)
                return test["part"] as? Int == index + 1 || test["step"] as? String != "tap targets"
            }
        }
        for step in ["fingers apart", "leave alone"] {
            try Wait.until(step) { try Self.test(app)["step"] as? String == step }
            try Self.press(app, "test-skip")
        }
        try Wait.until("the summary") { try Self.test(app)["step"] is NSNull }
        let checks = try #require(try Self.test(app)["checks"] as? [[String: Any]])
        #expect(checks.first { $0["name"] as? String == "accuracy" }?["verdict"] as? String == "fail", "\(checks)")
        try Wait.until("Copy fixes shown") { try app.view("test-copy").frame[2] > 0 }
        try Self.press(app, "test-copy")
        try Wait.until("the toast") { try app.appStatus().messages.last == "Fixes copied" }
        let copied = String(
            decoding: try app.display.run("timeout", ["10", "xclip", "-selection", "clipboard", "-o"]), as: UTF8.self)
        #expect(copied.hasPrefix("what to do:\n  Taps land up to 3") && copied.contains("Calibrate"), "\(copied)")
    }

    @Test("with the keyboard alone: the ring reaches Test screen and Skip, Enter presses them, Escape puts it away")
    func keyboard() throws {
        let app = try RunningApp(["--scene", "touch-lab"])
        try Self.ring(app, to: "test")
        try app.key("Return")
        try Wait.until("the test to show") { try Self.test(app)["on"] as? Bool == true }
        try Self.ring(app, to: "test-skip")
        try app.key("Return")
        try Wait.until("the step skipped") { try Self.test(app)["step"] as? String == "draw lines" }
        try Wait.until("the step said") {
            try app.appStatus().canvasDescription.contains("Step 2 of 5 · Draw along the lines")
        }
        try app.key("Escape")
        try Wait.until("put away") { try Self.test(app)["on"] as? Bool == false }
    }
}
