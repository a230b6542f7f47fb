import Foundation
import PlaygroundStatus
import TestSupport
import Testing

/// A lesson that asks, in the window, as a class answers it: the question's touch drawn and held back, a
/// view picked where the ghost lands, Show delivering the touch and marking the guess, the teacher's own
/// touch held back until shown; read from the status file.
@Suite("Lessons that ask, in the window", .serialized)
struct QuestionWindowTests {
    private let lesson = "data/scenes/predict-the-hit.json"

    /// Opens the lesson and asks its first question (Ctrl+Page Down), waiting for its ghost; on `bus` when
    /// given (a screen reader's view of it).
    private func askFirst(bus: SessionBus? = nil) throws -> RunningApp {
        let app =
            if let bus {
                try { () throws -> RunningApp in
                    let display = try VirtualDisplay()
                    try bus.startAccessibilityBus(display: display.name)
                    return try RunningApp(
                        ["--scene-file", lesson], display: display,
                        environment: ["DBUS_SESSION_BUS_ADDRESS": bus.address])
                }()
            } else {
                try RunningApp(["--scene-file", lesson])
            }
        try Wait.until("the bar offering 6 questions") {
            let questions = try app.appStatus().questions
            return questions.count == 6 && !questions.asking
        }
        try app.key("ctrl+Next")
        try Wait.until("the first question's ghost") {
            let questions = try app.appStatus().questions
            return questions.asking && questions.phase == "asking" && questions.ghosts.count == 1
        }
        return app
    }

    /// Picks the view drawn where the question's first finger will land, and waits until `name` is the
    /// guess. The window may still be settling its layout as the question opens (the ghost moves with the
    /// canvas): a click that missed is made again where the status file now draws the ghost.
    private func pickAtGhost(_ app: RunningApp, expecting name: String) throws {
        try Wait.until("\(name) picked on the ghost") {
            guard let ghost = try app.appStatus().questions.ghosts.first else { return false }
            try app.click(ghost[0], ghost[1])
            return try Wait.poll(for: 3) { try app.appStatus().questions.guess == name }
        }
    }

    /// Shows the answer (Ctrl+Enter) and waits for the marks and the replay played to its end.
    private func show(_ app: RunningApp) throws -> WindowStatus.Questions {
        try app.key("ctrl+Return")
        try Wait.until("the touch delivered, played to its end and marked") {
            let status = try app.appStatus()
            return status.questions.phase == "shown" && status.replay.open && status.replay.settled == true
                && status.replay.playing == false
        }
        return try app.appStatus().questions
    }

    @Test("a view picked on the ghost is marked right, one that is not hit is marked wrong; no touch reaches the scene")
    func rightAndWrong() throws {
        let app = try askFirst()
        #expect(try app.appStatus().questions.chips.contains("front"))
        #expect(try app.appStatus().replay.position == 0, "the touch is drawn, not delivered")
        try pickAtGhost(app, expecting: "front")
        var questions = try show(app)
        #expect(questions.answer == "front")
        #expect(questions.guesses.first?.right == true)
        #expect(questions.guesses.first?.parts.map(\.text) == ["front"])
        #expect(questions.explanation?.hasPrefix("front is hit") == true)
        // Question 3: a tap on glass, whose interaction is off. The class picks glass, drawn there: wrong.
        try app.key("ctrl+Next")
        try Wait.until("question 2") { try app.appStatus().questions.index == 1 }
        try app.key("ctrl+Next")
        try Wait.until("question 3's ghost") {
            let questions = try app.appStatus().questions
            return questions.index == 2 && questions.phase == "asking" && questions.ghosts.count == 1
        }
        try pickAtGhost(app, expecting: "glass")
        questions = try show(app)
        #expect(questions.answer == "root")
        #expect(questions.guesses.first?.right == false)
        #expect(questions.guesses.first?.parts.first?.right == false)
        #expect(
            questions.explanation?.contains("glass (user interaction off)") == true, "\(questions.explanation ?? "")")
        #expect(try app.inputs() == 0, "picks and shown touches never touch the live scene")
        try app.key("Escape")
        try Wait.until("asking stopped, the live scene back") {
            let status = try app.appStatus()
            return !status.questions.asking && !status.replay.open
        }
    }

    @Test("the teacher's next touch is held back as it is made, drawn, then delivered by Show")
    func teachersTouch() throws {
        let app = try askFirst()
        for index in 1...5 {
            try app.key("ctrl+Next")
            try Wait.until("question \(index + 1)") { try app.appStatus().questions.index == index }
        }
        try Wait.until("waiting for the teacher's touch") {
            let status = try app.appStatus()
            return status.questions.phase == "waiting-for-touch" && !status.replay.open
        }
        let (x, y) = try app.center(of: "front")
        try app.click(x, y)
        try Wait.until("the touch held back and drawn") {
            let status = try app.appStatus()
            return status.questions.phase == "asking" && status.questions.ghosts.count == 1 && status.replay.open
        }
        #expect(try app.appStatus().questions.touchEvents >= 2)
        #expect(try app.inputs() == 0, "held back: the scene never saw it")
        try pickAtGhost(app, expecting: "front")
        let questions = try show(app)
        #expect(questions.answer == "front" && questions.guesses.first?.right == true)
    }

    @Test(
        "with a screen reader: the question, its chips and buttons named; a show of hands counted by pressing them; the marks read on reaching Next"
    )
    func screenReader() throws {
        let bus = try SessionBus()
        let app = try askFirst(bus: bus)
        var tree: [AccessibleNode] = []
        try Wait.until("the question's bar on the accessibility bus", timeout: 120) {
            tree = (try? AccessibilityTree.read(bus: bus).all) ?? []
            return tree.contains { $0.role.hasSuffix("button") && $0.name == "front" }
        }
        let names = Set(tree.map(\.name))
        for name in [
            "Question 1 of 6", "A tap where front overlaps back: which view is hit?", "Show", "Next Question",
            "Stop Asking", "root", "badge", "Clear the Guess", "Count a Hand",
        ] {
            #expect(names.contains(name), "nothing named \(name)")
        }
        // Two hands for back, one for front, by the chips and the Count a Hand button.
        for (chip, hands) in [("back", 2), ("front", 1)] {
            try AccessibilityTree.press(chip, bus: bus)
            try Wait.until("\(chip) picked") { try app.appStatus().questions.guess == chip }
            // One at a time: GTK lets an activated button rest a quarter of a second, ignoring another
            // activation meanwhile; one that was ignored is made again.
            for hand in 1...hands {
                try Wait.until("\(hand) hands for \(chip)") {
                    try AccessibilityTree.press("Count a Hand", bus: bus)
                    return try Wait.poll(for: 3) {
                        try app.appStatus().questions.guesses.contains { $0.text == chip && $0.hands == hand }
                    }
                }
            }
        }
        #expect(try app.appStatus().questions.guesses.map { "\($0.text) \($0.hands)" } == ["back 2", "front 1"])
        try AccessibilityTree.press("Show", bus: bus)
        try Wait.until("each guess marked") {
            try app.appStatus().questions.guesses.map { $0.right } == [false, true]
        }
        try Wait.until("Next Question describes the marks and the answer", timeout: 60) {
            let next = (try? AccessibilityTree.read(bus: bus).all)?.first { $0.name == "Next Question" }
            return next?.description.hasPrefix("✗ back · 2 hands\n✓ front · 1 hand\nAnswer: front\nfront is hit")
                == true
        }
        #expect(try app.inputs() == 0)
    }

    @Test(
        "a lesson whose own answer its scene does not give is said as it opens (wrapped to a phone's width), and the scene's answer is the one marked"
    )
    func wrongAnswerSaid() throws {
        let folder = try CommandRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("traces"), withIntermediateDirectories: true)
        try #"""
        {"format": "touch-trace/1", "size": [800, 600], "events": [
         {"t": 0.0, "kind": "touch", "id": 1, "phase": "began", "x": 250, "y": 200},
         {"t": 0.1, "kind": "touch", "id": 1, "phase": "ended", "x": 250, "y": 200}]}
        """#.write(to: folder.appendingPathComponent("traces/tap-card.json"), atomically: true, encoding: .utf8)
        // The card handles its touch (recolor) and passes nothing up: the teacher's chain is wrong.
        try #"""
        {"format": "touch-scene/2", "title": "My quiz", "views": [
          {"name": "table", "frame": [50, 50, 500, 400], "onTouch": "recolor-chain",
           "views": [{"name": "card", "frame": [100, 100, 200, 120], "onTouch": "recolor"}]}],
         "questions": [
          {"ask": "hit", "touch": "traces/tap-card.json", "answer": "card"},
          {"ask": "chain", "touch": "traces/tap-card.json", "answer": ["card", "table", "root"]}]}
        """#.write(to: folder.appendingPathComponent("quiz.json"), atomically: true, encoding: .utf8)
        // On a phone's width: the long warning, shown as the window opens, wraps to fit it.
        let settings = folder.appendingPathComponent("config/touch-playground")
        try FileManager.default.createDirectory(at: settings, withIntermediateDirectories: true)
        try #"{"window": {"width": 360, "height": 720}}"#
            .write(to: settings.appendingPathComponent("settings.json"), atomically: true, encoding: .utf8)
        let app = try RunningApp(
            ["--scene-file", folder.path + "/quiz.json"], environment: ["XDG_CONFIG_HOME": folder.path + "/config"])
        try Wait.until("the warning, within the window's width") {
            let status = try app.appStatus()
            let width = status.canvas.x * 2 + status.canvas.width
            return status.messages.contains {
                $0 == "quiz.json: an answer the lesson gives is not what its scene does (question 2 says "
                    + "card → table → root, the scene gives card); the scene's is the one shown."
            } && !status.toastFrames.isEmpty && status.toastFrames.allSatisfy { $0.x >= 0 && $0.x + $0.width <= width }
                && width <= 361 && !status.toastWordsCut
        }
        try app.key("ctrl+Next")
        try Wait.until("question 1") { try app.appStatus().questions.phase == "asking" }
        try app.key("ctrl+Next")
        try Wait.until("question 2") {
            let questions = try app.appStatus().questions
            return questions.index == 1 && questions.phase == "asking" && questions.chips.contains("table")
        }
        try app.key("ctrl+Return")
        try Wait.until("the scene's answer shown") { try app.appStatus().questions.answer == "card" }
    }
}
