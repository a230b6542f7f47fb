import GtkBridge
import Playground

/// The bar above the canvas while a lesson that asks is shown: before asking, how many questions it asks
/// and a button to begin; while asking, "Question 2 of 6", the question, chips to guess with (views,
/// recognizers, sentences), the guess and the hands counted for each guess, Show and Next; once shown, each
/// guess marked and why. Every part is a plain widget a keyboard and a screen reader reach.
@MainActor
final class QuestionBar {
    /// What the bar's buttons do.
    struct Actions {
        var start: @MainActor () -> Void
        var show: @MainActor () -> Void
        var next: @MainActor () -> Void
        var stop: @MainActor () -> Void
        var clear: @MainActor () -> Void
        var countHand: @MainActor () -> Void
        var uncountHand: @MainActor (Int) -> Void
        var chip: @MainActor (Int) -> Void
    }

    /// A chip's words and whether it is part of the guess.
    struct Chip: Equatable {
        var text: String
        var isPicked: Bool
    }

    /// The bar, hidden while the scene shown asks nothing: the question and its buttons always in sight,
    /// the guessing under them scrolling past 160 points (a 720-point window keeps its canvas).
    let view = Box(.vertical, spacing: 4)
    private let rows = Box(.vertical, spacing: 6)
    private lazy var scroller = ScrolledWindow(rows, upToHeight: 160)
    /// The question and phase last shown: a new one is read from the top.
    private var shownStep: (index: Int, phase: LessonQuiz.Phase)?
    private let guessing = FlowBox(spacing: 6)
    private let title = Label()
    private let prompt = Label()
    private let hint = Label()
    private let chips = FlowBox(spacing: 6)
    private let guess = Label()
    private let tallies = FlowBox(spacing: 6)
    /// Once shown, each guess marked, a line each.
    private let marks = Label()
    private let answer = Label()
    private let buttons = Box(.horizontal, spacing: 6)
    private let startButton: Button
    private let showButton: Button
    private let nextButton: Button
    private let stopButton: Button
    private let clearButton: Button
    private let handButton: Button
    private var chipButtons: [Button] = []
    private let actions: Actions

    /// A bar whose buttons run `actions`.
    init(actions: Actions) {
        self.actions = actions
        startButton = Button(label: tr("Ask the Questions"), onClick: actions.start)
        showButton = Button(label: tr("Show"), onClick: actions.show)
        nextButton = Button(label: tr("Next Question"), onClick: actions.next)
        stopButton = Button(
            iconName: "window-close-symbolic", name: tr("Stop Asking"), tooltip: tr("Stop asking (Escape)"),
            onClick: actions.stop)
        clearButton = Button(label: tr("Clear the Guess"), onClick: actions.clear)
        handButton = Button(label: tr("Count a Hand"), onClick: actions.countHand)
        startButton.addStyleClass("suggested-action")
        showButton.addStyleClass("suggested-action")
        showButton.tooltip = tr("Deliver the touch and mark the guesses (Ctrl+Enter)")
        nextButton.tooltip = tr("The next question (Ctrl+Page Down)")
        handButton.tooltip = tr("One more hand up for the guess shown")
        view.margin = 6
        view.addStyleClass("question-bar")
        title.addStyleClass("heading")
        for label in [title, prompt, hint, guess, marks, answer] {
            label.wraps = true
            label.horizontalAlignment = 0
            label.naturalWidthInCharacters = 20  // it wraps to the canvas's width, never widening the column
        }
        hint.addStyleClass("dim-label")
        for button in [showButton, nextButton, startButton, stopButton] { buttons.append(button) }
        for button in [clearButton, handButton] { guessing.append(button) }
        buttons.halign = .start
        for part in [hint, chips, guess, tallies, guessing, marks, answer] as [Widget] { rows.append(part) }
        for part in [title, prompt, buttons] as [Widget] { view.append(part) }
        view.append(scroller)
        view.isVisible = false
    }

    /// Shows the bar of a lesson asking `count` questions, none asked yet; hides it for none.
    func showIntro(count: Int) {
        shownStep = nil
        view.isVisible = count > 0
        title.text =
            count == 1
            ? tr("This lesson asks a question before it shows.")
            : tr("This lesson asks {count} questions before it shows.", ["count": "\(count)"])
        prompt.text = tr(
            "Each question draws a touch without delivering it; the class guesses, then Show delivers it and marks the guesses."
        )
        prompt.isVisible = count > 0
        for part in [hint, guess, answer] as [Widget] { part.isVisible = false }
        setChips([])
        tallies.removeAll()
        for button in [showButton, nextButton] { button.isVisible = false }
        guessing.isVisible = false
        scroller.isVisible = false
        startButton.isVisible = true
        stopButton.isVisible = false
    }

    /// Shows `quiz`'s question with `chipTexts` to guess with, and `hintText` saying how; Show is greyed
    /// unless `canShow` (a touch that does not read).
    func show(_ quiz: LessonQuiz, chips chipTexts: [Chip], hint hintText: String, canShow: Bool = true) {
        view.isVisible = true
        scroller.isVisible = true
        if shownStep?.index != quiz.index || shownStep?.phase != quiz.phase {
            shownStep = (quiz.index, quiz.phase)
            // A keyboard or a screen reader in the bar goes on from Next (the chip it was on is gone);
            // keys on the canvas stay there (Space replays).
            if quiz.phase == .shown, view.hasFocusWithin { nextButton.grabFocus() }
            // After GTK has measured the new rows: the marks, or the new question's chips, first.
            view.onNextFrame { [scroller] in scroller.scrollToTop() }
        }
        let question = quiz.question
        title.text = tr(
            "Question {number} of {count}", ["number": "\(quiz.index + 1)", "count": "\(quiz.questions.count)"])
        prompt.text = question.text
        prompt.isVisible = true
        hint.text = hintText
        hint.isVisible = !hintText.isEmpty
        // The class may guess by the chips while the teacher's touch is still to come.
        let isGuessing = quiz.phase != .shown
        setChips(isGuessing ? chipTexts : [])
        guess.text = quiz.guess.map { tr("The guess: {guess}", ["guess": $0.text(choices: question.choices)]) } ?? ""
        guess.isVisible = isGuessing && quiz.guess != nil
        showTallies(quiz)
        answer.isVisible = quiz.phase == .shown
        if quiz.phase == .shown {
            let said = quiz.answer?.text(choices: question.choices) ?? tr("the touch gave no answer")
            answer.text = [tr("Answer: {answer}", ["answer": said]), quiz.explanation].compactMap { $0 }
                .joined(separator: "\n")
        }
        guessing.isVisible = isGuessing
        guessing.setShown(clearButton, isGuessing)
        clearButton.isSensitive = quiz.guess != nil
        guessing.setShown(handButton, isGuessing)
        handButton.isSensitive = quiz.guess != nil
        showButton.isVisible = quiz.phase != .shown
        showButton.isSensitive = quiz.phase == .asking && canShow
        nextButton.isVisible = true
        // What a screen reader says on reaching Next once shown: the marks and the answer, which it would
        // otherwise have to go back for.
        nextButton.setAccessibleDescription(
            quiz.phase == .shown
                ? [marks.isVisible ? marks.text : "", answer.text].filter { !$0.isEmpty }.joined(separator: "\n") : "")
        nextButton.label = quiz.index + 1 < quiz.questions.count ? tr("Next Question") : tr("Finish")
        startButton.isVisible = false
        stopButton.isVisible = true
    }

    /// The chips, made again only when their words change (a chip keeps the focus while it is pressed).
    private func setChips(_ texts: [Chip]) {
        if texts.map(\.text) != chipButtons.map(\.label) {
            chips.removeAll()
            chipButtons = texts.enumerated().map { index, chip in
                let button = Button(label: chip.text) { [actions] in actions.chip(index) }
                button.wrapsLabel = true
                return button
            }
            for button in chipButtons { chips.append(button) }
        }
        for (button, chip) in zip(chipButtons, texts) {
            chip.isPicked ? button.addStyleClass("suggested-action") : button.removeStyleClass("suggested-action")
        }
        chips.isVisible = !texts.isEmpty
    }

    /// The hands counted for each guess (each with a button taking one back), or once shown each guess
    /// marked: ✓ or ✗ with its parts.
    private func showTallies(_ quiz: LessonQuiz) {
        tallies.removeAll()
        let shown = quiz.phase == .shown
        let list = shown ? quiz.marked : quiz.tallies
        if shown {
            marks.text = list.map { Self.words(of: $0, choices: quiz.question.choices) }.joined(separator: "\n")
            let allRight = list.allSatisfy { $0.marks?.isRight == true }
            marks.removeStyleClass(allRight ? "error" : "success")
            marks.addStyleClass(allRight ? "success" : "error")
        } else {
            for (place, tally) in list.enumerated() {
                let words = Self.words(of: tally, choices: quiz.question.choices)
                let button = Button(label: words + "  −") { [actions] in actions.uncountHand(place) }
                button.tooltip = tr("One hand fewer for this guess")
                tallies.append(button)
            }
        }
        tallies.isVisible = !shown && !list.isEmpty
        marks.isVisible = shown && !list.isEmpty
    }

    /// `✓ front · 5 hands`, `✗ 1. D ✓, 2. root ✗ · left out: C · 3 hands`.
    static func words(of tally: LessonQuiz.Tally, choices: [String]) -> String {
        var text = tally.guess.text(choices: choices)
        if let marks = tally.marks {
            let mark = marks.isRight ? "✓" : "✗"
            switch tally.guess {
            case .chain, .recognizers:
                text = mark + " " + marks.parts.map { $0.text + ($0.isRight ? " ✓" : " ✗") }.joined(separator: ", ")
            default:
                text = mark + " " + text
            }
            if !marks.leftOut.isEmpty {
                text += " · " + tr("left out: {names}", ["names": marks.leftOut.joined(separator: ", ")])
            }
        }
        guard tally.hands > 0 else { return text }
        return text + " · "
            + (tally.hands == 1 ? tr("1 hand") : tr("{count} hands", ["count": "\(tally.hands)"]))
    }
}
