import Foundation
import TestSupport
import Testing

/// `--profile`, the double-tap options and `compare`, on a real double tap with 0.36 s between the taps.
@Suite("Gesture-threshold profiles on the command line")
struct ProfileCommandTests {
    static let doubleTap = #"""
        {"format":"touch-trace/1","size":[800,600],"events":[
        {"t":0,"kind":"touch","id":1,"phase":"began","x":400,"y":300},
        {"t":0.08,"kind":"touch","id":1,"phase":"ended","x":401,"y":301},
        {"t":0.44,"kind":"touch","id":2,"phase":"began","x":404,"y":302},
        {"t":0.52,"kind":"touch","id":2,"phase":"ended","x":404,"y":302}]}
        """#

    private func withTrace<T>(_ body: (String) throws -> T) throws -> T {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("double-tap-036.json").path
        try Self.doubleTap.write(toFile: path, atomically: true, encoding: .utf8)
        return try body(path)
    }

    @Test("compare prints one column per profile: UIKit and Android see two taps, GTK a double tap")
    func compare() throws {
        let result = try withTrace { try CommandRunner.run(["compare", $0, "--scene", "gestures"]) }
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines[1].split(separator: " ", omittingEmptySubsequences: true)
                == ["recognizer", "UIKit", "Android", "Flutter", "Hammer.js", "GTK"])
        let tap = try #require(lines.first { $0.hasPrefix("tap-1 ") })
        let double = try #require(lines.first { $0.hasPrefix("double-tap-1 ") })
        #expect(tap.components(separatedBy: "fired ×2").count - 1 == 4 && tap.hasSuffix("–"), "\(tap)")
        #expect(double.hasSuffix("fired ×1") && double.components(separatedBy: "fired").count - 1 == 1, "\(double)")
    }

    @Test(
        "replay --double-tap-time 0.4 (the desktop's setting) or --profile gtk makes it a double tap",
        arguments: [
            ([String](), false), (["--double-tap-time", "0.4"], true), (["--profile", "gtk"], true),
            (["--profile", "gtk", "--double-tap-time", "0.3"], false),
        ])
    func replayOptions(options: [String], isDouble: Bool) throws {
        let result = try withTrace {
            try CommandRunner.run(["replay", $0, "--scene", "gestures", "--log", "-"] + options)
        }
        #expect(result.status == 0, "\(result.standardError)")
        let recognized = result.standardOutput.contains(#""recognizer":"double-tap-1","view":"stage","state":"ended""#)
        #expect(recognized == isDouble, "\(options)")
    }

    @Test(
        "an unknown profile or a nonsense double-tap time is one line with exit 64",
        arguments: [
            (["--profile", "ios"], "unknown profile \"ios\" (profiles: uikit, android, flutter, hammerjs, gtk)"),
            (["--double-tap-time=-1"], "--double-tap-time -1.0: expected seconds above 0 and up to 5"),
            (["--double-tap-distance", "inf"], "--double-tap-distance inf: expected points from 0 to 1000"),
            (["--long-press-time", "0"], "--long-press-time 0.0: expected seconds above 0 and up to 10"),
        ])
    func badOptions(options: [String], message: String) throws {
        let result = try CommandRunner.run(["replay", "data/traces/tap-D.json", "--scene", "touch-views"] + options)
        #expect(result.status == 64)
        #expect(result.standardError.split(separator: "\n").count == 1)
        #expect(result.standardError.contains(message), "\(result.standardError)")
        let compare = try CommandRunner.run(["compare", "data/traces/nope.json", "--scene", "touch-views"])
        #expect(compare.status == 1 && compare.standardError.contains("nope.json: cannot read: no such file"))
    }
}

/// The window honors the desktop's double-click time and the profile chosen in its menu, and says so.
@Suite("Gesture thresholds in the window", .serialized)
struct WindowThresholdTests {
    @Test("the desktop's double-click time (600 ms) is in force and in the status; the menu switches profile")
    func desktopAndMenu() throws {
        let config = try CommandRunner.temporaryFolder().appendingPathComponent("config")
        try FileManager.default.createDirectory(
            at: config.appendingPathComponent("gtk-4.0"), withIntermediateDirectories: true)
        try "[Settings]\ngtk-double-click-time=600\ngtk-long-press-time=900\n".write(
            to: config.appendingPathComponent("gtk-4.0/settings.ini"),
            atomically: true, encoding: .utf8)
        let app = try RunningApp(["--scene", "multi-touch"], environment: ["XDG_CONFIG_HOME": config.path])
        var thresholds = try app.appStatus().thresholds
        #expect(thresholds.profile == "uikit")
        // A finger takes the longer of UIKit's 0.35 s and this desktop's 600 ms, and UIKit's 40 pt and 0.5 s
        // long press; the mouse takes this desktop's double click (600 ms, 5 px) and long press (900 ms).
        #expect(thresholds.doubleTapTime == 0.6)
        #expect(thresholds.doubleTapDistance == 40)
        #expect(thresholds.longPressTime == 0.5)
        #expect(thresholds.pointer.doubleClickTime == 0.6)
        #expect(thresholds.pointer.doubleClickDistance == 5)
        #expect(thresholds.pointer.longPressTime == 0.9)
        // Two clicks 450 ms apart: a double tap under this desktop's 600 ms (UIKit's own 0.35 s would not).
        try app.xdotool(try app.mouseMove(400, 300) + ["click", "--repeat", "2", "--delay", "450", "1"])
        try Wait.until("the double tap") { (try app.state()["taps"] as? [String]) == ["double"] }
        // Android's thresholds from the menu: the seventh item from the end (About and the two second-finger
        // keys come after the profiles).
        try app.xdotool(
            ["windowfocus", "--sync", app.windowID, "key", "--delay", "200", "F10"]
                + Array(repeating: "Up", count: 7) + ["Return"])
        try Wait.until("the Android profile") {
            try app.appStatus().thresholds.profile == "android"
        }
        thresholds = try app.appStatus().thresholds
        #expect(thresholds.doubleTapTime == 0.3)
        let settings = try String(
            contentsOf: config.appendingPathComponent("touch-playground/settings.json"), encoding: .utf8)
        #expect(settings.contains(#""profile": "android""#))
    }
}
