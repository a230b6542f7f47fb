/// A guess at a ``LessonQuestion`` marked against the scene's answer, part by part, as the window shows
/// it once the touch is shown: each view of a chain in its place, each recognizer said to win or fail.
/// A class learns more from "the first two were right" than from "wrong".
///
/// ```swift
/// let marks = QuestionMarks(guess: .chain(["D", "root"]), answer: .chain(["D", "C", "root"]))
/// marks.parts.map(\.isRight)  // [true, false]
/// marks.isRight               // false
/// marks.leftOut               // ["C"]
/// ```
public struct QuestionMarks: Hashable, Sendable {
    /// One part of a guess: its words and whether the scene did that.
    public struct Part: Hashable, Sendable {
        /// The part as the class said it: `back`, `2. C`, `tap wins`.
        public var text: String
        /// Whether the scene agrees with this part.
        public var isRight: Bool

        /// A part with its words and its mark.
        public init(text: String, isRight: Bool) {
            (self.text, self.isRight) = (text, isRight)
        }
    }

    /// The guess's parts, in the order the class gave them.
    public var parts: [Part]
    /// Whether the whole guess is the answer (a chain in the same order, every recognizer right and none
    /// left out).
    public var isRight: Bool
    /// What the answer holds that the guess never named: responders of the chain, recognizers that won or
    /// failed; empty for a view or a sentence.
    public var leftOut: [String] = []

    /// Marks `guess` against `answer`; `choices` are a "what happens?" question's sentences.
    public init(guess: QuestionAnswer, answer: QuestionAnswer, choices: [String] = []) {
        isRight = guess.agrees(with: answer)
        switch (guess, answer) {
        case (.chain(let guessed), .chain(let responders)):
            parts = guessed.enumerated().map { place, name in
                Part(
                    text: "\(place + 1). \(name)",
                    isRight: responders.indices.contains(place) && responders[place] == name)
            }
            leftOut = responders.filter { !guessed.contains($0) }
        case (.recognizers(let wins, let fails), .recognizers(let recognized, let failed)):
            parts =
                wins.map { Part(text: Self.wins($0), isRight: recognized.contains($0)) }
                + fails.map { Part(text: Self.fails($0), isRight: failed.contains($0)) }
            leftOut = (recognized + failed).filter { !wins.contains($0) && !fails.contains($0) }
        default:
            parts = [Part(text: guess.text(choices: choices), isRight: isRight)]
        }
    }

    /// `tap wins`: a recognizer guessed to recognize.
    public static func wins(_ recognizer: String) -> String { tr("{recognizer} wins", ["recognizer": recognizer]) }

    /// `tap fails`: a recognizer guessed to fail.
    public static func fails(_ recognizer: String) -> String { tr("{recognizer} fails", ["recognizer": recognizer]) }
}
