import Glibc
import Playground
import Testing
import TouchKit

@Suite("A keyboard finger: the canvas driven by keys, through the same input as a finger")
struct KeyboardFingerTests {
    /// Feeds `steps` into the harness's scene at their delays, as the window's timers would.
    private func perform(_ steps: [KeyboardFinger.Step], in harness: SceneHarness) {
        let start = harness.clock.now
        harness.feed(steps.map { InputEvent(time: start + $0.delay, kind: $0.kind) })
        harness.clock.runUntilIdle()
    }

    @Test("the arrows visit the views a touch could hit, front to back, children first, and wrap around")
    func order() throws {
        let harness = try SceneHarness("touch-views")
        var finger = KeyboardFinger()
        let root = harness.host.scene.view
        var visited: [String] = []
        for _ in 0..<6 { visited.append(finger.move(by: 1, in: root)?.name ?? "") }
        #expect(visited == ["D", "C", "B", "A", "root", "D"])
        #expect(finger.move(by: -1, in: root)?.name == "root")
    }

    @Test("Enter on C taps C, not D which covers C's center; on D it recolors D as a finger's tap does")
    func tapsWhatItIsOn() throws {
        let harness = try SceneHarness("touch-views")
        let root = harness.host.scene.view
        var finger = KeyboardFinger()
        finger.move(by: 1, in: root)
        finger.move(by: 1, in: root)  // C
        let colors = harness.colors
        let steps1 = finger.steps(for: .tap(count: 1), in: root, longPress: 0.5)
        perform(try #require(steps1), in: harness)
        #expect(harness.colors["C"] != colors["C"], "C recolored")
        #expect(harness.colors["D"] == colors["D"], "D untouched")
        finger.move(by: -1, in: root)  // D
        let steps2 = finger.steps(for: .tap(count: 1), in: root, longPress: 0.5)
        perform(try #require(steps2), in: harness)
        #expect(harness.colors["D"] != colors["D"])
    }

    @Test("on the photo, keys pinch, turn and drag it; Shift+Enter double taps to the next photo")
    func photo() throws {
        let harness = try SceneHarness("image-viewer")
        let root = harness.host.scene.view
        var finger = KeyboardFinger()
        #expect(finger.move(by: 1, in: root)?.name == "photo")
        let photo = try #require(harness.view("photo"))
        let steps3 = finger.steps(for: .pinch(scale: 1.25), in: root, longPress: 0.5)
        perform(try #require(steps3), in: harness)
        let scale = hypot(photo.transform.a, photo.transform.b)
        #expect(abs(scale - 1.25) < 0.02, "scale \(scale)")
        let steps4 = finger.steps(for: .rotate(radians: .pi / 12), in: root, longPress: 0.5)
        perform(try #require(steps4), in: harness)
        let angle = atan2(photo.transform.b, photo.transform.a)
        #expect(abs(angle - .pi / 12) < 0.02, "angle \(angle)")
        let x = photo.center.x + photo.transform.tx
        let steps5 = finger.steps(for: .pan(dx: 40, dy: 0), in: root, longPress: 0.5)
        perform(try #require(steps5), in: harness)
        #expect(photo.center.x + photo.transform.tx > x + 30)
        let image = harness.state("image")
        let steps6 = finger.steps(for: .tap(count: 2), in: root, longPress: 0.5)
        perform(try #require(steps6), in: harness)
        #expect(harness.state("image") != image, "a double tap shows the next photo")
    }
}
