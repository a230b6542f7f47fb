/// One question a lesson asks before it shows (`touch-scene/2`'s `questions`): the class predicts what a
/// touch will do, then the touch is shown and the guesses are marked. The app works the answer out by
/// running the touch through the lesson's own scene, so a teacher says what is asked, not what is true.
///
/// ```swift
/// let question = LessonQuestion(kind: .hit, touch: .trace("traces/tap-overlap.json"))
/// question.text  // "Which view is hit?"
/// ```
public struct LessonQuestion: Hashable, Sendable {
    /// What is asked.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Which view is hit? (the view hit testing finds for the first finger)
        case hit
        /// Which views' `touchesBegan` run, in order? (the responder chain the first finger travels)
        case chain
        /// Which recognizer wins, and which fail?
        case recognizers
        /// What happens? One of the teacher's sentences is true.
        case whatHappens = "what-happens"

        /// The question in the class's words (in the user's language), when the lesson gives none of its own.
        public var question: String {
            switch self {
            case .hit: tr("Which view is hit?")
            case .chain: tr("Which views' touchesBegan run, in order?")
            case .recognizers: tr("Which recognizer wins, and which fail?")
            case .whatHappens: tr("What happens?")
            }
        }
    }

    /// The touch a question is about.
    public enum Touch: Hashable, Sendable {
        /// A recorded trace, its path relative to the lesson's file (or absolute).
        case trace(String)
        /// The next touch the teacher makes in the window, held back until the answer is shown.
        case next
    }

    /// What is asked.
    public var kind: Kind
    /// The touch it is about.
    public var touch: Touch
    /// The teacher's own words for the question; nil for ``Kind/question``.
    public var prompt: String?
    /// The answer the teacher expects, if the lesson gives one: checked against what the scene does
    /// (a lesson whose answer is wrong is the worst kind of bug in a classroom). Always given for
    /// ``Kind/whatHappens``, whose sentences only the teacher can judge.
    public var expected: QuestionAnswer?
    /// The sentences to choose from, for ``Kind/whatHappens``.
    public var choices: [String]

    /// A question of `kind` about `touch`.
    public init(
        kind: Kind, touch: Touch, prompt: String? = nil, expected: QuestionAnswer? = nil, choices: [String] = []
    ) {
        (self.kind, self.touch, self.prompt, self.expected, self.choices) = (kind, touch, prompt, expected, choices)
    }

    /// The question as the class reads it.
    public var text: String { prompt ?? kind.question }
}
