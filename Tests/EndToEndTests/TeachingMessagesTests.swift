import Foundation
import TestSupport
import Testing

/// The command line teaches: its help shows the window's options, the trace versions it reads and the files
/// it writes; a file given in the wrong place, a UIKit name in a lesson, a lesson asked for by name, a replay
/// that writes nothing and a window with no display each get a message that says what to do, word for word.
@Suite("Messages that teach")
struct TeachingMessagesTests {
    private let lesson = "data/scenes/rotated-view.json"
    private let trace = "data/traces/double-tap.json"

    /// A copy of the tap-versus-double-tap lesson with `original` replaced by `replacement`.
    private func lessonWith(_ original: String, _ replacement: String) throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        let text = try String(contentsOfFile: PackageRoot.path + "/data/scenes/tap-vs-double-tap.json", encoding: .utf8)
        #expect(text.contains(original))
        let file = folder.appendingPathComponent("uikit.json").path
        try text.replacingOccurrences(of: original, with: replacement).write(
            toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The one line the command said on standard error, after the program's name; the exit status must be 1.
    private func failure(_ arguments: [String], environment: [String: String] = [:], removing: [String] = [])
        throws -> String
    {
        let result = try CommandRunner.run(arguments, environment: environment, removing: removing)
        #expect(result.status == 1, "\(arguments): \(result.standardError)")
        let line = result.standardError.split(separator: "\n").last.map(String.init) ?? ""
        return line.hasPrefix("touch-playground: ") ? String(line.dropFirst(18)) : line
    }

    @Test("--help lists the window's options, the trace versions read and the files the app writes")
    func help() throws {
        let text = try CommandRunner.run(["--help"]).standardOutput
        for option in ["--scene <scene>", "--scene-file <file>", "--play <trace>", "--status-file", "--log <log>"] {
            #expect(text.contains("\n  " + option), "\(option) missing from --help")
        }
        #expect(text.contains("every version is read (touch-trace/1 to /4;"))
        for file in [
            "~/.config/touch-playground/settings.json", "~/.local/share/touch-playground/recordings/",
            "~/.local/share/touch-playground/reports/", "~/Pictures/Touch Playground/",
            "~/Documents/Touch Playground lessons/",
        ] {
            #expect(text.contains("\n  " + file + "\n"), "\(file) missing from --help")
        }
        // `help` and `-h` say the same.
        #expect(try CommandRunner.run(["-h"]).standardOutput == text)
        #expect(try CommandRunner.run(["help"]).standardOutput == text)
    }

    @Test("a lesson given as a trace, and a trace given as a lesson, are named for what they are")
    func wrongKindOfFile() throws {
        #expect(
            try failure(["replay", lesson, "--scene", "touch-views"])
                == "\(lesson): this is a lesson (touch-scene/1), not a touch trace: open it with --scene-file FILE; "
                + "a trace plays in it with `touch-playground replay TRACE.json --scene-file FILE`")
        #expect(
            try failure(["replay", trace, "--scene-file", trace])
                == "\(trace): this is a touch trace (touch-trace/1), not a lesson: play it with --play FILE, "
                + "or headless with `touch-playground replay FILE --scene NAME`")
    }

    @Test("UIKit's names in a lesson are answered with the key to use, and where it goes")
    func uikitNames() throws {
        let inView = try lessonWith(#"{"name": "card""#, #"{"name": "card", "numberOfTapsRequired": 2"#)
        #expect(
            try failure(["replay", trace, "--scene-file", inView]).hasPrefix(
                "\(inView): $.views[0].numberOfTapsRequired: unknown key \"numberOfTapsRequired\" in a view: "
                    + "UIKit's numberOfTapsRequired is \"taps\" here, a key of a tap or long-press recognizer; known keys: "
            ))
        let inRecognizer = try lessonWith(#""taps": 2"#, #""numberOfTapsRequired": 2"#)
        #expect(
            try failure(["replay", trace, "--scene-file", inRecognizer]).hasPrefix(
                "\(inRecognizer): $.views[0].recognizers[1].numberOfTapsRequired: unknown key "
                    + "\"numberOfTapsRequired\" in a recognizer: UIKit's numberOfTapsRequired is \"taps\" here; "))
        let hidden = try lessonWith(#"{"name": "card""#, #"{"name": "card", "isUserInteractionEnabled": false"#)
        #expect(
            try failure(["replay", trace, "--scene-file", hidden]).contains(
                "UIKit's isUserInteractionEnabled is \"userInteractionEnabled\" here; known keys"))
        let kind = try lessonWith(#""kind": "tap", "taps": 2"#, #""kind": "UITapGestureRecognizer", "taps": 2"#)
        #expect(
            try failure(["replay", trace, "--scene-file", kind]).contains(
                "unknown kind \"UITapGestureRecognizer\": UIKit's UITapGestureRecognizer is the kind \"tap\" here; "))
    }

    @Test("--scene finds a sample lesson by its name; an unknown name lists the scenes and the lessons")
    func lessonByName() throws {
        let result = try CommandRunner.run(["replay", trace, "--scene", "rotated-view", "--state", "-"])
        #expect(result.status == 0, "\(result.standardError)")
        let state = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(state?["scene"] as? String == "rotated-view")
        let unknown = try failure(["replay", trace, "--scene", "rotated"])
        #expect(unknown.hasPrefix("unknown scene \"rotated\" (scenes: touch-views, image-viewer, "))
        #expect(unknown.contains("; sample lessons, by name too: cancels-touches-in-view, "))
        #expect(unknown.contains(", rotated-view, ") && unknown.hasSuffix("/data/scenes)"))
    }

    @Test("a replay asked for no output says what it did and how to see more")
    func replayWithoutOutput() throws {
        let result = try CommandRunner.run(["replay", trace, "--scene", "gestures"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(
            result.standardError
                == "touch-playground: \(trace): replayed 4 events into gestures; nothing was written: "
                + "ask for --log FILE, --state FILE, --png FILE, --timeline FILE or --frames FOLDER\n")
    }

    @Test("with no display, the hint is the user's own command, run headless")
    func noDisplayHint() throws {
        let noDisplay = ["DISPLAY", "WAYLAND_DISPLAY"]
        let prefix = "cannot open a window: no display (DISPLAY and WAYLAND_DISPLAY are unset or unreachable); "
        #expect(
            try failure(["--scene-file", "my lessons/tap.json"], removing: noDisplay)
                == prefix
                + "run it headless with `touch-playground replay TRACE.json --scene-file 'my lessons/tap.json' --png frame.png`"
        )
        #expect(
            try failure(["--play", trace, "--scene", "gestures"], removing: noDisplay)
                == prefix + "run it headless with `touch-playground replay \(trace) --scene gestures --png frame.png`")
        #expect(
            try failure(["--scene", "rotated-view"], removing: noDisplay)
                == prefix
                + "run it headless with `touch-playground replay TRACE.json --scene rotated-view --png frame.png`")
    }
}
