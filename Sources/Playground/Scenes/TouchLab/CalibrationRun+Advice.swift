import TouchKit

extension CalibrationRun {
    /// One piece of advice: a sentence, and the command or file line it names (empty when it names none).
    public struct Advice: Sendable, Equatable {
        /// What to do, in the language shown.
        public var words: String
        /// The command or line, as it is to be typed: never translated.
        public var command: String
    }

    /// What fixes the touchscreen for good, for the device named `name` (GDK's name, the kernel's) with USB
    /// ids `ids` (`vendor:product`, hex), said for a `kind` of input ("touchscreen", "mouse", …). Nothing
    /// is written to the system: the user runs the commands.
    public func advice(device name: String?, ids: String?, kind: String?) -> [Advice] {
        var advice: [Advice] = []
        let device = name ?? "DEVICE"
        if kind == "mouse" {
            advice.append(
                Advice(
                    words: tr(
                        "These touches came from the mouse, which needs no calibration: calibrate with the touchscreen."
                    ),
                    command: ""))
        }
        if !knowsMonitor {
            advice.append(
                Advice(
                    words: tr(
                        "The window could not fill its monitor: the matrix is in the window's units, not the screen's."),
                    command: ""))
        }
        if looksSpanningAllMonitors {
            let mapping = TouchCalibration.monitorMapping(device: device, ids: ids, monitor: placement.monitor)
            advice.append(
                Advice(
                    words: tr(
                        "The touches land as if the touchscreen spanned every monitor: give it this one. In GNOME (SERIAL: the monitor's serial number):"
                    ),
                    command: mapping.gnome))
            if let xinput = mapping.xinput {
                advice.append(Advice(words: tr("In an X session, now:"), command: xinput))
            }
            return advice
        }
        guard let result, phase == .done else { return advice }
        if needsNoCorrection {
            advice.append(
                Advice(
                    words: tr(
                        "No correction needed: every touch landed within {distance} pt of its crosshair.",
                        ["distance": largestError.formatted(digits: 1)]), command: ""))
            return advice
        }
        let rule = result.udevRule(device: device)
        advice.append(Advice(words: tr("For good, add this line to {file}:", ["file": rule.file]), command: rule.line))
        advice.append(
            Advice(words: tr("then reload the rules and plug the device again (or restart):"), command: rule.reload))
        advice.append(Advice(words: tr("In an X session, now:"), command: result.xinputCommand(device: device)))
        return advice
    }

    /// The advice as plain text, a sentence then its command, for the clipboard and the bug report.
    public static func text(of advice: [Advice]) -> String {
        advice.map { $0.command.isEmpty ? $0.words : "\($0.words)\n    \($0.command)" }.joined(separator: "\n")
    }
}
