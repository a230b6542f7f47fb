import PlaygroundSettings
import TouchKit

/// One fuzz case for the settings file: arbitrary bytes read as `settings.json`.
///
/// The promises checked: reading never traps; bytes that are not JSON give the defaults and a one-line
/// reason; a window size read is within ``UserSettings/windowSides``; and what is read, written back as the
/// app writes it, reads again as the same settings (so a damaged file the app rewrites comes back whole).
///
/// ```swift
/// HostileSettingsCheck.run(Array(#"{"touchFeedback": true}"#.utf8)).problem  // nil
/// ```
public enum HostileSettingsCheck {
    /// True for bytes to check as a settings file: they name one of its keys.
    public static func handles(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return text.contains("\"touchFeedback\"") || text.contains("\"secondFingerKey\"")
            || text.contains("\"alwaysSecondFinger\"")
    }

    /// Reads `bytes` as a settings file and checks the promises.
    public static func run(_ bytes: [UInt8]) -> HostileTraceCheck.Outcome {
        let (settings, problem) = UserSettings.read(bytes)
        func broken(_ what: String) -> HostileTraceCheck.Outcome {
            HostileTraceCheck.Outcome(scene: "settings", readError: problem, problem: what)
        }
        if let problem {
            if problem.isEmpty { return broken("an empty error") }
            if problem.contains("\n") { return broken("an error of more than one line: \(problem)") }
            if settings != UserSettings() { return broken("settings read from bytes that are not JSON") }
        }
        if let size = settings.windowSize,
            !UserSettings.windowSides.contains(size.width) || !UserSettings.windowSides.contains(size.height)
        {
            return broken("a window of \(size.width) x \(size.height) points")
        }
        let again = UserSettings.read(Array(settings.jsonValue.prettyPrinted().utf8))
        if again.problem != nil || again.settings != settings {
            return broken("the settings written back read differently: \(settings.jsonValue.serialized())")
        }
        return HostileTraceCheck.Outcome(scene: "settings", readError: problem, problem: nil)
    }
}
