import Foundation
import Testing
import TouchKit

@Suite("Where the canvas is on the screens, and a touchscreen given every monitor instead of its own")
struct ScreenPlacementTests {
    /// Two 1920 × 1080 monitors side by side, the canvas 5 points in on the right one.
    static let twoMonitors = ScreenPlacement(
        monitors: [
            .init(frame: Rect(x: 0, y: 0, width: 1920, height: 1080), connector: "eDP-1"),
            .init(
                frame: Rect(x: 1920, y: 0, width: 1920, height: 1080), connector: "HDMI-1", manufacturer: "DEL",
                model: "U2719D"),
        ], shown: 1, canvasOrigin: Point(x: 5, y: 5))

    @Test("canvas points to the monitor's normalized units and back, across the canvas's offset")
    func units() {
        let screen = Self.twoMonitors
        let middle = screen.normalized(Point(x: 955, y: 535))
        #expect(middle.distance(to: Point(x: 0.5, y: 0.5)) < 1e-12)
        #expect(screen.canvasPoint(normalized: Point(x: 0.1, y: 0.9)).distance(to: Point(x: 187, y: 967)) < 1e-9)
        #expect(screen.screen == Rect(x: 0, y: 0, width: 3840, height: 1080))
    }

    @Test("touches landing as a touchscreen spanning both monitors puts them are told apart from a mis-calibration")
    func spanning() {
        let screen = ScreenPlacement(
            monitors: Self.twoMonitors.monitors, shown: 0, canvasOrigin: .zero)
        let targets = TouchCalibration.targets(count: 4)
        // On the left monitor, a touch at 0.1 across lands at 0.2 of it: the touchscreen spans twice its width.
        let spanning = targets.prefix(1).map(screen.landingIfSpanningAllMonitors)
        #expect(spanning[0].distance(to: Point(x: 0.2, y: 0.1)) < 1e-12)
        #expect(TouchCalibration.looksSpanningAllMonitors(targets: targets, landed: spanning, placement: screen))
        // The same landing a few pixels off still tells it; an ordinary mis-calibration does not.
        let near = [spanning[0] + Point(x: 0.01, y: -0.01)]
        #expect(TouchCalibration.looksSpanningAllMonitors(targets: targets, landed: near, placement: screen))
        let skewed = targets.map { TouchCalibration.apply([0.97, 0.02, 0.03, -0.015, 1.04, -0.02], to: $0) }
        #expect(!TouchCalibration.looksSpanningAllMonitors(targets: targets, landed: skewed, placement: screen))
        // With one monitor there is nothing else to span.
        let alone = ScreenPlacement(monitors: [screen.monitors[0]], shown: 0, canvasOrigin: .zero)
        #expect(!TouchCalibration.looksSpanningAllMonitors(targets: targets, landed: spanning, placement: alone))
    }

    @Test("the commands that give a touchscreen its monitor: GNOME's setting by USB ids, xinput by connector")
    func mappingCommands() {
        let monitor = Self.twoMonitors.monitors[1]
        let mapping = TouchCalibration.monitorMapping(
            device: "ELAN9008:00 04F3:2C82", ids: "04F3:2C82", monitor: monitor)
        #expect(
            mapping.gnome
                == #"gsettings set org.gnome.desktop.peripherals.touchscreen:/org/gnome/desktop/peripherals/touchscreens/04f3:2c82/ output '["DEL", "U2719D", "SERIAL"]'"#
        )
        #expect(mapping.xinput == "xinput map-to-output 'ELAN9008:00 04F3:2C82' 'HDMI-1'")
        // Unknown ids and names stay as placeholders; a quote in a name cannot end the shell's string.
        let unknown = TouchCalibration.monitorMapping(
            device: "Bob's screen", ids: nil, monitor: .init(frame: Rect(x: 0, y: 0, width: 1, height: 1)))
        #expect(unknown.gnome.contains(#"/touchscreens/vendor:product/ output '["MAKER", "MODEL", "SERIAL"]'"#))
        #expect(unknown.xinput == nil)
        #expect(
            TouchCalibration.monitorMapping(device: "Bob's screen", ids: nil, monitor: monitor).xinput
                == "xinput map-to-output 'Bob'\\''s screen' 'HDMI-1'")
    }

    @Test("names from the monitor and the device cannot run anything when the commands are pasted into a shell")
    func hostileNames() throws {
        let hostile = "Evil $(touch /tmp/pwned) `id` \"quoted\" 'single' \\ back\nline"
        let monitor = ScreenPlacement.Monitor(
            frame: Rect(x: 0, y: 0, width: 1, height: 1), connector: "HDMI-1", manufacturer: hostile,
            model: "M'; rm -rf ~")
        let mapping = TouchCalibration.monitorMapping(device: hostile, ids: "04f3:2c82; reboot", monitor: monitor)
        // The shell reads the setting's value as one word: a GVariant list of the names, escaped for it.
        let words = try shellWords(mapping.gnome)
        #expect(words.count == 5, "\(words)")
        #expect(
            words[2]
                == "org.gnome.desktop.peripherals.touchscreen:/org/gnome/desktop/peripherals/touchscreens/vendor:product/"
        )
        #expect(
            words[4]
                == #"["Evil $(touch /tmp/pwned) `id` \"quoted\" 'single' \\ back\u000aline", "M'; rm -rf ~", "SERIAL"]"#
        )
        // A device's name is matched exactly by xinput, so its newline stays, inside the quotes: still one word.
        let xinput = try shellWords(try #require(mapping.xinput), oneLine: false)
        #expect(xinput == ["xinput", "map-to-output", hostile, "HDMI-1"])
        // The udev rule stays one line, its name's quote, backslash and newline each any one character.
        let identity = [Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 0, y: 100)]
        let rule = try TouchCalibration(targets: identity, landed: identity).udevRule(device: hostile).line
        #expect(!rule.contains("\n"))
        #expect(rule.hasPrefix(#"ATTRS{name}=="Evil $(touch /tmp/pwned) `id` ?quoted? 'single' ? back?line", "#))
    }

    /// The words `/bin/sh` makes of `command` (each printed by `printf '%s\0'`), without running it.
    private func shellWords(_ command: String, oneLine: Bool = true) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        if oneLine { #expect(!command.contains("\n"), "a pasted command is one line") }
        process.arguments = ["-c", "set -- " + command + "; printf '%s\\0' \"$@\""]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).dropLast()
            .map(String.init)
    }
}
