import Playground
import TestSupport
import Testing
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

    @Test("a replay's rings are numbered as a person's fingers, 1 and 2, whatever the trace's ids (0 and -3)")
    func ghostNumbers() throws {
        let s = try SceneHarness("touch-views")
        var builder = TraceBuilder()
        builder.touch(0, .began, at: Point(x: 100, y: 150))
        builder.touch(-3, .began, at: Point(x: 300, y: 350))
        s.feed(builder.events)
        var list = DisplayList()
        #expect(TouchFeedback.drawGhosts(of: s.host.window.router, into: &list) == 2)
        let labels = list.commands.compactMap { command -> String? in
            guard case .text(let text, _, _) = command else { return nil }
            return text
        }
        #expect(labels == ["1", "2"])
    }
}

@Suite("Scenes leaving the window")
struct SceneLifetimeTests {
    @Test(
        "a scene replaced while its timers and animations are pending goes quietly; they do nothing",
        arguments: SceneCatalogue.names)
    func replacedWithPendingTimers(scene: String) throws {
        let clock = ManualClock()
        var host: SceneHost? = try SceneHost(
            sceneNamed: scene,
            context: SceneContext(
                size: Size(width: 800, height: 600), seed: 1,
                imageDirectory: PackageRoot.path + "/data/images"),
            clock: clock)
        weak let gone = host?.scene
        // A long press, a tap and a flick: between them every scene starts a timer or an animation.
        var builder = TraceBuilder()
        builder.touch(1, .began, at: Point(x: 400, y: 560))
        builder.wait(0.7)
        builder.touch(1, .ended, at: Point(x: 400, y: 560))
        builder.wait(0.05)
        builder.tap(at: Point(x: 300, y: 250))
        builder.drag(from: Point(x: 600, y: 560), to: Point(x: 420, y: 400), duration: 0.12)
        for event in builder.events {
            clock.advance(to: event.time)
            host?.window.router.handle(event)
        }
        host = nil
        #expect(gone == nil, "the scene is freed with its window")
        clock.runUntilIdle()
    }
}
