import Foundation
import JSON
import Playground
import Testing
import TouchKit

@Suite("drawing-pad scene")
struct DrawingPadSceneTests {
    private func strokes(_ s: SceneHarness) -> [JSONValue] { s.state("strokes")?.arrayValue ?? [] }
    private func paperList(_ s: SceneHarness) -> DisplayList {
        var list = DisplayList()
        s.view("paper")!.draw(into: &list)
        return list
    }
    private func curves(in list: DisplayList) -> Int {
        list.commands.reduce(0) { count, command in
            guard case .path(let path, _, _, _) = command else { return count }
            return count + path.elements.filter { if case .curve = $0 { true } else { false } }.count
        }
    }

    @Test("it starts with a smooth black scribble, the black swatch raised")
    func start() throws {
        let s = try SceneHarness("drawing-pad")
        #expect(s.state("shape")?.stringValue == "scribble")
        #expect(s.state("color")?.stringValue == "black")
        #expect(s.state("smoothing") == .bool(true))
        #expect(s.view("color-black")!.center.y == 38 - ColorButtonView.rise)
        #expect(s.view("color-red")!.center.y == 38)
    }

    @Test("a scribble is smoothed into curves through its points; with smoothing off it is straight segments")
    func smoothing() throws {
        let s = try SceneHarness("drawing-pad")
        try s.replay(fixture: "drawing-pad/scribble.json")
        #expect(strokes(s).count == 1)
        #expect(strokes(s).first?["smoothed"] == .bool(true))
        #expect(curves(in: paperList(s)) > 30)
        try s.replay(fixture: "drawing-pad/tap-smooth.json")
        #expect(s.state("smoothing") == .bool(false))
        try s.replay(fixture: "drawing-pad/tap-clear.json")
        try s.replay(fixture: "drawing-pad/scribble.json")
        #expect(strokes(s).count == 1 && strokes(s).first?["smoothed"] == .bool(false))
        #expect(curves(in: paperList(s)) == 0)
    }

    @Test("the shape button steps through every shape, and each drag draws that shape over the dragged span")
    func shapes() throws {
        let s = try SceneHarness("drawing-pad")
        var drawn: [String] = []
        for expected in ["line", "ellipse", "rectangle", "filled-ellipse", "filled-rectangle"] {
            try s.replay(fixture: "drawing-pad/tap-shape-button.json")
            #expect(s.state("shape")?.stringValue == expected)
            try s.replay(fixture: "drawing-pad/drag.json")
            drawn.append(strokes(s).last?["kind"]?.stringValue ?? "")
            // The paper starts at (12, 76): the drag from (200, 200) to (400, 350) spans (188, 124, 200, 150).
            #expect(strokes(s).last?["span"]?.arrayValue?.compactMap(\.numberValue) == [188, 124, 200, 150])
        }
        #expect(drawn == ["line", "ellipse", "rectangle", "filled-ellipse", "filled-rectangle"])
        try s.replay(fixture: "drawing-pad/tap-shape-button.json")
        #expect(s.state("shape")?.stringValue == "scribble")
        let list = paperList(s)
        #expect(
            list.commands.contains {
                if case .fill(Rect(x: 188, y: 124, width: 200, height: 150), _, _) = $0 { true } else { false }
            })
    }

    @Test("two fingers draw two shapes at once")
    func twoFingers() throws {
        let s = try SceneHarness("drawing-pad")
        try s.replay(fixture: "drawing-pad/tap-shape-button.json")
        try s.replay(fixture: "drawing-pad/two-fingers.json")
        #expect(strokes(s).compactMap { $0["kind"]?.stringValue } == ["line", "line"])
    }

    @Test("a tapped swatch becomes the color, rising with a bouncy spring while the old one sinks back")
    func colors() throws {
        let s = try SceneHarness("drawing-pad")
        try s.replay(fixture: "drawing-pad/tap-red.json", settle: false)
        let red = s.host.scene.view.viewNamed("color-red") as! ColorButtonView
        var highest = 0.0
        while s.clock.hasPendingTimers {
            s.wait(Animation.frameInterval)
            highest = max(highest, red.lift)
        }
        #expect(highest > ColorButtonView.rise * 1.05, "the spring overshoots: \(highest)")
        #expect(red.lift == ColorButtonView.rise)
        #expect((s.host.scene.view.viewNamed("color-black") as! ColorButtonView).lift == 0)
        #expect(s.state("color")?.stringValue == "red")
        try s.replay(fixture: "drawing-pad/scribble.json")
        #expect(strokes(s).first?["color"]?.stringValue == "#e5534b")
        let shape = s.host.scene.view.viewNamed("shape") as! ShapeButtonView
        #expect(shape.color == Color(hex: "#e5534b"), "the shape button previews in the chosen color")
    }

    @Test("Save hands the drawing alone to the host and names the file; a failure is named too")
    func save() throws {
        let s = try SceneHarness("drawing-pad")
        let pad = s.host.scene as! DrawingPadScene
        try s.replay(fixture: "drawing-pad/tap-save.json")
        #expect(s.state("status")?.stringValue?.hasPrefix("Saving needs the window") == true)
        var saved: (DisplayList, Size)?
        pad.connect(
            to: SceneWindowServices(saveDrawing: { list, size in
                saved = (list, size)
                return .success("/tmp/drawing.png")
            }))
        try s.replay(fixture: "drawing-pad/scribble.json")
        try s.replay(fixture: "drawing-pad/tap-save.json")
        #expect(s.state("status")?.stringValue == "Saved /tmp/drawing.png")
        #expect(s.state("savedFile")?.stringValue == "/tmp/drawing.png")
        #expect(saved?.1 == Size(width: 776, height: 476))
        #expect(saved?.0.commands.count == 2, "white paper, then the one scribble: no toolbar")
        pad.connect(
            to: SceneWindowServices(saveDrawing: { _, _ in
                .failure(DrawingSaveFailure("/read-only/drawing.png: cannot write: Read-only file system"))
            }))
        try s.replay(fixture: "drawing-pad/tap-save.json")
        #expect(
            s.state("status")?.stringValue == "Not saved: /read-only/drawing.png: cannot write: Read-only file system")
    }

    @Test("a pen draws with its pressure: light is thin, hard is thick; a finger with pressure keeps one width")
    func penPressure() throws {
        let s = try SceneHarness("drawing-pad")
        func stroke(tool: TouchTool, id: Int, y: Double, start: Double) -> [InputEvent] {
            (0...10).map { step in
                let details = TouchDetails(tool: tool, pressure: Double(step) / 10)
                return InputEvent(
                    time: start + Double(step) * 0.016,
                    kind: .touch(
                        id: id, phase: step == 0 ? .began : step == 10 ? .ended : .moved,
                        location: Point(x: 200 + Double(step) * 30, y: y)),
                    details: details)
            }
        }
        s.feed(stroke(tool: .pen, id: 1, y: 250, start: 0) + stroke(tool: .finger, id: 2, y: 400, start: 1))
        s.wait(1)
        let states = strokes(s)
        #expect(states.count == 2)
        #expect(states[0]["pressureSensitive"] == .bool(true) && states[1]["pressureSensitive"] == .bool(false))
        var widths: [Double] = []
        for case .path(_, _, _, let width) in paperList(s).commands { widths.append(width) }
        // The pen's ten segments, widening with the pressure, then the finger's one path at 5 points.
        #expect(widths.count == 11)
        #expect(Array(widths.prefix(10)) == widths.prefix(10).sorted() && widths[0] < 2.5 && widths[9] > 8)
        #expect(widths.last == Stroke.lineWidth)
    }

    @Test("a scribble of 200,000 moves keeps every point and costs about its length (it cost its square)")
    func longScribble() throws {
        let s = try SceneHarness("drawing-pad")
        var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 400, y: 300)))]
        for step in 1...200_000 {
            let angle = Double(step) * 0.05, radius = 100 + Double(step % 1000) / 10
            let point = Point(x: 400 + radius * cos(angle), y: 300 + radius * sin(angle))
            events.append(InputEvent(time: Double(step) / 1000, kind: .touch(id: 1, phase: .moved, location: point)))
        }
        events.append(InputEvent(time: 200.001, kind: .touch(id: 1, phase: .ended, location: Point(x: 400, y: 300))))
        let start = ContinuousClock.now
        s.feed(events)
        // About 1 s in a debug build; copying the stroke on every move took minutes.
        #expect(ContinuousClock.now - start < .seconds(30))
        let paper = try #require(s.view("paper") as? PaperView)
        #expect(paper.strokes.count == 1)
        #expect(paper.strokes.first?.points.count == 200_002)
    }
}
