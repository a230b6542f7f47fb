import Playground
import Testing
import TouchKit

/// The one rule for which double-tap and long-press thresholds are in force, in the window and on the
/// command line.
@Suite("Thresholds in force: one rule for the window and the command line")
struct ThresholdResolutionTests {
    let slowDesktop = ThresholdResolution.Desktop(doubleClickTime: 0.7, doubleClickDistance: 9, longPressTime: 0.8)
    let quickDesktop = ThresholdResolution.Desktop(doubleClickTime: 0.2, doubleClickDistance: 3, longPressTime: nil)

    @Test("UIKit's and GTK's follow the desktop: the mouse takes its numbers, a finger the longer time only")
    func desktop() {
        let uikit = GestureProfile.uikit.settings
        let slow = ThresholdResolution(profile: .uikit, desktop: slowDesktop)
        #expect(slow.settings.doubleTapTime == 0.7 && slow.settings.doubleTapDistance == uikit.doubleTapDistance)
        #expect(slow.settings.pointer.doubleClickTime == 0.7 && slow.settings.pointer.doubleClickDistance == 9)
        #expect(slow.settings.pointer.longPressTime == 0.8)
        #expect(slow.touchSource == .desktop && slow.pointerSource == .desktop)
        let quick = ThresholdResolution(profile: .gtk, desktop: quickDesktop)
        #expect(quick.settings.doubleTapTime == GestureProfile.gtk.settings.doubleTapTime)
        #expect(quick.touchSource == .profile && quick.pointerSource == .desktop)
        #expect(quick.settings.pointer.longPressTime == GestureProfile.gtk.settings.pointer.longPressTime)
        // Android's keeps its own numbers for both.
        let android = ThresholdResolution(profile: .android, desktop: slowDesktop)
        #expect(android.settings == GestureProfile.android.settings && android.pointerSource == .profile)
    }

    @Test("a lesson's own replace the profile's and the desktop's; the command line's come last")
    func lessonThenCommandLine() {
        var lesson = SceneThresholds()
        lesson.doubleTapTime = 0.9
        lesson.doubleClickDistance = 20
        let window = ThresholdResolution(profile: .uikit, desktop: slowDesktop, lesson: lesson)
        #expect(window.settings.doubleTapTime == 0.9 && window.settings.pointer.doubleClickDistance == 20)
        #expect(window.touchSource == .lesson && window.pointerSource == .lesson)
        var given = SceneThresholds()
        given.doubleTapTime = 0.3
        let line = ThresholdResolution(lesson: lesson, given: given)
        #expect(line.settings.doubleTapTime == 0.3 && line.touchSource == .commandLine)
        #expect(line.settings.pointer.doubleClickDistance == 20 && line.pointerSource == .lesson)
    }

    @Test("a recording's thresholds replay as recorded, its lesson's already in them; a profile named starts afresh")
    func recording() {
        var recordedSettings = GestureProfile.flutter.settings
        recordedSettings.doubleTapTime = 0.55
        let recorded = RecordedThresholds(profile: "flutter", settings: recordedSettings)
        var lesson = SceneThresholds()
        lesson.doubleTapTime = 0.9
        let replay = ThresholdResolution(recorded: recorded, desktop: slowDesktop, lesson: lesson)
        #expect(replay.settings == recordedSettings && replay.touchSource == .recording)
        #expect(replay.profile == .flutter)
        let named = ThresholdResolution(profile: .android, recorded: recorded, lesson: lesson)
        #expect(named.settings.doubleTapTime == 0.9 && named.profile == .android)
        let none = ThresholdResolution()
        #expect(none.settings == GestureProfile.uikit.settings && none.profile == .uikit)
    }
}
