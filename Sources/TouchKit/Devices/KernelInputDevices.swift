/// The kernel's list of input devices (the text of `/proc/bus/input/devices`): each device's name and the
/// handlers that read it (`event5`, `mouse0`), so that a device known by its name (as GTK names it) can be
/// found under `/dev/input`.
///
/// ```swift
/// let devices = KernelInputDevices(text: procText)
/// devices.eventNode(named: "ELAN9008:00 04F3:2C82")   // "/dev/input/event7"
/// ```
public struct KernelInputDevices: Sendable, Equatable {
    /// One device: its name, and its handlers.
    public struct Device: Sendable, Equatable {
        /// The name the kernel gives it (`N: Name="…"`).
        public var name: String
        /// Its handlers (`H: Handlers=…`), as `event7`, `mouse0`, `kbd`.
        public var handlers: [String]
    }

    /// The devices, in the order listed.
    public var devices: [Device]

    /// Reads the list; a block without a name is left out.
    public init(text: String) {
        devices = text.split(separator: "\n\n", omittingEmptySubsequences: true).compactMap { block in
            var name: String?
            var handlers: [String] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("N: Name=") {
                    var value = line.dropFirst("N: Name=".count)
                    if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
                        value = value.dropFirst().dropLast()
                    }
                    name = String(value)
                } else if line.hasPrefix("H: Handlers=") {
                    handlers = line.dropFirst("H: Handlers=".count).split(separator: " ").map(String.init)
                }
            }
            return name.map { Device(name: $0, handlers: handlers) }
        }
    }

    /// The `ioctl` request that asks an event node for axis `code`'s range and resolution (Linux's
    /// `EVIOCGABS(code)`: read, type `'E'`, number 0x40 + code, a 24-byte `struct input_absinfo`).
    public static func axisRequest(_ code: Int) -> UInt {
        UInt(2 << 30 | 24 << 16 | Int(UInt8(ascii: "E")) << 8 | (0x40 + code))
    }

    /// The event node of the device named `name` (`/dev/input/event7`); nil when no device has that name or
    /// two do (their axes could differ: guessing would give the wrong lines).
    public func eventNode(named name: String) -> String? {
        let named = devices.filter { $0.name == name }
        guard named.count == 1,
            let handler = named[0].handlers.first(where: {
                $0.hasPrefix("event") && !$0.dropFirst(5).isEmpty && $0.dropFirst(5).allSatisfy(\.isNumber)
            })
        else { return nil }
        return "/dev/input/" + handler
    }
}
