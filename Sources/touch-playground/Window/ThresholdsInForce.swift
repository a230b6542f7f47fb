import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The gesture thresholds a scene in the window is judged by, and the panel's words for them.
///
/// The chosen profile's thresholds, and with UIKit's or GTK's (the profiles that follow this desktop) the
/// mouse takes the desktop's double-click time and distance and its long-press time, as in any GTK app,
/// while a finger keeps the profile's distance (a fingertip is no mouse pointer) and takes the longer of
/// the profile's double-tap time and the desktop's (how people with slower hands ask for more). Android's,
/// Flutter's and Hammer.js's keep their own numbers for both, so comparing them means something. A lesson's
/// own thresholds take the place of any of these.
///
/// ```swift
/// let inForce = ThresholdsInForce(profile: .uikit, lesson: document.thresholds, window: host.window)
/// host.window.router.settings = inForce.settings
/// panel.showThresholds(inForce.lines.joined(separator: "\n"))
/// ```
@MainActor
struct ThresholdsInForce {
    /// What judges the scene's fingers and mouse.
    let settings: GestureSettings
    /// The panel's lines: a finger's thresholds, the mouse's, each with where it comes from, then one for
    /// each long press of the scene that keeps its own.
    let lines: [String]

    /// The thresholds of `profile` on this desktop, with `lesson`'s own, for the scene in `window`.
    init(profile: GestureProfile, lesson: SceneThresholds, window: Window?) {
        var settings = profile.settings
        let fromDesktop = profile == .uikit || profile == .gtk
        if fromDesktop {
            let desktopTime = Double(DesktopSettings.doubleClickTime) / 1000
            settings.multiTapInterval = max(settings.multiTapInterval, desktopTime)
            settings.pointer.multiTapInterval = desktopTime
            settings.pointer.multiTapDistance = Double(DesktopSettings.doubleClickDistance)
            if let longPress = DesktopSettings.longPressTime {
                settings.pointer.longPressDuration = Double(longPress) / 1000
            }
        }
        settings = lesson.applied(to: settings)
        self.settings = settings
        let timeFromDesktop = fromDesktop && settings.multiTapInterval > profile.settings.multiTapInterval
        let finger = tr(
            "finger: double tap within {time} s and {distance} pt · long press {press} s ({source})",
            [
                "time": settings.multiTapInterval.formatted(digits: 2),
                "distance": settings.multiTapDistance.wholeNumberText,
                "press": settings.longPressDuration.formatted(digits: 2),
                "source": lesson.setsTouch
                    ? tr("this lesson")
                    : timeFromDesktop
                        ? tr("{toolkit}; time from this desktop", ["toolkit": profile.title]) : profile.title,
            ])
        let mouse = tr(
            "mouse: double click within {time} s and {distance} px · long press {press} s ({source})",
            [
                "time": settings.pointer.multiTapInterval.formatted(digits: 2),
                "distance": settings.pointer.multiTapDistance.wholeNumberText,
                "press": settings.pointer.longPressDuration.formatted(digits: 2),
                "source": lesson.setsPointer ? tr("this lesson") : fromDesktop ? tr("this desktop") : profile.title,
            ])
        lines = [finger, mouse] + Self.ownThresholdLines(in: window)
    }

    /// A line for each long press of the scene that keeps a threshold of its own (a lesson's
    /// `"duration": 1.5`), which judges it instead of the lines above.
    private static func ownThresholdLines(in window: Window?) -> [String] {
        var lines: [String] = []
        var views = window.map { [$0 as View] } ?? []
        while let view = views.popLast() {
            views += view.subviews.reversed()
            for case let press as LongPressGestureRecognizer in view.gestureRecognizers where press.hasOwnThresholds {
                lines.append(
                    tr(
                        "{name}: long press {press} s, {movement} pt (its own)",
                        [
                            "name": press.name, "press": press.minimumPressDuration.formatted(digits: 2),
                            "movement": press.allowableMovement.wholeNumberText,
                        ]))
            }
        }
        return lines
    }

    /// The thresholds for the status file, under `profile`.
    func status(profile: GestureProfile) -> WindowStatus.Thresholds {
        var status = WindowStatus.Thresholds()
        status.profile = profile.name
        status.doubleTapTime = settings.multiTapInterval
        status.doubleTapDistance = settings.multiTapDistance
        status.longPress = settings.longPressDuration
        status.text = lines
        status.pointer.doubleClickTime = settings.pointer.multiTapInterval
        status.pointer.doubleClickDistance = settings.pointer.multiTapDistance
        status.pointer.longPress = settings.pointer.longPressDuration
        return status
    }
}
