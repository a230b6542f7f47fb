import Playground
import Testing
import TouchKit

@Suite("lines scene")
struct LinesSceneTests {
    private func lines(_ s: SceneHarness) -> [[Double]] {
        s.state("lines")?.arrayValue?.map { $0.arrayValue?.compactMap(\.numberValue) ?? [] } ?? []
    }

    /// The scene after two fingers drew two lines at once.
    private func twoLines() throws -> SceneHarness {
        let s = try SceneHarness("lines")
        try s.replay(fixture: "lines/two-fingers.json")
        return s
    }

    @Test("two fingers draw two lines at once, each from where it landed to where it lifted")
    func twoFingers() throws {
        let s = try SceneHarness("lines")
        var builder = TraceBuilder()
        builder.touch(1, .began, at: Point(x: 100, y: 100))
        builder.touch(2, .began, at: Point(x: 100, y: 400))
        builder.wait(0.1)
        builder.touch(1, .moved, at: Point(x: 200, y: 120))
        builder.touch(2, .moved, at: Point(x: 220, y: 390))
        s.feed(builder.events)
        #expect(s.state("linesInProgress")?.numberValue == 2)
        let done = try twoLines()
        #expect(lines(done) == [[100, 100, 300, 150], [100, 400, 350, 380]])
        #expect(done.state("linesInProgress")?.numberValue == 0)
    }

    @Test("a double tap clears everything and draws no dots")
    func doubleTapClears() throws {
        let s = try twoLines()
        try s.replay(fixture: "lines/double-tap.json")
        #expect(lines(s).isEmpty)
        let empty = try SceneHarness("lines")
        try empty.replay(fixture: "lines/double-tap.json")
        #expect(lines(empty).isEmpty)
        // The view never even saw the taps' touches: the double tap delays them, then cancels them.
        #expect(
            !empty.log.entries.contains { if case .touches(.began, "drawing", _) = $0.record { true } else { false } })
    }

    @Test("a tap selects the nearest line and opens a menu whose Delete removes it; no dot is drawn")
    func tapAndDelete() throws {
        let s = try twoLines()
        try s.replay(fixture: "lines/tap-near-first-line.json")
        #expect(s.state("selected")?.numberValue == 0)
        #expect(s.state("menu")?.stringValue == "shown")
        #expect(lines(s).count == 2)
        let delete = try #require(s.view("menu-delete"))
        let middle = delete.convert(Point(x: delete.bounds.midX, y: delete.bounds.midY), to: nil)
        s.play { $0.tap(at: middle) }
        #expect(lines(s) == [[100, 400, 350, 380]])
        #expect(s.state("menu")?.stringValue == "hidden")
        #expect(s.state("selected") == .null)
    }

    @Test("on the canvas, Escape closes the menu and drops the selection; Delete removes the selected line")
    func keys() throws {
        let s = try twoLines()
        #expect(!s.host.scene.handleKey(.delete), "nothing selected: the key is not used")
        try s.replay(fixture: "lines/tap-near-first-line.json")
        #expect(s.host.scene.handleKey(.escape))
        #expect(s.state("menu")?.stringValue == "hidden")
        #expect(s.state("selected") == .null)
        #expect(lines(s).count == 2)
        try s.replay(fixture: "lines/tap-near-first-line.json")
        #expect(s.host.scene.handleKey(.delete))
        #expect(lines(s) == [[100, 400, 350, 380]])
        #expect(s.state("menu")?.stringValue == "hidden")
    }

    @Test("a tap far from every line selects nothing and draws nothing")
    func tapNowhere() throws {
        let s = try twoLines()
        s.play { $0.tap(at: Point(x: 600, y: 250)) }
        #expect(s.state("selected") == .null)
        #expect(s.state("menu")?.stringValue == "hidden")
        #expect(lines(s).count == 2)
    }

    @Test("a long press selects a line and the pan running with it drags the line; the finger draws nothing")
    func holdAndDrag() throws {
        let s = try twoLines()
        var builder = TraceBuilder(time: s.clock.now)
        builder.touch(1, .began, at: Point(x: 225, y: 390))
        builder.wait(0.7)
        builder.touch(1, .moved, at: Point(x: 225, y: 390))
        s.feed(builder.events)
        #expect(s.state("selected")?.numberValue == 1, "the held line is selected (and drawn highlighted)")
        let moved = try twoLines()
        try moved.replay(fixture: "lines/hold-and-drag.json")
        #expect(lines(moved) == [[100, 100, 300, 150], [100, 500, 350, 480]])
        #expect(moved.state("selected") == .null)
        #expect(moved.state("linesInProgress")?.numberValue == 0)
    }
}
