import TouchKit

/// The answer to a ``LessonQuestion``: worked out from the event log of the question's touch run through
/// the lesson's scene (``computed(for:from:)``), or given by the teacher to be checked against it.
///
/// ```swift
/// let answer = QuestionAnswer.computed(for: .hit, from: log.entries.map(\.record))
/// answer?.text  // "back"
/// ```
public enum QuestionAnswer: Hashable, Sendable {
    /// The view hit testing found for the first finger; nil when the touch hit no view.
    case view(String?)
    /// The responders whose `touchesBegan` ran for the first finger, in the order they ran.
    case chain([String])
    /// The recognizers that recognized (began or ended) and those that failed or were cancelled without
    /// recognizing, each in the order it happened.
    case recognizers(recognized: [String], failed: [String])
    /// The true sentence of a "what happens?" question, by its place in the lesson's choices.
    case choice(Int)

    /// What the scene's log says the answer to a question of `kind` is; nil for ``LessonQuestion/Kind/whatHappens``
    /// (only the teacher can judge sentences) and for a log with no touch in it.
    public static func computed(for kind: LessonQuestion.Kind, from records: [EventRecord]) -> QuestionAnswer? {
        let firstTouch = records.lazy.compactMap { record -> Int? in
            if case .hitTest(let touch?, _, _, _, _, _) = record { touch } else { nil }
        }.first
        switch kind {
        case .hit:
            for case .hitTest(let touch?, _, _, let view, _, _) in records where touch == firstTouch {
                return .view(view)
            }
            return nil
        case .chain:
            guard let firstTouch else { return nil }
            var responders: [String] = []
            for case .touches(.began, let responder, let touches) in records
            where touches.contains(firstTouch) && !responders.contains(responder) {
                responders.append(responder)
            }
            return .chain(responders)
        case .recognizers:
            var recognized: [String] = [], failed: [String] = []
            for case .recognizer(let name, _, let state, _) in records {
                switch state {
                case .began, .recognized:
                    if !recognized.contains(name) { recognized.append(name) }
                    failed.removeAll { $0 == name }
                case .failed, .cancelled:
                    if !recognized.contains(name), !failed.contains(name) { failed.append(name) }
                default:
                    break
                }
            }
            return .recognizers(recognized: recognized, failed: failed)
        case .whatHappens:
            return nil
        }
    }

    /// Whether this answer says what `other` says: the same view, the same responders in the same order,
    /// the same recognizers recognized and failed (in any order: they are two sets), the same sentence.
    public func agrees(with other: QuestionAnswer) -> Bool {
        switch (self, other) {
        case (.recognizers(let recognized, let failed), .recognizers(let otherRecognized, let otherFailed)):
            Set(recognized) == Set(otherRecognized) && Set(failed) == Set(otherFailed)
        default:
            self == other
        }
    }

    /// The answer in one line, as `answers` prints it and the window shows it (`choices`: the question's
    /// sentences, for a choice).
    public func text(choices: [String] = []) -> String {
        switch self {
        case .view(let view?): view
        case .view(nil): tr("no view")
        case .chain(let responders): responders.isEmpty ? tr("none") : responders.joined(separator: " → ")
        case .recognizers(let recognized, let failed):
            tr(
                "recognized: {recognized}; failed: {failed}",
                [
                    "recognized": recognized.isEmpty ? tr("none") : recognized.joined(separator: ", "),
                    "failed": failed.isEmpty ? tr("none") : failed.joined(separator: ", "),
                ])
        case .choice(let index): choices.indices.contains(index) ? choices[index] : "#\(index + 1)"
        }
    }
}
