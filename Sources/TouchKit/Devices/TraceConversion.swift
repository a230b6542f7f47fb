/// What a conversion hands the touches it makes to, one at a time: a file being written, the health
/// checks, or a list.
///
/// ```swift
/// struct Counter: TraceEventConsumer {
///     var count = 0
///     mutating func begin(_ header: TouchTrace) throws(RecordingProblem) {}
///     mutating func take(_ event: InputEvent) throws(RecordingProblem) { count += 1 }
/// }
/// ```
public protocol TraceEventConsumer {
    /// The trace's header (its size, description and device; no events), once, before any event.
    mutating func begin(_ header: TouchTrace) throws(RecordingProblem)
    /// The trace's next event, in time order.
    mutating func take(_ event: InputEvent) throws(RecordingProblem)
}

/// Keeps the whole trace, for tests and small recordings.
public struct CollectedTrace: TraceEventConsumer {
    /// The trace so far; nil before ``begin(_:)``.
    public private(set) var trace: TouchTrace?

    /// An empty collector.
    public init() {}

    public mutating func begin(_ header: TouchTrace) throws(RecordingProblem) { trace = header }

    public mutating func take(_ event: InputEvent) throws(RecordingProblem) { trace?.events.append(event) }
}

/// A device recording turned into a touch trace as it is read (``DeviceTraceConverter`` says how): give it
/// to a reader as its ``RecordingConsumer``, then call ``finish()``; the touches go to `output` as they
/// are made, so a recording of ten million events is converted in a bounded memory.
///
/// ```swift
/// var conversion = TraceConversion(options: .init(), output: CollectedTrace())
/// try DeviceRecording.stream(&lines, description: &none, into: &conversion)
/// let warnings = try conversion.finish()
/// ```
public struct TraceConversion<Output: TraceEventConsumer>: RecordingConsumer {
    /// Where the touches go.
    public private(set) var output: Output
    private let options: DeviceTraceConverter.Options
    private var tracker: ContactTracker?
    private var cutName = false
    private var fitted: PositionMapping?
    private var events = 0, frames = 0

    /// A conversion as `options` say, into `output`.
    public init(options: DeviceTraceConverter.Options, output: Output) {
        self.options = options
        self.output = output
    }

    public mutating func begin(_ device: RecordedDevice) throws(RecordingProblem) {
        let axes = device.axes
        let multiTouch = axes[EvdevEvent.mtPositionX] != nil && axes[EvdevEvent.mtPositionY] != nil
        let xCode = multiTouch ? EvdevEvent.mtPositionX : EvdevEvent.absX
        let yCode = multiTouch ? EvdevEvent.mtPositionY : EvdevEvent.absY
        guard let xAxis = axes[xCode], let yAxis = axes[yCode], xAxis.maximum > xAxis.minimum,
            yAxis.maximum > yAxis.minimum
        else {
            throw RecordingProblem(
                message: "the device has no touch axes (ABS_MT_POSITION_X/Y or ABS_X/Y with a range)")
        }
        let mapping = PositionMapping(x: xAxis, y: yAxis, options: options)
        let kind: ContactTracker.Kind =
            !multiTouch ? .singleTouch : axes[EvdevEvent.mtTrackingID] != nil ? .protocolB : .protocolA
        tracker = ContactTracker(axes: axes, mapping: mapping, kind: kind)
        let name = DeviceTraceConverter.keptName(device.name)
        cutName = name.utf8.count < device.name.utf8.count
        fitted = mapping.fitted ? mapping : nil
        let traceDevice = TraceDevice(
            name: name.isEmpty ? "unnamed device" : name, source: device.source,
            millimetresPerPoint: mapping.fitted ? nil : options.millimetresPerPoint, fitted: mapping.fitted)
        try output.begin(
            TouchTrace(
                size: mapping.size,
                description: "Converted from \(traceDevice.name) (\(device.source)) by Touch Playground",
                device: traceDevice))
    }

    public mutating func take(_ event: EvdevEvent) throws(RecordingProblem) {
        events += 1
        if event.type == EvdevEvent.syn, event.code == EvdevEvent.synReport { frames += 1 }
        try tracker!.take(event)
        try deliver()
    }

    /// Ends the contacts still down and returns what the recording held that the trace could not, one
    /// line each.
    public mutating func finish() throws(RecordingProblem) -> [String] {
        guard tracker != nil else { return [] }
        tracker!.finish()
        try deliver()
        var warnings = tracker!.warnings
        if tracker!.made == 0 { warnings.append(DeviceTraceConverter.whyEmpty(events: events, frames: frames)) }
        if cutName {
            warnings.append(
                "the device's name is cut to its first \(RecordedScene.longestText) bytes, as long as a trace keeps")
        }
        if let fitted {
            warnings.insert(
                "the device reports no resolution: its positions are fitted to \(Int(fitted.size.width)) × \(Int(fitted.size.height)) points, keeping its aspect",
                at: 0)
        }
        return warnings
    }

    /// Hands the tracker's new touches on, refusing a position past any number.
    private mutating func deliver() throws(RecordingProblem) {
        guard !tracker!.pending.isEmpty else { return }
        for event in tracker!.pending {
            if case .touch(_, _, let location) = event.kind, !location.x.isFinite || !location.y.isFinite {
                throw RecordingProblem(
                    message: "at \(options.millimetresPerPoint) mm a point its positions come out past any number: "
                        + "give a larger --mm-per-point")
            }
            try output.take(event)
        }
        tracker!.pending.removeAll(keepingCapacity: true)
    }
}
