import JSON
import TouchKit

extension SceneDocument {
    /// The format that adds ``questions``: a `touch-scene/1` file reads as before, a file with questions says
    /// `touch-scene/2` (a reader of version 1 refuses it rather than silently skip its questions).
    public static let questionsFormat = "touch-scene/2"

    /// The most questions a lesson may ask.
    public static let mostQuestions = 50
    /// The most sentences a "what happens?" question may offer.
    public static let mostChoices = 8

    /// Reads `questions` from the document's top level: each one's kind, touch, prompt and the teacher's
    /// answer, checked against the document's views and recognizers (an answer naming a view there is not
    /// is a mistake found before class, not during it).
    static func questions(_ top: SceneObjectReader, root: ViewSpec) throws(SceneFileError) -> [LessonQuestion] {
        guard let list = try top.array("questions", maxCount: mostQuestions) else { return [] }
        let views = Set(Self.names(of: root)).union(reservedNames)
        let recognizers = Set(Self.recognizerNames(of: root))
        var questions: [LessonQuestion] = []
        for (index, value) in list.enumerated() {
            let path = top.path.appending("questions").appending(index)
            let item = try SceneObjectReader(
                value, at: path, what: "a question", keys: ["ask", "touch", "prompt", "answer", "choices"])
            guard let kind = try item.choice("ask", of: LessonQuestion.Kind.self) else {
                throw SceneObjectReader.error(
                    path,
                    "missing \"ask\": one of \(LessonQuestion.Kind.allCases.map { quoted($0.rawValue) }.joined(separator: ", "))"
                )
            }
            let touchText = try item.requiredString("touch", maxLength: 4096)
            let touch: LessonQuestion.Touch
            switch touchText {
            case "next": touch = .next
            case "": throw item.error("touch", "expected a trace file's path, or \"next\" for the teacher's next touch")
            default: touch = .trace(touchText)
            }
            var question = LessonQuestion(kind: kind, touch: touch, prompt: try item.string("prompt"))
            if kind == .whatHappens {
                question.choices = try choices(item)
                guard let answer = try item.string("answer") else {
                    throw SceneObjectReader.error(path, "missing \"answer\": the sentence of \"choices\" that is true")
                }
                guard let index = question.choices.firstIndex(of: answer) else {
                    throw item.error("answer", "the answer must be one of the choices, word for word")
                }
                question.expected = .choice(index)
            } else {
                if item.value("choices") != nil {
                    throw item.error("choices", "only a \"what-happens\" question offers sentences to choose from")
                }
                question.expected = try expected(kind, item, views: views, recognizers: recognizers)
            }
            questions.append(question)
        }
        return questions
    }

    /// A "what happens?" question's sentences: 2 to ``mostChoices``, each different.
    private static func choices(_ item: SceneObjectReader) throws(SceneFileError) -> [String] {
        guard let list = try item.array("choices", maxCount: mostChoices) else {
            throw SceneObjectReader.error(item.path, "missing \"choices\": the sentences the class chooses from")
        }
        guard list.count >= 2 else { throw item.error("choices", "give at least two sentences to choose from") }
        var sentences: [String] = []
        for (index, value) in list.enumerated() {
            let path = item.path.appending("choices").appending(index)
            guard let text = value.stringValue, !text.isEmpty else {
                throw SceneObjectReader.error(path, "expected a sentence in quotes")
            }
            guard text.count <= Limits.longestText else {
                throw SceneObjectReader.error(path, "longer than \(Limits.longestText) characters")
            }
            guard !sentences.contains(text) else { throw SceneObjectReader.error(path, "this sentence is given twice") }
            sentences.append(text)
        }
        return sentences
    }

    /// The teacher's answer to a question of `kind`, if given, naming only views and recognizers there are.
    private static func expected(
        _ kind: LessonQuestion.Kind, _ item: SceneObjectReader, views: Set<String>, recognizers: Set<String>
    ) throws(SceneFileError) -> QuestionAnswer? {
        guard let value = item.value("answer") else { return nil }
        let path = item.path.appending("answer")
        func view(_ value: JSONValue, at path: JSONPath) throws(SceneFileError) -> String {
            guard let name = value.stringValue else {
                throw SceneObjectReader.error(path, "expected a view's name in quotes, found \(value.kindName)")
            }
            guard views.contains(name) else {
                throw SceneObjectReader.error(
                    path, "no view is called \(quoted(name)) (views: \(views.sorted().joined(separator: ", ")))")
            }
            return name
        }
        func names(_ key: String, _ object: SceneObjectReader) throws(SceneFileError) -> [String] {
            guard let list = try object.array(key, maxCount: Limits.mostRecognizers) else { return [] }
            var names: [String] = []
            for (index, value) in list.enumerated() {
                let at = object.path.appending(key).appending(index)
                guard let name = value.stringValue, recognizers.contains(name) else {
                    throw SceneObjectReader.error(
                        at,
                        "no recognizer is called \(value.serialized()) (recognizers: \(recognizers.sorted().joined(separator: ", ")))"
                    )
                }
                names.append(name)
            }
            return names
        }
        switch kind {
        case .hit:
            return .view(try view(value, at: path))
        case .chain:
            guard case .array(let list) = value else {
                throw SceneObjectReader.error(path, "expected the responders' names in order: [\"front\", \"root\"]")
            }
            var chain: [String] = []
            for (index, name) in list.enumerated() { chain.append(try view(name, at: path.appending(index))) }
            return .chain(chain)
        case .recognizers:
            let object = try SceneObjectReader(
                value, at: path, what: "a recognizers answer", keys: ["recognized", "failed"])
            return .recognizers(recognized: try names("recognized", object), failed: try names("failed", object))
        case .whatHappens:
            return nil
        }
    }

    /// Every view's name in the file's order, the root's first: what the window offers the class to guess
    /// with.
    public var viewNames: [String] { Self.names(of: root) }

    /// Every recognizer's name in the file's order.
    public var recognizerNames: [String] { Self.recognizerNames(of: root) }

    /// Every view's name under and including `view`.
    private static func names(of view: ViewSpec) -> [String] {
        [view.name] + view.subviews.flatMap(names(of:))
    }

    /// Every recognizer's name under and including `view`.
    private static func recognizerNames(of view: ViewSpec) -> [String] {
        view.recognizers.map(\.name) + view.subviews.flatMap(recognizerNames(of:))
    }
}
