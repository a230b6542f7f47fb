import Playground
import Testing
import TouchKit

@Suite("tray scene")
struct TraySceneTests {
    private func top(_ s: SceneHarness) -> Double { s.state("trayTop")?.numberValue ?? .nan }
    private func tray(_ s: SceneHarness) -> TrayScene { s.host.scene as! TrayScene }

    @Test("it starts closed, showing only the handle")
    func start() throws {
        let s = try SceneHarness("tray")
        #expect(s.state("tray")?.stringValue == "closed")
        #expect(top(s) == 600 - TrayScene.closedVisibleHeight)
    }

    @Test("a quick upward flick opens it, and the spring starts at the finger's speed and overshoots")
    func flickUp() throws {
        let s = try SceneHarness("tray")
        try s.replay(fixture: "tray/flick-up.json", settle: false)
        #expect(s.state("tray")?.stringValue == "open")
        #expect((s.state("releaseVelocity")?.numberValue ?? 0) < -500)
        #expect((s.state("springVelocity")?.numberValue ?? 0) > 1)
        var highest = top(s)
        while s.state("moving") == .bool(true) {
            s.wait(Animation.frameInterval)
            highest = min(highest, top(s))
        }
        let open = tray(s).restingTop(.open)
        #expect(top(s) == open)
        #expect(highest < open - 2, "a thrown tray should bounce past the open position")
    }

    @Test("while dragged it follows the finger")
    func follows() throws {
        let s = try SceneHarness("tray")
        var builder = TraceBuilder(time: 0)
        builder.drag(from: Point(x: 400, y: 560), to: Point(x: 400, y: 460), duration: 0.5, lift: false)
        s.feed(builder.events)
        #expect(abs(top(s) - (536 - 100)) < 0.5)
    }

    @Test("a slow release goes to the nearer end: past the middle opens, a little way closes again")
    func slowRelease() throws {
        let far = try SceneHarness("tray")
        try far.replay(fixture: "tray/slow-drag-up.json")
        #expect(far.state("tray")?.stringValue == "open")
        #expect(abs(far.state("releaseVelocity")?.numberValue ?? 1000) < TrayScene.flickSpeed)
        let near = try SceneHarness("tray")
        try near.replay(fixture: "tray/short-slow-drag.json")
        #expect(near.state("tray")?.stringValue == "closed")
        #expect(top(near) == 536)
    }

    @Test("a downward flick closes the open tray; a tap on the handle toggles it")
    func flickDownAndTap() throws {
        let s = try SceneHarness("tray")
        try s.replay(fixture: "tray/flick-up.json")
        try s.replay(fixture: "tray/flick-down.json")
        #expect(s.state("tray")?.stringValue == "closed")
        #expect(top(s) == 536)
        try s.replay(fixture: "tray/tap-handle.json")
        #expect(s.state("tray")?.stringValue == "open")
        #expect(top(s) == tray(s).restingTop(.open))
    }

    @Test("it stays open, at the new bottom, when the window is resized")
    func resize() throws {
        let s = try SceneHarness("tray")
        try s.replay(fixture: "tray/flick-up.json")
        s.host.window.resize(to: Size(width: 1000, height: 700))
        #expect(s.state("tray")?.stringValue == "open")
        #expect(top(s) == 700 - 360)
    }
}
