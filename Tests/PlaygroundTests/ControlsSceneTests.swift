import Playground
import Testing
import TouchKit

@Suite("controls scene")
struct ControlsSceneTests {
    private func controls(_ s: SceneHarness) -> ControlsScene { s.host.scene as! ControlsScene }

    @Test("miles convert to kilometers as they are typed, character by character, and back")
    func converting() throws {
        let s = try SceneHarness("controls")
        let scene = controls(s)
        var shown: [String] = []
        for typed in ["1", "10", "10.", "10.5"] { shown.append(scene.milesEdited(typed)) }
        #expect(shown == ["1.609", "16.093", "16.093", "16.898"])
        #expect(s.state("conversion")?.stringValue == "10.5 mi = 16.898 km")
        #expect(scene.kilometersEdited("42.195") == "26.219")
        #expect(s.state("miles")?.stringValue == "26.219")
        #expect(scene.kilometersEdited("2,5") == "1.553", "a comma works as the decimal mark")
    }

    @Test("an empty field empties the other; a non-number says so and leaves the other empty")
    func badInput() throws {
        let s = try SceneHarness("controls")
        let scene = controls(s)
        scene.milesEdited("3")
        #expect(scene.milesEdited("") == "")
        #expect(s.state("conversion")?.stringValue == "Type miles or kilometers")
        #expect(scene.milesEdited("3x") == "")
        #expect(s.state("conversion")?.stringValue == "“3x” is not a number")
        #expect(scene.milesEdited("inf") == "", "infinity is not a distance")
    }

    @Test("absurd distances are named, never printed as hundreds of digits; the board shows none of them")
    func absurdInput() throws {
        let s = try SceneHarness("controls")
        let scene = controls(s)
        #expect(scene.milesEdited("1e308") == "")
        #expect(s.state("conversion")?.stringValue == "“1e308” is more than this converter takes (a billion)")
        #expect(scene.kilometersEdited("-5") == "")
        #expect(s.state("conversion")?.stringValue == "a distance cannot be negative")
        #expect(scene.boardLines.allSatisfy { $0.count < 80 }, "\(scene.boardLines)")
        #expect(scene.milesEdited("999999999") != "", "a billion is still converted")
    }

    @Test("the segmented control sets the decimals and converts again from the side last typed")
    func decimals() throws {
        let s = try SceneHarness("controls")
        let scene = controls(s)
        scene.kilometersEdited("10")
        let texts = scene.setDecimals(index: 1)
        #expect(texts.kilometers == "10" && texts.miles == "6.2")
        #expect(s.state("decimals")?.numberValue == 1)
    }

    @Test("each control's value shows on the board, worked into the distance")
    func board() throws {
        let s = try SceneHarness("controls")
        let scene = controls(s)
        scene.milesEdited("10")
        scene.setRoundTrip(true)
        scene.setProgress(50)
        scene.setWalkers(3)
        scene.setUnit(1)
        scene.setDate(year: 2026, month: 3, day: 7)
        #expect(
            scene.boardLines == [
                "In feet: 52800.000",
                "Round trip (switch): on · 32.187 km",
                "Walked (slider): 50 % · 8.047 km",
                "Walkers (stepper): 3 · 48.280 km together",
                "Unit (picker): feet",
                "Date (date picker): 2026-03-07",
                "Decimals (segmented control): 3",
            ])
        #expect(s.state("board")?.arrayValue?.count == 7)
        scene.setWalkers(40)
        scene.setProgress(-5)
        #expect(s.state("walkers")?.numberValue == 10 && s.state("progress")?.numberValue == 0, "values stay in range")
    }

    @Test("touches on the canvas board change nothing: the values come from the widgets")
    func touchesChangeNothing() throws {
        let s = try SceneHarness("controls")
        let before = s.host.scene.stateJSON()
        try s.replay(fixture: "gestures/tap.json")
        try s.replay(fixture: "gestures/slow-pan.json")
        #expect(s.host.scene.stateJSON() == before)
    }
}
