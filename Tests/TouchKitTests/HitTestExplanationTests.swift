import Testing
import TouchKit

/// Every hit test explained: each view visited, front to back as UIKit visits them, with the verdict on it,
/// on both sides of each of UIKit's documented rules (hidden, user interaction off, alpha below 0.01, the
/// point outside the bounds, `point(inside:with:)` saying no), and the views never asked because one in
/// front was hit first.
@Suite("Hit tests explained")
struct HitTestExplanationTests {
    /// A round view: only the disc inside its square counts (the ball's rule).
    final class Disc: View {
        override func point(inside point: Point, with event: TouchEvent?) -> Bool {
            let dx = point.x - bounds.midX, dy = point.y - bounds.midY
            return dx * dx + dy * dy <= bounds.width * bounds.width / 4
        }
    }

    /// "name:verdict" for each view the walk lists, window first.
    private func verdicts(_ harness: Harness, at point: Point) -> [String] {
        harness.window.explainHitTest(at: point).walk.visits.map { "\($0.name):\($0.verdict.rawValue)" }
    }

    @Test("a hidden view is skipped wherever the touch lands, its subviews unvisited, and the view behind is hit")
    func hidden() {
        let h = Harness()
        h.addView("behind", Rect(x: 0, y: 0, width: 200, height: 200))
        let ghost = h.addView("ghost", Rect(x: 0, y: 0, width: 200, height: 200))
        h.addView("inside-ghost", Rect(x: 0, y: 0, width: 50, height: 50), to: ghost)
        ghost.isHidden = true
        #expect(verdicts(h, at: Point(20, 20)) == ["window:path", "root:path", "ghost:hidden", "behind:hit"])
        // Flags before the point: far from the ghost, it is still hidden (and nothing else is hit but root).
        #expect(verdicts(h, at: Point(300, 300)) == ["window:path", "root:hit", "ghost:hidden"])
        ghost.isHidden = false
        #expect(
            verdicts(h, at: Point(20, 20)) == [
                "window:path", "root:path", "ghost:path", "inside-ghost:hit", "behind:behind",
            ])
    }

    @Test("glass (user interaction off) lets the touch through to the view behind it")
    func interactionOff() {
        let h = Harness()
        h.addView("behind", Rect(x: 0, y: 0, width: 200, height: 200))
        let glass = h.addView("glass", Rect(x: 0, y: 0, width: 200, height: 200))
        glass.isUserInteractionEnabled = false
        let (hit, walk) = h.window.explainHitTest(at: Point(100, 100))
        #expect(hit?.name == "behind")
        #expect(walk.hit === hit)
        #expect(walk.visits.map(\.verdict) == [.path, .path, .interactionOff, .hit])
    }

    @Test("alpha: below 0.01 is transparent, 0.01 is hit")
    func alphaBoundary() {
        let h = Harness()
        let view = h.addView("faint", Rect(x: 0, y: 0, width: 100, height: 100))
        view.alpha = 0.0099
        #expect(verdicts(h, at: Point(50, 50)) == ["window:path", "root:hit", "faint:transparent"])
        view.alpha = 0.01
        #expect(verdicts(h, at: Point(50, 50)) == ["window:path", "root:path", "faint:hit"])
    }

    @Test("a point on the bounds' edge: the left and top edges are inside, the right and bottom outside")
    func edges() {
        let h = Harness()
        h.addView("box", Rect(x: 100, y: 100, width: 100, height: 100))
        #expect(h.window.explainHitTest(at: Point(100, 100)).hit?.name == "box")
        #expect(h.window.explainHitTest(at: Point(199.99, 199.99)).hit?.name == "box")
        // Outside a view with no subviews: not listed at all (nothing in it could be hit).
        #expect(verdicts(h, at: Point(200, 150)) == ["window:path", "root:hit"])
        #expect(verdicts(h, at: Point(150, 200)) == ["window:path", "root:hit"])
    }

    @Test(
        "a subview sticking out of its superview is never reached there, clipped or not, and is listed as never asked"
    )
    func outsideParent() {
        for clips in [false, true] {
            let h = Harness()
            let parent = h.addView("parent", Rect(x: 0, y: 0, width: 100, height: 100))
            parent.clipsToBounds = clips
            let child = h.addView("child", Rect(x: 50, y: 50, width: 100, height: 100), to: parent)
            h.addView("dot", Rect(x: 60, y: 60, width: 20, height: 20), to: child)
            // In the child's part outside the parent: the parent is outside; the child, under the point, and
            // the dot inside it were never asked.
            #expect(
                verdicts(h, at: Point(120, 120)) == [
                    "window:path", "root:hit", "parent:outside", "child:outside-superview", "dot:outside-superview",
                ], "clips \(clips)")
            #expect(
                verdicts(h, at: Point(105, 140)) == [
                    "window:path", "root:hit", "parent:outside", "child:outside-superview",
                ])
            #expect(verdicts(h, at: Point(80, 80)) == ["window:path", "root:path", "parent:path", "child:hit"])
        }
    }

    @Test("a round view refuses its square's corners, so the view behind gets them")
    func refused() {
        let h = Harness()
        h.addView("behind", Rect(x: 0, y: 0, width: 200, height: 200))
        h.root.addSubview(Disc(name: "ball", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        #expect(verdicts(h, at: Point(5, 5)) == ["window:path", "root:path", "ball:refused", "behind:hit"])
        #expect(verdicts(h, at: Point(50, 50)) == ["window:path", "root:path", "ball:hit", "behind:behind"])
        // Outside its square: not listed.
        #expect(verdicts(h, at: Point(150, 150)) == ["window:path", "root:path", "behind:hit"])
    }

    @Test("views behind the one hit are listed as never asked only where they, or a view in them, hold the point")
    func behind() {
        let h = Harness()
        let far = h.addView("far", Rect(x: 300, y: 300, width: 50, height: 50))
        h.addView("far-child", Rect(x: 0, y: 0, width: 10, height: 10), to: far)
        let under = h.addView("under", Rect(x: 0, y: 0, width: 100, height: 100))
        h.addView("under-child", Rect(x: 0, y: 0, width: 50, height: 50), to: under)
        let wrapper = h.addView("wrapper", Rect(x: 200, y: 200, width: 10, height: 10))
        // Sticks out of its small wrapper to under the touch: the wrapper is listed, its child is not.
        h.addView("reaching", Rect(x: -200, y: -200, width: 100, height: 100), to: wrapper)
        h.addView("top", Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(
            verdicts(h, at: Point(20, 20)) == [
                "window:path", "root:path", "top:hit", "wrapper:behind", "under:behind",
            ])
    }

    @Test("thousands of subviews, through the hit-test index: the same verdicts as the walk over all of them")
    func indexed() {
        let h = Harness(size: Size(width: 1000, height: 1000))
        for row in 0..<100 {
            for column in 0..<100 {
                h.root.addSubview(
                    View(
                        name: "\(row)-\(column)",
                        frame: Rect(x: Double(column) * 10, y: Double(row) * 10, width: 10, height: 10)))
            }
        }
        let cover = View(name: "cover", frame: Rect(x: 500, y: 500, width: 30, height: 30))
        h.root.addSubview(cover)
        let point = Point(515, 515)
        let walked = verdicts(h, at: point)  // the first hit tests walk every subview
        for _ in 0..<4 { _ = h.window.hitTest(point, with: nil) }  // then the index is made
        #expect(verdicts(h, at: point) == walked)
        #expect(walked == ["window:path", "root:path", "cover:hit", "51-51:behind"])
    }

    @Test("the log's hit-test record lists the views visited; the narration says what was passed over and why")
    func logged() {
        let h = Harness()
        h.addView("behind", Rect(x: 0, y: 0, width: 200, height: 200))
        let glass = h.addView("glass", Rect(x: 0, y: 0, width: 200, height: 200))
        glass.isUserInteractionEnabled = false
        h.play { $0.tap(at: Point(50, 50)) }
        let record = h.log.entries.first { if case .hitTest = $0.record { true } else { false } }
        guard case .hitTest(_, _, _, let view, _, let visited)? = record?.record else {
            Issue.record("no hit-test record")
            return
        }
        #expect(view == "behind")
        #expect(visited.map(\.verdict) == [.path, .path, .interactionOff, .hit])
        #expect(
            record?.jsonLine.contains(
                #""visited":[{"view":"window","verdict":"path"},{"view":"root","verdict":"path"},"#
                    + #"{"view":"glass","verdict":"interaction-off"},{"view":"behind","verdict":"hit"}]"#) == true,
            "\(record?.jsonLine ?? "")")
    }
}
