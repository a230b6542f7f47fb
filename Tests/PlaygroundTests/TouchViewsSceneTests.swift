import JSON
import Playground
import Testing
import TouchKit

@Suite("touch-views scene")
struct TouchViewsSceneTests {
    @Test("the scene has A, B, C and D with D inside C and B in front of A, in the fixed chain")
    func structure() throws {
        let s = try SceneHarness("touch-views")
        let root = s.host.scene.view
        #expect(root.subviews.map(\.name) == ["A", "B", "C"])
        #expect(s.view("D")?.superview?.name == "C")
        #expect(s.view("A")!.frame.intersects(s.view("B")!.frame))
        #expect(s.view("D")!.responderChain.map(\.name) == ["D", "C", "root", "controller", "window", "application"])
    }

    @Test("touching D recolors D, C and the root (through the controller); A and B keep their colors")
    func tapD() throws {
        let s = try SceneHarness("touch-views")
        let before = s.colors
        try s.replay(sample: "tap-D.json")
        let after = s.colors
        for name in ["D", "C", "root"] { #expect(after[name]! != before[name]!, "\(name) should change") }
        for name in ["A", "B"] { #expect(after[name]! == before[name]!, "\(name) should not change") }
        let hit = s.log.entries.first {
            if case .hitTest(1, _, _, "D", ["window", "root", "C", "D"], _) = $0.record { true } else { false }
        }
        #expect(hit != nil)
    }

    @Test("touching where B overlaps A recolors B, not A")
    func tapBOverA() throws {
        let s = try SceneHarness("touch-views")
        let before = s.colors
        try s.replay(sample: "tap-B-over-A.json")
        #expect(s.colors["B"]! != before["B"]!)
        #expect(s.colors["A"]! == before["A"]!)
        #expect(s.colors["C"]! == before["C"]! && s.colors["D"]! == before["D"]!)
    }

    @Test("the same seed gives the same colors; another seed gives others")
    func seeded() throws {
        let first = try SceneHarness("touch-views", seed: 42), second = try SceneHarness("touch-views", seed: 42)
        try first.replay(sample: "tap-D.json")
        try second.replay(sample: "tap-D.json")
        #expect(first.host.scene.stateJSON() == second.host.scene.stateJSON())
        let other = try SceneHarness("touch-views", seed: 43)
        #expect(other.colors["A"]! != (try SceneHarness("touch-views", seed: 42)).colors["A"]!)
    }

    @Test("the layout follows the window size")
    func resize() throws {
        let s = try SceneHarness("touch-views")
        s.host.window.resize(to: Size(width: 400, height: 300))
        #expect(s.view("C")!.frame == Rect(x: 256, y: 30, width: 120, height: 240))
        #expect(s.view("D")!.convert(s.view("D")!.bounds, to: nil).maxX <= 376)
    }

    @Test("the state names every view with its window frame, transform and color")
    func state() throws {
        let s = try SceneHarness("touch-views")
        let views = try #require(s.state("views")?.arrayValue)
        #expect(views.compactMap { $0["name"]?.stringValue } == ["root", "A", "B", "C", "D"])
        let d = try #require(views.last)
        #expect(d["frame"] == .array([548, 276, 168, 192].map { JSONValue.number($0) }))
        #expect(d["transform"] == .array([1, 0, 0, 1, 0, 0].map { JSONValue.number($0) }))
        #expect(d["color"]?.stringValue?.count == 7)
        #expect(s.state("scene")?.stringValue == "touch-views")
    }
}
