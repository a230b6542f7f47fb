import Foundation
import TestSupport
import Testing

/// `replay --scene-file` and `scenes` from the command line: a scene file runs like a built-in scene, and a
/// bad one is one line naming the file, the JSON path and the problem, with exit status 1.
@Suite("touch-playground with scene files")
struct SceneFileCommandTests {
    let root = PackageRoot.path

    @Test("the touch-views file gives the built-in scene's log, byte for byte")
    func seedSceneAsFile() throws {
        for trace in ["tap-D", "tap-B-over-A", "double-tap"] {
            let builtIn = try CommandRunner.run([
                "replay", "\(root)/data/traces/\(trace).json", "--scene", "touch-views", "--seed", "9", "--log", "-",
            ])
            let file = try CommandRunner.run([
                "replay", "\(root)/data/traces/\(trace).json", "--scene-file", "data/scenes/touch-views.json",
                "--seed", "9", "--log", "-",
            ])
            #expect(builtIn.status == 0 && file.status == 0)
            #expect(file.standardOutput == builtIn.standardOutput && file.standardError.isEmpty)
            #expect(builtIn.standardOutput.split(separator: "\n").count >= 8)
        }
    }

    @Test("a lesson with its trace: the log, the state, the frame and the timeline")
    func lessonOutputs() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run([
            "replay", "data/scenes/traces/simultaneous-pinch-rotation.json", "--scene-file",
            "data/scenes/simultaneous-pinch-rotation.json", "--state", folder.path + "/state.json",
            "--png", folder.path + "/frame.png", "--timeline", folder.path + "/timeline.svg",
        ])
        #expect(result.status == 0 && result.standardError.isEmpty)
        let state = try String(contentsOfFile: folder.path + "/state.json", encoding: .utf8)
        #expect(state.contains(#""scene": "simultaneous-pinch-rotation""#))
        let timeline = try String(contentsOfFile: folder.path + "/timeline.svg", encoding: .utf8)
        #expect(timeline.hasPrefix("<?xml"))
        #expect(
            try Data(contentsOf: folder.appendingPathComponent("frame.png")).prefix(4)
                == Data([0x89, 0x50, 0x4e, 0x47]))
    }

    @Test("bad scene files: one line naming the file, the place and the problem; exit 1; no output written")
    func badFiles() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            ("broken.json", #"{"format": "touch-scene/1", "views": [{"name": "A",}]}"#),
            (
                "cycle.json",
                #"{"format": "touch-scene/1", "views": [{"name": "A", "frame": [0, 0, 9, 9], "recognizers": [{"name": "a", "kind": "tap", "requireToFail": "b"}, {"name": "b", "kind": "tap", "requireToFail": "a"}]}]}"#
            ),
            (
                "huge.json",
                #"{"format": "touch-scene/1", "description": ""# + String(repeating: "a", count: 2 << 20) + #""}"#
            ),
        ]
        let expected = [
            "broken.json: $.views[0] (line 1, column 52): invalid JSON: expected a key in quotes",
            "cycle.json: $.views[0].recognizers[0].requireToFail: the failure requirements go round in a cycle (a waits for b waits for a): none of them could ever recognize",
            "huge.json: is 2.0 MB, more than the 1.0 MB a scene file may be",
        ]
        let log = folder.path + "/log.jsonl"
        for ((name, text), message) in zip(cases, expected) {
            let path = folder.path + "/" + name
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try CommandRunner.run([
                "replay", "\(root)/data/traces/tap-D.json", "--scene-file", path, "--log", log,
            ])
            #expect(result.status == 1)
            #expect(result.standardError == "touch-playground: \(folder.path)/\(message)\n")
            #expect(!FileManager.default.fileExists(atPath: log))
        }
    }

    @Test("not a scene file at all: missing, a folder, a pipe; two scenes or none")
    func notAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.path + "/pipe.json"
        #expect(mkfifo(pipe, 0o644) == 0)
        let trace = "\(root)/data/traces/tap-D.json"
        let missing = try CommandRunner.run(["replay", trace, "--scene-file", folder.path + "/none.json"])
        #expect(missing.status == 1 && missing.standardError.hasPrefix("touch-playground: \(folder.path)/none.json: "))
        let aFolder = try CommandRunner.run(["replay", trace, "--scene-file", folder.path])
        #expect(aFolder.standardError == "touch-playground: \(folder.path): cannot read: it is a folder, not a file\n")
        let aPipe = try CommandRunner.run(["replay", trace, "--scene-file", pipe])
        #expect(
            aPipe.standardError == "touch-playground: \(pipe): cannot read: not a regular file (a pipe or a device)\n")
        let both = try CommandRunner.run([
            "replay", trace, "--scene", "touch-views", "--scene-file", "data/scenes/touch-views.json",
        ])
        #expect(both.status != 0 && both.standardError.contains("--scene and --scene-file name two scenes: give one"))
        let neither = try CommandRunner.run(["replay", trace])
        #expect(
            neither.status != 0 && neither.standardError.contains("Missing a scene: --scene NAME or --scene-file FILE"))
    }

    @Test("the window size: --size, else the trace's, else the scene file's")
    func sizes() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let trace = folder.path + "/no-size.json", scene = folder.path + "/sized.json"
        try #"{"format": "touch-trace/1", "events": []}"#.write(toFile: trace, atomically: true, encoding: .utf8)
        try #"{"format": "touch-scene/1", "size": [640, 480]}"#.write(toFile: scene, atomically: true, encoding: .utf8)
        func rootFrame(_ extra: [String]) throws -> String {
            let out = folder.path + "/state.json"
            let result = try CommandRunner.run(["replay", trace, "--scene-file", scene, "--state", out] + extra)
            #expect(result.status == 0)
            let state =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
            let views = state?["views"] as? [[String: Any]]
            return "\(views?.first?["frame"] ?? "none")"
        }
        #expect(try rootFrame([]).contains("640") && rootFrame([]).contains("480"))
        #expect(try rootFrame(["--size", "300x200"]).contains("300"))
    }

    @Test("scenes lists the sample lessons with their titles")
    func listsLessons() throws {
        let result = try CommandRunner.run(["scenes"])
        #expect(result.status == 0)
        #expect(
            result.standardOutput.contains(
                "/data/scenes/tap-vs-double-tap.json\n      Tap waits for double tap to fail\n"))
        #expect(result.standardOutput.contains("      Predict the hit: where does the touch go?\n"))
        #expect(result.standardOutput.components(separatedBy: "/data/scenes/").count - 1 == 13)
    }
}

extension SceneFileCommandTests {
    @Test("a lesson's own thresholds judge its replay; a recording's or an option's take their place")
    func lessonThresholds() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Two mouse clicks 20 points apart on a view whose double tap logs its recognition.
        let clicks = [(0.0, "down", 100), (0.05, "up", 100), (0.2, "down", 120), (0.25, "up", 120)].map { t, phase, x in
            #"{"t": \#(t), "kind": "pointer", "phase": "\#(phase)", "button": 1, "x": \#(x), "y": 100}"#
        }
        let trace = folder.appendingPathComponent("clicks.json").path
        try #"{"format": "touch-trace/1", "size": [400, 300], "events": [\#(clicks.joined(separator: ","))]}"#
            .write(toFile: trace, atomically: true, encoding: .utf8)
        func lesson(_ thresholds: String) throws -> String {
            let path = folder.appendingPathComponent("lesson.json").path
            try
                #"{"format": "touch-scene/1", \#(thresholds) "views": [{"name": "V", "frame": [0, 0, 300, 200], "recognizers": [{"name": "double", "kind": "tap", "taps": 2, "does": "recolor"}]}]}"#
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func recognized(_ lessonPath: String, _ options: [String] = []) throws -> Bool {
            let result = try CommandRunner.run(["replay", trace, "--scene-file", lessonPath, "--log", "-"] + options)
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput.contains(#""event":"action","recognizer":"double""#)
        }
        #expect(try !recognized(lesson("")), "the mouse's 5 points: two clicks")
        let generous = try lesson(#""thresholds": {"pointer": {"doubleClickDistance": 30}},"#)
        #expect(try recognized(generous), "the lesson's 30 points for the mouse: a double click")
        #expect(try !recognized(generous, ["--pointer-double-click-distance", "5"]), "an option has the last word")
        let bad = try lesson(#""thresholds": {"pointer": {"doubleClickDistance": -1}},"#)
        let refused = try CommandRunner.run(["replay", trace, "--scene-file", bad])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("$.thresholds.pointer.doubleClickDistance: -1 is out of range"))
    }
}
