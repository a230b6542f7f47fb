import JSON

/// What a person can do about what a recording shows, beside the verdicts: a hysteresis (the axes' fuzz)
/// for a jittery screen, a resolution for one that reports none, what to record and where to send it for
/// ghost contacts. Each is a sentence and the lines to type; nothing is written to the system.
extension DeviceHealth {
    /// One fix: why, and the lines that apply it (a file's lines, then commands), each to be typed as it is.
    public struct Fix: Sendable, Equatable {
        /// What it is for, in words.
        public var words: String
        /// The file the ``lines`` go in, if they go in one.
        public var file: String?
        /// The lines, as they are to be typed.
        public var lines: [String]
        /// The commands that apply it once the file is written.
        public var commands: [String]

        /// A fix: its words, the file its lines go in (if any), the lines, the commands that apply it.
        public init(words: String, file: String?, lines: [String], commands: [String]) {
            (self.words, self.file, self.lines, self.commands) = (words, file, lines, commands)
        }
    }

    /// systemd's file for a machine's own input-device entries, and what loads them.
    public static let localHardwareFile = "/etc/udev/hwdb.d/61-evdev-local.hwdb"
    static let hardwareReload = ["sudo systemd-hwdb update", "sudo udevadm trigger /dev/input/event*"]

    /// The position axes the device reports: single-touch X and Y, multi-touch X and Y.
    private var positionAxes: [(code: Int, axis: AxisInfo)] {
        [EvdevEvent.absX, EvdevEvent.absY, EvdevEvent.mtPositionX, EvdevEvent.mtPositionY].compactMap { code in
            axes[code].map { (code, $0) }
        }
    }

    /// The hardware database's match for this device, by the name the kernel gives it.
    private var hardwareMatch: String {
        // The match is a glob: a wildcard character of the name, a control character (which would end the
        // line or drive the terminal it is printed on) or a colon stands as `?`, which matches it.
        let scalars = device.name.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || "*?[]:".unicodeScalars.contains(scalar)
                ? "?" : scalar
        }
        return "evdev:name:\(String(String.UnicodeScalarView(scalars))):*"
    }

    /// The fixes for what this report found, `screenMillimetres` being the screen's visible width and
    /// height when the person gave them (for a device that reports no resolution).
    public func fixes(screenMillimetres: Size? = nil) -> [Fix] {
        var fixes: [Fix] = []
        let axes = positionAxes
        let jitterFails = checks.contains { $0.name == "jitter" && $0.verdict == .fail }
        if jitterFails, axes.isEmpty {
            // Measured live or from a touch trace: the device's axis ranges, which the fuzz is counted in,
            // are not known here; a recording of the device has them.
            fixes.append(
                Fix(
                    words:
                        "The jitter is above \(JSONValue.format(Self.largestJitter)) mm: a hysteresis (fuzz) in the hardware database holds a still finger still, counted in the device's own units, which only a recording of the device gives. Record a finger held still for a few seconds, then let health write the lines:",
                    file: nil, lines: [],
                    commands: ["sudo libinput record --all -o held.yml", "touch-playground health held.yml"]))
        }
        if jitterFails, let worst = checks.first(where: { $0.name == "jitter" })?.measured, !axes.isEmpty,
            axes.allSatisfy({ $0.axis.resolution > 0 })
        {
            // A hysteresis of about two standard deviations on each axis (the jitter is both axes' together)
            // leaves a held finger still; libinput takes the axes' fuzz as that margin.
            fixes.append(
                hardwareFix(
                    "The jitter is above \(JSONValue.format(Self.largestJitter)) mm: give the position axes a hysteresis (fuzz) that holds a still finger still, as `libinput measure fuzz` would"
                ) { _, axis in
                    ":::\(Int((2.0.squareRoot() * worst * Double(axis.resolution)).rounded(.up)))"
                })
        }
        if !axes.isEmpty, axes.contains(where: { $0.axis.resolution <= 0 }) {
            if let screen = screenMillimetres, screen.width > 0, screen.height > 0 {
                fixes.append(
                    hardwareFix(
                        "The device reports no resolution, so nothing knows its millimetres: give it the units per millimetre of a \(JSONValue.format(screen.width)) × \(JSONValue.format(screen.height)) mm screen"
                    ) { code, axis in
                        let across =
                            code == EvdevEvent.absX || code == EvdevEvent.mtPositionX ? screen.width : screen.height
                        return "::\(max(1, Int((Double(axis.maximum - axis.minimum) / across).rounded())))"
                    })
            } else {
                fixes.append(
                    Fix(
                        words:
                            "The device reports no resolution, so nothing knows its millimetres: measure the screen's visible width and height and give them (--screen-mm WIDTHxHEIGHT) for the line that sets it.",
                        file: nil, lines: [], commands: []))
            }
        }
        if let straightness = checks.first(where: { $0.name == "straightness" && $0.verdict == .fail }),
            let bow = straightness.measured
        {
            fixes.append(
                Fix(
                    words:
                        "A line drawn straight was reported \(Self.format(bow, 1)) mm from straight. \(ruled ? "" : "Draw it again along a ruler's edge to be sure: a hand wavers. ")A calibration matrix cannot straighten it (it only turns, shifts and stretches): report it to the driver's maintainers with a recording of lines drawn along a ruler:",
                    file: nil, lines: [], commands: ["sudo libinput record --all -o ruled-lines.yml"]))
        }
        if let separation = checks.first(where: { $0.name == "separation" && $0.verdict == .fail }),
            let apart = separation.measured
        {
            fixes.append(
                Fix(
                    words:
                        "The screen made two contacts \(Self.format(apart, 1)) mm apart one: nothing in the system separates them again. Report it to the driver's maintainers with a recording of two fingers brought slowly together:",
                    file: nil, lines: [], commands: ["sudo libinput record --all -o two-fingers.yml"]))
        }
        if checks.contains(where: { $0.name == "ghosts" && $0.verdict == .fail }) {
            fixes.append(
                Fix(
                    words:
                        "Ghost contacts come from the screen or its driver: record a minute of the screen untouched, then report it to the driver's maintainers (linux-input@vger.kernel.org, or your distribution's bug tracker) with the recording and the device's description:",
                    file: nil, lines: [],
                    commands: ["sudo libinput record --all -o untouched.yml", "udevadm info /dev/input/eventX"]))
        }
        return fixes
    }

    /// A fix in the machine's own hardware-database file: `why`, then the device's match and each position
    /// axis's `EVDEV_ABS_` line with the fields `fields` gives it (`:::8` sets the fuzz, `::10` the
    /// resolution), then the commands that load it.
    private func hardwareFix(_ why: String, fields: (Int, AxisInfo) -> String) -> Fix {
        let lines = positionAxes.map { code, axis in " EVDEV_ABS_\(Self.hex(code))=\(fields(code, axis))" }
        return Fix(
            words: why + "; add to \(Self.localHardwareFile):", file: Self.localHardwareFile,
            lines: [hardwareMatch] + lines, commands: Self.hardwareReload)
    }

    /// An axis code as the hardware database writes it: two uppercase hexadecimal digits.
    private static func hex(_ code: Int) -> String {
        let digits = String(code, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
