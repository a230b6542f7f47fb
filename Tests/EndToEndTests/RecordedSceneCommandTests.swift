import Foundation
import TestSupport
import Testing

/// A version 4 trace says where it was recorded; `replay` given no scene plays it there.
@Suite("Replaying a recording in the scene or lesson it was made in")
struct RecordedSceneCommandTests {
    let root = PackageRoot.path

    /// A version 4 trace with a tap at (x, y), recorded in `origin` (a `"scene": …` or `"sceneFile": …` member).
    private func trace(origin: String, x: Double = 400, y: Double = 300) -> String {
        """
        {"format": "touch-trace/4", "size": [800, 600], \(origin)"events": [
          {"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": \(x), "y": \(y)},
          {"t": 0.05, "kind": "touch", "id": 1, "phase": "ended", "x": \(x), "y": \(y)}
        ]}
        """
    }

    @Test("a trace recorded in a lesson replays in that lesson; one recorded in a built-in scene, in that scene")
    func playsWhereRecorded() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lesson = folder.path + "/my tap lesson.json"
        try FileManager.default.copyItem(atPath: root + "/data/scenes/tap-vs-double-tap.json", toPath: lesson)
        let tracePath = folder.path + "/recording.json"
        try trace(origin: #""sceneFile": "\#(lesson)", "#).write(toFile: tracePath, atomically: true, encoding: .utf8)
        let state = folder.path + "/state.json"
        let inLesson = try CommandRunner.run(["replay", tracePath, "--state", state])
        #expect(inLesson.status == 0, "\(inLesson.standardError)")
        let read =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(read?["scene"] as? String == "my tap lesson", "\(read?["scene"] ?? "none")")  // named by its file
        // A scene given wins over the one recorded.
        let given = try CommandRunner.run(["replay", tracePath, "--scene", "touch-views", "--state", state])
        #expect(given.status == 0)
        let readGiven =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(readGiven?["scene"] as? String == "touch-views")
        // Built in.
        try trace(origin: #""scene": "gestures", "#).write(toFile: tracePath, atomically: true, encoding: .utf8)
        #expect(try CommandRunner.run(["replay", tracePath, "--state", state]).status == 0)
        let readBuiltIn =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(readBuiltIn?["scene"] as? String == "gestures")
    }

    @Test("a lesson that is gone, a scene this version lacks, or no scene at all: one line saying what to give")
    func saysWhy() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracePath = folder.path + "/recording.json"
        let gone = folder.path + "/gone.json"
        try trace(origin: #""sceneFile": "\#(gone)", "#).write(toFile: tracePath, atomically: true, encoding: .utf8)
        let missing = try CommandRunner.run(["replay", tracePath, "--png", folder.path + "/x.png"])
        #expect(missing.status == 1)
        #expect(
            missing.standardError.hasPrefix(
                "touch-playground: \(tracePath): recorded in the lesson \(gone), which cannot be read ("),
            "\(missing.standardError)")
        #expect(
            missing.standardError.hasSuffix("); give the lesson with --scene-file FILE, or a scene with --scene NAME\n")
        )
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/x.png"))
        try trace(origin: #""scene": "hovercraft", "#).write(toFile: tracePath, atomically: true, encoding: .utf8)
        let unknown = try CommandRunner.run(["replay", tracePath])
        #expect(
            unknown.standardError
                == "touch-playground: \(tracePath): recorded in the scene \"hovercraft\", which this version does not have: give one with --scene NAME or --scene-file FILE\n"
        )
        try trace(origin: "").write(toFile: tracePath, atomically: true, encoding: .utf8)
        let none = try CommandRunner.run(["replay", tracePath])
        #expect(
            none.status == 64
                && none.standardError
                    == "touch-playground: Missing a scene: --scene NAME or --scene-file FILE (\(tracePath) does not say where it was recorded) (see `touch-playground --help`)\n"
        )
    }
}
