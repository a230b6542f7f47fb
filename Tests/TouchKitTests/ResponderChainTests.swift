import Testing
import TouchKit

@Suite("Responder chain and touches")
struct ResponderChainTests {
    @Test("unhandled touches go view → superview → root → controller → window → application")
    func chainOrder() {
        let h = Harness()
        let c = h.addView("C", Rect(x: 100, y: 100, width: 200, height: 200))
        h.addView("D", Rect(x: 50, y: 50, width: 100, height: 100), to: c)
        h.play { $0.tap(at: Point(200, 200)) }
        let chain = ["D", "C", "root", "controller", "window", "application"]
        #expect(h.responders(in: .began) == chain)
        #expect(h.responders(in: .ended) == chain)
        #expect(h.controller.began == 1)
        #expect(c.responderChain.map(\.name) == ["C", "root", "controller", "window", "application"])
    }

    @Test("the hit test is logged once per touch with the path from the window")
    func hitTestPath() {
        let h = Harness()
        let c = h.addView("C", Rect(x: 100, y: 100, width: 200, height: 200))
        h.addView("D", Rect(x: 50, y: 50, width: 100, height: 100), to: c)
        h.play { $0.drag(from: Point(200, 200), to: Point(260, 200), duration: 0.2) }
        let hits = h.log.entries.compactMap { entry -> [String]? in
            if case .hitTest(1, _, _, "D", let path, _) = entry.record { return path }
            return nil
        }
        #expect(hits == [["window", "root", "C", "D"]])
    }

    @Test("a responder that does not call super stops the chain")
    func stopping() {
        final class Swallow: View {
            override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {}
        }
        let h = Harness()
        h.root.addSubview(Swallow(name: "S", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
        h.play { $0.tap(at: Point(50, 50)) }
        #expect(h.responders(in: .began) == ["S"])
        #expect(h.responders(in: .ended) == ["S", "root", "controller", "window", "application"])
    }

    @Test("a touch stays bound to the view it began in, and knows its locations")
    func binding() {
        final class Tracker: View {
            var moves: [(Point, Point)] = []
            var boundViews: [String] = []
            override func touchesMoved(_ touches: Set<Touch>, with event: TouchEvent) {
                let touch = touches.first!
                moves.append((touch.previousLocation(in: self), touch.location(in: self)))
                boundViews.append(touch.view?.name ?? "-")
            }
        }
        let h = Harness()
        let tracker = Tracker(name: "T", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(tracker)
        h.play { $0.drag(from: Point(50, 50), to: Point(300, 50), duration: 0.1) }
        #expect(tracker.moves.last?.1 == Point(300, 50))
        #expect(Set(tracker.boundViews) == ["T"])
        #expect(tracker.moves.first?.0 == Point(50, 50))
    }

    @Test("taps in quick succession count up; a pause resets the count")
    func tapCount() {
        final class Counter: View {
            var counts: [Int] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
                counts.append(touches.first!.tapCount)
            }
        }
        let h = Harness()
        let counter = Counter(name: "K", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        h.root.addSubview(counter)
        h.play {
            $0.tap(at: Point(50, 50))
            $0.wait(0.1)
            $0.tap(at: Point(52, 50))
            $0.wait(0.1)
            $0.tap(at: Point(50, 52))
            $0.wait(1)
            $0.tap(at: Point(50, 50))
        }
        #expect(counter.counts == [1, 2, 3, 1])
    }

    @Test("a view without multiple touch gets only the first of two fingers")
    func multipleTouch() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 300, height: 300))
        h.play { $0.tap(at: Point(150, 150), fingers: 2) }
        #expect(view.phases == [.began, .ended])
        view.received.removeAll()
        view.isMultipleTouchEnabled = true
        h.play { $0.tap(at: Point(150, 150), fingers: 2) }
        #expect(view.received == [.began, .began, .ended, .ended])
    }

    @Test("removing a view while its touch is down cancels the touch for it")
    func removalCancels() {
        let h = Harness()
        let view = h.addView("V", Rect(x: 0, y: 0, width: 100, height: 100))
        h.send(.touch(id: 1, phase: .began, location: Point(50, 50)), at: 0)
        view.removeFromSuperview()
        h.send(.touch(id: 1, phase: .moved, location: Point(60, 50)), at: 0.02)
        h.send(.touch(id: 1, phase: .ended, location: Point(60, 50)), at: 0.04)
        #expect(view.received == [.began, .cancelled])
    }

    @Test("a handler may remove the view being touched in the middle of dispatch")
    func removalDuringDispatch() {
        final class SelfRemoving: View {
            override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
                removeFromSuperview()
                super.touchesBegan(touches, with: event)
            }
        }
        let h = Harness()
        let view = SelfRemoving(name: "X", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        h.root.addSubview(view)
        h.play { $0.tap(at: Point(50, 50)) }
        #expect(view.superview == nil)
        #expect(h.responders(in: .cancelled) == ["X", "root", "controller", "window", "application"])
        #expect(!h.window.router.hasActiveInput)
    }
}
