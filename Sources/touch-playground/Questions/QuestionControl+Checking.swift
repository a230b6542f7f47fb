import Playground
import TouchKit

/// A lesson checked as it opens, before class: an answer the teacher gave that its scene does not give is
/// said at once, not discovered in front of the class.
extension QuestionControl {
    /// What the teacher must know before class: the questions whose answer, given in the lesson, is not
    /// what the lesson's scene does with their touch (as `answers` says), in one line; nil when none.
    func disagreements() -> String? {
        guard let document, let lessonPath else { return nil }
        var wrong: [String] = []
        for (index, question) in document.questions.enumerated() where question.expected != nil {
            guard case .trace(let file) = question.touch, question.kind != .whatHappens else { continue }
            let path = file.hasPrefix("/") ? file : PathName.folder(of: lessonPath) + "/" + file
            guard let trace = try? HeadlessRun.trace(at: path) else { continue }  // said when it is asked
            var events: [InputEvent] = []
            trace.forEachEvent { events.append($0) }
            let run = QuestionRun(
                document: document, baseDirectory: PathName.folder(of: lessonPath), events: events,
                context: window.context(trace.size ?? document.size ?? window.canvasSize()),
                recorded: trace.thresholds)
            if let expected = question.expected, let computed = run.answer(to: question),
                !expected.agrees(with: computed)
            {
                wrong.append(
                    tr(
                        "question {number} says {expected}, the scene gives {computed}",
                        [
                            "number": "\(index + 1)", "expected": expected.text(choices: question.choices),
                            "computed": computed.text(choices: question.choices),
                        ]))
            }
        }
        guard !wrong.isEmpty else { return nil }
        return tr(
            "{lesson}: an answer the lesson gives is not what its scene does ({list}); the scene's is the one shown.",
            ["lesson": PathName.fileName(of: lessonPath), "list": wrong.joined(separator: "; ")])
    }
}
