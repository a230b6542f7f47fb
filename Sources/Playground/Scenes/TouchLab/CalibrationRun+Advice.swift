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
        if let words = Self.words(for: result.shape) { advice.append(Advice(words: words, command: "")) }
        let rule = result.udevRule(device: device)
        advice.append(Advice(words: tr("For good, add this line to {file}:", ["file": rule.file]), command: rule.line))
        advice.append(
            Advice(words: tr("then reload the rules and plug the device again (or restart):"), command: rule.reload))
        advice.append(Advice(words: tr("In an X session, now:"), command: result.xinputCommand(device: device)))
        return advice
    }

    /// What the correction undoes, in words, when it is a pure turn, mirror, swap, shift or stretch: a
    /// person looks for a different fix (the display's rotation, a driver's axis option) than the matrix.
    static func words(for shape: TouchCalibration.Shape) -> String? {
        switch shape {
        case .turned(quarterTurns: 1):
            tr(
                "The touchscreen reads turned a quarter turn clockwise from the display (a display rotated without its touchscreen): the matrix below turns it back."
            )
        case .turned(quarterTurns: 2):
            tr(
                "The touchscreen reads upside down, turned half a turn from the display: the matrix below turns it back."
            )
        case .turned:
            tr(
                "The touchscreen reads turned a quarter turn counter-clockwise from the display (a display rotated without its touchscreen): the matrix below turns it back."
            )
        case .mirrored(acrossVertical: true):
            tr("The touchscreen reads mirrored, left and right exchanged: the matrix below mirrors it back.")
        case .mirrored(acrossVertical: false):
            tr("The touchscreen reads mirrored, top and bottom exchanged: the matrix below mirrors it back.")
        case .axesSwapped(turnedHalf: false):
            tr(
                "The touchscreen's axes are swapped: a finger moving right reads as moving down. The matrix below swaps them back."
            )
        case .axesSwapped(turnedHalf: true):
            tr(
                "The touchscreen's axes are swapped: a finger moving right reads as moving up. The matrix below puts them back."
            )
        case .shifted:
            tr("The touches land shifted, not turned or stretched: the matrix below moves them back.")
        case .scaled:
            tr("The touches land stretched or squeezed along the screen's axes: the matrix below scales them back.")
        case .other: nil
        }
    }

    /// The advice as plain text, a sentence then its command, for the clipboard and the bug report.
    public static func text(of advice: [Advice]) -> String {
        advice.map { $0.command.isEmpty ? $0.words : "\($0.words)\n    \($0.command)" }.joined(separator: "\n")
    }
}
