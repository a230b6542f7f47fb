import ArgumentParser
import Testing

@testable import touch_playground

/// The window's usual launch is read without ArgumentParser (`WindowLaunch.read`, for start-up): it must
/// mean exactly what the parser makes of the same command line, and leave everything else to the parser.
@Suite("The window's command line, read at start-up")
struct WindowLaunchReadingTests {
    /// What ArgumentParser makes of `arguments`: the window's launch, or nil for another command or an error.
    private func parsed(_ arguments: [String]) -> WindowLaunch? {
        (try? TouchPlaygroundCommand.parseAsRoot(arguments) as? OpenCommand)?.launch
    }

    @Test("command lines a launcher, a script or a person types mean the same to both readers")
    func agreesWithTheParser() throws {
        let lines: [[String]] = [
            [],
            ["open"],
            ["--scene", "gestures"],
            ["--scene=gestures"],
            ["open", "--scene", "touch-views", "--seed", "7"],
            ["--seed=007", "--images", "/tmp/photos folder", "--touch-feedback"],
            ["--scene-file", "/home/me/lessons/my lesson.json", "--status-file", "/tmp/status.json"],
            ["--play", "recording.json", "--scene", "tap-vs-double-tap", "--log", "log.jsonl"],
            ["--state-on-exit", "state.json", "--scene", "no-such-scene"],
            ["--images=/a=b", "--scene=rotated-view"],
            ["--seed", "18446744073709551615"],
        ]
        for line in lines {
            let quick = try #require(WindowLaunch.read(line), "\(line) is the window's usual launch")
            #expect(quick == parsed(line), "\(line)")
        }
        #expect(WindowLaunch.read(["--scene=gestures", "--seed", "7"])?.seed == 7)
        #expect(WindowLaunch.read(["--images=/a=b"])?.images == "/a=b")
    }

    @Test("anything else is left to the parser: help, subcommands, mistakes, repeats, odd forms")
    func leavesTheRestToTheParser() {
        let lines: [[String]] = [
            ["--help"], ["-h"], ["help"], ["--version"], ["open", "--help"],
            ["scenes"], ["replay", "tap.json"], ["health", "recording.txt"],
            ["--scene"], ["--scene", "--seed", "7"], ["--scene="], ["--scene", ""],
            ["--seed", "-1"], ["--seed", "+5"], ["--seed", "7.5"], ["--seed", "18446744073709551616"],
            ["--scene", "a", "--scene", "b"], ["--touch-feedback", "--touch-feedback"],
            ["--touch-feedback=yes"], ["--scene", "gestures", "extra"], ["--", "--scene", "gestures"],
            ["-s", "gestures"], ["--no-such-option", "x"], ["--scene", "gestures", "--scene-file", "lesson.json"],
            ["--images", "-photos"], ["--generate-completion-script", "bash"], ["open", "open"],
        ]
        for line in lines {
            #expect(WindowLaunch.read(line) == nil, "\(line) is the parser's to read")
        }
    }

    @Test("every option `open` declares is read without the parser, so no launch pays for it unawares")
    func readsEveryOption() throws {
        let help = TouchPlaygroundCommand.helpMessage(for: OpenCommand.self, columns: 400)
        let names = help.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--") else { return nil }
            return String(first.split(separator: ",").first ?? first)
        }.filter { $0 != "--help" && $0 != "--version" }
        #expect(names.count >= 9, "\(names)")
        for name in names {
            let line = name == "--touch-feedback" ? [name] : [name, name == "--seed" ? "3" : "value"]
            #expect(WindowLaunch.read(line) != nil, "\(name) is read at start-up")
            #expect(WindowLaunch.read(line) == parsed(line), "\(name) means the same to both readers")
        }
    }
}
