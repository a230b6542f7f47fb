import Testing
import TouchKit

@Suite("Views and hit testing")
struct ViewTests {
    @Test("a subview moved below or above a sibling lands right next to it, whichever side it came from")
    func reorderWithinParent() {
        let parent = View(name: "parent")
        let (a, b, c) = (View(name: "a"), View(name: "b"), View(name: "c"))
        for view in [a, b, c] { parent.addSubview(view) }
        parent.insertSubview(a, belowSubview: c)
        #expect(parent.subviews.map(\.name) == ["b", "a", "c"])
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.name) == ["c", "b", "a"])
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map(\.name) == ["b", "a", "c"])
        parent.insertSubview(c, aboveSubview: b)
        #expect(parent.subviews.map(\.name) == ["b", "c", "a"])
    }

    @Test("frame is the bounding box of a transformed view, about its center")
    func frameWithTransform() {
        let view = View(name: "v", frame: Rect(x: 100, y: 100, width: 100, height: 50))
        view.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame.width, 50, 1e-9) && close(view.frame.height, 100, 1e-9))
        #expect(close(view.frame.midX, 150, 1e-9) && close(view.frame.midY, 125, 1e-9))
    }

    @Test("points convert between any two views through their transforms")
    func conversion() {
        let h = Harness()
        let a = h.addView("a", Rect(x: 100, y: 100, width: 100, height: 100))
        a.transform = AffineTransform(scaleX: 2, y: 2)
        let b = h.addView("b", Rect(x: 10, y: 10, width: 20, height: 20), to: a)
        // b's origin is 10 pt into a; a is doubled about its center (150, 150): a's (0,0) is at (50, 50).
        let origin = b.convert(Point(0, 0), to: nil)
        #expect(origin == Point(70, 70))
        #expect(a.convert(Point(70, 70), from: nil) == Point(10, 10))
        let other = h.addView("other", Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(b.convert(Point(5, 5), to: other) == Point(80, 80))
        #expect(other.convert(Point(80, 80), to: b) == Point(5, 5))
    }

    @Test("subviews can be inserted, reordered and removed")
    func hierarchy() {
        let h = Harness()
        let a = h.addView("a", Rect(x: 0, y: 0, width: 10, height: 10))
        let b = h.addView("b", Rect(x: 0, y: 0, width: 10, height: 10))
        let c = RecordingView(name: "c")
        h.root.insertSubview(c, at: 0)
        #expect(h.root.subviews.map(\.name) == ["c", "a", "b"])
        h.root.bringSubviewToFront(c)
        h.root.sendSubviewToBack(b)
        #expect(h.root.subviews.map(\.name) == ["b", "a", "c"])
        h.root.insertSubview(RecordingView(name: "d"), aboveSubview: b)
        #expect(h.root.subviews.map(\.name) == ["b", "d", "a", "c"])
        a.removeFromSuperview()
        #expect(a.superview == nil && a.window == nil)
        b.addSubview(c)
        #expect(h.root.subviews.map(\.name) == ["b", "d"] && c.superview === b)
    }

    @Test("the front-most view wins; hidden, non-interactive and transparent views are skipped")
    func hitTestRules() {
        let h = Harness()
        let back = h.addView("back", Rect(x: 0, y: 0, width: 100, height: 100))
        let front = h.addView("front", Rect(x: 50, y: 50, width: 100, height: 100))
        #expect(h.window.hitTest(Point(75, 75), with: nil) === front)
        front.isHidden = true
        #expect(h.window.hitTest(Point(75, 75), with: nil) === back)
        front.isHidden = false
        front.isUserInteractionEnabled = false
        #expect(h.window.hitTest(Point(75, 75), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.alpha = 0.009
        #expect(h.window.hitTest(Point(75, 75), with: nil) === back)
        front.alpha = 0.01
        #expect(h.window.hitTest(Point(75, 75), with: nil) === front)
        #expect(h.window.hitTest(Point(390, 390), with: nil) === h.root)
        #expect(h.window.hitTest(Point(-1, 5), with: nil) == nil)
    }

    @Test("a point outside a view never reaches its subviews, even ones drawn outside it")
    func outsideParent() {
        let h = Harness()
        let parent = h.addView("parent", Rect(x: 0, y: 0, width: 50, height: 50))
        let child = h.addView("child", Rect(x: 40, y: 40, width: 50, height: 50), to: parent)
        #expect(h.window.hitTest(Point(45, 45), with: nil) === child)
        #expect(h.window.hitTest(Point(70, 70), with: nil) === h.root)
    }

    @Test("hit testing follows transforms")
    func rotatedHit() {
        let h = Harness()
        let bar = h.addView("bar", Rect(x: 150, y: 190, width: 100, height: 20))
        #expect(h.window.hitTest(Point(200, 160), with: nil) === h.root)
        bar.transform = AffineTransform(rotationAngle: .pi / 2)
        #expect(h.window.hitTest(Point(200, 160), with: nil) === bar)
        #expect(h.window.hitTest(Point(160, 200), with: nil) === h.root)
    }

    @Test("point(inside:) can be overridden for a round view")
    func roundView() {
        final class Round: View {
            override func point(inside point: Point, with event: TouchEvent?) -> Bool {
                point.distance(to: bounds.center) <= bounds.width / 2
            }
        }
        let h = Harness()
        let round = Round(name: "round", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(round)
        #expect(h.window.hitTest(Point(50, 50), with: nil) === round)
        #expect(h.window.hitTest(Point(5, 5), with: nil) === h.root)
    }

    @Test("an image view ignores touches until interaction is turned on, and places its image")
    func imageView() {
        let h = Harness()
        let image = ImageView(name: "image", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        image.image = ImageReference(path: "x.png", pixelSize: Size(width: 100, height: 100))
        h.root.addSubview(image)
        #expect(h.window.hitTest(Point(10, 10), with: nil) === h.root)
        image.isUserInteractionEnabled = true
        #expect(h.window.hitTest(Point(10, 10), with: nil) === image)
        #expect(image.imageRect == Rect(x: 50, y: 0, width: 100, height: 100))
        image.contentMode = .scaleAspectFill
        #expect(image.imageRect == Rect(x: 0, y: -50, width: 200, height: 200))
    }
}
