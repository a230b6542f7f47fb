import GtkBridge
import Testing

/// Flags when the closure that captured it is released.
private final class Sentinel {
    let onRelease: () -> Void
    init(onRelease: @escaping () -> Void) { self.onRelease = onRelease }
    deinit { onRelease() }
}

/// Every handler's closure lives exactly as long as GTK may call it: released with its controller, or when
/// its timer is cancelled. (Controllers and GLib timeouts need no display.)
@Suite("Signal closures are released with their objects")
@MainActor
struct ClosureLifetimeTests {
    @Test("each controller wrapper releases its handlers' closures when it goes away")
    func controllers() {
        var released = 0
        do {
            let click = GestureClick(), drag = GestureDrag(), zoom = GestureZoom(), rotate = GestureRotate()
            let hold = GestureLongPress(), swipe = GestureSwipe(), raw = LegacyEventController()
            let scroll = ScrollController(), motion = MotionController()
            func sentinel() -> Sentinel { Sentinel { released += 1 } }
            let s1 = sentinel(), s2 = sentinel(), s3 = sentinel(), s4 = sentinel(), s5 = sentinel()
            let s6 = sentinel(), s7 = sentinel(), s8 = sentinel(), s9 = sentinel(), s10 = sentinel()
            click.onPressed { _, _, _ in _ = s1 }
            click.onStopped { _ = s2 }
            drag.onUpdate { _, _ in _ = s3 }
            zoom.onScaleChanged { _ in _ = s4 }
            rotate.onAngleChanged { _, _ in _ = s5 }
            hold.onPressed { _, _ in _ = s6 }
            swipe.onSwipe { _, _ in _ = s7 }
            raw.onEvent { _ in
                _ = s8
                return false
            }
            scroll.onScroll { _, _ in
                _ = s9
                return false
            }
            motion.onMotion { _, _ in _ = s10 }
            #expect(released == 0, "GTK holds the closures while the controllers live")
        }
        #expect(released == 10)
    }

    @Test("a cancelled timer releases its closure; a pending one counts as pending")
    func timers() {
        let clock = GLibClock()
        var released = false
        do {
            let sentinel = Sentinel { released = true }
            let timer = clock.schedule(after: 60) { _ = sentinel }
            #expect(clock.pendingTimers == 1)
            clock.cancel(timer)
        }
        #expect(released)
        #expect(clock.pendingTimers == 0)
    }

    @Test("GTK's clockwise [0, 2π) rotation delta folds into (−π, π]")
    func rotationDelta() {
        #expect(abs(GestureRotate.signedDelta(6.18) - (6.18 - 2 * .pi)) < 1e-12)
        #expect(GestureRotate.signedDelta(0.3) == 0.3)
        #expect(GestureRotate.signedDelta(.pi) == .pi)
    }
}
