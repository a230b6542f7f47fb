import Foundation
import Playground
import Testing
import TouchKit

@Suite("gestures scene")
struct GesturesSceneTests {
    /// The recognitions so far, as (gesture, fingers).
    private func recognized(_ s: SceneHarness) -> [String] {
        (s.host.scene as! GesturesScene).recognitions.map { "\($0.gesture)/\($0.fingers)" }
    }

    private func began(_ s: SceneHarness, _ recognizer: String) -> Double? {
        s.log.entries.first { if case .recognizer(recognizer, _, .began, _) = $0.record { true } else { false } }?.time
    }

    @Test("a one-finger tap waits for its double tap to fail, then says what, where and with how many fingers")
    func tap() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/tap.json", settle: false)
        #expect(recognized(s).isEmpty, "the single tap must wait for the double tap to fail")
        s.wait(GestureThresholds.standard.doubleTapTime + 0.01)
        #expect(recognized(s) == ["tap/1"])
        // The stage starts at (28, 48) in the window: the tap at (300, 250) is at (272, 202) on it.
        #expect(s.state("note")?.stringValue == "Tap · 1 finger · at (272, 202)")
    }

    @Test("a two-finger double tap is a double tap, and no single tap of any count")
    func twoFingerDoubleTap() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/double-tap-two-fingers.json")
        #expect(recognized(s) == ["double tap/2"])
    }

    @Test("a three-finger tap")
    func threeFingerTap() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/tap-three-fingers.json")
        #expect(recognized(s) == ["tap/3"])
    }

    @Test("holding still is a long press, and not a tap")
    func longPress() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/long-press.json")
        #expect(recognized(s) == ["long press/1"])
    }

    @Test("swipes switch photos: left slides, up curls the page away, down cross-fades")
    func swipes() throws {
        let s = try SceneHarness("gestures")
        #expect(s.state("photo")?.stringValue == "astronaut.png")
        try s.replay(fixture: "gestures/swipe-left.json", settle: false)
        #expect(recognized(s) == ["swipe left/1"])
        #expect(s.state("transition")?.stringValue == "slide-left")
        // Halfway through, the two photos share the stage side by side.
        s.wait(PhotoSwitcher.duration / 2)
        let first = try #require(s.view("photo-1")), second = try #require(s.view("photo-2"))
        #expect(first.center.x < 372 - 100 && second.center.x > 372 + 100)
        s.clock.runUntilIdle()
        #expect(s.state("photo")?.stringValue == "chelsea.png")
        #expect(second.center.x == 372 && !second.isHidden && first.isHidden)

        try s.replay(fixture: "gestures/swipe-up.json", settle: false)
        s.wait(PhotoSwitcher.duration / 2)
        #expect(second.transform.d < 0.9, "the page folds up")
        let layers = s.view("photos")!.subviews
        #expect(
            layers.firstIndex { $0 === second }! > layers.firstIndex { $0 === first }!,
            "the folding page is in front of the one it uncovers")
        s.clock.runUntilIdle()
        #expect(s.state("transition")?.stringValue == "curl-up")
        #expect(s.state("photo")?.stringValue == "astronaut.png")

        try s.replay(fixture: "gestures/swipe-down.json", settle: false)
        s.wait(PhotoSwitcher.duration / 2)
        #expect(first.alpha > 0.1 && first.alpha < 0.9 && second.alpha > 0.1 && second.alpha < 0.9)
        s.clock.runUntilIdle()
        #expect(s.state("transition")?.stringValue == "cross-fade")
        #expect(s.state("photo")?.stringValue == "chelsea.png")
        #expect(recognized(s) == ["swipe left/1", "swipe up/1", "swipe down/1"])
    }

    /// A flick as phones make them: the finger rests `rest` seconds (trembling a point or two), then covers
    /// `distance` points leftward in `duration` seconds at 120 Hz, slowing at the end (or `steady`), and lifts.
    private func flick(rest: Double, distance: Double, duration: Double, steady: Bool = false) -> [InputEvent] {
        let start = Point(x: 500, y: 300)
        var events = [InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: start))]
        var time = 0.0
        while time + 1.0 / 120 < rest {
            time += 1.0 / 120
            let tremble = Point(x: start.x + sin(time * 40), y: start.y + cos(time * 30))
            events.append(InputEvent(time: time, kind: .touch(id: 1, phase: .moved, location: tremble)))
        }
        let steps = Int((duration * 120).rounded())
        var point = start
        for step in 1...steps {
            let progress = Double(step) / Double(steps)
            let eased = steady ? progress : 1 - (1 - progress) * (1 - progress)  // fast, then slowing to the lift
            point = Point(x: start.x - distance * eased, y: start.y + 3 * progress)
            events.append(
                InputEvent(time: rest + Double(step) / 120, kind: .touch(id: 1, phase: .moved, location: point)))
        }
        events.append(InputEvent(time: rest + duration + 0.004, kind: .touch(id: 1, phase: .ended, location: point)))
        return events
    }

    @Test(
        "a short fast flick after a rest is a swipe (52 pt at about 520 pt/s); slow or long strokes stay pans",
        arguments: [0.0, 0.15, 0.3, 0.45])
    func phoneFlick(rest: Double) throws {
        let s = try SceneHarness("gestures")
        s.feed(flick(rest: rest, distance: 52, duration: 0.1))
        s.clock.runUntilIdle()
        #expect(recognized(s) == ["swipe left/1"], "after a rest of \(rest) s")
        // A rest past the long press's 0.5 s is a long press, whatever follows.
        guard rest < 0.4 else { return }
        let slow = try SceneHarness("gestures")
        slow.feed(flick(rest: rest, distance: 60, duration: 0.6, steady: true))
        slow.clock.runUntilIdle()
        #expect(recognized(slow) == ["pan/1"], "60 pt in 0.6 s after a rest of \(rest) s")
        let long = try SceneHarness("gestures")
        long.feed(flick(rest: rest, distance: 240, duration: 2, steady: true))
        long.clock.runUntilIdle()
        #expect(recognized(long) == ["pan/1"], "240 pt in 2 s after a rest of \(rest) s")
    }

    @Test("a slow drag is a pan, begun only once the swipes failed, with translation and velocity shown live")
    func slowPan() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/slow-pan.json", settle: false)
        #expect(recognized(s) == ["pan/1"])
        let panBegan = try #require(began(s, "pan"))
        let swipesFailed = s.log.entries.filter {
            if case .recognizer(let name, _, .failed, _) = $0.record { name.hasPrefix("swipe-") } else { false }
        }.map(\.time)
        #expect(swipesFailed.count == 4 && swipesFailed.allSatisfy { $0 <= panBegan })
        #expect(s.state("pan")?.stringValue?.hasPrefix("Pan ended · ") == true)
        #expect(s.state("pan")?.stringValue?.contains("translation (") == true)
        // Mid-drag the readout moves with the finger, at 100 points per second.
        let live = try SceneHarness("gestures")
        var builder = TraceBuilder()
        builder.drag(from: Point(x: 200, y: 300), to: Point(x: 440, y: 300), duration: 2.4, lift: false)
        live.feed(builder.events)
        #expect(live.state("pan")?.stringValue?.contains("velocity (100, 0) pt/s") == true)
    }

    @Test("pinch and rotation readouts, recognized together")
    func pinchAndRotation() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/pinch-rotate.json")
        // The fingers turn about their midpoint, which stays put: no pan.
        #expect(Set(recognized(s)) == ["pinch/2", "rotation/2"])
        #expect(s.state("pinch")?.stringValue?.hasPrefix("Pinch ended · scale ") == true)
        #expect(s.state("rotation")?.stringValue?.hasPrefix("Rotation ended · ") == true)
        // The readouts as the fingers stop: twice as far apart, turned 30°.
        let live = try SceneHarness("gestures")
        var builder = TraceBuilder()
        builder.twoFingerGesture(center: Point(x: 400, y: 275), startSpan: 100, endSpan: 200, rotation: .pi / 6)
        live.feed(Array(builder.events.dropLast(2)))
        #expect(live.state("pinch")?.stringValue?.hasPrefix("Pinch changed · scale 2.00 · ") == true)
        #expect(live.state("rotation")?.stringValue?.hasPrefix("Rotation changed · 30° · ") == true)
    }

    @Test("a touchpad pinch reaches the pinch and rotation readouts; a mouse Alt-drag pinches too")
    func touchpadAndMouse() throws {
        let touchpad = try SceneHarness("gestures")
        try touchpad.replay(sample: "touchpad-pinch-and-ctrl-wheel.json")
        #expect(
            touchpad.state("pinch")?.stringValue?.hasPrefix("Pinch ended · scale 1.10 · ") == true,
            "the last pinch was the Ctrl+wheel step: \(touchpad.state("pinch")?.stringValue ?? "")")
        #expect(touchpad.state("rotation")?.stringValue?.hasPrefix("Rotation ended · ") == true)
        let mouse = try SceneHarness("gestures")
        try mouse.replay(sample: "alt-drag-zoom.json")
        // The simulated finger mirrors the pointer about the stage's middle, so the spread is the stage's own.
        let recognized = (mouse.host.scene as! GesturesScene).recognitions.map(\.gesture)
        #expect(recognized.contains("pinch"))
        #expect(mouse.state("pinch")?.stringValue?.hasPrefix("Pinch ended · scale 1.") == true)
    }

    @Test("a drag from the left edge pulls the help panel in; dragging it back shuts it")
    func edgePanel() throws {
        let s = try SceneHarness("gestures")
        #expect(s.state("drawer")?.stringValue == "closed")
        try s.replay(fixture: "gestures/edge-pan.json")
        #expect(recognized(s) == ["screen-edge pan/1"])
        #expect(s.state("drawer")?.stringValue == "open")
        #expect(s.state("drawerLeft")?.numberValue == 0)
        s.play { $0.drag(from: Point(x: 250, y: 300), to: Point(x: 20, y: 300), duration: 0.2) }
        #expect(s.state("drawer")?.stringValue == "closed")
        #expect(s.state("drawerLeft")?.numberValue == -EdgeDrawer.width)
    }

    @Test("the note and the marker clear a few seconds after the recognition")
    func noteClears() throws {
        let s = try SceneHarness("gestures")
        try s.replay(fixture: "gestures/long-press.json", settle: false)
        #expect(s.state("note")?.stringValue == "Long press · 1 finger · at (472, 152)")
        s.wait(GesturesScene.noteDuration - 0.5)
        #expect(s.state("note")?.stringValue != nil)
        s.wait(1)
        #expect(s.state("note") == .null)
        var list = DisplayList()
        s.view("marker")!.draw(into: &list)
        #expect(list.commands.isEmpty)
    }

    @Test("with no photos the stage says why, and gestures still work")
    func noPhotos() throws {
        let s = try SceneHarness("gestures", images: "/nonexistent/photos")
        #expect(s.host.scene.problem?.contains("/nonexistent/photos") == true)
        try s.replay(fixture: "gestures/swipe-left.json")
        #expect(recognized(s) == ["swipe left/1"])
    }
}

@Suite("mouse hints")
struct MouseHintsTests {
    /// The gallery drawer's line named `name`.
    private func line(_ s: SceneHarness, _ name: String) -> String? {
        func find(_ view: View) -> LabelView? {
            if view.name == name, let label = view as? LabelView { return label }
            return view.subviews.lazy.compactMap(find).first
        }
        return find(s.host.scene.view)?.text
    }

    @Test("the gallery's drawer tells the mouse's two-finger drags as the window makes them")
    func galleryDrawer() throws {
        let s = try SceneHarness("gestures")
        #expect(line(s, "help-7") == "Mouse: Alt+drag pinches and turns")
        #expect(line(s, "help-8") == "Alt+Shift+drag: two-finger pan")
        s.host.scene.mouseHints = MouseHints(key: "Super")
        #expect(line(s, "help-7") == "Mouse: Super+drag pinches and turns")
        #expect(line(s, "help-8") == "Super+Shift+drag: two-finger pan")
        s.host.scene.mouseHints = MouseHints(key: "Super", everyDrag: true)
        #expect(line(s, "help-7") == "Mouse: drag pinches and turns")
        #expect(line(s, "help-8") == "Shift+drag: two-finger pan")
    }

    @Test("the multi-touch scene's hint follows too")
    func multiTouchHint() throws {
        let s = try SceneHarness("multi-touch")
        #expect(s.state("hint")?.stringValue == "Mouse: drag for one finger, Alt+drag for two")
        s.host.scene.mouseHints = MouseHints(everyDrag: true)
        #expect(s.state("hint")?.stringValue == "Mouse: every drag has two fingers (F7 turns it off)")
    }
}
