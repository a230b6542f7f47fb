import TouchKit

/// A question's touch played through a fresh copy of the lesson's scene on a virtual clock, with no
/// display: what the scene does with it is the answer. The same router, clock and thresholds as `replay`,
/// so the answer is what the class will see when the touch is shown.
///
/// ```swift
/// let run = QuestionRun(document: lesson, baseDirectory: "lessons", events: trace.events, context: context)
/// run.answer(to: lesson.questions[0])  // .view("back")
/// ```
public struct QuestionRun {
    /// Every record of the scene's event log, in order.
    public let records: [EventRecord]

    /// Plays `events` into the scene of `document` (its photos found from `baseDirectory`) made with
    /// `context`, under the lesson's own thresholds over `recorded` (a recording's, if it says), or exactly
    /// `settings` when given (the window's replay's, so the marks are what the class sees), then lets its
    /// timers run out (a double tap's wait).
    public init(
        document: SceneDocument, baseDirectory: String?, events: [InputEvent], context: SceneContext,
        recorded: RecordedThresholds? = nil, settings: GestureThresholds? = nil
    ) {
        let clock = ManualClock()
        let host = SceneHost(document: document, baseDirectory: baseDirectory, context: context, clock: clock)
        host.window.router.settings =
            settings ?? ThresholdResolution(recorded: recorded, lesson: document.thresholds).settings
        let log = EventLog()
        host.window.router.eventLog = log
        TraceReplayer.replay(events, into: host.window, clock: clock)
        records = log.entries.map(\.record)
    }

    /// The answer the scene gives to `question`: for a "what happens?" question, the teacher's sentence.
    public func answer(to question: LessonQuestion) -> QuestionAnswer? {
        if question.kind == .whatHappens { return question.expected }
        return QuestionAnswer.computed(for: question.kind, from: records)
    }

    /// What is wrong with the teacher's answer to `question`, in a sentence; nil when the lesson gives
    /// none or the scene agrees.
    public func disagreement(with question: LessonQuestion) -> String? {
        guard question.kind != .whatHappens, let expected = question.expected,
            let computed = answer(to: question), !expected.agrees(with: computed)
        else { return nil }
        return "the lesson's answer is \(expected.text()), but the scene gives \(computed.text())"
    }
}
