import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// A lesson's questions asked in the window: the ``QuestionBar`` above the canvas, the ``LessonQuiz`` it
/// shows, the question's touch (a recorded trace opened paused in the replay, or the teacher's next touch
/// held back as it is made) and the answer worked out from that touch when it is shown. The window gives
/// it the replay to open, play and close; it never delivers a touch itself.
@MainActor
final class QuestionControl {
    /// What the window does for it.
    struct Window {
        /// Opens `file` (named `path`) in the replay, paused at its start; false when it could not.
        var openTouch: @MainActor (TraceFile, String) -> Bool
        /// Plays the open replay from its start, its bar shown.
        var playTouch: @MainActor () -> Void
        /// Closes the replay (the live scene shows again).
        var closeTouch: @MainActor () -> Void
        /// The thresholds the open replay plays under, for the answer.
        var replaySettings: @MainActor () -> GestureThresholds?
        /// A scene context for a scene of `size` (the window's seed and photos).
        var context: @MainActor (Size) -> SceneContext
        /// The canvas's size, in its points (the size of the teacher's touch).
        var canvasSize: @MainActor () -> Size
        /// Something changed what the window shows.
        var changed: @MainActor () -> Void
        /// Tells the teacher something in a toast (a lesson's answer its scene does not give).
        var notify: @MainActor (String) -> Void
    }

    /// The bar above the canvas.
    private(set) var bar: QuestionBar!
    /// The questions, while the lesson shown asks some.
    private(set) var quiz: LessonQuiz?
    /// Whether a question is being asked (else the bar offers to begin).
    private(set) var isAsking = false
    /// The question's touch, once known.
    private(set) var touch: [InputEvent] = []
    /// Why the question's touch cannot be shown (a trace that does not read), in one line.
    private(set) var touchProblem: String?
    /// The size the question's touch was made at (its scene's size), when it says.
    private var touchSize: Size?
    /// Where the last frame drew each ghost's ring (where each finger will land), in the scene's points.
    private(set) var ghostRings: [Point] = []
    /// The lesson shown, while it asks questions, and its file.
    private(set) var document: SceneDocument?
    private(set) var lessonPath: String?
    private var capture = TouchCapture()
    let window: Window

    /// A control that works through `window`.
    init(window: Window) {
        self.window = window
        bar = QuestionBar(
            actions: QuestionBar.Actions(
                start: { [weak self] in self?.ask(0) }, show: { [weak self] in self?.showAnswer() },
                next: { [weak self] in self?.next() }, stop: { [weak self] in self?.stop() },
                clear: { [weak self] in self?.change { $0.clearGuess() } },
                countHand: { [weak self] in self?.change { $0.countHand() } },
                uncountHand: { [weak self] place in self?.change { $0.uncountHand(at: place) } },
                chip: { [weak self] index in self?.chipPressed(index) }))
    }

    /// The scene shown changed to `choice`: a lesson that asks shows the bar, ready to begin; anything
    /// else hides it.
    func sceneShown(_ choice: SceneChoice) {
        isAsking = false
        touch = []
        capture = TouchCapture()
        if case .file(let path, let document) = choice, let quiz = LessonQuiz(questions: document.questions) {
            (self.document, lessonPath, self.quiz) = (document, path, quiz)
            if let warning = disagreements() { window.notify(warning) }
        } else {
            (document, lessonPath, quiz) = (nil, nil, nil)
        }
        refresh()
    }

    /// Asks question `index` (from 0): its recorded touch opens paused in the replay, drawn as a ghost; a
    /// question about the next touch shows the live scene and waits for it.
    func ask(_ index: Int) {
        guard var quiz, quiz.questions.indices.contains(index) else { return }
        quiz.go(to: index)
        self.quiz = quiz
        isAsking = true
        (touch, touchSize, touchProblem, capture) = ([], nil, nil, TouchCapture())
        switch quiz.question.touch {
        case .next:
            window.closeTouch()
        case .trace(let file):
            let folder = PathName.folder(of: lessonPath ?? "")
            let path = file.hasPrefix("/") ? file : folder + "/" + file
            do throws(CommandFailure) {
                let trace = try HeadlessRun.trace(at: path)
                trace.forEachEvent { touch.append($0) }
                touchSize = trace.size
                if !window.openTouch(trace, path) { touchProblem = tr("its touch does not play in this lesson") }
            } catch {
                window.closeTouch()
                touchProblem = error.message
            }
        }
        refresh()
    }

    /// The next question; after the last, asking ends.
    func next() {
        guard let quiz else { return }
        guard isAsking else { return ask(0) }
        quiz.index + 1 < quiz.questions.count ? ask(quiz.index + 1) : stop()
    }

    /// Ends asking: the live scene shows, the bar offers to begin again.
    func stop() {
        guard isAsking else { return }
        isAsking = false
        touch = []
        window.closeTouch()
        refresh()
    }

    /// Delivers the question's touch (the replay plays it from its start) and marks the guesses with the
    /// answer the lesson's scene gives to it.
    func showAnswer() {
        guard isAsking, var quiz, quiz.phase == .asking, let document, touchProblem == nil else { return }
        let size = touchSize ?? window.canvasSize()
        let run = QuestionRun(
            document: document, baseDirectory: PathName.folder(of: lessonPath ?? ""), events: touch,
            context: window.context(size), settings: window.replaySettings())
        let answer = run.answer(to: quiz.question)
        quiz.show(
            answer: answer,
            explanation: QuestionExplanation.sentence(for: quiz.question.kind, from: run.records))
        self.quiz = quiz
        window.playTouch()
        refresh()
    }

    /// Whether a press on the canvas picks a view rather than touching the scene.
    var picksViews: Bool {
        guard isAsking, let quiz, quiz.phase == .asking else { return false }
        return quiz.question.kind == .hit || quiz.question.kind == .chain
    }

    /// Whether the replay's keys are held back (the class has not seen the touch yet).
    var holdsReplayKeys: Bool { isAsking && quiz?.phase != .shown }

    /// Picks `name` (a view pressed on the canvas, or nil for none there).
    func pick(view name: String?) {
        guard picksViews, let name else { return }
        change { $0.pick(view: name) }
    }

    /// Takes an input event made while the question waits for the teacher's touch (then true: it is held
    /// back, not delivered); once every finger and button is up, the touch is the question's.
    func capture(_ event: InputEvent) -> Bool {
        guard isAsking, let quiz, quiz.phase == .waitingForTouch else { return false }
        guard capture.add(event) else { return true }
        touch = capture.events
        let trace = TouchTrace(size: window.canvasSize(), description: tr("The teacher's touch"), events: touch)
        touchSize = trace.size
        guard let file = try? TraceFile(bytes: Array(trace.jsonText().utf8)),
            window.openTouch(file, tr("the teacher's touch"))
        else {
            capture = TouchCapture()
            touch = []
            return true
        }
        change { $0.touchMade() }
        return true
    }

    /// Draws the question's touch, not yet delivered, over the scene (in its points).
    func drawGhost(into list: inout DisplayList) {
        guard isAsking, let quiz, quiz.phase != .shown else {
            ghostRings = []
            return
        }
        ghostRings = QuestionTouchGhost.draw(quiz.phase == .waitingForTouch ? capture.events : touch, into: &list)
    }

    private func chipPressed(_ index: Int) {
        guard let quiz, let document else { return }
        switch quiz.question.kind {
        case .hit, .chain:
            let names = Self.viewChips(of: document, kind: quiz.question.kind)
            if names.indices.contains(index) { change { $0.pick(view: names[index]) } }
        case .recognizers:
            let names = document.recognizerNames
            if names.indices.contains(index) { change { $0.cycle(recognizer: names[index]) } }
        case .whatHappens:
            change { $0.choose(sentence: index) }
        }
    }

    private func change(_ body: (inout LessonQuiz) -> Void) {
        guard var quiz else { return }
        body(&quiz)
        self.quiz = quiz
        refresh()
    }

    /// The bar again, and the window's frame.
    private func refresh() {
        defer { window.changed() }
        guard let quiz else {
            bar.showIntro(count: 0)
            return
        }
        guard isAsking else {
            bar.showIntro(count: quiz.questions.count)
            return
        }
        bar.show(quiz, chips: chips, hint: hint, canShow: touchProblem == nil)
    }

}
