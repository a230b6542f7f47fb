import Foundation
import Playground
import TestSupport
import TouchKit
import TouchRender

/// What the suites about lessons that ask share: reading a lesson, a small lesson of two overlapping cards
/// with a tap pair, taps, and a question's touch run through the lesson.
protocol LessonFixtures {}

extension LessonFixtures {
    func read(_ text: String) throws(SceneFileError) -> SceneDocument {
        try SceneDocument(bytes: Array(text.utf8), defaultName: "lesson")
    }

    /// The error reading `text` gives, as one line.
    func problem(_ text: String) -> String {
        do {
            _ = try read(text)
            return "no error"
        } catch {
            return error.description
        }
    }

    /// A version 2 document with two overlapping cards, a tap pair on `card` and `questions` (JSON text).
    func lesson(questions: String, format: String = "touch-scene/2") -> String {
        #"""
        {"format": "\#(format)", "views": [
          {"name": "back", "frame": [0, 0, 400, 300], "onTouch": "recolor-chain"},
          {"name": "front", "frame": [200, 150, 400, 300], "onTouch": "recolor",
           "recognizers": [{"name": "single-tap", "kind": "tap", "requireToFail": "double-tap"},
                           {"name": "double-tap", "kind": "tap", "taps": 2}]}],
         "questions": \#(questions)}
        """#
    }

    /// A tap (or taps) at `point`, `gap` seconds apart.
    func taps(_ count: Int, at point: Point, gap: Double = 0.2) -> [InputEvent] {
        (0..<count).flatMap { index -> [InputEvent] in
            let start = Double(index) * gap
            return [
                InputEvent(time: start, kind: .touch(id: 1, phase: .began, location: point)),
                InputEvent(time: start + 0.08, kind: .touch(id: 1, phase: .ended, location: point)),
            ]
        }
    }

    func run(_ document: SceneDocument, _ events: [InputEvent]) -> QuestionRun {
        let context = SceneContext(
            size: Size(width: 800, height: 600), seed: 1, imageDirectory: PackageRoot.path + "/data/images",
            stickerDirectory: PackageRoot.path + "/data/stickers", alphaReader: RasterAlphaReader())
        return QuestionRun(document: document, baseDirectory: nil, events: events, context: context)
    }
}
