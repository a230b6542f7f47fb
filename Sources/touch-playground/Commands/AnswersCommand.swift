import ArgumentParser
import FoundationEssentials
import Playground
import TouchKit

/// `touch-playground answers LESSON`: each question a lesson asks, with the answer its scene gives to the
/// question's touch, worked out headless; exit 1 when an answer the lesson gives disagrees. For a teacher
/// checking a lesson before class, and for tests.
///
/// ```
/// $ touch-playground answers where-does-the-touch-go
/// 1. Which view is hit? (traces/tap-overlap.json)
///    back
/// ```
struct AnswersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answers",
        abstract:
            "Print each question of a lesson with the answer its scene gives (exit 1 when the lesson's own disagrees).",
        discussion:
            "Plays each question's touch (a trace next to the lesson) through the lesson's scene, headless, as the window will when the answer is shown. A question about the teacher's next touch is answered in the window."
    )

    @Argument(help: "The lesson: a touch-scene/2 file with questions, or a sample lesson's name.")
    var lesson: String

    @OptionGroup var photos: PhotoOptions

    func run() throws {
        let path = LessonFolder.lesson(named: lesson) ?? lesson
        var disagreements = 0
        do throws(CommandFailure) {
            let document = try SceneChoice.document(at: path)
            guard !document.questions.isEmpty else {
                throw CommandFailure(
                    "\(path): the lesson asks no questions (a lesson asks them in \"questions\", in format "
                        + "\(quotedFormat)): see docs/scene-format.md")
            }
            // Every answer is worked out before any is printed: a trace that does not read stops the run
            // with its one line, not half-way through the list.
            var answers: [(lines: [String], problem: String?)] = []
            for (index, question) in document.questions.enumerated() {
                answers.append(try answer(question, at: index, of: document, in: path))
            }
            for (index, answer) in answers.enumerated() {
                print(answer.lines.joined(separator: "\n"))
                if let problem = answer.problem {
                    StandardError.write("touch-playground: \(path): $.questions[\(index)].answer: \(problem)")
                    disagreements += 1
                }
            }
        } catch {
            StandardError.write("touch-playground: \(error.message)")
            throw ExitCode(1)
        }
        if disagreements > 0 { throw ExitCode(1) }
    }

    private var quotedFormat: String { "\"\(SceneDocument.questionsFormat)\"" }

    /// The lines printed for question `index` of `document` (read from `path`), and the disagreement
    /// between the lesson's answer and the scene's, if any.
    private func answer(_ question: LessonQuestion, at index: Int, of document: SceneDocument, in path: String)
        throws(CommandFailure) -> (lines: [String], problem: String?)
    {
        let number = "\(index + 1). "
        let indent = String(repeating: " ", count: number.count)
        let trueChoice = question.expected.map { indent + "true: " + $0.text(choices: question.choices) }
        switch question.touch {
        case .next:
            return (
                [number + question.text + " " + "(the teacher's next touch)"]
                    + (question.kind == .whatHappens
                        ? [trueChoice].compactMap { $0 }
                        : [indent + "answered in the window, when the touch is shown"]),
                nil
            )
        case .trace(let file):
            let folder = PathName.folder(of: path)
            let tracePath = file.hasPrefix("/") ? file : folder + "/" + file
            let trace: TraceFile
            do throws(CommandFailure) {
                trace = try HeadlessRun.trace(at: tracePath)
            } catch {
                throw CommandFailure("\(path): $.questions[\(index)].touch: \(error.message)")
            }
            var events: [InputEvent] = []
            trace.forEachEvent { events.append($0) }
            let size = trace.size ?? document.size ?? Size(width: 800, height: 600)
            let run = QuestionRun(
                document: document, baseDirectory: folder, events: events,
                context: HeadlessRun.context(size: size, seed: 7, images: photos.images),
                recorded: trace.thresholds)
            var lines = [number + question.text + " (\(file))"]
            if question.kind == .whatHappens {
                lines += [trueChoice].compactMap { $0 }
            } else {
                lines.append(indent + (run.answer(to: question)?.text() ?? "no touch in the trace"))
            }
            let problem = run.disagreement(with: question)
            if let problem { lines.append(indent + "disagrees: " + problem) }
            return (lines, problem)
        }
    }
}
