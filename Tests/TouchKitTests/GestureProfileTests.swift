import Testing

@testable import TouchKit

@Suite("Gesture-threshold profiles")
struct GestureProfileTests {
    @Test("five profiles, UIKit's first and the standard settings; names unique; each differs from UIKit")
    func profiles() {
        #expect(GestureProfile.all.map(\.name) == ["uikit", "android", "flutter", "hammerjs", "gtk"])
        #expect(GestureProfile.uikit.settings == .standard)
        for profile in GestureProfile.all.dropFirst() {
            #expect(profile.settings != .standard, "\(profile.name)")
            #expect(GestureProfile.named(profile.name) == profile)
        }
        #expect(GestureProfile.named("nope") == nil)
        #expect(GestureProfile.android.settings.doubleTapTime == 0.3)
        #expect(GestureProfile.flutter.settings.panStartDistance == 36)
        #expect(GestureProfile.gtk.settings.doubleTapTime == 0.4)
    }

    @Test("a recognizer uses its window's thresholds unless it has its own")
    func windowSettingsReachRecognizers() {
        let h = Harness()
        let tap = makeTap("double", taps: 2)
        let own = makeTap("own", taps: 2)
        h.addView(with: tap, own)
        h.window.router.settings = GestureProfile.android.settings
        var slow = GestureThresholds.standard
        slow.doubleTapTime = 2
        own.settings = slow
        #expect(tap.settings.doubleTapTime == 0.3)
        #expect(own.settings.doubleTapTime == 2)
    }

    @Test("a double tap with 0.36 s between the taps: two taps under UIKit's 0.35 s, a double tap under GTK's 0.4 s")
    func realDoubleTap() {
        for (profile, expected) in [
            (GestureProfile.uikit, false), (.gtk, true), (.android, false), (.flutter, false), (.hammerjs, false),
        ] {
            let h = Harness()
            let double = makeTap("double", taps: 2)
            h.addView(with: double)
            h.window.router.settings = profile.settings
            h.play { t in
                t.touch(1, .began, at: Point(x: 100, y: 100))
                t.wait(0.08)
                t.touch(1, .ended, at: Point(x: 101, y: 101))
                t.wait(0.36)
                t.touch(2, .began, at: Point(x: 103, y: 102))
                t.wait(0.08)
                t.touch(2, .ended, at: Point(x: 103, y: 102))
            }
            #expect(h.states(of: "double").contains(.ended) == expected, "\(profile.name)")
        }
    }
}
