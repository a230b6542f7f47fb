import Testing
import Playground
import TouchKit

@Suite("Live touch feedback")
struct TouchFeedbackTests {
    @Test("a disc centered under each finger down, in window points, over any scene; none once they lift")
    func discs() throws {
        for scene in SceneCatalogue.names {
            let s = try SceneHarness(scene)
            var builder = TraceBuilder()
            builder.touch(1, .began, at: Point(x: 100, y: 150))
            builder.touch(2, .began, at: Point(x: 300, y: 350))
            s.feed(builder.events)
            var list = DisplayList()
            #expect(TouchFeedback.draw(s.host.window.router.activeTouches, into: &list) == 2, "\(scene)")
            let centers = list.commands.compactMap { command -> Point? in
                guard case .path(let path, let fill, _, _) = command, fill == TouchFeedback.fill else { return nil }
                return path.boundingBox.center
            }
            #expect(Set(centers.map(\.rounded)) == ["(100, 150)", "(300, 350)"], "\(scene)")
            builder.touch(1, .ended, at: Point(x: 100, y: 150))
            builder.touch(2, .ended, at: Point(x: 300, y: 350))
            s.feed(Array(builder.events.suffix(2)))
            var after = DisplayList()
            #expect(TouchFeedback.draw(s.host.window.router.activeTouches, into: &after) == 0)
        }
    }
}
