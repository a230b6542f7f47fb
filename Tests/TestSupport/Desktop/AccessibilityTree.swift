import Foundation

/// One accessible object of the app as a screen reader reads it over AT-SPI (`Desktop/atspi_probe.py`):
/// its role, name, description, states and the names of what labels it, with its children.
public struct AccessibleNode: Decodable {
    /// AT-SPI's role name: `push button`, `toggle button`, `image`, `list item`, `text`...
    public var role: String
    /// What a screen reader says first.
    public var name: String
    /// What it says after the name.
    public var description: String
    /// Of `focusable`, `focused`, `showing`, `pressed`, `checked`, `sensitive`: those that hold.
    public var states: [String]
    /// The names of the objects that label this one (the labelled-by relation).
    public var labelledBy: [String]
    /// The objects inside it.
    public var children: [AccessibleNode]

    /// This object and every object inside it, depth first.
    public var all: [AccessibleNode] { [self] + children.flatMap(\.all) }

    /// `role "name"`, for failure messages.
    public var summary: String { "\(role) \"\(name)\"" }
}

/// Reading the app's accessibility tree and listening to its accessibility events over AT-SPI, as Orca
/// does. The app must run on `bus` (its `DBUS_SESSION_BUS_ADDRESS`), where the accessibility bus is
/// started on demand.
public enum AccessibilityTree {
    /// The app's tree, read once.
    public static func read(bus: SessionBus) throws -> AccessibleNode {
        // A busy machine may make the reader give up on the bus (it aborts when the accessibility bus, started
        // on demand, has not answered in time): read again, a little later each time, four times at most.
        for attempt in 0..<3 {
            if let tree = try? readOnce(bus: bus) { return tree }
            Thread.sleep(forTimeInterval: 1 + Double(attempt))
        }
        return try readOnce(bus: bus)
    }

    private static func readOnce(bus: SessionBus) throws -> AccessibleNode {
        let errors = Pipe()
        let output = try probe(["tree"], bus: bus, errors: errors).readDataToEndOfFile()
        do {
            return try JSONDecoder().decode(AccessibleNode.self, from: output)
        } catch {
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw TestFailure(
                "the accessibility tree did not read: \(String(decoding: output.prefix(300), as: UTF8.self)) "
                    + said.split(separator: "\n").suffix(3).joined(separator: " / "))
        }
    }

    /// Presses the button named `name` through its accessible action, as a screen reader's user does.
    public static func press(_ name: String, bus: SessionBus) throws {
        let errors = Pipe()
        let output = try probe(["press", name], bus: bus, errors: errors).readDataToEndOfFile()
        guard String(decoding: output, as: UTF8.self).contains("pressed") else {
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw TestFailure(
                "\(name) could not be pressed: \(said.split(separator: "\n").suffix(2).joined(separator: " / "))")
        }
    }

    /// Starts listening for name and description changes for `seconds`; returns once the listener is
    /// registered. Read what it heard with ``AccessibilityEvents/heard``.
    public static func listen(bus: SessionBus, seconds: Double) throws -> AccessibilityEvents {
        try AccessibilityEvents(bus: bus, seconds: seconds)
    }

    static func probe(_ arguments: [String], bus: SessionBus, errors: Pipe? = nil) throws -> FileHandle {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [PackageRoot.path + "/Tests/TestSupport/Desktop/atspi_probe.py", "touch"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging([
            "DBUS_SESSION_BUS_ADDRESS": bus.address
        ]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors ?? FileHandle.nullDevice
        try process.run()
        return output.fileHandleForReading
    }
}

/// Accessibility events heard from the app, as they come.
public final class AccessibilityEvents: @unchecked Sendable {
    /// One event: its AT-SPI type, the object's role and name, and the new value.
    public struct Event: Decodable {
        public var type: String
        public var role: String?
        public var name: String?
        public var value: String?
    }

    private let lock = NSLock()
    private var events: [Event] = []
    private var buffer = Data()
    private let output: FileHandle

    init(bus: SessionBus, seconds: Double) throws {
        output = try AccessibilityTree.probe(["events", String(seconds)], bus: bus)
        output.readabilityHandler = { [weak self] handle in self?.take(handle.availableData) }
        try Wait.until("the accessibility listener", timeout: 60) { heard.contains { $0.type == "listening" } }
    }

    deinit { output.readabilityHandler = nil }

    /// What was heard so far.
    public var heard: [Event] {
        lock.lock()
        defer { lock.unlock() }
        return events
    }

    private func take(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        buffer.append(data)
        while let end = buffer.firstIndex(of: 0x0a) {
            let line = buffer[buffer.startIndex..<end]
            buffer = Data(buffer[buffer.index(after: end)...])
            if let event = try? JSONDecoder().decode(Event.self, from: line) { events.append(event) }
        }
    }
}
