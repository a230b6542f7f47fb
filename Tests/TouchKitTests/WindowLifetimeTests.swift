import Testing

@testable import TouchKit

/// A window let go of while fingers are down (a replay stepped back rebuilds its scene mid-gesture, the window
/// switches scenes) must free its views, recognizers and touches: a touch holds its view and recognizers, and
/// a view that draws its fingers holds their touches, so without care each rebuild would keep a scene alive.
@Suite("Windows let go of mid-gesture")
struct WindowLifetimeTests {
    /// A view that keeps the touches on it, as the multi-touch scene's finger spots do.
    final class FingerSpots: View {
        var touches: [Touch] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
            self.touches.append(contentsOf: touches)
        }
    }

    @Test("with two fingers down, a pending long press, a pan and a view keeping the touches, all is freed")
    func freedMidGesture() {
        weak var window: Window?
        weak var spots: FingerSpots?
        weak var press: LongPressGestureRecognizer?
        weak var touch: Touch?
        let clock = ManualClock()
        do {
            let made = Window(size: Size(width: 400, height: 400), clock: clock)
            let view = FingerSpots(name: "spots", frame: Rect(x: 0, y: 0, width: 400, height: 400))
            view.isMultipleTouchEnabled = true
            made.addSubview(view)
            let longPress = LongPressGestureRecognizer(name: "press")
            longPress.numberOfTouchesRequired = 2
            view.addGestureRecognizer(longPress)
            view.addGestureRecognizer(PanGestureRecognizer(name: "pan"))
            for (id, x) in [(1, 100.0), (2, 200.0)] {
                made.router.handle(
                    InputEvent(time: 0, kind: .touch(id: id, phase: .began, location: Point(x: x, y: 50))))
            }
            #expect(view.touches.count == 2 && longPress.hasPendingTimers)
            (window, spots, press, touch) = (made, view, longPress, view.touches.first)
        }
        #expect(window == nil, "the window is freed")
        #expect(spots == nil && press == nil, "its views and recognizers are freed")
        #expect(touch == nil, "the touches still down are freed")
        clock.advance(to: 2)  // the long press's timer finds its recognizer gone and does nothing
    }
}
