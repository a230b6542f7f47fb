import Glibc
import TouchKit

/// A touchscreen's axes read live from its event node under `/dev/input` (`EVIOCGABS`): their ranges and
/// resolutions, which the hardware database's lines are counted in. Only where the node is readable (root,
/// or a member of the `input` group); elsewhere nil, and the fixes say to record the device instead.
///
/// ```swift
/// EvdevAxes.axes(ofDeviceNamed: "ELAN9008:00 04F3:2C82")   // [0x35: AxisInfo(0…3327, 12 per mm), …]
/// ```
enum EvdevAxes {
    /// The position and slot axes asked for: ABS_X, ABS_Y, ABS_MT_SLOT, ABS_MT_POSITION_X and _Y.
    static let codes = [
        EvdevEvent.absX, EvdevEvent.absY, EvdevEvent.mtSlot, EvdevEvent.mtPositionX, EvdevEvent.mtPositionY,
    ]

    /// The axes of the device the kernel names `name`, from `devices` (the text of
    /// `/proc/bus/input/devices`); nil when it is not listed once, its node cannot be opened, or it reports
    /// no position axis.
    static func axes(ofDeviceNamed name: String, devices: String = ReportBundle.kernelDevices()) -> [Int: AxisInfo]? {
        guard let node = KernelInputDevices(text: devices).eventNode(named: name) else { return nil }
        return axes(atNode: node)
    }

    /// The axes of the event node at `path`; nil when it cannot be opened or reports no position axis.
    static func axes(atNode path: String) -> [Int: AxisInfo]? {
        // Opened to ask, never to read events: no grab, nothing taken from the compositor.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var axes: [Int: AxisInfo] = [:]
        for code in codes {
            // struct input_absinfo: value, minimum, maximum, fuzz, flat, resolution (six 32-bit integers).
            var info = [Int32](repeating: 0, count: 6)
            let request = KernelInputDevices.axisRequest(code)
            let status = info.withUnsafeMutableBytes { ioctl(descriptor, request, $0.baseAddress!) }
            guard status == 0, info[2] > info[1] else { continue }
            axes[code] = AxisInfo(minimum: Int(info[1]), maximum: Int(info[2]), resolution: Int(info[5]))
        }
        let positions = [EvdevEvent.absX, EvdevEvent.absY, EvdevEvent.mtPositionX, EvdevEvent.mtPositionY]
        return positions.contains { axes[$0] != nil } ? axes : nil
    }
}
