import TouchKit

/// Which value of each double-tap and long-press threshold is in force, and why: the one rule the window
/// and the command line both follow.
///
/// In order, each step replacing what the one before gave:
/// 1. the profile named, else the thresholds a recording was made under, else UIKit's;
/// 2. this desktop, for the profiles that follow it (UIKit's and GTK's) when there is one (the window): the
///    mouse takes the desktop's double-click time and distance and its long-press time, as any GTK app's
///    does, while a finger keeps the profile's distance (a fingertip is no mouse pointer) and takes the
///    longer of the profile's double-tap time and the desktop's (how people with slower hands ask for more);
/// 3. a lesson's own thresholds, unless a recording of that lesson already holds them (a recording with no
///    profile named);
/// 4. values given on the command line.
///
/// ```swift
/// let inForce = ThresholdResolution(profile: .uikit, desktop: desktop, lesson: document.thresholds)
/// window.router.settings = inForce.settings
/// inForce.touchSource   // .desktop: the desktop's double-click time is longer than UIKit's
/// ```
public struct ThresholdResolution: Sendable {
    /// Where a kind's thresholds come from.
    public enum Source: Sendable, Equatable {
        /// The profile's own numbers.
        case profile
        /// The profile's, with the desktop's time (a finger) or the desktop's numbers (the mouse).
        case desktop
        /// The thresholds a recording was made under.
        case recording
        /// The lesson's own.
        case lesson
        /// The command line's.
        case commandLine
    }

    /// A desktop's double-click and long-press settings, in seconds and points.
    public struct Desktop: Sendable, Equatable {
        /// Its double-click time, in seconds.
        public var doubleClickTime: Double
        /// Its double-click distance, in points.
        public var doubleClickDistance: Double
        /// Its long-press time, in seconds, when it says.
        public var longPressTime: Double?

        /// A desktop's settings.
        public init(doubleClickTime: Double, doubleClickDistance: Double, longPressTime: Double?) {
            (self.doubleClickTime, self.doubleClickDistance, self.longPressTime) = (
                doubleClickTime, doubleClickDistance, longPressTime
            )
        }
    }

    /// The thresholds in force.
    public let settings: GestureThresholds
    /// The profile they start from.
    public let profile: GestureProfile
    /// Where a finger's come from (the last step that set one of them).
    public let touchSource: Source
    /// Where the mouse's come from.
    public let pointerSource: Source

    /// Works out the thresholds in force from `profile` (nil: none named), `recorded` (a recording's),
    /// `desktop` (nil: none, as on the command line), a lesson's own (`lesson`) and the command line's
    /// (`given`), in that order.
    public init(
        profile named: GestureProfile? = nil, recorded: RecordedThresholds? = nil, desktop: Desktop? = nil,
        lesson: SceneThresholds = SceneThresholds(), given: SceneThresholds = SceneThresholds()
    ) {
        let recordedSettings = named == nil ? recorded?.settings() : nil
        let profile = named ?? recorded.flatMap { GestureProfile.named($0.profile) } ?? .uikit
        var settings = recordedSettings ?? profile.settings
        var touch: Source = recordedSettings == nil ? .profile : .recording
        var pointer = touch
        if let desktop, recordedSettings == nil, profile == .uikit || profile == .gtk {
            if desktop.doubleClickTime > settings.doubleTapTime {
                settings.doubleTapTime = desktop.doubleClickTime
                touch = .desktop
            }
            settings.pointer.doubleClickTime = desktop.doubleClickTime
            settings.pointer.doubleClickDistance = desktop.doubleClickDistance
            if let longPress = desktop.longPressTime { settings.pointer.longPressTime = longPress }
            pointer = .desktop
        }
        if recordedSettings == nil {
            settings = lesson.applied(to: settings)
            if lesson.setsTouch { touch = .lesson }
            if lesson.setsPointer { pointer = .lesson }
        }
        settings = given.applied(to: settings)
        if given.setsTouch { touch = .commandLine }
        if given.setsPointer { pointer = .commandLine }
        (self.settings, self.profile, touchSource, pointerSource) = (settings, profile, touch, pointer)
    }
}
