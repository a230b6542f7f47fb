import Testing
import TouchKit

@Suite("The kernel's input devices, to read a touchscreen's axes live")
struct KernelInputDevicesTests {
    /// As a laptop with a touchscreen and a pen lists them (`/proc/bus/input/devices`).
    static let listed = """
        I: Bus=0019 Vendor=0000 Product=0001 Version=0000
        N: Name="Power Button"
        P: Phys=LNXPWRBN/button/input0
        H: Handlers=kbd event0
        B: PROP=0
        B: EV=3

        I: Bus=0018 Vendor=04f3 Product=2c82 Version=0100
        N: Name="ELAN9008:00 04F3:2C82"
        P: Phys=i2c-ELAN9008:00
        S: Sysfs=/devices/pci0000:00/0000:00:15.1/i2c_designware.1/i2c-2/i2c-ELAN9008:00/0018:04F3:2C82.0001/input/input12
        H: Handlers=mouse2 event7
        B: PROP=2
        B: EV=1b
        B: ABS=3273800000000003

        I: Bus=0018 Vendor=04f3 Product=2c82 Version=0100
        N: Name="ELAN9008:00 04F3:2C82 Stylus"
        H: Handlers=mouse3 event8
        B: PROP=2

        I: Bus=0003 Vendor=046d Product=c52b Version=0111
        N: Name="Twin"
        H: Handlers=event3

        I: Bus=0003 Vendor=046d Product=c52b Version=0111
        N: Name="Twin"
        H: Handlers=event4
        """

    @Test("a device found by its exact name gives its event node; a pen beside it is another device")
    func byName() {
        let devices = KernelInputDevices(text: Self.listed)
        #expect(devices.devices.count == 5)
        #expect(devices.eventNode(named: "ELAN9008:00 04F3:2C82") == "/dev/input/event7")
        #expect(devices.eventNode(named: "ELAN9008:00 04F3:2C82 Stylus") == "/dev/input/event8")
        #expect(devices.devices[1].handlers == ["mouse2", "event7"])
    }

    @Test("no node for a name not listed, listed twice (their axes could differ), or with no event handler")
    func none() {
        let devices = KernelInputDevices(text: Self.listed + "\n\nN: Name=\"Quiet\"\nH: Handlers=kbd\n")
        #expect(devices.eventNode(named: "ELAN") == nil)
        #expect(devices.eventNode(named: "Twin") == nil)
        #expect(devices.eventNode(named: "Quiet") == nil)
        #expect(KernelInputDevices(text: "").devices.isEmpty)
    }

    @Test("the axis request is Linux's EVIOCGABS: 0x80184540 for ABS_X, 0x80184575 for ABS_MT_POSITION_X")
    func request() {
        #expect(KernelInputDevices.axisRequest(EvdevEvent.absX) == 0x8018_4540)
        #expect(KernelInputDevices.axisRequest(EvdevEvent.mtPositionX) == 0x8018_4575)
        #expect(KernelInputDevices.axisRequest(EvdevEvent.mtSlot) == 0x8018_456F)
    }
}
