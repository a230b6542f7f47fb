import Playground
import TestSupport
import Testing
import TouchKit

/// The exploded view: slabs placed by a 2-D transform each (flat when gathered, fitted when spread), the
/// animation and the turn, a hand that turns or taps through, and the rays of real hit tests.
@Suite("Exploded view")
struct ExplodedViewTests {
    let window = Size(width: 800, height: 600)
    let area = Rect(x: 24, y: 40, width: 752, height: 472)

    private func close(_ a: Point, _ b: Point, within tolerance: Double = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test(
        "gathered, every slab is the flat canvas; spread, the stack fits its area and the front slabs go right and up")
    func projection() {
        let flat = ExplodedProjection(window: window, depthCount: 4, yaw: 0.6, pitch: 0.35, spreading: 0, into: area)
        for depth in 0..<4 { #expect(flat.slab(depth) == .identity) }
        let spread = ExplodedProjection(window: window, depthCount: 4, yaw: 0.6, pitch: 0.35, spreading: 1, into: area)
        let slack = 0.5
        for depth in 0..<4 {
            for corner in Rect(origin: .zero, size: window).corners {
                let p = spread.slab(depth).apply(to: corner)
                #expect(p.x >= area.minX - slack && p.x <= area.maxX + slack, "\(depth) \(corner) → \(p)")
                #expect(p.y >= area.minY - slack && p.y <= area.maxY + slack, "\(depth) \(corner) → \(p)")
            }
        }
        let middle = Point(x: 400, y: 300)
        let back = spread.slab(0).apply(to: middle), front = spread.slab(3).apply(to: middle)
        #expect(front.x > back.x + 50 && front.y < back.y - 20, "front \(front), back \(back)")
        // A tap on the window's slab lands where it was drawn.
        let point = Point(x: 123, y: 456)
        #expect(close(spread.windowPoint(at: spread.slab(0).apply(to: point))!, point, within: 1e-9))
        // Turned the other way, the front slabs go left and down.
        let other = ExplodedProjection(window: window, depthCount: 4, yaw: -0.6, pitch: -0.35, spreading: 1, into: area)
        let otherFront = other.slab(3).apply(to: middle), otherBack = other.slab(0).apply(to: middle)
        #expect(otherFront.x < otherBack.x && otherFront.y > otherBack.y)
        // Halfway, it is between the flat canvas and the spread stack.
        let half = ExplodedProjection(window: window, depthCount: 4, yaw: 0.6, pitch: 0.35, spreading: 0.5, into: area)
        #expect(half.scale < 1 && half.scale > spread.scale)
    }

    @Test("the camera spreads over a third of a second, a late frame jumps at most a tenth, reduced motion at once")
    func camera() {
        var camera = ExplodedCamera()
        #expect(!camera.isShown)
        camera.isOn = true
        camera.advance(to: 10)
        #expect(camera.progress == 0 && camera.isAnimating)
        camera.advance(to: 10.1)
        #expect(abs(camera.progress - 0.1 / ExplodedCamera.duration) < 1e-9)
        camera.advance(to: 12)  // a frame two seconds late moves a tenth of a second's worth
        #expect(abs(camera.progress - 0.2 / ExplodedCamera.duration) < 1e-9)
        for step in 1...10 { camera.advance(to: 12 + Double(step) * 0.05) }
        #expect(camera.progress == 1 && !camera.isAnimating && camera.spreading == 1)
        camera.isOn = false
        #expect(camera.isShown && camera.isAnimating)
        camera.reducedMotion = true
        camera.advance(to: 20)
        #expect(camera.progress == 0 && !camera.isShown)
        // Turning stops at the widest angle either way.
        camera.turn(dx: 10_000, dy: -10_000)
        #expect(camera.yaw == ExplodedCamera.widest && camera.pitch == ExplodedCamera.widest)
    }

    @Test("the touch-views tree by level: window, root, A B C, D; a hidden view and what it holds are outlined")
    func layers() throws {
        let s = try SceneHarness("touch-views")
        var layers = ViewLayers(of: s.host.window)
        #expect(layers.depthCount == 4)
        #expect(layers.layers.map(\.name) == ["window", "root", "A", "B", "C", "D"])
        #expect(layers.layers.map(\.depth) == [0, 1, 2, 2, 2, 3])
        #expect(layers.layers.allSatisfy { $0.isShown && $0.skippedAs == nil })
        s.view("C")!.isHidden = true
        s.view("A")!.isUserInteractionEnabled = false
        s.view("B")!.alpha = 0.0099
        layers = ViewLayers(of: s.host.window)
        let byName = Dictionary(uniqueKeysWithValues: layers.layers.map { ($0.name, $0) })
        #expect(byName["C"]?.skippedAs == .hidden && byName["C"]?.isShown == false)
        #expect(byName["D"]?.skippedAs == nil && byName["D"]?.isShown == false, "inside a hidden view")
        #expect(byName["A"]?.skippedAs == .interactionOff && byName["A"]?.isShown == true)
        #expect(byName["B"]?.skippedAs == .transparent && byName["B"]?.isShown == false)
        // A right-click's pick: on the flat canvas, the frontmost view shown (A under transparent B, the root
        // under hidden C's D); on the spread stack, the view drawn there on the front slab, whatever it is.
        let flat = ExplodedProjection(window: window, depthCount: 4, yaw: 0, pitch: 0, spreading: 0, into: area)
        let a = s.view("A")!.frame, b = s.view("B")!.frame
        let overlap = Point(
            x: (max(a.minX, b.minX) + min(a.maxX, b.maxX)) / 2, y: (max(a.minY, b.minY) + min(a.maxY, b.maxY)) / 2)
        #expect(layers.layer(at: overlap, projection: flat, shownOnly: true).map { layers.layers[$0].name } == "A")
        #expect(layers.layer(at: overlap, projection: flat).map { layers.layers[$0].name } == "B")
        let inD = s.view("D")!.convert(Point(x: 5, y: 5), to: s.host.window)
        #expect(layers.layer(at: inD, projection: flat, shownOnly: true).map { layers.layers[$0].name } == "root")
        #expect(layers.layer(at: inD, projection: flat).map { layers.layers[$0].name } == "D")
        let spread = ExplodedProjection(window: window, depthCount: 4, yaw: 0.6, pitch: 0.35, spreading: 1, into: area)
        let onB = spread.slab(2).apply(to: Point(x: b.midX, y: b.midY))
        #expect(layers.layer(at: onB, projection: spread).map { layers.layers[$0].name } == "B")
        // D's place in the window: inside C's frame.
        let d = byName["D"]!
        let c = s.view("C")!.frame
        #expect(c.contains(d.toWindow.apply(to: Point(x: d.bounds.midX, y: d.bounds.midY))))
    }

    @Test("a touch on a child's part outside its parent marks the child, drawn under the finger, as never asked")
    func neverAskedOutsideParent() throws {
        let s = try SceneHarness(sceneFile: "out-of-bounds-subview")
        let narrator = TouchNarrator()
        s.log.onRecord = { narrator.record($0) }
        for (parent, child) in [("parent", "child"), ("clipping-parent", "clipped-child")] {
            let parentFrame = s.view(parent)!.frame, childView = s.view(child)!
            // In the child's frame, in the window, past the parent's bottom right corner.
            let point = Point(x: parentFrame.maxX + 10, y: parentFrame.maxY + 10)
            #expect(childView.convert(point, from: nil).x >= 0, "the point is in the child's frame")
            var builder = TraceBuilder()
            builder.tap(at: point)
            s.feed(builder.events)
            let layers = ViewLayers(of: s.host.window)
            let ray = HitTestRay(try #require(narrator.narration.hitTests.last), in: layers)
            let words = ray.marks.map(HitTestRay.words(of:))
            #expect(words.contains("\(parent): the point is outside its bounds"), "\(words)")
            #expect(words.contains("\(child): not asked: the point is outside its superview"), "\(words)")
            #expect(ray.marks.first { $0.view == child }.map { HitTestRay.Kind($0.verdict) } == .skipped)
        }
    }

    @Test("the rays of a real replay: hidden and transparent views skipped on their slab, the back view hit")
    func rays() throws {
        let s = try SceneHarness(sceneFile: "hidden-and-transparent")
        let narrator = TouchNarrator()
        s.log.onRecord = { narrator.record($0) }
        let text = try String(
            contentsOfFile: PackageRoot.path + "/data/scenes/traces/hidden-and-transparent.json", encoding: .utf8)
        let events = try TouchTrace(json: text).events
        // The first tap, on the hidden view: passed over on level 3, the back view hit on level 2.
        s.feed(Array(events.prefix(2)))
        let layers = ViewLayers(of: s.host.window)
        #expect(layers.depthCount == 4)
        let firstRay = HitTestRay(try #require(narrator.narration.hitTests.last), in: layers)
        #expect(firstRay.point == Point(x: 166, y: 222))
        let marks = firstRay.marks.map { "\($0.view):\($0.verdict.rawValue)@\($0.depth)" }
        // Flags before the point: the transparent view is passed over too, though the tap is far from it.
        #expect(marks == ["window:path@0", "root:path@1", "back:hit@2", "clear:transparent@3", "hidden:hidden@3"])
        #expect(firstRay.marks.map { HitTestRay.Kind($0.verdict) }.contains(HitTestRay.Kind.skipped))
        // The third, on the faint view (alpha 0.3): hit, on level 3.
        s.feed(Array(events.dropFirst(2)))
        let ray = HitTestRay(try #require(narrator.narration.hitTests.last), in: layers)
        #expect(ray.point == Point(x: 634, y: 222))
        #expect(ray.marks.last.map { "\($0.view):\($0.verdict.rawValue)@\($0.depth)" } == "faint:hit@3")
        // Drawn: each mark's words beside the ray, the hidden view outlined with its reason, the legend.
        var camera = ExplodedCamera()
        camera.spreadAtOnce()
        var list = DisplayList()
        ExplodedDrawing.draw(
            layers, rays: [ray, firstRay], camera: camera, in: Size(width: 900, height: 600), into: &list)
        var texts: [String] = []
        for case .text(let text, _, _) in list.commands { texts.append(text) }
        #expect(
            texts.contains("hidden: hidden") && texts.contains("back: hit") && texts.contains("clear: alpha below 0.01")
        )
        #expect(texts.contains("clear · alpha below 0.01"), "the transparent view's own mark on its slab")
        for kind in HitTestRay.Kind.allCases { #expect(texts.contains(kind.legend)) }
        #expect(list.isBalanced)
    }

    @Test("a click on the stack is sent where it lands on the window; a drag turns it; the backdrop takes nothing")
    func gesture() {
        var camera = ExplodedCamera()
        camera.spreadAtOnce()
        let projection = ExplodedProjection(
            window: window, depthCount: 4, yaw: camera.yaw, pitch: camera.pitch, spreading: 1, into: area)
        var gesture = ExplodedGesture()
        let target = Point(x: 200, y: 150)
        let onCanvas = projection.slab(0).apply(to: target)
        func pointer(_ phase: PointerPhase, _ at: Point, _ time: Double) -> InputEvent {
            InputEvent(time: time, kind: .pointer(phase: phase, button: 1, location: at, modifiers: []))
        }
        #expect(gesture.handle(pointer(.down, onCanvas, 0), camera: &camera, projection: projection) == .none)
        let wobble = Point(x: onCanvas.x + 4, y: onCanvas.y - 3)  // within the slop: still a tap
        #expect(gesture.handle(pointer(.motion, wobble, 0.03), camera: &camera, projection: projection) == .none)
        guard
            case .tap(let events) = gesture.handle(pointer(.up, wobble, 0.08), camera: &camera, projection: projection)
        else {
            Issue.record("no tap")
            return
        }
        #expect(events.count == 2 && events[0].time == 0 && events[1].time == 0.08)
        #expect(close(events[0].location, target, within: 1e-9))
        #expect(camera.yaw == ExplodedCamera.defaultYaw, "a tap does not turn")
        // A drag turns it, by 0.008 radians a point, and sends nothing.
        _ = gesture.handle(pointer(.down, onCanvas, 1), camera: &camera, projection: projection)
        let far = Point(x: onCanvas.x + 50, y: onCanvas.y)
        #expect(gesture.handle(pointer(.motion, far, 1.1), camera: &camera, projection: projection) == .turned)
        #expect(abs(camera.yaw - (ExplodedCamera.defaultYaw + 50 * ExplodedCamera.radiansPerPoint)) < 1e-9)
        // A release further on, with no motion to it, still turns by the last stretch; it sends nothing.
        let further = Point(x: far.x + 10, y: far.y)
        #expect(gesture.handle(pointer(.up, further, 1.2), camera: &camera, projection: projection) == .turned)
        #expect(abs(camera.yaw - (ExplodedCamera.defaultYaw + 60 * ExplodedCamera.radiansPerPoint)) < 1e-9)
        // A finger: the second one is ignored, the first one's tap goes through.
        let touch = { (id: Int, phase: TouchPhase, at: Point, time: Double) in
            InputEvent(time: time, kind: .touch(id: id, phase: phase, location: at))
        }
        _ = gesture.handle(touch(1, .began, onCanvas, 2), camera: &camera, projection: projection)
        #expect(gesture.handle(touch(2, .began, far, 2.01), camera: &camera, projection: projection) == .none)
        #expect(gesture.handle(touch(2, .ended, far, 2.02), camera: &camera, projection: projection) == .none)
        let tap = gesture.handle(touch(1, .ended, onCanvas, 2.05), camera: &camera, projection: projection)
        #expect(tap != .none)
        // The backdrop, off the window's slab: nothing is sent.
        let off = projection.slab(0).apply(to: Point(x: -100, y: -100))
        _ = gesture.handle(pointer(.down, off, 3), camera: &camera, projection: projection)
        #expect(gesture.handle(pointer(.up, off, 3.05), camera: &camera, projection: projection) == .none)
    }

    @Test("a replay paused on a kept moment shows that moment's views exploded, and keeps them from then on")
    func replayLayers() throws {
        let text = try String(contentsOfFile: PackageRoot.path + "/data/traces/tap-B-over-A.json", encoding: .utf8)
        let trace = try TouchTrace(json: text)
        let replay = try session("touch-views", trace)
        replay.seek(to: trace.events.last!.time)
        replay.stepBack()  // on a kept moment: the finger down on B, not yet lifted
        let position = replay.position, narration = replay.narrator.narration.lines
        let plain = try session("touch-views", trace, momentBudget: 0)
        while plain.position < position { plain.stepForward() }
        replay.keepsLayers = true
        #expect(replay.position == position && replay.narrator.narration.lines == narration)
        let names = { (layers: ViewLayers) in layers.layers.map { "\($0.name)@\($0.depth):\($0.isShown)" } }
        #expect(names(replay.layers) == names(plain.layers))
        #expect(replay.layers.layers.map(\.toWindow) == plain.layers.layers.map(\.toWindow))
        // Forward and back again: the kept moments now have their layers.
        replay.stepForward()
        replay.stepBack()
        #expect(replay.position == position && names(replay.layers) == names(plain.layers))
        let ray = HitTestRay(try #require(replay.narrator.narration.hitTests.last), in: replay.layers)
        #expect(
            ray.marks.map { "\($0.view): \($0.verdict.rawValue)" } == [
                "window: path", "root: path", "B: hit", "A: behind",
            ])
    }
}
