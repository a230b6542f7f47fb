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
            "--state", folder.appendingPathComponent("state.json").path,
        ])
        #expect(result.status == 0)
        #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
        #expect(!result.standardError.contains("\u{1b}"))
        #expect(result.standardError.contains(#"a\u001b[2J\nb.png"#))
    }
}

extension HostileCommandLineTests {
    /// A folder of `count` 2048 × 2048 photos (hard links to one, made by Tools/make_png.py) and a lesson
    /// showing each in a grid cell of a 1600 × 1200 window.
    private func photoWall(_ count: Int, in folder: URL) throws -> String {
        let photo = folder.appendingPathComponent("photo.png").path
        let maker = Process()
        maker.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        maker.arguments = [
            "python3", PackageRoot.path + "/Tests/EndToEndTests/Tools/make_png.py", photo, "2048", "2048",
        ]
        try maker.run()
        maker.waitUntilExit()
        var views: [String] = []
        for index in 0..<count {
            #expect(link(photo, folder.appendingPathComponent("p\(index).png").path) == 0)
            let x = (index % 20) * 80, y = (index / 20) * 60
            views.append(#"{"name": "p\#(index)", "frame": [\#(x), \#(y), 80, 60], "photo": "p\#(index).png"}"#)
        }
        let lesson = folder.appendingPathComponent("wall.json").path
        try #"{"format": "touch-scene/1", "size": [1600, 1200], "views": [\#(views.joined(separator: ","))]}"#
            .write(toFile: lesson, atomically: true, encoding: .utf8)
        return lesson
    }

    @Test("200 photos of 2048 × 2048 in a lesson draw in a fraction of the memory (they took 2.66 GB)")
    func photoWallMemory() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = try photoWall(200, in: folder)
        let png = folder.appendingPathComponent("wall-shot.png").path
        // An address-space cap: decoding each photo whole (16 MB each) cannot fit under it.
        let result = try CommandRunner.run(
            [
                "replay", PackageRoot.path + "/data/traces/tap-D.json", "--scene-file", lesson, "--png", png,
            ], limits: ["--as=1610612736"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "no photo named as undrawn: \(result.standardError)")
        #expect(FileManager.default.fileExists(atPath: png))
    }

    @Test("a 16384 × 16384 --png renders in one buffer, under a 1.5 GB address-space cap (it took 2.1 GB)")
    func largestPNG() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("huge.png").path
        let result = try CommandRunner.run(
            [
                "replay", PackageRoot.path + "/data/traces/pinch-rotate-pan.json", "--scene", "image-viewer",
                "--size", "16384x16384", "--png", png,
            ], limits: ["--as=1610612736"])
        #expect(result.status == 0, "\(result.standardError)")
        let header = try FileHandle(forReadingFrom: URL(fileURLWithPath: png)).read(upToCount: 24) ?? Data()
        #expect(header.count == 24 && header[16..<24] == Data([0, 0, 0x40, 0, 0, 0, 0x40, 0]), "16384 × 16384")
    }
}
