import Testing
import TouchKit

/// What `health` tells a person to do: a hysteresis for a jittery screen, a resolution for one that
/// reports none, what to record for ghosts; nothing for a healthy one.
@Suite("Device health: fixes a person can apply")
struct DeviceHealthFixesTests {
    typealias H = DeviceHealthTests
    typealias R = DeviceRecordingTests

    static func held(jitter: Double) -> [(Double, String)] {
        H.contact(slot: 0, id: 1, start: 0, interval: 0.01, positions: StillnessTests.heldFinger(jitter: jitter))
    }

    @Test("a touch trace whose device names its axes (read live by the lab): the jitter's fuzz lines, in its units")
    func jitterFixFromTrace() throws {
        // Positions in tenths of a millimetre (as heldFinger gives them), a point being a tenth here.
        let events = StillnessTests.heldFinger(jitter: 0.8).enumerated().map { index, place in
            InputEvent(
                time: Double(index) * 0.01,
                kind: .touch(
                    id: 1, phase: index == 0 ? .began : .moved, location: Point(x: Double(place.0), y: Double(place.1)))
            )
        }
        var device = TraceDevice(name: "ELAN9008:00 04F3:2C82", millimetresPerPoint: 0.1)
        let axis = AxisInfo(minimum: 0, maximum: 3327, resolution: 12)
        device.axes = [
            EvdevEvent.mtPositionX: axis, EvdevEvent.mtPositionY: axis,
            EvdevEvent.mtSlot: AxisInfo(minimum: 0, maximum: 9, resolution: 0),
        ]
        let trace = TouchTrace(size: Size(width: 3000, height: 2000), events: events, device: device)
        let health = DeviceHealth(trace: try TraceFile(bytes: Array(trace.jsonText().utf8))).judged(refreshRate: nil)
        #expect(health.checks.first { $0.name == "jitter" }?.verdict == .fail)
        let fix = try #require(health.fixes().first { $0.file == DeviceHealth.localHardwareFile })
        #expect(fix.lines.count == 3 && fix.lines[0] == "evdev:name:ELAN9008?00 04F3?2C82:*", "\(fix.lines)")
        #expect(fix.lines[1].hasPrefix(" EVDEV_ABS_35=:::") && fix.lines[2].hasPrefix(" EVDEV_ABS_36=:::"))
        #expect(health.claimedContacts == 10, "the slots the device claims, from its axes")
    }

    @Test("a screen with 0.8 mm of jitter: the four position axes' fuzz in the hardware database, and how to load it")
    func jitterFix() throws {
        let health = try H.health([Self.held(jitter: 0.8)])
        let fixes = health.fixes()
        #expect(fixes.count == 1)
        let fix = try #require(fixes.first)
        #expect(fix.file == "/etc/udev/hwdb.d/61-evdev-local.hwdb")
        // About two standard deviations a side: √2 × 0.8 mm at 10 units a millimetre, rounded up.
        let fuzz = Int((2.0.squareRoot() * (health.checks[1].measured ?? 0) * 10).rounded(.up))
        #expect((11...13).contains(fuzz))
        #expect(
            fix.lines == [
                "evdev:name:Test Touchscreen:*", " EVDEV_ABS_00=:::\(fuzz)", " EVDEV_ABS_01=:::\(fuzz)",
                " EVDEV_ABS_35=:::\(fuzz)", " EVDEV_ABS_36=:::\(fuzz)",
            ])
        #expect(fix.commands == ["sudo systemd-hwdb update", "sudo udevadm trigger /dev/input/event*"])
        let text = DeviceHealth.text(of: fixes)
        #expect(text.hasPrefix("what to do:\n  The jitter is above 0.5 mm"))
        #expect(text.contains("\n    evdev:name:Test Touchscreen:*\n     EVDEV_ABS_00=:::"))
        #expect(text.contains("  then:\n    sudo systemd-hwdb update\n"))
        // A screen within the limit needs nothing.
        #expect(try H.health([Self.held(jitter: 0.3)]).fixes().isEmpty)
    }

    @Test("a device that reports no resolution: asks for the screen's size, then gives the units per millimetre")
    func resolutionFix() throws {
        let swipe = H.contact(
            slot: 0, id: 1, start: 0, interval: 0.008, positions: (0..<30).map { (1000 + $0 * 10, 500) })
        let events = swipe.map(\.1).joined()
        let health = try DeviceHealth(
            recording: EvemuReader.read(R.description(name: "Goodix *Capacitive*\u{1B}[2J", resolution: 0) + events))
        let asking = try #require(health.fixes().first)
        #expect(asking.lines.isEmpty && asking.words.contains("--screen-mm WIDTHxHEIGHT"))
        let fix = try #require(health.fixes(screenMillimetres: Size(width: 300, height: 200)).first)
        // 3000 units across 300 mm, 2000 down 200 mm: 10 a millimetre; the name's wildcards and its escape
        // (which would clear the terminal) stand as `?`.
        #expect(
            fix.lines == [
                "evdev:name:Goodix ?Capacitive???2J:*", " EVDEV_ABS_00=::10", " EVDEV_ABS_01=::10",
                " EVDEV_ABS_35=::10",
                " EVDEV_ABS_36=::10",
            ])
    }

    @Test("ghost contacts: what to record and where to report it")
    func ghostFix() throws {
        let ghost = H.contact(slot: 0, id: 1, start: 30, interval: 0.008, positions: [(2500, 1500)])
        let fixes = try H.health([ghost]).fixes()
        #expect(fixes.count == 1)
        #expect(fixes.first?.commands.first == "sudo libinput record --all -o untouched.yml")
        #expect(fixes.first?.words.contains("linux-input@vger.kernel.org") == true)
    }
}
