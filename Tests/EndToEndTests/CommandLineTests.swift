import Foundation
import TestSupport
import Testing

@Suite("touch-playground command line, end to end")
struct CommandLineTests {
    let traces = PackageRoot.path + "/data/traces/"

    @Test("scenes lists every scene, one line each")
    func scenes() throws {
        let result = try CommandRunner.run(["scenes"])
        #expect(result.status == 0)
        // The built-in scenes, then (after a blank line) the sample lessons.
        let blocks = result.standardOutput.components(separatedBy: "\n\n")
        let lines = blocks[0].split(separator: "\n")
        let names = lines.map { String($0.prefix { $0 != " " }) }
        #expect(
            names == [
                "touch-views", "image-viewer", "gestures", "tray", "multi-touch", "drawing-pad", "lines",
                "direct-manipulation", "controls", "touch-lab",
            ])
        // Each line: the name, then a one-line summary.
        #expect(lines.allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).count > 4 })
        #expect(blocks.count == 2 && blocks[1].hasPrefix("Sample lessons"))
    }

    @Test("replay writes the log to standard output, the state and a PNG")
    func replayOutputs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.json").path,
            png = folder.appendingPathComponent("frame.png").path
        let result = try CommandRunner.run([
            "replay", traces + "tap-D.json", "--scene", "touch-views", "--log", "-",
            "--state", state, "--png", png, "--seed", "3",
        ])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == #"{"t":0,"event":"hit-test","touch":1,"input":"touchscreen","point":[632,372],"view":"D","path":["window","root","C","D"],"#
                + #""visited":[{"view":"window","verdict":"path"},{"view":"root","verdict":"path"},"#
                + #"{"view":"C","verdict":"path"},{"view":"D","verdict":"hit"}]}"#
        )
        let responders = lines.filter { $0.contains(#""phase":"began""#) }.compactMap { line -> String? in
            line.range(of: #""responder":""#).map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
        }
        #expect(responders == ["D", "C", "root", "controller", "window", "application"])
        let stateJSON =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(stateJSON?["scene"] as? String == "touch-views")
        let pngBytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(pngBytes.starts(with: [0x89, 0x50, 0x4e, 0x47]))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["frame.png", "state.json"])
    }

    @Test("the same seed gives the same state; --size changes the window")
    func repeatable() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var states: [String] = []
        for (index, size) in ["800x600", "800x600", "400x300"].enumerated() {
            let state = folder.appendingPathComponent("state\(index).json").path
            let result = try CommandRunner.run([
                "replay", traces + "tap-D.json", "--scene", "touch-views", "--seed", "9",
                "--state", state, "--size", size,
            ])
            #expect(result.status == 0)
            states.append(try String(contentsOfFile: state, encoding: .utf8))
        }
        #expect(states[0] == states[1])
        #expect(states[0] != states[2])
        #expect(states[2].contains("\"frame\": [0, 0, 400, 300]"))
    }

    @Test("replay of the image viewer reports the photo on screen")
    func imageViewer() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.json").path
        let result = try CommandRunner.run([
            "replay", traces + "double-tap.json", "--scene", "image-viewer", "--state", state,
        ])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: state, encoding: .utf8).contains(#""image": "chelsea.png""#))
    }

    @Test(
        "bad input gives one line naming the file and the problem, and exit status 1",
        arguments: [
            (
                ["replay", "/nonexistent/trace.json", "--scene", "touch-views"],
                "/nonexistent/trace.json: cannot read: no such file"
            ),
            (["replay", "@bad-event", "--scene", "touch-views"], "bad.json: event 1: missing field \"y\""),
            (["replay", "@bad-json", "--scene", "touch-views"], "bad.json: invalid JSON at line 1"),
            (
                ["replay", "@tap", "--scene", "no-such-scene"],
                "unknown scene \"no-such-scene\" (scenes: touch-views, image-viewer, gestures, tray, multi-touch, drawing-pad, lines, direct-manipulation, controls, touch-lab)"
            ),
            (["replay", "@tap", "--scene", "touch-views", "--size", "big"], "--size \"big\": expected WIDTHxHEIGHT"),
            (["replay", "@tap", "--scene", "touch-views", "--size", "0x600"], "--size \"0x600\""),
            (
                ["replay", "@tap", "--scene", "touch-views", "--state", "/nonexistent-dir/state.json"],
                "/nonexistent-dir/state.json: cannot write: No such file or directory"
            ),
            (
                ["replay", "@tap", "--scene", "touch-views", "--png", "/nonexistent-dir/frame.png"],
                "/nonexistent-dir/frame.png: cannot write: No such file or directory"
            ),
            (
                ["replay", "@tap", "--scene", "touch-views", "--timeline", "/tmp/timeline.txt"],
                "/tmp/timeline.txt: --timeline writes a .png or an .svg file"
            ),
            (
                ["replay", "@tap", "--scene", "touch-views", "--timeline", "/nonexistent-dir/timeline.svg"],
                "/nonexistent-dir/timeline.svg: cannot write: No such file or directory"
            ),
            (["open", "--scene", "no-such-scene"], "unknown scene \"no-such-scene\""),
        ])
    func badInput(arguments: [String], message: String) throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.json")
        let resolved = try arguments.map { argument -> String in
            switch argument {
            case "@bad-event":
                try
                    #"{"format":"touch-trace/1","events":[{"t":0,"kind":"touch","id":1,"phase":"began","x":1,"y":1},{"t":1,"kind":"touch","id":1,"phase":"ended","x":1}]}"#
                    .write(to: bad, atomically: true, encoding: .utf8)
                return bad.path
            case "@bad-json":
                try "{not json".write(to: bad, atomically: true, encoding: .utf8)
                return bad.path
            case "@tap": return traces + "tap-D.json"
            default: return argument
            }
        }
        let result = try CommandRunner.run(resolved)
        #expect(result.status == 1)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.standardError)")
        #expect(lines.first?.hasPrefix("touch-playground: ") == true)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
    }

    @Test("an existing output file is replaced whole, with no temporary file left behind")
    func atomicReplace() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state.json")
        try String(repeating: "old content ", count: 10_000).write(to: state, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([
            "replay", traces + "empty.json", "--scene", "touch-views", "--state", state.path,
        ])
        #expect(result.status == 0)
        let text = try String(contentsOf: state, encoding: .utf8)
        #expect(!text.contains("old content"))
        #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [String: Any])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state.json"])
    }

    @Test(
        "a usage mistake is one line naming it and pointing at --help, exit status 64",
        arguments: [
            (["replay", "data/traces/tap-D.json"], "Missing a scene: --scene NAME or --scene-file FILE"),
            (
                ["replay", "data/traces/tap-D.json", "--scene", "touch-views", "--seed", "abc"],
                "'abc' is invalid for '--seed"
            ),
            (["--bogus"], "Unknown option '--bogus'"),
        ])
    func usageMistakes(arguments: [String], message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 64)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1, "stderr: \(result.standardError)")
        #expect(
            lines.first?.hasPrefix("touch-playground: ") == true
                && lines.first?.hasSuffix("(see `touch-playground --help`)") == true)
        #expect(result.standardError.contains(message), "stderr: \(result.standardError)")
    }

    @Test("--help still prints the whole help to standard output")
    func help() throws {
        let result = try CommandRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("SUBCOMMANDS:") && result.standardOutput.contains("replay"))
    }
}

extension CommandLineTests {
    @Test("replay judges a trace by the thresholds it was recorded under; an option overrides them")
    func recordedThresholds() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = try RecordedClicks.write(in: folder)
        func image(_ options: [String]) throws -> String? {
            let result = try CommandRunner.run(
                ["replay", trace, "--scene", "image-viewer", "--state", "-", "--seed", "1"] + options)
            #expect(result.status == 0, "\(result.standardError)")
            let state = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            return state?["image"] as? String
        }
        #expect(try image([]) == "chelsea.png", "a double click under the recorded 30 points")
        #expect(try image(["--pointer-double-click-distance", "5"]) == "astronaut.png", "two clicks under 5")
        #expect(try image(["--profile", "uikit"]) == "astronaut.png", "UIKit's own: GTK's 5 for the mouse")
    }
}
