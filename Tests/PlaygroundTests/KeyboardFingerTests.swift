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

    /// The finger on the view named `name`, after moving there with the arrows.
    private func finger(on name: String, in harness: SceneHarness) throws -> KeyboardFinger {
        var finger = KeyboardFinger()
        let root = harness.host.scene.view
        for _ in 0..<CanvasDescription.touchableViews(in: root).count where finger.view(in: root)?.name != name {
            finger.move(by: 1, in: root)
        }
        try #require(finger.view(in: root)?.name == name)
        return finger
    }

    /// The gallery's recognitions, as `gesture/fingers`.
    private func recognitions(_ harness: SceneHarness) -> [String] {
        (harness.state("recognitions")?.arrayValue ?? []).map {
            "\($0["gesture"]?.stringValue ?? "")/\(Int($0["fingers"]?.numberValue ?? 0))"
        }
    }

    @Test("in the gallery, prepared gestures: Shift+arrows swipe, 2 and 3 tap with that many fingers")
    func gallery() throws {
        let harness = try SceneHarness("gestures")
        let root = harness.host.scene.view
        var finger = try finger(on: "stage", in: harness)
        let swipe = finger.steps(for: .swipe(dx: -150, dy: 0), in: root, longPress: 0.5)
        perform(try #require(swipe), in: harness)
        #expect(recognitions(harness).last == "swipe left/1", "\(recognitions(harness))")
        let two = finger.steps(for: .multiFingerTap(fingers: 2), in: root, longPress: 0.5)
        perform(try #require(two), in: harness)
        harness.wait(1)
        #expect(recognitions(harness).last == "tap/2", "\(recognitions(harness))")
        let three = finger.steps(for: .multiFingerTap(fingers: 3), in: root, longPress: 0.5)
        perform(try #require(three), in: harness)
        harness.wait(1)
        #expect(recognitions(harness).last == "tap/3", "\(recognitions(harness))")
        let longPress = finger.steps(for: .longPress, in: root, longPress: 0.5)
        perform(try #require(longPress), in: harness)
        #expect(recognitions(harness).contains("long press/1"), "\(recognitions(harness))")
    }

    @Test("O draws a circle the direct-manipulation board recognizes; L draws a line in the lines scene")
    func drawn() throws {
        let board = try SceneHarness("direct-manipulation")
        var onBoard = try finger(on: "board", in: board)
        let circle = onBoard.steps(for: .circle, in: board.host.scene.view, longPress: 0.5)
        perform(try #require(circle), in: board)
        #expect(board.state("circle") != .null, "no circle recognized")
        let lines = try SceneHarness("lines")
        var onLines = KeyboardFinger()
        onLines.move(by: -1, in: lines.host.scene.view)  // the root: the drawing surface
        let stroke = onLines.steps(for: .stroke, in: lines.host.scene.view, longPress: 0.5)
        perform(try #require(stroke), in: lines)
        #expect(lines.state("lines")?.arrayValue?.count == 1)
    }
}
