import Foundation
import Playground
import TestSupport
import Testing
import TouchKit
import TouchRender

/// Lessons that ask before they show (`touch-scene/2`): reading questions strictly, and working each kind
/// of answer out by running the touch through the lesson's own scene.
@Suite("Lesson questions")
struct LessonQuestionTests: LessonFixtures {
    @Test("each kind of question reads: its touch, prompt and the teacher's answer")
    func readsEveryKind() throws {
        let document = try read(
            lesson(
                questions: #"""
                    [{"ask": "hit", "touch": "traces/a.json", "answer": "front"},
                     {"ask": "chain", "touch": "next", "prompt": "Who hears of it?", "answer": ["back", "root"]},
                     {"ask": "recognizers", "touch": "/tmp/b.json",
                      "answer": {"recognized": ["double-tap"], "failed": ["single-tap"]}},
                     {"ask": "what-happens", "touch": "next", "choices": ["It recolors", "Nothing"], "answer": "Nothing",
                      "_comment": "a comment"}]
                    """#))
        #expect(document.questions.count == 4)
        #expect(
            document.questions[0]
                == LessonQuestion(kind: .hit, touch: .trace("traces/a.json"), expected: .view("front")))
        #expect(document.questions[0].text == "Which view is hit?")
        #expect(document.questions[1].text == "Who hears of it?" && document.questions[1].touch == .next)
        #expect(document.questions[1].expected == .chain(["back", "root"]))
        #expect(document.questions[2].expected == .recognizers(recognized: ["double-tap"], failed: ["single-tap"]))
        #expect(
            document.questions[3].choices == ["It recolors", "Nothing"] && document.questions[3].expected == .choice(1))
        // A version 1 file still reads, with no questions.
        #expect(try read(#"{"format": "touch-scene/1", "views": []}"#).questions.isEmpty)
    }

    @Test("a mistake in a question is one line naming the question and the problem")
    func mistakes() {
        let cases: [(String, String, String)] = [
            (
                #"[{"ask": "hit", "touch": "next"}]"#, "touch-scene/1",
                #"$.questions: questions need "format": "touch-scene/2" (this file says "touch-scene/1")"#
            ),
            (#"[{"touch": "next"}]"#, "touch-scene/2", #"$.questions[0]: missing "ask": one of "hit", "chain", "#),
            (#"[{"ask": "hit-test", "touch": "next"}]"#, "touch-scene/2", #"$.questions[0].ask: "#),
            (#"[{"ask": "hit"}]"#, "touch-scene/2", #"$.questions[0]: missing "touch""#),
            (
                #"[{"ask": "hit", "touch": ""}]"#, "touch-scene/2",
                #"$.questions[0].touch: expected a trace file's path"#
            ),
            (
                #"[{"ask": "hit", "touch": "next", "answer": "frnt"}]"#, "touch-scene/2",
                #"$.questions[0].answer: no view is called "frnt" (views: application, back, controller, front, root, window)"#
            ),
            (
                #"[{"ask": "chain", "touch": "next", "answer": "front"}]"#, "touch-scene/2",
                #"$.questions[0].answer: expected the responders' names in order"#
            ),
            (
                #"[{"ask": "recognizers", "touch": "next", "answer": {"recognized": ["tap"]}}]"#, "touch-scene/2",
                #"$.questions[0].answer.recognized[0]: no recognizer is called "tap" (recognizers: double-tap, single-tap)"#
            ),
            (
                #"[{"ask": "recognizers", "touch": "next", "answer": {"won": ["single-tap"]}}]"#, "touch-scene/2",
                #"$.questions[0].answer.won: unknown key "won" in a recognizers answer"#
            ),
            (
                #"[{"ask": "what-happens", "touch": "next", "answer": "x"}]"#, "touch-scene/2",
                #"$.questions[0]: missing "choices""#
            ),
            (
                #"[{"ask": "what-happens", "touch": "next", "choices": ["a", "b"], "answer": "c"}]"#, "touch-scene/2",
                "$.questions[0].answer: the answer must be one of the choices, word for word"
            ),
            (
                #"[{"ask": "what-happens", "touch": "next", "choices": ["a", "a"], "answer": "a"}]"#, "touch-scene/2",
                "$.questions[0].choices[1]: this sentence is given twice"
            ),
            (
                #"[{"ask": "what-happens", "touch": "next", "choices": ["a"], "answer": "a"}]"#, "touch-scene/2",
                "$.questions[0].choices: give at least two sentences"
            ),
            (
                #"[{"ask": "hit", "touch": "next", "choices": ["a", "b"]}]"#, "touch-scene/2",
                #"$.questions[0].choices: only a "what-happens" question offers sentences"#
            ),
            (#"[{"ask": "hit", "touch": "next", "promt": "x"}]"#, "touch-scene/2", #"(did you mean "prompt"?)"#),
            (
                "[" + Array(repeating: #"{"ask": "hit", "touch": "next"}"#, count: 51).joined(separator: ",") + "]",
                "touch-scene/2", "$.questions: "
            ),
            (#"{"ask": "hit"}"#, "touch-scene/2", "$.questions: "),
        ]
        for (questions, format, expected) in cases {
            let said = problem(lesson(questions: questions, format: format))
            #expect(said.contains(expected), "\(questions): \(said)")
        }
        #expect(problem(#"{"format": "touch-scene/3"}"#).contains(#"or "touch-scene/2" for a lesson with questions"#))
    }

    @Test("the view hit, the responders that got touchesBegan and the recognizers' outcome, from the scene")
    func computesAnswers() throws {
        let document = try read(lesson(questions: "[]"))
        let overlap = Point(x: 300, y: 200), backOnly = Point(x: 100, y: 100), outside = Point(x: 700, y: 550)
        #expect(
            run(document, taps(1, at: overlap)).answer(to: LessonQuestion(kind: .hit, touch: .next)) == .view("front"))
        #expect(
            run(document, taps(1, at: backOnly)).answer(to: LessonQuestion(kind: .hit, touch: .next)) == .view("back"))
        #expect(
            run(document, taps(1, at: outside)).answer(to: LessonQuestion(kind: .hit, touch: .next)) == .view("root"))
        // back passes the touch on (recolor-chain): the chain climbs to the application; front keeps it.
        let chain = run(document, taps(1, at: backOnly)).answer(to: LessonQuestion(kind: .chain, touch: .next))
        guard case .chain(let responders) = chain else {
            Issue.record("no chain: \(String(describing: chain))")
            return
        }
        #expect(Array(responders.prefix(2)) == ["back", "root"], "\(responders)")
        #expect(
            run(document, taps(1, at: overlap)).answer(to: LessonQuestion(kind: .chain, touch: .next))
                == .chain(["front"]))
        // One tap: the single tap waits for the double tap to fail, then wins; two: the double tap wins.
        let arbitration = LessonQuestion(kind: .recognizers, touch: .next)
        #expect(
            run(document, taps(1, at: overlap)).answer(to: arbitration)
                == .recognizers(recognized: ["single-tap"], failed: ["double-tap"]))
        #expect(
            run(document, taps(2, at: overlap)).answer(to: arbitration)
                == .recognizers(recognized: ["double-tap"], failed: ["single-tap"]))
        // A "what happens?" answer is the teacher's sentence; a log with no touch gives no answer.
        let sentence = LessonQuestion(kind: .whatHappens, touch: .next, expected: .choice(1), choices: ["a", "b"])
        #expect(run(document, []).answer(to: sentence) == .choice(1))
        #expect(run(document, []).answer(to: LessonQuestion(kind: .hit, touch: .next)) == nil)
    }

    @Test("a teacher's answer the scene does not give is said, with both answers; sets of recognizers in any order")
    func disagreements() throws {
        let document = try read(lesson(questions: "[]"))
        let overlap = Point(x: 300, y: 200)
        let wrong = LessonQuestion(kind: .hit, touch: .next, expected: .view("back"))
        #expect(
            run(document, taps(1, at: overlap)).disagreement(with: wrong)
                == "the lesson's answer is back, but the scene gives front")
        #expect(run(document, taps(1, at: overlap)).disagreement(with: LessonQuestion(kind: .hit, touch: .next)) == nil)
        let reordered = LessonQuestion(
            kind: .recognizers, touch: .next, expected: .recognizers(recognized: ["double-tap"], failed: ["single-tap"])
        )
        #expect(run(document, taps(2, at: overlap)).disagreement(with: reordered) == nil)
        let incomplete = LessonQuestion(
            kind: .recognizers, touch: .next, expected: .recognizers(recognized: ["double-tap"], failed: []))
        #expect(
            run(document, taps(2, at: overlap)).disagreement(with: incomplete)
                == "the lesson's answer is recognized: double-tap; failed: none, but the scene gives recognized: double-tap; failed: single-tap"
        )
        let chain = LessonQuestion(kind: .chain, touch: .next, expected: .chain(["front", "root"]))
        #expect(
            run(document, taps(1, at: overlap)).disagreement(with: chain) != nil, "a chain is compared in order, whole")
    }

    @Test("every sample lesson's questions read, and every answer it gives is the one its scene gives")
    func sampleLessonsAgree() throws {
        let folder = PackageRoot.path + "/data/scenes"
        var asked = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder).filter({ $0.hasSuffix(".json") }) {
            let document = try SceneDocument(
                bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))),
                defaultName: String(name.dropLast(5)))
            for question in document.questions {
                asked += 1
                guard case .trace(let file) = question.touch else { continue }
                let trace = try TraceFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))))
                var events: [InputEvent] = []
                trace.forEachEvent { events.append($0) }
                let answer = run(document, events).answer(to: question)
                #expect(answer != nil, "\(name): \(question.text) has an answer")
                #expect(run(document, events).disagreement(with: question) == nil, "\(name): \(question.text)")
            }
        }
        #expect(asked >= 12, "the three sample lessons ask")
    }
}
