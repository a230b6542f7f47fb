import Testing
import TouchKit

@Suite("Input limits and integer conversions")
struct InputLimitsTests {
    @Test(
        "a measurement becomes an integer without trapping, whatever its size",
        arguments: [
            (1e300, Int.max), (-1e300, Int.min), (Double.infinity, Int.max), (-Double.infinity, Int.min),
            (Double.nan, 0), (12.9, 12), (-12.9, -12),
        ])
    func saturating(value: Double, expected: Int) {
        #expect(Int(saturating: value) == expected)
    }

    @Test("32-bit conversions (Pango widths, Cairo sizes) clamp too")
    func saturating32() {
        #expect(Int32(saturating: 1e12) == .max)
        #expect(Int32(saturating: -1e12) == .min)
        #expect(Int32(saturating: .nan) == 0)
        #expect(Int32(saturating: 1024 * 800.5) == 819_712)
    }

    @Test("readouts print any number: whole below a quadrillion, in exponent form beyond")
    func wholeNumberText() {
        #expect((12.4).wholeNumberText == "12")
        #expect((-0.4).wholeNumberText == "0")
        #expect((1e300).wholeNumberText == "1e+300")
        #expect(Double.infinity.wholeNumberText == "inf")
        #expect(Double.nan.wholeNumberText == "nan")
    }

    @Test("positions, scales, angles and scroll steps past the limits are clamped; not-a-number is neutral")
    func clamping() {
        let touch = InputEvent(time: 0, kind: .touch(id: 1, phase: .moved, location: Point(x: 1e300, y: -.infinity)))
            .clampedToLimits
        #expect(touch.location == Point(x: InputLimits.coordinate, y: -InputLimits.coordinate))
        let pinch = InputEvent(
            time: 0, kind: .pinch(phase: .changed, location: Point(x: .nan, y: 5), scale: 1e200, angleDelta: -1e10)
        )
        .clampedToLimits
        guard case .pinch(_, let location, let scale, let angle) = pinch.kind else {
            Issue.record("not a pinch")
            return
        }
        #expect(location == Point(x: 0, y: 5))
        #expect(scale == InputLimits.pinchScale.upperBound)
        #expect(angle == -InputLimits.angleDelta)
        let scroll = InputEvent(time: 0, kind: .scroll(location: .zero, dx: .nan, dy: -1e300, modifiers: [.ctrl]))
            .clampedToLimits
        guard case .scroll(_, let dx, let dy, _) = scroll.kind else {
            Issue.record("not a scroll")
            return
        }
        #expect(dx == 0 && dy == -InputLimits.scrollDelta)
        let real = InputEvent(time: 1, kind: .touch(id: 2, phase: .began, location: Point(x: 320.5, y: -12)))
        #expect(real.clampedToLimits == real)
    }

    @Test("a finger dragged to 1e300 points leaves a pan's translation and velocity finite")
    func farDrag() {
        let harness = Harness()
        let pan = PanGestureRecognizer(name: "pan")
        var translations: [Point] = []
        _ = pan.addTarget { recognizer in
            translations.append((recognizer as! PanGestureRecognizer).translation(in: nil))
        }
        harness.addView(with: pan)
        harness.play { trace in
            trace.touch(1, .began, at: Point(x: 100, y: 100))
            trace.wait(0.016)
            trace.touch(1, .moved, at: Point(x: 1e300, y: -1e300))
            trace.wait(0.016)
            trace.touch(1, .moved, at: Point(x: -1e300, y: 1e300))
            trace.wait(0.016)
            trace.touch(1, .ended, at: Point(x: 1e300, y: 1e300))
        }
        #expect(!translations.isEmpty)
        #expect(translations.allSatisfy { $0.x.isFinite && $0.y.isFinite })
        #expect(pan.velocity(in: nil).x.isFinite)
    }
}
