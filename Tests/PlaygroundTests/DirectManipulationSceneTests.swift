import Foundation
import Playground
import Testing
import TouchKit

@Suite("direct-manipulation scene")
struct DirectManipulationSceneTests {
    private func center(_ s: SceneHarness, _ name: String) -> Point { s.view(name)!.center }

    @Test("a touched photo jumps to the front and follows the finger, keeping the grab offset")
    func dragPhoto() throws {
        let s = try SceneHarness("direct-manipulation")
        let start = center(s, "photo-1")
        #expect(s.state("front")?.stringValue != "photo-1")
        try s.replay(fixture: "direct-manipulation/drag-photo.json")
        #expect(s.state("front")?.stringValue == "photo-1")
        let end = center(s, "photo-1")
        #expect(abs(end.x - start.x - 300) < 1e-6 && abs(end.y - start.y - 200) < 1e-6)
    }

    @Test("with the switch on, items stop at the board's edge and ones outside are pulled back in")
    func keepInside() throws {
        let free = try SceneHarness("direct-manipulation")
        try free.replay(fixture: "direct-manipulation/drag-photo-far-right.json")
        let photo = try #require(free.view("photo-1")), board = try #require(free.view("board"))
        #expect(photo.frame.maxX > board.bounds.maxX + 100, "without the switch it may leave the board")
        try free.replay(fixture: "direct-manipulation/tap-switch.json")
        #expect(free.state("keepInside") == .bool(true))
        #expect(abs(photo.frame.maxX - board.bounds.maxX) < 1e-6, "turning it on pulls the photo back in")

        let kept = try SceneHarness("direct-manipulation")
        try kept.replay(fixture: "direct-manipulation/tap-switch.json")
        try kept.replay(fixture: "direct-manipulation/drag-photo-far-right.json")
        let keptPhoto = try #require(kept.view("photo-1")), keptBoard = try #require(kept.view("board"))
        #expect(abs(keptPhoto.frame.maxX - keptBoard.bounds.maxX) < 1e-6)
    }

    @Test("the ball takes touches only inside its circle: a drag from its square's corner leaves it")
    func roundHitTest() throws {
        let s = try SceneHarness("direct-manipulation")
        let start = center(s, "ball")
        try s.replay(fixture: "direct-manipulation/drag-ball-corner.json")
        #expect(center(s, "ball") == start)
        // The log says why: the ball's point(inside:) refused its square's corner.
        let refused = s.log.entries.contains {
            guard case .hitTest(_, _, _, "board", _, let visited) = $0.record else { return false }
            return visited.contains(HitTestVisit(view: "ball", verdict: .refused))
        }
        #expect(refused)
        try s.replay(fixture: "direct-manipulation/drag-ball-middle.json")
        #expect(abs(center(s, "ball").x - start.x - 100) < 1e-6)
    }

    @Test("the star takes touches only on its opaque pixels: its transparent corner lets the touch through")
    func opaquePixelHitTest() throws {
        let s = try SceneHarness("direct-manipulation")
        let start = center(s, "star")
        try s.replay(fixture: "direct-manipulation/drag-star-corner.json")
        #expect(center(s, "star") == start)
        let refused = s.log.entries.contains {
            guard case .hitTest(_, _, _, _, _, let visited) = $0.record else { return false }
            return visited.contains(HitTestVisit(view: "star", verdict: .refused))
        }
        #expect(refused, "the star's transparent corner refused the touch")
        try s.replay(fixture: "direct-manipulation/drag-star-middle.json")
        #expect(abs(center(s, "star").x - start.x + 100) < 1e-6)
        #expect(s.state("front")?.stringValue == "star")
    }

    @Test("a circle drawn on the board is recognized and shown; a straight stroke is not, and says why")
    func circle() throws {
        let s = try SceneHarness("direct-manipulation")
        try s.replay(fixture: "direct-manipulation/draw-circle.json")
        let circle = try #require(s.state("circle"))
        let center = circle["center"]?.arrayValue?.compactMap(\.numberValue) ?? []
        // The board starts at (16, 48): the circle drawn around (400, 330) is around (384, 282) on it.
        #expect(abs(center[0] - 384) < 6 && abs(center[1] - 282) < 6)
        #expect(abs((circle["radius"]?.numberValue ?? 0) - 50) < 5)
        #expect(s.state("message")?.stringValue?.hasPrefix("Circle · center (") == true)
        try s.replay(fixture: "direct-manipulation/draw-line.json")
        #expect(s.state("circle") == .null)
        #expect(s.state("message")?.stringValue?.hasPrefix("Not a circle: ") == true)
    }

    @Test("dragging an item in a circle moves it and is not taken for a drawn circle")
    func dragInCircle() throws {
        let s = try SceneHarness("direct-manipulation")
        let start = center(s, "ball")
        s.play { builder in
            builder.touch(1, .began, at: Point(x: 183.52, y: 400.32))
            for step in 1...48 {
                builder.wait(1.0 / 60)
                let a = 2 * Double.pi * Double(step) / 48
                builder.touch(1, .moved, at: Point(x: 183.52 + 40 * sin(a), y: 400.32 - 40 + 40 * cos(a)))
            }
            builder.touch(1, .ended, at: Point(x: 183.52, y: 400.32))
        }
        #expect(s.state("circle") == .null)
        #expect(abs(center(s, "ball").x - start.x) < 1e-6)
        #expect(!s.log.entries.contains { if case .recognizer("circle", _, _, _) = $0.record { true } else { false } })
    }

    @Test("a long press on an item opens its menu; To back sends it behind the others, Home brings it back")
    func menu() throws {
        let held = try SceneHarness("direct-manipulation")
        try held.replay(fixture: "direct-manipulation/hold-star.json")
        #expect(held.state("menuTarget")?.stringValue == "star")
        held.play { $0.tap(at: Point(x: 400, y: 520)) }
        #expect(held.state("menu")?.stringValue == "hidden", "a touch elsewhere closes the menu")

        let s = try SceneHarness("direct-manipulation")
        try s.replay(fixture: "direct-manipulation/drag-star-middle.json")
        let moved = center(s, "star")
        let starPoint = s.view("star")!.convert(Point(x: 80, y: 80), to: nil)
        s.play { $0.press(at: starPoint, duration: 0.8) }
        #expect(s.state("menu")?.stringValue == "shown")
        #expect(s.state("menuTarget")?.stringValue == "star")
        let back = try #require(s.view("menu-to back"))
        s.play { $0.tap(at: back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil)) }
        #expect(s.state("order")?.arrayValue?.first?.stringValue == "star")
        #expect(s.state("menu")?.stringValue == "hidden")
        s.play { $0.press(at: starPoint, duration: 0.8) }
        let home = try #require(s.view("menu-home"))
        s.play { $0.tap(at: home.convert(Point(x: home.bounds.midX, y: home.bounds.midY), to: nil)) }
        #expect(center(s, "star") != moved)
        #expect(center(s, "star") == s.view("star").map { ($0 as! DraggableItemView).home })
    }

    @Test("without the sticker the star is a plain square and the scene names the missing file")
    func missingSticker() throws {
        let s = try SceneHarness("direct-manipulation", stickers: "/nonexistent/stickers")
        #expect(s.host.scene.problem?.contains("/nonexistent/stickers/star.png") == true)
        try s.replay(fixture: "direct-manipulation/drag-star-middle.json")
        #expect(s.state("front")?.stringValue == "star")
    }
}

extension TraceBuilder {
    /// One finger held still at `location` for `duration` seconds, then lifted.
    mutating func press(at location: Point, duration: Double) {
        touch(1, .began, at: location)
        wait(duration)
        touch(1, .ended, at: location)
        wait(0.01)
    }
}

extension DirectManipulationSceneTests {
    @Test(
        "a resize keeps where the items were dragged, relative to the board (F9, a window resized, a visit to a scene with a form)"
    )
    func resizeKeepsArrangement() throws {
        let s = try SceneHarness("direct-manipulation")
        try s.replay(fixture: "direct-manipulation/drag-photo.json")
        let board = try #require(s.view("board"))
        let before = center(s, "photo-1")
        let fraction = Point(x: before.x / board.bounds.width, y: before.y / board.bounds.height)
        #expect(before != s.view("photo-1").map { ($0 as? DraggableItemView)?.home ?? .zero }, "it was dragged")
        for size in [Size(width: 1200, height: 700), Size(width: 500, height: 800), Size(width: 800, height: 600)] {
            s.host.window.resize(to: size)
            let after = center(s, "photo-1")
            #expect(abs(after.x / board.bounds.width - fraction.x) < 1e-9, "\(size)")
            #expect(abs(after.y / board.bounds.height - fraction.y) < 1e-9, "\(size)")
        }
        // Back at the first size, exactly where it was left.
        let back = center(s, "photo-1")
        #expect(abs(back.x - before.x) < 1e-6 && abs(back.y - before.y) < 1e-6)
        // An item never dragged is still at its home.
        let star = try #require(s.view("star") as? DraggableItemView)
        #expect(abs(star.center.x - star.home.x) < 1e-6 && abs(star.center.y - star.home.y) < 1e-6)
    }
}
