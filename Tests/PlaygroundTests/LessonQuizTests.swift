import Playground
import Testing
import TouchKit

/// A lesson's questions asked in the window, headless: guesses made by picks, chips and sentences, hands
/// counted, the answer shown from the scene's own run, each guess marked part by part.
@Suite("Asking a lesson's questions")
struct LessonQuizTests: LessonFixtures {
    private let questions = [
        LessonQuestion(kind: .hit, touch: .trace("a.json")),
        LessonQuestion(kind: .chain, touch: .next),
        LessonQuestion(kind: .recognizers, touch: .trace("b.json")),
        LessonQuestion(
            kind: .whatHappens, touch: .trace("c.json"), expected: .choice(1), choices: ["It turns.", "It grows."]),
    ]

    @Test("no questions, no quiz; a question about the next touch waits for it; going on starts afresh")
    func phases() throws {
        #expect(LessonQuiz(questions: []) == nil)
        var quiz = try #require(LessonQuiz(questions: questions))
        #expect(quiz.index == 0 && quiz.phase == .asking)
        quiz.pick(view: "back")
        quiz.countHand()
        quiz.go(to: 1)
        #expect(quiz.phase == .waitingForTouch && quiz.guess == nil && quiz.tallies.isEmpty)
        quiz.show(answer: .chain([]), explanation: nil)
        #expect(quiz.phase == .waitingForTouch, "nothing to show before the touch is made")
        quiz.touchMade()
        #expect(quiz.phase == .asking)
        quiz.go(to: 9)
        #expect(quiz.index == 1, "no question 10")
    }

    @Test("a hit is one view; a chain is picked in order, a view picked again taken out; a guess shown is final")
    func picks() throws {
        var quiz = try #require(LessonQuiz(questions: questions))
        quiz.pick(view: "back")
        quiz.pick(view: "front")
        #expect(quiz.guess == .view("front"))
        quiz.go(to: 1)
        quiz.touchMade()
        for name in ["front", "root", "back", "back", "window"] { quiz.pick(view: name) }
        #expect(quiz.guess == .chain(["front", "root", "window"]))
        quiz.show(answer: .chain(["front", "back", "root", "window"]), explanation: nil)
        quiz.pick(view: "back")
        #expect(quiz.guess == .chain(["front", "root", "window"]), "the class cannot change a guess once shown")
        let marks = try #require(quiz.marked.first?.marks)
        #expect(marks.parts.map(\.text) == ["1. front", "2. root", "3. window"])
        #expect(marks.parts.map(\.isRight) == [true, false, false])
        #expect(!marks.isRight)
        #expect(marks.leftOut == ["back"])
    }

    @Test("a recognizer's chip goes win, fail, unsaid; the marks say which part was right")
    func recognizers() throws {
        var quiz = try #require(LessonQuiz(questions: questions))
        quiz.go(to: 2)
        quiz.pick(view: "back")
        #expect(quiz.guess == nil, "no view is the answer to which recognizer wins")
        quiz.cycle(recognizer: "single-tap")
        #expect(quiz.guessed(recognizer: "single-tap") == true)
        quiz.cycle(recognizer: "single-tap")
        #expect(quiz.guessed(recognizer: "single-tap") == false)
        quiz.cycle(recognizer: "double-tap")
        #expect(quiz.guess == .recognizers(recognized: ["double-tap"], failed: ["single-tap"]))
        quiz.cycle(recognizer: "pan")
        quiz.cycle(recognizer: "pan")
        quiz.cycle(recognizer: "pan")
        #expect(quiz.guessed(recognizer: "pan") == nil)
        quiz.show(answer: .recognizers(recognized: ["single-tap"], failed: ["double-tap"]), explanation: nil)
        let marks = try #require(quiz.marked.first?.marks)
        #expect(
            marks.parts == [
                .init(text: "double-tap wins", isRight: false), .init(text: "single-tap fails", isRight: false),
            ])
        #expect(marks.leftOut.isEmpty)
        let partly = QuestionMarks(
            guess: .recognizers(recognized: ["pan"], failed: []),
            answer: .recognizers(recognized: ["pan"], failed: ["tap"]))
        #expect(partly.leftOut == ["tap"] && !partly.isRight && partly.parts.allSatisfy(\.isRight))
    }

    @Test("hands: each guess counted, a miscount taken back; every counted guess is marked")
    func hands() throws {
        var quiz = try #require(LessonQuiz(questions: questions))
        quiz.countHand()
        #expect(quiz.tallies.isEmpty, "no guess, no hand")
        quiz.pick(view: "back")
        quiz.countHand()
        quiz.countHand()
        quiz.pick(view: "front")
        quiz.countHand()
        quiz.countHand()
        quiz.countHand()
        quiz.uncountHand(at: 1)
        #expect(quiz.tallies.map(\.hands) == [2, 2])
        quiz.uncountHand(at: 0)
        quiz.uncountHand(at: 0)
        #expect(quiz.tallies.map(\.guess) == [.view("front")])
        quiz.pick(view: "back")
        quiz.countHand()
        quiz.show(answer: .view("front"), explanation: "front is hit")
        #expect(quiz.marked.map { $0.marks?.isRight } == [true, false])
        #expect(quiz.explanation == "front is hit")
        quiz.go(to: 3)
        quiz.choose(sentence: 5)
        #expect(quiz.guess == nil)
        quiz.choose(sentence: 0)
        quiz.show(answer: quiz.question.expected, explanation: nil)
        #expect(
            quiz.marked.first?.marks
                == QuestionMarks(guess: .choice(0), answer: .choice(1), choices: quiz.question.choices))
        #expect(quiz.marked.first?.marks?.parts.first?.text == "It turns.")
    }

    @Test("why, in a sentence: what hit testing passed over, the responders in order, each recognizer's outcome")
    func explanations() throws {
        let document = try read(lesson(questions: "[]"))
        let overlap = Point(x: 300, y: 200)
        let records = run(document, taps(1, at: overlap)).records
        #expect(
            QuestionExplanation.sentence(for: .hit, from: records)
                == "front is hit; passed over: back (behind a view hit first)")
        #expect(QuestionExplanation.sentence(for: .chain, from: records) == "touchesBegan ran in front")
        let backOnly = run(document, taps(1, at: Point(x: 100, y: 100))).records
        #expect(
            QuestionExplanation.sentence(for: .chain, from: backOnly)?.hasPrefix("touchesBegan ran in back → root")
                == true)
        let double = run(document, taps(2, at: overlap)).records
        let why = try #require(QuestionExplanation.sentence(for: .recognizers, from: double))
        #expect(why.contains("double-tap recognized"), "\(why)")
        #expect(why.contains("single-tap failed: double-tap recognized, and this one waited for it to fail"), "\(why)")
        #expect(QuestionExplanation.sentence(for: .hit, from: []) == nil)
        #expect(QuestionExplanation.sentence(for: .whatHappens, from: double) == nil, "the answer says it all")
    }
}
