import TouchKit

/// Why the scene gave its answer, in one sentence from the touch's event log, shown beside the marks:
/// the views hit testing passed over and why, the responders `touchesBegan` ran in, what each recognizer
/// did and why one failed.
///
/// ```swift
/// QuestionExplanation.sentence(for: .hit, from: run.records)
/// // "back is hit; passed over: glass (user interaction off)"
/// ```
public enum QuestionExplanation {
    /// The sentence for a question of `kind` about the touch logged in `records`; nil when the log holds no
    /// touch, and for a "what happens?" question (its true sentence is the answer itself).
    public static func sentence(for kind: LessonQuestion.Kind, from records: [EventRecord]) -> String? {
        switch kind {
        case .hit:
            guard case .hitTest(_, _, _, let view, _, let visited)? = firstHitTest(in: records) else { return nil }
            let hit =
                view.map { tr("{view} is hit", ["view": $0]) } ?? tr("no view is hit: the touch goes to the window")
            guard let passed = TouchNarration.passedOver(visited) else { return hit }
            return hit + "; " + passed
        case .chain:
            guard case .chain(let responders)? = QuestionAnswer.computed(for: .chain, from: records) else { return nil }
            guard !responders.isEmpty else { return tr("no responder's touchesBegan ran") }
            return tr("touchesBegan ran in {chain}", ["chain": responders.joined(separator: " → ")])
        case .recognizers:
            // Once recognized, a recognizer stays so (a pan that began and was later cancelled still won).
            var said: [String: String] = [:], order: [String] = [], recognized: Set<String> = []
            for case .recognizer(let name, _, let state, let reason) in records {
                let words: String
                switch state {
                case .began, .recognized:
                    recognized.insert(name)
                    words = tr("{recognizer} recognized", ["recognizer": name])
                case .failed where !recognized.contains(name), .cancelled where !recognized.contains(name):
                    words =
                        reason.map { tr("{recognizer} failed: {reason}", ["recognizer": name, "reason": tr($0)]) }
                        ?? tr("{recognizer} failed", ["recognizer": name])
                default:
                    continue
                }
                if said[name] == nil { order.append(name) }
                said[name] = words
            }
            guard !order.isEmpty else { return tr("no recognizer recognized or failed") }
            return order.compactMap { said[$0] }.joined(separator: "; ")
        case .whatHappens:
            // The true sentence is the teacher's, already the answer: nothing the log can add.
            return nil
        }
    }

    private static func firstHitTest(in records: [EventRecord]) -> EventRecord? {
        records.first { record in
            if case .hitTest(_?, _, _, _, _, _) = record { true } else { false }
        }
    }
}
