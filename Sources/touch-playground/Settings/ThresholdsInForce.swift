import GtkBridge
import Playground
import PlaygroundStatus
import TouchKit

/// The gesture thresholds a scene in the window is judged by, and the panel's words for them: the chosen
/// profile's, with this desktop's for the profiles that follow it and a lesson's own, by the one rule the
/// command line follows too (``ThresholdResolution``).
///
/// ```swift
/// let inForce = ThresholdsInForce(profile: .uikit, lesson: document.thresholds, window: host.window)
/// host.window.router.settings = inForce.settings
/// panel.showThresholds(inForce.lines.joined(separator: "\n"))
/// ```
@MainActor
struct ThresholdsInForce {
    /// What judges the scene's fingers and mouse.
    let settings: GestureThresholds
    /// The panel's lines: a finger's thresholds, the mouse's, each with where it comes from, then one for
    /// each long press of the scene that keeps its own.
    let lines: [String]

    /// The thresholds of `profile` on this desktop, with `lesson`'s own, for the scene in `window`.
    init(profile: GestureProfile, lesson: SceneThresholds, window: Window?) {
        let desktop = ThresholdResolution.Desktop(
            doubleClickTime: Double(DesktopSettings.doubleClickTime) / 1000,
            doubleClickDistance: Double(DesktopSettings.doubleClickDistance),
            longPressTime: DesktopSettings.longPressTime.map { Double($0) / 1000 })
        let inForce = ThresholdResolution(profile: profile, desktop: desktop, lesson: lesson)
        let settings = inForce.settings
        self.settings = settings
        func source(_ source: ThresholdResolution.Source, desktopWords: String) -> String {
            switch source {
            case .lesson: tr("this lesson")
            case .desktop: desktopWords
            default: profile.title
            }
        }
        let finger = tr(
            "finger: double tap within {time} s and {distance} pt · long press {press} s ({source})",
            [
                "time": settings.doubleTapTime.formatted(digits: 2),
                "distance": settings.doubleTapDistance.wholeNumberText,
                "press": settings.longPressTime.formatted(digits: 2),
                "source": source(
                    inForce.touchSource,
                    desktopWords: tr("{toolkit}; time from this desktop", ["toolkit": profile.title])),
            ])
        let mouse = tr(
            "mouse: double click within {time} s and {distance} px · long press {press} s ({source})",
            [
                "time": settings.pointer.doubleClickTime.formatted(digits: 2),
                "distance": settings.pointer.doubleClickDistance.wholeNumberText,
                "press": settings.pointer.longPressTime.formatted(digits: 2),
                "source": source(inForce.pointerSource, desktopWords: tr("this desktop")),
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
        status.doubleTapTime = settings.doubleTapTime
        status.doubleTapDistance = settings.doubleTapDistance
        status.longPressTime = settings.longPressTime
        status.text = lines
        status.pointer.doubleClickTime = settings.pointer.doubleClickTime
        status.pointer.doubleClickDistance = settings.pointer.doubleClickDistance
        status.pointer.longPressTime = settings.pointer.longPressTime
        return status
    }
}
