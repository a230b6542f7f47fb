/// Health from one of the app's own touch traces (`touch-trace/1` to `/5`: a window's recording, the touch
/// lab's report bundle's `recording.json`, a converted device recording): its touches in millimetres where
/// its device says its millimetres per point, and a mouse's presses and drags as a contact of their own;
/// the display's refresh rate and the device's axes where it names them (`touch-trace/5`).
extension DeviceHealth {
    /// The health of `trace`'s touches.
    ///
    /// ```swift
    /// let health = DeviceHealth(trace: try TraceFile(bytes: bytes))
    /// ```
    public init(trace: TraceFile) {
        let scale = trace.device?.millimetresPerPoint.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        var header = TouchTrace(events: [])
        header.device = TraceDevice(
            name: trace.device.map(\.name).flatMap { $0.isEmpty ? nil : $0 } ?? "unnamed device",
            source: trace.device?.source ?? "touch trace",
            millimetresPerPoint: scale, fitted: scale == nil, refreshRate: trace.device?.refreshRate)
        var meter = HealthMeter()
        try? meter.begin(header)
        // The mouse's button held is a contact: its key is below any touch's (touch ids are not negative).
        var mouseDown = false
        trace.forEachEvent { event in
            let place: Point
            let key: Int
            let phase: TouchPhase
            switch event.kind {
            case .touch(let id, let touchPhase, let location):
                (key, phase, place) = (id, touchPhase, location)
            case .pointer(let pointerPhase, _, let location, _):
                switch pointerPhase {
                case .down where !mouseDown: (mouseDown, phase) = (true, .began)
                case .motion where mouseDown: phase = .moved
                case .up where mouseDown: (mouseDown, phase) = (false, .ended)
                default: return
                }
                (key, place) = (-1, location)
            default:
                return
            }
            let scaled = place * (scale ?? 1)
            guard scaled.isFinite else { return }
            try? meter.take(InputEvent(time: event.time, kind: .touch(id: key, phase: phase, location: scaled)))
        }
        meter.finish()
        self.init(device: header.device!, axes: trace.device?.axes ?? [:], meter: meter)
    }
}
