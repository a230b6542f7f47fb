/// A lesson's questions as the window asks them: which one is asked, the class's guess being made, the
/// hands counted for each guess (a show of hands), and once the touch is shown the scene's answer, why,
/// and each guess marked. Portable and display-free: the window only draws it and feeds it picks.
///
/// ```swift
/// var quiz = LessonQuiz(questions: lesson.questions)!
/// quiz.pick(view: "back")
/// quiz.countHand()
/// quiz.show(answer: .view("front"), explanation: "front is hit")
/// quiz.marked[0].marks?.isRight  // false
/// ```
public struct LessonQuiz: Sendable {
    /// Where the question asked is.
    public enum Phase: String, Sendable {
        /// A question about the teacher's next touch, which has not been made yet.
        case waitingForTouch = "waiting-for-touch"
        /// The touch is known (drawn as a ghost, not yet delivered): the class guesses.
        case asking
        /// The touch was delivered and the answer shown.
        case shown
    }

    /// One guess and how many hands went up for it; marked once the answer is shown.
    public struct Tally: Hashable, Sendable {
        /// The guess.
        public var guess: QuestionAnswer
        /// The hands counted for it (0 for the one guess made without counting).
        public var hands: Int
        /// The guess marked against the answer, once shown.
        public var marks: QuestionMarks?
    }

    /// The lesson's questions, at least one.
    public let questions: [LessonQuestion]
    /// The place of the question asked in ``questions``.
    public private(set) var index = 0
    /// Where it is.
    public private(set) var phase = Phase.asking
    /// The guess being made (by picks, chips or a sentence), nil before any.
    public private(set) var guess: QuestionAnswer?
    /// The guesses counted, in the order first counted.
    public private(set) var tallies: [Tally] = []
    /// The scene's answer, once shown.
    public private(set) var answer: QuestionAnswer?
    /// Why the scene gave it, in a sentence, once shown.
    public private(set) var explanation: String?

    /// A quiz at the first of `questions`; nil when there are none.
    public init?(questions: [LessonQuestion]) {
        guard !questions.isEmpty else { return nil }
        self.questions = questions
        go(to: 0)
    }

    /// The question asked.
    public var question: LessonQuestion { questions[index] }

    /// Asks question `index` afresh (no guess, no hands); out of range, nothing changes.
    public mutating func go(to index: Int) {
        guard questions.indices.contains(index) else { return }
        self.index = index
        phase = questions[index].touch == .next ? .waitingForTouch : .asking
        (guess, tallies, answer, explanation) = (nil, [], nil, nil)
    }

    /// The teacher's next touch was made and held back: the class may guess.
    public mutating func touchMade() {
        if phase == .waitingForTouch { phase = .asking }
    }

    /// Whether the class can still change its guess.
    public var isGuessing: Bool { phase != .shown }

    /// A view picked (on the canvas or its chip): the guess for "which view is hit?"; for the chain, the
    /// next responder in the guessed order (a view already in it is taken out, so a slip can be undone).
    public mutating func pick(view name: String) {
        guard isGuessing else { return }
        switch question.kind {
        case .hit:
            guess = .view(name)
        case .chain:
            var chain = if case .chain(let chain)? = guess { chain } else { [String]() }
            if let place = chain.firstIndex(of: name) { chain.remove(at: place) } else { chain.append(name) }
            guess = chain.isEmpty ? nil : .chain(chain)
        case .recognizers, .whatHappens:
            break
        }
    }

    /// A recognizer's chip pressed: not guessed → guessed to win → guessed to fail → not guessed.
    public mutating func cycle(recognizer name: String) {
        guard isGuessing, question.kind == .recognizers else { return }
        var (wins, fails) =
            if case .recognizers(let wins, let fails)? = guess { (wins, fails) } else { ([String](), [String]()) }
        if wins.contains(name) {
            wins.removeAll { $0 == name }
            fails.append(name)
        } else if fails.contains(name) {
            fails.removeAll { $0 == name }
        } else {
            wins.append(name)
        }
        guess = wins.isEmpty && fails.isEmpty ? nil : .recognizers(recognized: wins, failed: fails)
    }

    /// What the class guesses a recognizer does: true to win, false to fail, nil not said.
    public func guessed(recognizer name: String) -> Bool? {
        guard case .recognizers(let wins, let fails)? = guess else { return nil }
        return wins.contains(name) ? true : fails.contains(name) ? false : nil
    }

    /// A sentence of a "what happens?" question chosen, by its place.
    public mutating func choose(sentence index: Int) {
        guard isGuessing, question.kind == .whatHappens, question.choices.indices.contains(index) else { return }
        guess = .choice(index)
    }

    /// Starts the guess again.
    public mutating func clearGuess() {
        if isGuessing { guess = nil }
    }

    /// One more hand for the guess being made (a new guess joins the tally).
    public mutating func countHand() {
        guard isGuessing, let guess else { return }
        if let place = tallies.firstIndex(where: { $0.guess == guess }) {
            tallies[place].hands += 1
        } else {
            tallies.append(Tally(guess: guess, hands: 1))
        }
    }

    /// One hand fewer for tally `place` (a miscount); a guess with none left leaves the tally.
    public mutating func uncountHand(at place: Int) {
        guard isGuessing, tallies.indices.contains(place) else { return }
        tallies[place].hands -= 1
        if tallies[place].hands <= 0 { tallies.remove(at: place) }
    }

    /// The touch was shown: the scene's `answer` (nil when its touch found nothing to answer with) and
    /// why; every guess is marked.
    public mutating func show(answer: QuestionAnswer?, explanation: String?) {
        guard phase == .asking else { return }
        phase = .shown
        (self.answer, self.explanation) = (answer, explanation)
        guard let answer else { return }
        for place in tallies.indices {
            tallies[place].marks = QuestionMarks(
                guess: tallies[place].guess, answer: answer, choices: question.choices)
        }
    }

    /// The guesses to mark: the counted ones, or else the one guess made.
    public var marked: [Tally] {
        guard tallies.isEmpty else { return tallies }
        guard let guess else { return [] }
        let marks = answer.map { QuestionMarks(guess: guess, answer: $0, choices: question.choices) }
        return [Tally(guess: guess, hands: 0, marks: marks)]
    }
}
