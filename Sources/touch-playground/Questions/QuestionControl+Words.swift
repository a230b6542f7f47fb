import Playground
import PlaygroundStatus
import TouchKit

/// What the question bar and the status file say of the question asked: its chips, how the class answers
/// now, and the questions' state.
extension QuestionControl {
    /// The chips of the question asked: views (marked when in the guess), recognizers with what is
    /// guessed of each, or sentences.
    var chips: [QuestionBar.Chip] {
        guard let quiz, let document else { return [] }
        switch (quiz.question.kind, quiz.guess) {
        case (.hit, let guess), (.chain, let guess):
            let picked: [String] =
                switch guess {
                case .view(let name?)?: [name]
                case .chain(let names)?: names
                default: []
                }
            return Self.viewChips(of: document, kind: quiz.question.kind).map {
                QuestionBar.Chip(text: $0, isPicked: picked.contains($0))
            }
        case (.recognizers, _):
            return document.recognizerNames.map { name in
                switch quiz.guessed(recognizer: name) {
                case true?: QuestionBar.Chip(text: QuestionMarks.wins(name), isPicked: true)
                case false?: QuestionBar.Chip(text: QuestionMarks.fails(name), isPicked: true)
                case nil: QuestionBar.Chip(text: name, isPicked: false)
                }
            }
        case (.whatHappens, let guess):
            return quiz.question.choices.enumerated().map { index, sentence in
                QuestionBar.Chip(text: sentence, isPicked: guess == .choice(index))
            }
        }
    }

    /// How the class answers now.
    var hint: String {
        guard let quiz else { return "" }
        if let touchProblem { return tr("This question cannot be shown: {problem}", ["problem": touchProblem]) }
        switch quiz.phase {
        case .waitingForTouch:
            return tr("Make the touch on the canvas now: it is held back, and delivered when you press Show.")
        case .shown:
            return ""
        case .asking:
            switch quiz.question.kind {
            case .hit: return tr("Pick the view on the canvas, or below. The touch is drawn, not yet delivered.")
            case .chain: return tr("Pick the views in the order their touchesBegan run, on the canvas or below.")
            case .recognizers: return tr("Press a recognizer once if it wins, twice if it fails.")
            case .whatHappens: return tr("Pick the sentence that comes true.")
            }
        }
    }

    /// The views offered for a question of `kind`: the lesson's own, and for the chain the responders
    /// above them.
    static func viewChips(of document: SceneDocument, kind: LessonQuestion.Kind) -> [String] {
        kind == .chain ? document.viewNames + ["controller", "window", "application"] : document.viewNames
    }

    /// The questions for the status file.
    var status: WindowStatus.Questions {
        var status = WindowStatus.Questions()
        guard let quiz else { return status }
        status.count = quiz.questions.count
        status.asking = isAsking
        guard isAsking else { return status }
        let question = quiz.question
        (status.index, status.kind, status.phase) = (quiz.index, question.kind.rawValue, quiz.phase.rawValue)
        status.prompt = question.text
        status.chips = quiz.phase != .shown ? chips.map(\.text) : []
        status.guess = quiz.guess?.text(choices: question.choices)
        status.guesses = (quiz.phase == .shown ? quiz.marked : quiz.tallies).map { tally in
            WindowStatus.Questions.Guess(
                text: tally.guess.text(choices: question.choices), hands: tally.hands, right: tally.marks?.isRight,
                parts: tally.marks?.parts.map { .init(text: $0.text, right: $0.isRight) } ?? [])
        }
        status.answer = quiz.phase == .shown ? quiz.answer?.text(choices: question.choices) : nil
        status.explanation = quiz.explanation
        status.touchEvents = touch.count
        status.problem = touchProblem
        return status
    }
}
