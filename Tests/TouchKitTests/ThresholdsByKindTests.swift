import Testing
import TouchKit

/// A finger is judged by a finger's thresholds, the mouse by the mouse's: a person's two taps land 10 to 20
/// points apart, a double click within a few pixels.
@Suite("Thresholds by kind of input")
struct ThresholdsByKindTests {
    /// A double-tap recognizer on a view covering the window.
    private func doubleTap() -> (Harness, TapGestureRecognizer) {
        let h = Harness()
        let double = makeTap("double", taps: 2)
        h.addView(with: double)
        return (h, double)
    }

    @Test("two finger taps 20 pt and 0.3 s apart are a double tap; 50 pt apart they are not")
    func fingers() {
        let (h, _) = doubleTap()
        h.play {
            $0.tap(at: Point(x: 100, y: 100))
            $0.wait(0.2)
            $0.tap(at: Point(x: 120, y: 100))
        }
        #expect(h.states(of: "double") == [.ended])
        h.play {
            $0.wait(1)
            $0.tap(at: Point(x: 100, y: 200))
            $0.wait(0.2)
            $0.tap(at: Point(x: 150, y: 200))
        }
        #expect(h.states(of: "double") == [.ended, .failed])
        #expect(h.reasons(of: "double").last == "tap 2 landed 50 pt from the first, more than 40 pt")
    }

    /// Two mouse clicks `apart` points from each other, `interval` seconds between them.
    private func clicks(_ h: Harness, apart: Double, interval: Double = 0.2) {
        let start = h.clock.now + 1
        for (index, x) in [100, 100 + apart].enumerated() {
            let time = start + Double(index) * (interval + 0.05)
            h.send(.pointer(phase: .down, button: 1, location: Point(x: x, y: 300), modifiers: []), at: time)
            h.send(.pointer(phase: .up, button: 1, location: Point(x: x, y: 300), modifiers: []), at: time + 0.05)
        }
        h.clock.runUntilIdle()
    }

    @Test("two mouse clicks 3 px apart are a double click; 20 px apart they are two clicks, said in words")
    func mouse() {
        let (h, _) = doubleTap()
        clicks(h, apart: 3)
        #expect(h.states(of: "double") == [.ended])
        clicks(h, apart: 20)
        #expect(h.states(of: "double") == [.ended, .failed])
        #expect(h.reasons(of: "double").last == "click 2 landed 20 pt from the first, more than the mouse's 5 pt")
        clicks(h, apart: 0, interval: 0.45)
        #expect(h.reasons(of: "double").last == "no click 2 within the mouse's 0.4 s")
    }

    @Test("the mouse's thresholds are their own setting; Android's profile judges the mouse as a finger")
    func settings() {
        var settings = GestureThresholds.standard
        #expect(settings.doubleTapDistance(for: .touch) == 40 && settings.doubleTapDistance(for: .pointer) == 5)
        #expect(settings.doubleTapTime(for: .touch) == 0.35 && settings.doubleTapTime(for: .pointer) == 0.4)
        settings.pointer.longPressTime = 0.9
        #expect(settings.longPressTime(for: .pointer) == 0.9 && settings.longPressTime(for: .touch) == 0.5)
        let android = GestureProfile.android.settings
        #expect(android.doubleTapDistance(for: .pointer) == android.doubleTapDistance(for: .touch))
        let (h, _) = doubleTap()
        h.window.router.settings = GestureProfile.android.settings
        clicks(h, apart: 20)
        #expect(h.states(of: "double") == [.ended])
    }

    @Test("a lesson's own long press (1.5 s) holds for the mouse too; a finger beside the mouse makes a touch")
    func ownLongPress() {
        let h = Harness()
        let press = LongPressGestureRecognizer(name: "press")
        press.minimumPressDuration = 1.5
        h.addView(with: press)
        h.send(.pointer(phase: .down, button: 1, location: Point(x: 100, y: 100), modifiers: []), at: 0)
        h.clock.advance(to: 1.2)
        #expect(h.states(of: "press").isEmpty)
        h.clock.advance(to: 1.6)
        #expect(h.states(of: "press") == [.began])
        #expect(press.inputKind == .pointer)
        #expect(InputKind(of: [Touch]()) == .touch)
    }
}
