import ArgumentParser
import JSON
import Playground
import TouchKit

/// The gesture thresholds a run uses: a toolkit's profile, a finger's double-tap and long-press values, and
/// the mouse's (the window takes those from the desktop's double-click settings), so a replay can use the
/// same values as the window did.
struct ThresholdOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Gesture thresholds from a toolkit (default: those the trace was recorded under, else UIKit's).",
            valueName: GestureProfile.all.map(\.name).joined(separator: "|")))
    var profile: String?

    @Option(
        help:
            "Longest wait between a finger's taps of a double tap, in seconds (the window uses the longer of the profile's and the desktop's double-click time)."
    )
    var doubleTapTime: Double?

    @Option(help: "Farthest apart a finger's taps of a double tap may land, in points (the profile's: UIKit 40).")
    var doubleTapDistance: Double?

    @Option(help: "How long fingers must stay down for a long press, in seconds (the profile's: UIKit 0.5).")
    var longPressTime: Double?

    @Option(
        help:
            "Longest wait between the mouse's clicks of a double click, in seconds (GTK's 0.4; the window uses the desktop's)."
    )
    var pointerDoubleClickTime: Double?

    @Option(
        help:
            "Farthest apart the mouse's clicks of a double click may land, in points (GTK's 5; the window uses the desktop's)."
    )
    var pointerDoubleClickDistance: Double?

    @Option(
        help: "How long the mouse must be held for a long press, in seconds (GTK's 0.5; the window uses the desktop's)."
    )
    var pointerLongPressTime: Double?

    func validate() throws {
        if let profile, GestureProfile.named(profile) == nil {
            throw ValidationError(
                "unknown profile \"\(profile)\" (profiles: \(GestureProfile.all.map(\.name).joined(separator: ", ")))")
        }
        if let doubleTapTime, !(doubleTapTime.isFinite && doubleTapTime > 0 && doubleTapTime <= 5) {
            throw ValidationError("--double-tap-time \(doubleTapTime): expected seconds above 0 and up to 5")
        }
        if let doubleTapDistance, !(doubleTapDistance.isFinite && doubleTapDistance >= 0 && doubleTapDistance <= 1000) {
            throw ValidationError("--double-tap-distance \(doubleTapDistance): expected points from 0 to 1000")
        }
        if let longPressTime, !(longPressTime.isFinite && longPressTime > 0 && longPressTime <= 10) {
            throw ValidationError("--long-press-time \(longPressTime): expected seconds above 0 and up to 10")
        }
        if let time = pointerDoubleClickTime, !(time.isFinite && time > 0 && time <= 5) {
            throw ValidationError("--pointer-double-click-time \(time): expected seconds above 0 and up to 5")
        }
        if let distance = pointerDoubleClickDistance, !(distance.isFinite && distance >= 0 && distance <= 1000) {
            throw ValidationError("--pointer-double-click-distance \(distance): expected points from 0 to 1000")
        }
        if let time = pointerLongPressTime, !(time.isFinite && time > 0 && time <= 10) {
            throw ValidationError("--pointer-long-press-time \(time): expected seconds above 0 and up to 10")
        }
    }

    /// The options that give `settings` under `profile`, as a recording tells how to replay it as recorded.
    static func arguments(profile: String, settings: GestureThresholds) -> String {
        func text(_ value: Double) -> String { JSONValue.number(value).serialized() }
        return "--profile \(profile) --double-tap-time \(text(settings.doubleTapTime))"
            + " --double-tap-distance \(text(settings.doubleTapDistance))"
            + " --long-press-time \(text(settings.longPressTime))"
            + " --pointer-double-click-time \(text(settings.pointer.doubleClickTime))"
            + " --pointer-double-click-distance \(text(settings.pointer.doubleClickDistance))"
            + " --pointer-long-press-time \(text(settings.pointer.longPressTime))"
    }

    /// The thresholds in force, by the rule the window follows too (``ThresholdResolution``, with no
    /// desktop): the profile named, else the thresholds the trace was recorded under (`recorded`), else
    /// UIKit's; then a lesson's own (`lesson`), then the options'.
    func settings(recorded: RecordedThresholds? = nil, lesson: SceneThresholds = SceneThresholds()) -> GestureThresholds
    {
        ThresholdResolution(
            profile: profile.flatMap(GestureProfile.named), recorded: recorded, lesson: lesson, given: overrides
        ).settings
    }

    /// The values the options give, as a lesson's would be given.
    private var overrides: SceneThresholds {
        var given = SceneThresholds()
        (given.doubleTapTime, given.doubleTapDistance, given.longPressTime) = (
            doubleTapTime, doubleTapDistance, longPressTime
        )
        (given.doubleClickTime, given.doubleClickDistance, given.pointerLongPressTime) =
            (pointerDoubleClickTime, pointerDoubleClickDistance, pointerLongPressTime)
        return given
    }
}
