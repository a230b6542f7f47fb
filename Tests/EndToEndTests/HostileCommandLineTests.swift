import Foundation
import TestSupport
import Testing

/// `replay` against what an unlucky or hostile user gives it: outputs that cannot all be written, standard
/// output that goes nowhere, traces that are not files.
@Suite("touch-playground replay with hostile input and outputs")
struct HostileCommandLineTests {
    let traces = PackageRoot.path + "/data/traces/"

    @Test("when the PNG cannot be written, the log and state written before it are left as they were")
    func allOrNothing() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("run.jsonl"), state = folder.appendingPathComponent("state.json")
        try "earlier log\n".write(to: log, atomically: true, encoding: .utf8)
        try "earlier state\n".write(to: state, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([
            "replay", traces + "tap-D.json", "--scene", "touch-views", "--log", log.path,
            "--state", state.path, "--png", "/nonexistent-dir/frame.png",
        ])
        #expect(result.status == 1)
        #expect(
            result.standardError
                == "touch-playground: /nonexistent-dir/frame.png: cannot write: No such file or directory\n")
        #expect(try String(contentsOf: log, encoding: .utf8) == "earlier log\n")
        #expect(try String(contentsOf: state, encoding: .utf8) == "earlier state\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["run.jsonl", "state.json"])

        // With every output writable, all three are replaced together.
        let png = folder.appendingPathComponent("frame.png")
        let success = try CommandRunner.run([
            "replay", traces + "tap-D.json", "--scene", "touch-views", "--log", log.path,
            "--state", state.path, "--png", png.path,
        ])
        #expect(success.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8).hasPrefix(#"{"t":0,"event":"hit-test""#))
        #expect(try String(contentsOf: state, encoding: .utf8).contains(#""scene": "touch-views""#))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
                "frame.png", "run.jsonl", "state.json",
            ])
    }

    @Test("--log - into a pipe nobody reads is a one-line error and exit 1, not death by SIGPIPE")
    func closedPipe() throws {
        let result = try CommandRunner.run(
            ["replay", traces + "pinch-rotate-pan.json", "--scene", "image-viewer", "--log", "-"],
            output: .closedPipe)
        #expect(result.status == 1)
        #expect(result.standardError == "touch-playground: standard output: cannot write: Broken pipe\n")
    }

    @Test(
        "standard output on a full disk is a one-line error and exit 1",
        arguments: [
            ["replay", "data/traces/tap-D.json", "--scene", "touch-views", "--log", "-"],
            ["scenes"],
        ])
    func fullDisk(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, output: .file("/dev/full"))
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("standard output: cannot write: No space left on device\n"))
        #expect(result.standardError.split(separator: "\n").count == 1)
    }

    @Test("a trace that is a named pipe or a folder is refused at once, naming it")
    func notAFile() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("trace.json").path
        #expect(mkfifo(pipe, 0o644) == 0)
        let result = try CommandRunner.run(["replay", pipe, "--scene", "touch-views"])
        #expect(result.status == 1)
        #expect(
            result.standardError == "touch-playground: \(pipe): cannot read: not a regular file (a pipe or a device)\n")
        let directory = try CommandRunner.run(["replay", folder.path, "--scene", "touch-views"])
        #expect(
            directory.standardError == "touch-playground: \(folder.path): cannot read: it is a folder, not a file\n")
    }

    @Test("a trace that is not UTF-8, or names a huge window, is one line naming the file")
    func badTraces() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let latin1 = folder.appendingPathComponent("latin1.json")
        try Data([0x7b, 0x22, 0xe9, 0x22, 0x7d]).write(to: latin1)
        let result = try CommandRunner.run(["replay", latin1.path, "--scene", "touch-views"])
        #expect(result.standardError == "touch-playground: \(latin1.path): cannot read: not UTF-8 text\n")
        let huge = folder.appendingPathComponent("huge.json")
        try #"{"format":"touch-trace/1","size":[1e300,1e300],"events":[]}"#.write(
            to: huge, atomically: true, encoding: .utf8)
        let sized = try CommandRunner.run([
            "replay", huge.path, "--scene", "touch-views", "--png", folder.appendingPathComponent("x.png").path,
        ])
        #expect(sized.status == 1)
        #expect(sized.standardError.contains("\"size\" must be [width, height] in points, each from 1 to 16384"))
    }
}

extension HostileCommandLineTests {
    @Test("a file's control characters and escapes are written as escapes in warnings: one line, no terminal codes")
    func escapedWarnings() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.appendingPathComponent("lesson.json")
        try
            #"{"format": "touch-scene/1", "views": [{"name": "P", "frame": [0, 0, 50, 50], "photo": "a\u001b[2J\nb.png"}]}"#
            .write(to: lesson, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run([
            "replay", PackageRoot.path + "/data/traces/tap-D.json", "--scene-file", lesson.path,
        ])
        #expect(result.status == 0)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("\u{1b}"))
        #expect(result.standardError.contains(#"a\u001b[2J\nb.png"#))
    }
}
