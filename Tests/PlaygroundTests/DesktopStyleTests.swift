import Playground
import Testing
import TouchKit

@Suite("High contrast and less motion")
struct DesktopStyleTests {
    @Test("with less motion asked for, a spring jumps to its end on its first frame and completes")
    func springJumps() {
        let clock = ManualClock()
        clock.prefersReducedMotion = true
        var steps: [Double] = []
        var finished: Bool?
        let spring = Animation(
            timing: .spring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0), clock: clock,
            update: { steps.append($0) }, completion: { finished = $0 })
        spring.start()
        clock.advance(by: Animation.frameInterval)
        #expect(steps == [1])
        #expect(finished == true)
        #expect(!spring.isRunning)
    }

    @Test("the tray, flicked open with less motion, is open one frame later instead of springing past it")
    func trayJumps() throws {
        let s = try SceneHarness("tray")
        s.clock.prefersReducedMotion = true
        try s.replay(fixture: "tray/flick-up.json", settle: false)
        #expect(s.state("tray")?.stringValue == "open")
        s.wait(Animation.frameInterval)
        let open = (s.host.scene as! TrayScene).restingTop(.open)
        #expect(s.state("trayTop")?.numberValue == open)
        #expect(s.state("moving") != .bool(true))
    }

    @Test("either line of the outline stands out at least 3:1 against any colour a view may have")
    func outlineContrast() {
        var worst = 21.0
        for r in stride(from: 0.0, through: 1, by: 0.05) {
            for g in stride(from: 0.0, through: 1, by: 0.05) {
                for b in stride(from: 0.0, through: 1, by: 0.05) {
                    let color = Color(red: r, green: g, blue: b)
                    let best = max(
                        HighContrastOutlines.contrastRatio(HighContrastOutlines.dark, color),
                        HighContrastOutlines.contrastRatio(HighContrastOutlines.light, color))
                    worst = min(worst, best)
                }
            }
        }
        #expect(worst >= 3, "worst \(worst)")
        #expect(
            abs(
                HighContrastOutlines.contrastRatio(.init(red: 0, green: 0, blue: 0), .init(red: 1, green: 1, blue: 1))
                    - 21) < 0.01)
    }

    @Test("every view a touch could hit is outlined, the root aside")
    func outlines() throws {
        let harness = try SceneHarness("touch-views")
        var list = DisplayList()
        HighContrastOutlines.draw(root: harness.host.scene.view, into: &list)
        let strokes = list.commands.filter { if case .stroke = $0 { true } else { false } }
        #expect(strokes.count == 2 * 4)  // A, B, C and D
    }
}
