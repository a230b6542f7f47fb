import Testing
import TouchKit

/// Views with many subviews hit-test through a grid of their subviews' frames; the answer must be the
/// one UIKit's walk over every subview, front to back, gives, whatever the views look like and however
/// they move between touches.
@Suite("Hit testing many subviews")
struct HitTestIndexTests {
    /// A button whose hit area reaches 20 points past its bounds (as apps do for small targets).
    final class WideButton: View {
        override func point(inside point: Point, with event: TouchEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    /// A view that only draws, and says it is hit like any view.
    final class Tile: View {
        override var hitsOnlyInsideBounds: Bool { true }
    }

    /// A small, repeatable random source (SplitMix64).
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// UIKit's hit test, walking every subview front to back: what the index must agree with.
    static func walk(_ view: View, _ point: Point) -> View? {
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01, view.point(inside: point, with: nil)
        else { return nil }
        for subview in view.subviews.reversed() {
            if let hit = walk(subview, subview.convert(point, from: view)) { return hit }
        }
        return view
    }

    static func randomView(_ number: Int, using random: inout Seeded) -> View {
        let frame = Rect(
            x: Double.random(in: -50...780, using: &random), y: Double.random(in: -50...580, using: &random),
            width: Double.random(in: 0...90, using: &random), height: Double.random(in: 0...90, using: &random))
        let view: View
        switch Int.random(in: 0..<20, using: &random) {
        case 0: view = WideButton(name: "wide-\(number)", frame: frame)
        case 1: view = Tile(name: "tile-\(number)", frame: frame)
        case 2: view = View(name: "huge-\(number)", frame: Rect(x: 0, y: 0, width: 800, height: 600))
        default: view = View(name: "view-\(number)", frame: frame)
        }
        switch Int.random(in: 0..<12, using: &random) {
        case 0: view.isHidden = true
        case 1: view.alpha = 0
        case 2: view.isUserInteractionEnabled = false
        case 3: view.transform = AffineTransform(rotationAngle: Double.random(in: -3...3, using: &random))
        case 4: view.transform = AffineTransform(scaleX: 1.8, y: 0.6)
        default: break
        }
        if Int.random(in: 0..<6, using: &random) == 0 {
            // A child partly outside its parent (it can be hit only where the parent is).
            view.addSubview(View(name: "child-\(number)", frame: Rect(x: 10, y: 10, width: 120, height: 20)))
        }
        return view
    }

    @Test("the same view as a walk over every subview, for random views and points, before and after changes")
    func agreesWithTheWalk() {
        var random = Seeded(state: 20_261_123)
        for round in 0..<20 {
            let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 800, height: 600))
            let count = [32, 40, 200, 1500][round % 4]
            for number in 0..<count { root.addSubview(Self.randomView(number, using: &random)) }
            for change in 0..<6 {
                for _ in 0..<300 {
                    let point = Point(
                        x: Double.random(in: -60...860, using: &random), y: Double.random(in: -60...660, using: &random)
                    )
                    let expected = Self.walk(root, point)
                    #expect(
                        root.hitTest(point, with: nil) === expected,
                        "round \(round), change \(change), point \(point): want \(expected?.name ?? "nil")")
                }
                // Between touches, the scene changes.
                let subview = root.subviews[Int.random(in: 0..<root.subviews.count, using: &random)]
                switch change % 6 {
                case 0: subview.center.x += 37
                case 1: subview.transform = AffineTransform(rotationAngle: 0.5)
                case 2: root.bringSubviewToFront(root.subviews[0])
                case 3: subview.removeFromSuperview()
                case 4: root.insertSubview(Self.randomView(10_000 + change, using: &random), at: 3)
                default: subview.bounds.size.width += 50
                }
            }
        }
    }

    @Test("a 100 × 100 grid of views: every cell is hit where it is, and the front one where two overlap")
    func gridOfTenThousand() {
        let root = View(name: "root", frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for row in 0..<100 {
            for column in 0..<100 {
                root.addSubview(
                    View(
                        name: "\(row)-\(column)",
                        frame: Rect(x: Double(column) * 10, y: Double(row) * 10, width: 10, height: 10)))
            }
        }
        let front = View(name: "front", frame: Rect(x: 500, y: 500, width: 30, height: 30))
        root.addSubview(front)
        for _ in 0..<5 {  // the first ones walk, then the index is made and used
            #expect(root.hitTest(Point(x: 5, y: 5), with: nil)?.name == "0-0")
            #expect(root.hitTest(Point(x: 995, y: 5), with: nil)?.name == "0-99")
            #expect(root.hitTest(Point(x: 123, y: 987), with: nil)?.name == "98-12")
            #expect(root.hitTest(Point(x: 515, y: 515), with: nil) === front)
        }
        front.center = Point(x: 20, y: 20)  // moved: the index is stale and must not be used
        #expect(root.hitTest(Point(x: 515, y: 515), with: nil)?.name == "51-51")
        for _ in 0..<5 { #expect(root.hitTest(Point(x: 20, y: 20), with: nil) === front) }
    }
}
