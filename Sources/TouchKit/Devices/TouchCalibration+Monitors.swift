/// A touchscreen given to the wrong monitor is no calibration problem: its touches land as if it spanned
/// every monitor together (what X and GNOME do with a touchscreen they were not told the monitor of). This
/// tells that case from a mis-calibration and gives the commands that give the touchscreen its own monitor.
///
/// ```swift
/// if TouchCalibration.looksSpanningAllMonitors(targets: targets, landed: taps, placement: screen) {
///     TouchCalibration.monitorMapping(device: "ELAN9008:00 04F3:2C82", ids: "04f3:2c82", monitor: screen.monitor)
/// }
/// ```
extension TouchCalibration {
    /// How near, in normalized units, each landing must be to where "spanning every monitor" puts it.
    public static let mappingTolerance = 0.04

    /// Whether the touches meant for `targets` that landed at `landed` (the first ones, normalized, on the
    /// monitor `placement` shows) are where a touchscreen spanning every monitor puts them, and not where
    /// they were meant to be: then the fix is the monitor mapping, not a matrix.
    public static func looksSpanningAllMonitors(targets: [Point], landed: [Point], placement: ScreenPlacement) -> Bool {
        guard placement.monitors.count > 1, !landed.isEmpty, landed.count <= targets.count else { return false }
        let pairs = zip(targets, landed)
        let predicted = pairs.map { (placement.landingIfSpanningAllMonitors($0.0), $0.1) }
        let fits = predicted.allSatisfy { $0.0.distance(to: $0.1) <= mappingTolerance }
        let differs = pairs.contains { $0.0.distance(to: $0.1) > 2 * mappingTolerance }
        return fits && differs
    }

    /// The commands that map a touchscreen to `monitor`: GNOME's setting (by the device's USB ids,
    /// `vendor:product` in hex, and the monitor's EDID names; `SERIAL` stays for the user to fill, as the
    /// display does not give it), and in an X session `xinput map-to-output` (when the monitor's connector is
    /// known).
    public static func monitorMapping(
        device name: String, ids: String?, monitor: ScreenPlacement.Monitor
    ) -> (gnome: String, xinput: String?) {
        func quoted(_ text: String) -> String {
            "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }
        // A GVariant string in double quotes (its `"` and `\` escaped), the whole list one shell word in single
        // quotes: a monitor's name holding `$(...)`, quotes or a newline stays text when pasted.
        func listItem(_ text: String?, _ placeholder: String) -> String {
            let value = text?.isEmpty == false ? text! : placeholder
            var item = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"", "\\": item += "\\" + String(scalar)
                case _ where scalar.value < 0x20 || scalar.value == 0x7F: item += "\\u" + hex4(scalar.value)
                default: item.unicodeScalars.append(scalar)
                }
            }
            return item + "\""
        }
        func hex4(_ value: UInt32) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }
        // USB ids are two hex numbers; anything else stays the placeholder, so the path is one plain word.
        let parts = ids?.lowercased().split(separator: ":", omittingEmptySubsequences: false) ?? []
        let usable =
            parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isHexDigit) }
        let path =
            "/org/gnome/desktop/peripherals/touchscreens/\(usable ? parts.joined(separator: ":") : "vendor:product")/"
        let output = [listItem(monitor.manufacturer, "MAKER"), listItem(monitor.model, "MODEL"), "\"SERIAL\""]
        let gnome =
            "gsettings set org.gnome.desktop.peripherals.touchscreen:\(path) output \(quoted("[" + output.joined(separator: ", ") + "]"))"
        let xinput = monitor.connector.map { "xinput map-to-output \(quoted(name)) \(quoted($0))" }
        return (gnome, xinput)
    }
}
