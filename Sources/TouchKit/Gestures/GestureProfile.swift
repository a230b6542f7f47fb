/// A named set of thresholds from one toolkit, so a teacher (or a toolkit developer) can ask "what if this
/// gesture ran on Android?": the same trace replayed under each profile shows which recognizers would fire.
///
/// Each value's source is beside it: the toolkit's documented constant, or "ours" where the toolkit has no
/// such threshold and the UIKit profile's value stands in.
///
/// ```swift
/// let android = GestureProfile.named("android")!
/// window.router.settings = android.settings
/// GestureProfile.all.map(\.name) // ["uikit", "android", "flutter", "hammerjs", "gtk"]
/// ```
public struct GestureProfile: Hashable, Sendable {
    /// The name used by `--profile` and the window's menu.
    public let name: String
    /// The name people read ("UIKit").
    public let title: String
    /// The thresholds.
    public let settings: GestureThresholds

    /// UIKit's values where Apple documents them, iOS-like ones elsewhere (``GestureThresholds/standard``): the
    /// default everywhere.
    public static let uikit = GestureProfile(name: "uikit", title: "UIKit", settings: .standard)

    /// Android's `ViewConfiguration` defaults (AOSP `core/java/android/view/ViewConfiguration.java`), in dp
    /// taken as points.
    public static let android: GestureProfile = {
        var s = GestureThresholds.standard
        s.tapSlop = 8  // TOUCH_SLOP 8 dp
        s.doubleTapTime = 0.3  // DOUBLE_TAP_TIMEOUT 300 ms
        s.doubleTapDistance = 100  // DOUBLE_TAP_SLOP 100 dp
        s.longPressTime = 0.4  // DEFAULT_LONG_PRESS_TIMEOUT 400 ms (Android 12 and later)
        s.longPressAllowableMovement = 8  // a long press fails past the touch slop
        s.panStartDistance = 8  // scrolling starts past the touch slop
        s.pinchStartDistance = 16  // ScaleGestureDetector's span slop: twice the touch slop
        s.swipeMinimumSpeed = 50  // MINIMUM_FLING_VELOCITY 50 dp/s
        s.pointer = PointerThresholds(sameAsTouch: s)  // one set of numbers for every kind of input
        return GestureProfile(name: "android", title: "Android", settings: s)
    }()

    /// Flutter's gesture constants (`packages/flutter/lib/src/gestures/constants.dart`), in logical pixels.
    public static let flutter: GestureProfile = {
        var s = GestureThresholds.standard
        s.tapSlop = 18  // kTouchSlop 18
        s.doubleTapTime = 0.3  // kDoubleTapTimeout 300 ms
        s.doubleTapDistance = 100  // kDoubleTapSlop 100
        s.longPressTime = 0.5  // kLongPressTimeout 500 ms
        s.longPressAllowableMovement = 18  // a long press fails past kTouchSlop
        s.panStartDistance = 36  // kPanSlop: twice kTouchSlop
        s.pinchStartDistance = 18  // kScaleSlop: kTouchSlop
        s.swipeMinimumSpeed = 50  // kMinFlingVelocity 50 per second
        s.pointer = PointerThresholds(sameAsTouch: s)  // one set of numbers for every kind of input
        return GestureProfile(name: "flutter", title: "Flutter", settings: s)
    }()

    /// Hammer.js 2 recognizer defaults (`src/recognizers/*.js`), in CSS pixels.
    public static let hammerjs: GestureProfile = {
        var s = GestureThresholds.standard
        s.tapSlop = 9  // Tap threshold 9
        s.tapMaximumDuration = 0.25  // Tap time 250 ms
        s.doubleTapTime = 0.3  // Tap interval 300 ms
        s.doubleTapDistance = 10  // Tap posThreshold 10
        s.longPressTime = 0.251  // Press time 251 ms
        s.longPressAllowableMovement = 9  // Press threshold 9
        s.panStartDistance = 10  // Pan threshold 10
        s.pinchStartDistance = 0  // Pinch threshold 0: any change of scale begins it
        s.rotationStartAngle = 0  // Rotate threshold 0 degrees
        s.rotationStartTravel = 0
        s.swipeMinimumDistance = 10  // Swipe threshold 10
        s.swipeMinimumSpeed = 300  // Swipe velocity 0.3 px/ms
        s.pointer = PointerThresholds(sameAsTouch: s)  // one set of numbers for every kind of input
        return GestureProfile(name: "hammerjs", title: "Hammer.js", settings: s)
    }()

    /// GTK 4's defaults (`GtkSettings`): what a GTK app on this desktop does unless the user changed them; the
    /// window reads the live values instead.
    public static let gtk: GestureProfile = {
        var s = GestureThresholds.standard
        s.doubleTapTime = 0.4  // gtk-double-click-time 400 ms
        s.doubleTapDistance = 5  // gtk-double-click-distance 5 px
        s.tapSlop = 8  // gtk-dnd-drag-threshold 8 px: past it a press is a drag
        s.panStartDistance = 8  // the same drag threshold starts GtkGestureDrag's pans
        s.longPressTime = 0.5  // gtk-long-press-time 500 ms
        return GestureProfile(name: "gtk", title: "GTK", settings: s)
    }()

    /// Every profile, the default first.
    public static let all: [GestureProfile] = [uikit, android, flutter, hammerjs, gtk]

    /// The profile called `name`, if there is one.
    public static func named(_ name: String) -> GestureProfile? {
        all.first { $0.name == name }
    }

    /// Makes a profile (for a lesson's own thresholds).
    public init(name: String, title: String, settings: GestureThresholds) {
        self.name = name
        self.title = title
        self.settings = settings
    }
}
