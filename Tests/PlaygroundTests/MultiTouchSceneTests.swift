import Playground
import TestSupport
import Testing
import TouchKit

@Suite("multi-touch scene")
struct MultiTouchSceneTests {
    private func fingers(_ s: SceneHarness) -> [[Double]] {
        s.state("fingers")?.arrayValue?.map { $0.arrayValue?.compactMap(\.numberValue) ?? [] } ?? []
    }

    @Test("each finger is a circle where it is, and the message names the phase, the count and every point")
    func threeFingers() throws {
        let s = try SceneHarness("multi-touch")
        try s.replay(fixture: "multi-touch/three-fingers.json", settle: false)
        // The fixture lifts all three at its end; look at the moment before with a fresh run.
        let during = try SceneHarness("multi-touch")
        let trace = try TouchTrace(
            json: String(
                contentsOfFile: PackageRoot.path + "/Tests/PlaygroundTests/Fixtures/multi-touch/three-fingers.json",
                encoding: .utf8))
        during.feed(Array(trace.events.prefix(6)))
        #expect(
            during.state("message")?.stringValue == "Touches moved: 3 touches at (230, 320), (430, 270), (630, 340)")
        #expect(fingers(during) == [[230, 320], [430, 270], [630, 340]])
        var list = DisplayList()
        during.view("spots")!.draw(into: &list)
        let circles = list.commands.filter { if case .path(_, .some, _, _) = $0 { true } else { false } }
        #expect(circles.count == 3)

        #expect(s.state("message")?.stringValue?.hasPrefix("Touches ended: ") == true)
        #expect(fingers(s).isEmpty)
    }

    @Test("a single tap is announced only after the wait for a second tap")
    func singleTap() throws {
        let s = try SceneHarness("multi-touch")
        try s.replay(fixture: "multi-touch/single-tap.json", settle: false)
        #expect(s.state("taps")?.arrayValue == [])
        s.wait(MultiTouchScene.singleTapDelay + 0.01)
        #expect(s.state("taps")?.arrayValue == [.string("single")])
    }

    @Test("a second tap cancels the delayed single tap: only the double is announced")
    func doubleTap() throws {
        let s = try SceneHarness("multi-touch")
        try s.replay(fixture: "multi-touch/double-tap.json")
        #expect(s.state("taps")?.arrayValue == [.string("double")])
        #expect(!s.clock.hasPendingTimers)
    }

    @Test("a drag is not a tap")
    func drag() throws {
        let s = try SceneHarness("multi-touch")
        try s.replay(fixture: "multi-touch/drag.json")
        #expect(s.state("taps")?.arrayValue == [])
    }
}
