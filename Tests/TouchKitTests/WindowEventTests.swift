import Testing
import TouchKit

@Suite("A trace's window events: keys the scene answered, resizes")
struct WindowEventTests {
    private let size = Size(width: 640, height: 480)

    private func touch(_ time: Double, _ id: Int, _ phase: TouchPhase, _ x: Double = 100) -> InputEvent {
        InputEvent(time: time, kind: .touch(id: id, phase: phase, location: Point(x: x, y: 100)))
    }

    @Test("recorded between the events they came between, on the trace's clock; written as touch-trace/5; read back")
    func recordedAndRead() throws {
        let recorder = TraceRecorder(size: size)
        recorder.note(.resize(Size(width: 700, height: 500)), at: 99)  // before any input: time 0, first
        recorder.offer(touch(100.5, 1, .began), inputWasActive: false)
        recorder.offer(touch(100.6, 1, .ended), inputWasActive: true)
        recorder.note(.key(.escape), at: 101.5)
        // A key noted with a clock behind the last event's stamp still follows it.
        recorder.offer(touch(102, 2, .began), inputWasActive: false)
        recorder.note(.key(.delete), at: 101.9)
        let trace = recorder.trace
        #expect(
            trace.windowEvents == [
                WindowEvent(time: 0, after: 0, kind: .resize(Size(width: 700, height: 500))),
                WindowEvent(time: 1, after: 2, kind: .key(.escape)),
                WindowEvent(time: 1.5, after: 3, kind: .key(.delete)),
            ])
        #expect(trace.formatName == "touch-trace/5")
        let text = trace.jsonText()
        #expect(text.contains(#""window": [{"t":0,"after":0,"size":[700,500]},"#), "\(text)")
        let read = try TouchTrace(json: text)
        #expect(read.windowEvents == trace.windowEvents)
        #expect(try TraceFile(bytes: Array(text.utf8)).windowEvents == trace.windowEvents)
        // Without window events (or a refresh rate) a trace says the version it did before.
        #expect(
            TouchTrace(size: size, events: [touch(0, 1, .began)], scene: .builtIn(name: "nested")).formatName
                == "touch-trace/4")
    }

    @Test("the display's refresh rate travels with the device, and makes the trace touch-trace/5")
    func refreshRate() throws {
        let trace = TouchTrace(
            size: size, events: [touch(0, 1, .began)],
            device: TraceDevice(name: "ELAN", millimetresPerPoint: 0.2, refreshRate: 59.94))
        #expect(trace.formatName == "touch-trace/5")
        #expect(try TouchTrace(json: trace.jsonText()).device?.refreshRate == 59.94)
        // The device's axes, read live, travel too: health counts a jitter fix in the device's units.
        var withAxes = trace
        withAxes.device?.axes = [EvdevEvent.mtPositionX: AxisInfo(minimum: 0, maximum: 3327, resolution: 12)]
        #expect(try TouchTrace(json: withAxes.jsonText()).device?.axes == withAxes.device?.axes)
        #expect(
            withAxes.jsonText().contains(#""axes":[{"code":53,"min":0,"max":3327,"resolution":12}]"#),
            "\(withAxes.jsonText())")
        for bad in [
            #"[{"code": 53, "min": 5, "max": 5, "resolution": 1}]"#,
            #"[{"code": 99, "min": 0, "max": 5, "resolution": 1}]"#, #"{"code": 1}"#,
        ] {
            let text = withAxes.jsonText().replacingOccurrences(
                of: #"[{"code":53,"min":0,"max":3327,"resolution":12}]"#, with: bad)
            #expect(throws: TraceError.self) { try TouchTrace(json: text) }
        }
        // In a touch-trace/4 file the key means nothing yet: it is ignored, as unknown keys are.
        let older = trace.jsonText().replacingOccurrences(of: "touch-trace/5", with: "touch-trace/4")
        #expect(try TouchTrace(json: older).device?.refreshRate == nil)
    }

    @Test(
        "a malformed window event is one line naming it",
        arguments: [
            (#"[{"t": 0, "after": 0, "key": "enter"}]"#, #""window" event 0: "key" must be "escape" or "delete""#),
            (
                #"[{"t": 0, "after": 5, "key": "escape"}]"#,
                #""window" event 0: "after" must be a whole number of input events, from 0 to 1"#
            ),
            (
                #"[{"t": -1, "after": 0, "key": "escape"}]"#,
                #""window" event 0: "t" must be a number of seconds, not negative"#
            ),
            (
                #"[{"t": 0, "after": 1, "key": "escape"}, {"t": 0, "after": 0, "key": "escape"}]"#,
                #""window" event 1: it comes before the window event ahead of it"#
            ),
            (
                #"[{"t": 0, "after": 0, "size": [0, 10]}]"#,
                #""window" event 0: "size" must be [width, height] in points, each from 1 to 16384"#
            ),
            (
                #"[{"t": 0, "after": 0, "key": "escape", "size": [10, 10]}]"#,
                #""window" event 0: give a "key" or a "size""#
            ),
            (#"{"t": 0}"#, #""window" must be an array"#),
        ])
    func malformed(window: String, message: String) {
        let text =
            #"{"format": "touch-trace/5", "window": "# + window
            + #", "events": [{"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": 1, "y": 1}]}"#
        #expect(throws: TraceError(eventIndex: nil, message: message)) { try TouchTrace(json: text) }
        // In an older version the member is unknown, and ignored.
        let older = text.replacingOccurrences(of: "touch-trace/5", with: "touch-trace/4")
        #expect((try? TouchTrace(json: older))?.windowEvents == [])
    }

    @Test("a replay answers each key between the same two events as live, and resizes the window there")
    func replayed() {
        let clock = ManualClock()
        let window = Window(size: size, clock: clock)
        var seen: [String] = []
        let trace = TouchTrace(
            size: size,
            events: [touch(0, 1, .began), touch(0.1, 1, .ended), touch(2, 2, .began), touch(2.1, 2, .ended)],
            windowEvents: [
                WindowEvent(time: 0.5, after: 2, kind: .key(.escape)),
                WindowEvent(time: 1, after: 2, kind: .resize(Size(width: 300, height: 200))),
                WindowEvent(time: 3, after: 4, kind: .key(.delete)),
            ])
        TraceReplayer.replay(
            trace, into: window, clock: clock,
            afterEach: { event in seen.append("event \(event.time) at \(window.bounds.width)") },
            keys: { key in seen.append("\(key.rawValue) at \(clock.now)") })
        #expect(
            seen == [
                "event 0.0 at 640.0", "event 0.1 at 640.0", "escape at 0.5", "event 2.0 at 300.0", "event 2.1 at 300.0",
                "delete at 3.0",
            ])
        #expect(window.bounds.size == Size(width: 300, height: 200))
    }
}
