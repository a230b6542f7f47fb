import Playground
import Testing
import TouchKit

@Suite("Narrating the chain for a class")
struct ChainNarrationTests {
    /// A scene whose log feeds a narrator, as in the window.
    private func narrated(_ scene: String) throws -> (SceneHarness, TouchNarrator) {
        let harness = try SceneHarness(scene)
        let narrator = TouchNarrator()
        harness.log.onRecord = { narrator.record($0) }
        return (harness, narrator)
    }

    @Test("a tap on D: the hit-test path and the chain up to the application, in order")
    func tapOnD() throws {
        let (harness, narrator) = try narrated("touch-views")
        try harness.replay(sample: "tap-D.json")
        #expect(
            narrator.narration.lines == [
                "hit test (finger 1): window → root → C → D",
                "touchesBegan: D → C → root → controller → window → application",
                "touchesEnded: D → C → root → controller → window → application",
            ])
        #expect(narrator.narration.beganChain == ["D", "C", "root", "controller", "window", "application"])
    }

    @Test("the narrator's chain alone is the narration's, after every record of a story of many phases")
    func beganChainAlone() throws {
        let harness = try SceneHarness("image-viewer")
        let narrator = TouchNarrator()
        var records = 0
        var differing: [String] = []
        harness.log.onRecord = { event in
            narrator.record(event)
            records += 1
            if narrator.beganChain != narrator.narration.beganChain { differing.append("\(event.record)") }
        }
        try harness.replay(sample: "pinch-rotate-pan.json")
        #expect(records > 100 && differing.isEmpty)
        #expect(!narrator.beganChain.isEmpty)
        narrator.reset()
        #expect(narrator.beganChain.isEmpty)
        #expect(ChainOverlay.legend(chain: [], in: harness.host.window) == nil)
    }

    @Test("two moments of a story tell the same events exactly when only counts grew between them")
    func sameEventsAcrossAStory() throws {
        let harness = try SceneHarness("image-viewer")
        let narrator = TouchNarrator()
        var moments: [TouchNarration] = []
        harness.log.onRecord = { event in
            narrator.record(event)
            moments.append(narrator.narration)
        }
        try harness.replay(sample: "pinch-rotate-pan.json")
        // What the panel's words would show without their counts: the same text, the same events.
        func uncounted(_ narration: TouchNarration) -> [String] {
            narration.lines.map { $0.replacing(/\ ×[0-9]+/, with: "") }
        }
        var same = 0
        var different = 0
        for (before, after) in zip(moments, moments.dropFirst()) {
            let expected = uncounted(before) == uncounted(after)
            #expect(before.sameEvents(as: after) == expected, "\(uncounted(before)) → \(uncounted(after))")
            if expected { same += 1 } else { different += 1 }
        }
        #expect(same > 50 && different > 10)  // the story has both kinds of step
    }

    @Test("the next touch after all fingers lifted starts a new story")
    func newTouchNewStory() throws {
        let (harness, narrator) = try narrated("touch-views")
        try harness.replay(sample: "tap-D.json")
        narrator.inputDidSettle(active: false)
        try harness.replay(sample: "tap-B-over-A.json")
        // B lies over A: the hit test never asked A, and the narration says so.
        #expect(
            narrator.narration.hitTestLines == [
                "hit test (finger 1): window → root → B", "  passed over: A (behind a view hit first)",
            ])
        #expect(narrator.narration.deliveryLines.first == "touchesBegan: B → root → controller → window → application")
    }

    @Test("pinch, rotation and pan together: each recognizer's states, repeats counted, and the actions")
    func pinchRotatePan() throws {
        let (harness, narrator) = try narrated("image-viewer")
        try harness.replay(sample: "pinch-rotate-pan.json")
        let recognizers = narrator.narration.recognizerLines
        for name in ["pinch", "rotation", "pan"] {
            let line = try #require(recognizers.first { $0.hasPrefix(name + ":") })
            #expect(line.hasPrefix("\(name): possible → began → changed ×"), "\(line)")
            #expect(line.hasSuffix(" → ended"), "\(line)")
        }
        // The one-finger double tap failed when the second finger landed, and says so.
        #expect(recognizers.contains("next-image: possible → failed — 2 fingers down, more than the 1 it takes"))
        #expect(narrator.narration.actionLines.contains { $0.hasPrefix("action: pinch (photo) ×") })
        // Two fingers down on the photo, then both cancelled when the recognizers took over.
        #expect(narrator.narration.hitTests.count == 2)
        #expect(
            narrator.narration.deliveryLines.contains(
                "touchesBegan ×2: photo → root → controller → window → application")
                || narrator.narration.deliveryLines.contains(
                    "touchesBegan: photo → root → controller → window → application")
        )
    }

    @Test("a double tap waits: the single-finger story shows what it waited for")
    func waiting() throws {
        let (harness, narrator) = try narrated("image-viewer")
        try harness.replay(sample: "double-tap.json")
        #expect(narrator.narration.actionLines == ["action: next-image (photo)"])
        #expect(narrator.narration.recognizerLines.contains("next-image: possible → ended"))
    }

    @Test("the overlay outlines the hit-test path and numbers the chain, non-views in a legend")
    func overlay() throws {
        let (harness, narrator) = try narrated("touch-views")
        try harness.replay(sample: "tap-D.json")
        var list = DisplayList()
        ChainOverlay.draw(narrator.narration, in: harness.host.window, into: &list)
        let outlines = list.commands.filter {
            if case .stroke(_, let color, 4, _) = $0 { color == ChainOverlay.outlineColor } else { false }
        }
        #expect(outlines.count == 3)  // root, C, D
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _) = command { text } else { nil }
        }
        #expect(texts == ["1", "2", "3"])  // the legend is not drawn over the scene
        #expect(
            ChainOverlay.legend(for: narrator.narration, in: harness.host.window)
                == "then 4 controller  ·  5 window  ·  6 application")
        // Badge 1 sits on D: its top-left corner, in window points.
        let d = try #require(harness.view("D"))
        let corner = d.convert(Point(x: 8, y: 8), to: nil)
        let firstBadge = list.commands.compactMap { command -> Rect? in
            if case .fill(let rect, ChainOverlay.badgeColor, let radius) = command, radius > 0 { rect } else { nil }
        }.first
        #expect(abs((firstBadge?.minX ?? 0) - corner.x) < 0.5 && abs((firstBadge?.minY ?? 0) - corner.y) < 0.5)
    }

    @Test("a view's number keeps off its label: in the corner beside a short one, under one that fills the top")
    func badgeClearOfLabel() throws {
        for (width, underLabel) in [(800.0, false), (360.0, true)] {
            let harness = try SceneHarness(sceneFile: "tap-vs-double-tap", size: Size(width: width, height: 600))
            let narrator = TouchNarrator()
            harness.log.onRecord = { narrator.record($0) }
            let card = try #require(harness.view("card"))
            let center = card.convert(card.bounds.center, to: nil)
            harness.play { $0.tap(at: center) }
            #expect(narrator.narration.beganChain.first == "card")
            var list = DisplayList()
            ChainOverlay.draw(narrator.narration, in: harness.host.window, into: &list)
            let badge = try #require(
                list.commands.compactMap { command -> Rect? in
                    if case .fill(let rect, ChainOverlay.badgeColor, let radius) = command, radius > 0 {
                        rect
                    } else {
                        nil
                    }
                }.first)
            let top = card.convert(Point(x: 0, y: 0), to: nil).y
            // The label's band is 6 to 36 points down the view.
            #expect(
                (badge.minY >= top + 36) == underLabel, "\(width) points wide: badge at \(badge.minY), card at \(top)")
        }
    }

    @Test("views sharing a corner stack their numbers down the left band, clear of the toolbar's buttons")
    func stackedBadges() throws {
        let harness = try SceneHarness("drawing-pad", size: Size(width: 350, height: 600))
        let narrator = TouchNarrator()
        harness.log.onRecord = { narrator.record($0) }
        // On the phone-narrow toolbar, left of the shape button: the toolbar and the root share the corner.
        harness.play { $0.tap(at: Point(x: 20, y: 90)) }
        #expect(narrator.narration.beganChain.prefix(2) == ["toolbar", "root"])
        var list = DisplayList()
        ChainOverlay.draw(narrator.narration, in: harness.host.window, into: &list)
        let badges = list.commands.compactMap { command -> Rect? in
            if case .fill(let rect, ChainOverlay.badgeColor, let radius) = command, radius > 0, rect.height < 30 {
                rect
            } else {
                nil
            }
        }
        #expect(badges.count == 2)
        #expect(badges.allSatisfy { $0.maxX <= ChainOverlay.clearance(for: Size(width: 350, height: 600)) })
        let controls = harness.host.window.viewNamed("toolbar")?.subviews ?? []
        for control in controls {
            let frame = control.convert(control.bounds, to: nil)
            #expect(!badges.contains { $0.intersects(frame) }, "a number covers \(control.name)")
        }
    }

    @Test(
        "on a projector's canvas the numbers grow with it (26 points up to 800 x 560, 50 at 1920 x 1080), still clear of the toolbar",
        arguments: [Size(width: 760, height: 560), Size(width: 1920, height: 1080)])
    func badgesGrowWithTheCanvas(canvas: Size) throws {
        let harness = try SceneHarness("drawing-pad", size: canvas)
        let narrator = TouchNarrator()
        harness.log.onRecord = { narrator.record($0) }
        harness.play { $0.tap(at: Point(x: 12, y: 30)) }
        var list = DisplayList()
        ChainOverlay.draw(narrator.narration, in: harness.host.window, into: &list)
        let badges = list.commands.compactMap { command -> Rect? in
            if case .fill(let rect, ChainOverlay.badgeColor, let radius) = command, radius > 0 { rect } else { nil }
        }
        let numbers = list.commands.compactMap { command -> Double? in
            if case .text(_, _, let style) = command { style.size } else { nil }
        }
        let size = ChainOverlay.badgeSize(for: canvas)
        #expect(size == (canvas.width > 1000 ? 50 : 26))
        #expect(!badges.isEmpty && badges.allSatisfy { $0.width == size })
        #expect(numbers.allSatisfy { $0 >= 14 } && numbers.contains { $0 >= size / 2 })
        #expect(badges.allSatisfy { $0.maxX <= ChainOverlay.clearance(for: canvas) })
        for control in harness.host.window.viewNamed("toolbar")?.subviews ?? [] {
            let frame = control.convert(control.bounds, to: nil)
            #expect(!badges.contains { $0.intersects(frame) }, "a number covers \(control.name)")
        }
    }

    @Test("nothing touched: no overlay, an empty story")
    func nothingYet() throws {
        let (harness, narrator) = try narrated("touch-views")
        var list = DisplayList()
        ChainOverlay.draw(narrator.narration, in: harness.host.window, into: &list)
        #expect(list.commands.isEmpty)
        #expect(narrator.narration.isEmpty)
    }
}
