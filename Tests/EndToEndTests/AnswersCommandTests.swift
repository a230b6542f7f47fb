import Foundation
import TestSupport
import Testing

@testable import touch_playground

/// `touch-playground answers LESSON`: a teacher checks a lesson's questions before class; a wrong answer in
/// the lesson is said and fails, and a broken lesson or trace is one line naming the file and the question.
@Suite("touch-playground answers")
struct AnswersCommandTests {
    /// A lesson in a folder of its own, its traces beside it: two cards, `front` on top where they overlap.
    private func lesson(questions: String) throws -> (folder: URL, path: String) {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("traces"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackageRoot.path + "/data/scenes/traces/predict-the-hit-overlap.json",
            toPath: folder.appendingPathComponent("traces/overlap.json").path)
        let text = #"""
            {"format": "touch-scene/2", "title": "Cards", "views": [
              {"name": "back", "frame": ["4%", "6%", "44%", "40%"], "onTouch": "recolor"},
              {"name": "front", "frame": ["20%", "24%", "44%", "40%"], "onTouch": "recolor"}],
             "questions": \#(questions)}
            """#
        let path = folder.appendingPathComponent("my lesson.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    @Test("each sample lesson's questions are printed with the answers its scene gives, and agree")
    func sampleLessons() throws {
        let hit = try CommandRunner.run(["answers", "predict-the-hit"])
        #expect(hit.status == 0 && hit.standardError.isEmpty, "\(hit.standardError)")
        let lines = hit.standardOutput.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(2) == [
                "1. A tap where front overlaps back: which view is hit? (traces/predict-the-hit-overlap.json)",
                "   front",
            ])
        #expect(lines.contains("   root"))
        #expect(lines.contains("   answered in the window, when the touch is shown"))
        let chain = try CommandRunner.run(["answers", PackageRoot.path + "/data/scenes/predict-the-chain.json"])
        #expect(chain.status == 0)
        #expect(chain.standardOutput.contains("relay-button → relay-panel → root"))
        #expect(chain.standardOutput.contains("   true: Only the button: it handles the touch and does not pass it on"))
        let winner = try CommandRunner.run(["answers", "predict-the-winner"])
        #expect(winner.status == 0)
        #expect(winner.standardOutput.contains("   recognized: double-tap; failed: single-tap"))
        #expect(winner.standardOutput.contains("   recognized: pinch, rotation; failed: none"))
    }

    @Test("an answer in the lesson that the scene does not give is said on both streams, and the exit status is 1")
    func wrongAnswer() throws {
        let (folder, path) = try lesson(
            questions: #"[{"ask": "hit", "touch": "traces/overlap.json", "answer": "back"}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["answers", path])
        #expect(result.status == 1)
        #expect(
            result.standardOutput
                == "1. Which view is hit? (traces/overlap.json)\n   front\n"
                + "   disagrees: the lesson's answer is back, but the scene gives front\n")
        #expect(
            result.standardError
                == "touch-playground: \(path): $.questions[0].answer: the lesson's answer is back, but the scene gives front\n"
        )
    }

    @Test("a lesson without questions, a missing trace, a broken lesson: one line naming the file, exit 1")
    func problems() throws {
        let (folder, path) = try lesson(questions: #"[{"ask": "hit", "touch": "traces/none.json"}]"#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = try CommandRunner.run(["answers", path])
        #expect(missing.status == 1 && missing.standardOutput.isEmpty)
        #expect(missing.standardError.hasPrefix("touch-playground: \(path): $.questions[0].touch: "))
        #expect(missing.standardError.contains("traces/none.json"))
        #expect(missing.standardError.split(separator: "\n").count == 1)

        let none = try CommandRunner.run(["answers", PackageRoot.path + "/data/scenes/tap-vs-double-tap.json"])
        #expect(none.status == 1)
        #expect(none.standardError.contains("tap-vs-double-tap.json: the lesson asks no questions"))

        let broken = folder.appendingPathComponent("broken.json").path
        try Data(#"{"format": "touch-scene/1", "questions": []}"#.utf8).write(to: URL(fileURLWithPath: broken))
        let old = try CommandRunner.run(["answers", broken])
        #expect(old.status == 1)
        #expect(old.standardError.contains(#"broken.json: $.questions: questions need "format": "touch-scene/2""#))

        let trace = try CommandRunner.run(["answers", PackageRoot.path + "/data/traces/double-tap.json"])
        #expect(trace.status == 1 && trace.standardError.contains("this is a touch trace"))
        let usage = try CommandRunner.run(["answers"])
        #expect(usage.status == 64)
    }

    @Test("a copy of a lesson that asks (Ctrl+E) brings its questions' traces into a folder of its own, and answers")
    func copyBringsTraces() throws {
        let documents = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: documents) }
        let sample = PackageRoot.path + "/data/scenes/predict-the-chain.json"
        let copy = try LessonCopies.copy(sample, into: documents.path)
        #expect(copy == documents.path + "/predict-the-chain/predict-the-chain.json")
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(contentsOf: URL(fileURLWithPath: sample)))
        for trace in ["relay", "stop", "panel"] {
            let name = "traces/predict-the-chain-\(trace).json"
            #expect(
                try Data(contentsOf: URL(fileURLWithPath: documents.path + "/predict-the-chain/" + name))
                    == Data(contentsOf: URL(fileURLWithPath: PackageRoot.path + "/data/scenes/" + name)))
        }
        let answers = try CommandRunner.run(["answers", copy])
        #expect(answers.status == 0 && answers.standardOutput.contains("stop-panel → root"), "\(answers.standardError)")
        // A second copy never touches the first: a folder of its own.
        #expect(
            try LessonCopies.copy(sample, into: documents.path) == documents.path
                + "/predict-the-chain-2/predict-the-chain.json")
        // A lesson that asks nothing of a trace is one file, as before.
        let plain = try LessonCopies.copy(PackageRoot.path + "/data/scenes/rotated-view.json", into: documents.path)
        #expect(plain == documents.path + "/rotated-view.json")
    }
}
