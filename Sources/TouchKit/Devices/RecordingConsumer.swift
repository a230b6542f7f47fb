/// A device as a recording describes it before its events: its name, its absolute axes and what wrote
/// the file.
public struct RecordedDevice: Sendable {
    /// The device's name (evemu's `N:`, libinput's `name:`).
    public var name: String
    /// The absolute axes the device describes, by code.
    public var axes: [Int: AxisInfo]
    /// What wrote it (`evemu-record`, `libinput record`).
    public var source: String

    /// A device.
    public init(name: String, axes: [Int: AxisInfo], source: String) {
        self.name = name
        self.axes = axes
        self.source = source
    }
}

/// What a recording's reader hands its events to, one at a time, as it reads them: a recording of ten
/// million events is converted or measured without ever being held whole.
///
/// ```swift
/// struct Counter: RecordingConsumer {
///     var count = 0
///     mutating func begin(_ device: RecordedDevice) throws(RecordingProblem) {}
///     mutating func take(_ event: EvdevEvent) throws(RecordingProblem) { count += 1 }
/// }
/// ```
public protocol RecordingConsumer {
    /// The device, once, before its first event (at the end for a recording with none).
    mutating func begin(_ device: RecordedDevice) throws(RecordingProblem)
    /// The device's next event, in the file's order (never earlier than the one before).
    mutating func take(_ event: EvdevEvent) throws(RecordingProblem)
}

/// Keeps every event: the whole recording in memory, for tests and small files.
struct CollectedRecording: RecordingConsumer {
    var recording: DeviceRecording?

    mutating func begin(_ device: RecordedDevice) throws(RecordingProblem) {
        recording = DeviceRecording(name: device.name, axes: device.axes, events: [], source: device.source)
    }

    mutating func take(_ event: EvdevEvent) throws(RecordingProblem) { recording?.events.append(event) }
}

extension DeviceRecording {
    /// The device the recording describes.
    public var device: RecordedDevice { RecordedDevice(name: name, axes: axes, source: source) }

    /// Hands the recording, already read, to `consumer`: its device, then each event.
    public func play(into consumer: inout some RecordingConsumer) throws(RecordingProblem) {
        try consumer.begin(device)
        for event in events { try consumer.take(event) }
    }
}
