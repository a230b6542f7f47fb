extension WindowStatus {
    /// A lesson's questions in the window: the bar above the canvas, the question asked, the guesses and,
    /// once the touch is shown, their marks.
    public struct Questions: Codable, Sendable {
        /// How many questions the lesson shown asks (0: no bar).
        public var count = 0
        /// Whether one is being asked (else the bar offers to start).
        public var asking = false
        /// The place of the question asked, from 0.
        public var index = 0
        /// What it asks: `hit`, `chain`, `recognizers`, `what-happens`.
        public var kind = ""
        /// Where it is: `waiting-for-touch`, `asking`, `shown`.
        public var phase = ""
        /// The question as the class reads it.
        public var prompt = ""
        /// The words of the chips the class picks from (views, recognizers with what is guessed of them,
        /// or sentences).
        public var chips: [String] = []
        /// The guess being made, in words; nil before any.
        public var guess: String?
        /// The guesses counted or made, each marked once shown.
        public var guesses: [Guess] = []
        /// The scene's answer, in words, once shown.
        public var answer: String?
        /// Why, in a sentence, once shown.
        public var explanation: String?
        /// Events in the question's touch (the recorded trace, or the teacher's touch once made).
        public var touchEvents = 0
        /// Why the question's touch cannot be shown (a trace that does not read), in one line.
        public var problem: String?
        /// Where the last frame drew the touch's fingers as ghosts (where they will land, not yet
        /// delivered), `[x, y]` in canvas points.
        public var ghosts: [[Double]] = []

        /// One guess and its marks.
        public struct Guess: Codable, Sendable {
            /// The guess in words.
            public var text: String
            /// The hands counted for it (0: the one guess made without counting).
            public var hands: Int
            /// Whether it is the answer, once shown.
            public var right: Bool?
            /// Its parts and whether each is right, once shown.
            public var parts: [Part] = []

            /// A guess.
            public init(text: String, hands: Int, right: Bool?, parts: [Part]) {
                (self.text, self.hands, self.right, self.parts) = (text, hands, right, parts)
            }
        }

        /// One part of a guess, marked.
        public struct Part: Codable, Sendable {
            /// Its words.
            public var text: String
            /// Whether the scene did that.
            public var right: Bool

            /// A part.
            public init(text: String, right: Bool) { (self.text, self.right) = (text, right) }
        }

        /// No questions.
        public init() {}
    }
}
