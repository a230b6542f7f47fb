import Foundation
import Testing
import TouchKit

/// `touch-trace/2`: touches with a tool, pressure, size and tilt, read and written so that a
/// `touch-trace/1` file (and reader) keeps working.
@Suite("Touch details in traces")
struct TouchDetailsTraceTests {
    private func trace(_ format: String, _ events: String) -> String {
        #"{"format": "\#(format)", "events": [\#(events)]}"#
    }

    @Test("version 2 reads the tool, pressure, size and tilt, and writes them back as version 2")
    func roundTrip() throws {
        let text = trace(
            "touch-trace/2",
            #"{"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": 10, "y": 20, "tool": "pen", "pressure": 0.25, "tilt": [0.5, -0.25]},"#
                + #"{"t": 0.01, "kind": "touch", "id": 1, "phase": "ended", "x": 10, "y": 20, "tool": "pen", "pressure": 0},"#
                + #"{"t": 0.02, "kind": "touch", "id": 2, "phase": "began", "x": 1, "y": 2, "size": 9.5},"#
                + #"{"t": 0.03, "kind": "touch", "id": 2, "phase": "ended", "x": 1, "y": 2}"#)
        let read = try TouchTrace(json: text)
        #expect(read.events[0].details == TouchDetails(tool: .pen, pressure: 0.25, tilt: Point(x: 0.5, y: -0.25)))
        #expect(read.events[2].details == TouchDetails(tool: .finger, size: 9.5))
        #expect(read.events[3].details == nil)
        #expect(read.formatName == "touch-trace/2")
        let again = try TouchTrace(json: read.jsonText())
        #expect(again == read)
        #expect(read.jsonText().contains(#""tool":"pen","pressure":0.25,"tilt":[0.5,-0.25]"#))
    }

    @Test("a version 1 file with the same fields reads as before: they are unknown keys, ignored")
    func versionOneIgnores() throws {
        let text = trace(
            "touch-trace/1",
            #"{"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": 1, "y": 2, "pressure": "hard", "tool": "crayon"}"#
        )
        let read = try TouchTrace(json: text)
        #expect(read.events[0].details == nil)
        // Written back with no details, it stays version 1 for older readers.
        #expect(read.jsonText().contains(#""format": "touch-trace/1""#))
    }

    @Test(
        "version 2 checks the fields, naming the event",
        arguments: [
            (#""pressure": 1.5"#, "\"pressure\" must be from 0 to 1"),
            (#""pressure": "hard""#, "\"pressure\" must be a number"),
            (#""size": -1"#, "\"size\" must be from 0 to 1000 points"),
            (#""tilt": [0.2]"#, "\"tilt\" must be [x, y], each from -1 to 1"),
            (#""tilt": [2, 0]"#, "\"tilt\" must be [x, y], each from -1 to 1"),
            (#""tool": "crayon""#, "unknown tool \"crayon\" (expected finger, pen, eraser)"),
        ])
    func badFields(field: String, message: String) {
        let text = trace(
            "touch-trace/2",
            #"{"t": 0, "kind": "touch", "id": 1, "phase": "began", "x": 1, "y": 2},"#
                + #"{"t": 1, "kind": "touch", "id": 1, "phase": "ended", "x": 1, "y": 2, \#(field)}"#)
        #expect {
            try TouchTrace(json: text)
        } throws: { error in
            (error as? TraceError)?.description == "event 1: \(message)"
        }
    }

    @Test("a pen's touch is a pencil touch with its force, tilt and eraser; a finger's size is its radius")
    func touches() {
        let window = Window(size: Size(width: 200, height: 200), clock: ManualClock())
        let seen = LastTouchView(name: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        seen.isMultipleTouchEnabled = true
        window.addSubview(seen)
        let pen = TouchDetails(tool: .pen, pressure: 0.6, tilt: Point(x: 0.6, y: 0.8))
        window.router.deviceName = "Tablet Pen"
        window.router.handle(
            InputEvent(time: 0, kind: .touch(id: 1, phase: .began, location: Point(x: 5, y: 5)), details: pen))
        let touch = seen.last!
        #expect(touch.type == .pencil && touch.source == .pen && touch.force == 0.6 && !touch.isEraser)
        #expect(touch.deviceName == "Tablet Pen")
        #expect(abs(touch.altitudeAngle) < 1e-12)  // leaning as far as the axes go
        #expect(abs(touch.azimuthAngle - atan2(0.8, 0.6)) < 1e-12)
        var eraser = pen
        eraser.tool = .eraser
        eraser.pressure = 2  // out of range: kept to 1
        window.router.handle(
            InputEvent(time: 0.1, kind: .touch(id: 1, phase: .moved, location: Point(x: 6, y: 5)), details: eraser))
        #expect(touch.isEraser && touch.force == 1)
        window.router.handle(
            InputEvent(
                time: 1, kind: .touch(id: 2, phase: .began, location: Point(x: 50, y: 5)),
                details: TouchDetails(size: 12)))
        #expect(seen.last?.type == .direct && seen.last?.majorRadius == 6 && seen.last?.altitudeAngle == .pi / 2)
    }
}

/// A view that keeps the last touch that began in it.
private final class LastTouchView: View {
    var last: Touch?
    override func touchesBegan(_ touches: Set<Touch>, with event: TouchEvent) {
        last = touches.first
    }
}
