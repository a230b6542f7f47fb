import Testing
import TouchKit

@Suite("Recording input as a trace")
struct TraceRecorderTests {
    private let size = Size(width: 640, height: 480)

    private func touch(_ time: Double, _ id: Int, _ phase: TouchPhase, _ x: Double = 100) -> InputEvent {
        InputEvent(time: time, kind: .touch(id: id, phase: phase, location: Point(x: x, y: 100)))
    }

    @Test(
        "times count from the first input (the idle time before it is left out); every kind of input is kept as it came; the trace reads back"
    )
    func relativeTimes() throws {
        let recorder = TraceRecorder(size: size, description: "gestures")
        let events = [
            touch(100.5, 3, .began), touch(100.52, 3, .moved, 120), touch(100.6, 3, .ended, 120),
            InputEvent(
                time: 101,
                kind: .pointer(phase: .down, button: 1, location: Point(x: 5, y: 6), modifiers: [.alt])),
            InputEvent(
                time: 101.1, kind: .pinch(phase: .began, location: Point(x: 7, y: 8), scale: 1, angleDelta: 0)),
            InputEvent(time: 101.2, kind: .scroll(location: Point(x: 9, y: 9), dx: 0, dy: -1, modifiers: [.ctrl])),
        ]
        for event in events { recorder.offer(event, inputWasActive: false) }
        #expect(recorder.events.map(\.time).map { ($0 * 1000).rounded() } == [0, 20, 100, 500, 600, 700])
        #expect(recorder.events.map(\.kind) == events.map(\.kind))
        let trace = try TouchTrace(json: recorder.trace.jsonText())
        #expect(trace.size == size)
        #expect(trace.description == "gestures")
        #expect(trace.events == recorder.events)
    }

    @Test("a pen's pressure and tilt are recorded, and the recording says touch-trace/2")
    func penDetails() throws {
        let recorder = TraceRecorder(size: size, description: "touch-lab")
        let pen = TouchDetails(tool: .pen, pressure: 0.35, tilt: Point(x: 0.1, y: 0.2))
        recorder.offer(
            InputEvent(time: 10.5, kind: .touch(id: 1, phase: .began, location: Point(x: 1, y: 2)), details: pen),
            inputWasActive: false)
        recorder.offer(touch(10.6, 1, .ended), inputWasActive: true)
        #expect(recorder.events.first?.details == pen)
        let text = recorder.trace.jsonText()
        #expect(text.contains(#""format": "touch-trace/2""#))
        #expect(try TouchTrace(json: text).events == recorder.events)
    }

    @Test("started with a finger down, it waits until every finger has lifted")
    func waitsForIdle() throws {
        let recorder = TraceRecorder(size: size)
        recorder.offer(touch(0.1, 1, .moved), inputWasActive: true)
        recorder.offer(touch(0.2, 1, .ended), inputWasActive: true)
        #expect(recorder.isWaitingForIdle)
        #expect(recorder.events.isEmpty)
        recorder.offer(touch(0.3, 2, .began), inputWasActive: false)
        #expect(!recorder.isWaitingForIdle)
        // A moment later another finger is down, which is fine now.
        recorder.offer(touch(0.35, 4, .began), inputWasActive: true)
        #expect(recorder.events.count == 2)
        #expect(throws: Never.self) { try TouchTrace(json: recorder.trace.jsonText()) }
    }

    @Test("a touch it never saw begin is left out, so the file always reads back")
    func strayTouches() throws {
        let recorder = TraceRecorder(size: size)
        recorder.offer(touch(0.1, 1, .began), inputWasActive: false)
        recorder.offer(touch(0.2, 9, .moved), inputWasActive: true)
        recorder.offer(touch(0.3, 9, .ended), inputWasActive: true)
        recorder.offer(touch(0.35, 1, .began), inputWasActive: true)  // again, while down
        recorder.offer(touch(0.4, 1, .ended), inputWasActive: true)
        #expect(recorder.events.map(\.kind) == [touch(0, 1, .began).kind, touch(0, 1, .ended).kind])
        #expect(throws: Never.self) { try TouchTrace(json: recorder.trace.jsonText()) }
    }

    @Test("times never go backwards, nor before the first input")
    func monotonic() throws {
        let recorder = TraceRecorder(size: size)
        recorder.offer(touch(9.5, 1, .began), inputWasActive: false)
        recorder.offer(touch(10.2, 1, .moved), inputWasActive: true)
        recorder.offer(touch(10.1, 1, .ended), inputWasActive: true)
        #expect(recorder.events.map(\.time) == [0, recorder.events[1].time, recorder.events[1].time])
        #expect(throws: Never.self) { try TouchTrace(json: recorder.trace.jsonText()) }
    }

    @Test("it stops keeping events at its limit and says it is full")
    func limit() {
        let recorder = TraceRecorder(size: size, limit: 3)
        for index in 0..<5 {
            recorder.offer(
                InputEvent(time: Double(index), kind: .scroll(location: .zero, dx: 0, dy: 1, modifiers: [])),
                inputWasActive: false)
        }
        #expect(recorder.events.count == 3)
        #expect(recorder.isFull)
        #expect(TraceRecorder.largestRecording == 1_000_000)
    }
}
